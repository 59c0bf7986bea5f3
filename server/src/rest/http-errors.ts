import type { ErrorRequestHandler, RequestHandler } from 'express';
import { MulterError } from 'multer';
import { AppError, TooManyRequestsError, ValidationError } from '../shared/errors';

/** Unknown routes under /api answer JSON, never an HTML page. */
export const notFoundHandler: RequestHandler = (_req, res) => {
  res.status(404).json({ success: false, message: 'Route not found' });
};

/**
 * The REST door's translation of errors (REST-CONTRACT.md): domain errors keep their status
 * and message (validation adds `errors`, field to message), body-parser and upload errors
 * become 4xx JSON, anything else a masked 500. Every body carries `success: false`.
 */
export const errorHandler: ErrorRequestHandler = (error, _req, res, _next) => {
  if (error instanceof AppError) {
    if (error instanceof TooManyRequestsError) res.set('Retry-After', String(Math.ceil(error.retryAfterSeconds)));
    res.status(error.httpStatus).json({
      success: false,
      message: error.message,
      ...(error instanceof ValidationError ? { errors: error.fields } : {}),
    });
    return;
  }
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') {
      res.status(413).json({ success: false, message: 'File too large' });
    } else if (error.code === 'LIMIT_UNEXPECTED_FILE') {
      res.status(400).json({ success: false, message: `Unexpected file field "${error.field}"` });
    } else {
      res.status(400).json({ success: false, message: error.message });
    }
    return;
  }
  const status = (error as { status?: number }).status;
  if ((error as { type?: string }).type === 'entity.parse.failed') {
    res.status(400).json({ success: false, message: 'Malformed JSON in request body' });
    return;
  }
  if (typeof status === 'number' && status >= 400 && status < 500) {
    res.status(status).json({ success: false, message: status === 413 ? 'Request body too large' : (error as Error).message });
    return;
  }
  console.error('Unexpected REST error:', error);
  res.status(500).json({ success: false, message: 'Internal server error' });
};
