import type { ErrorRequestHandler, RequestHandler } from 'express';
import { AppError, ValidationError } from '../shared/errors';

/** Unknown routes under /api answer JSON, never an HTML page. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ message: 'Route not found' });
};

/**
 * The REST door's translation of errors: domain errors keep their status and message,
 * body-parser and upload errors become 4xx JSON, anything else a masked 500.
 */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof AppError) {
    const body: Record<string, unknown> = { message: error.message };
    if (error instanceof ValidationError) body.errors = error.fields;
    res.status(error.httpStatus).json(body);
    return;
  }
  const status = (error as { status?: number; statusCode?: number }).status ?? (error as { statusCode?: number }).statusCode;
  if (error instanceof SyntaxError && status === 400) {
    res.status(400).json({ message: 'Malformed JSON in request body' });
    return;
  }
  if (status === 413) {
    res.status(413).json({ success: false, message: 'File too large' });
    return;
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ message: (error as Error).message });
    return;
  }
  console.error('Unexpected REST error:', error);
  res.status(500).json({ message: 'Internal server error' });
};
