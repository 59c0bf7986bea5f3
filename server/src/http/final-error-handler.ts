import { STATUS_CODES } from 'node:http';
import type { ErrorRequestHandler, Request, RequestHandler, Response } from 'express';
import { MulterError } from 'multer';
import { restErrorBody, ROUTE_NOT_FOUND } from './rest-error-body';
import { appErrorOf, ValidationError } from '../shared/errors';
import { logger } from '../ops/logger';
import type { Problem } from './problem';

const INTERNAL: Problem = { status: 500, message: 'Internal server error', code: 'INTERNAL_SERVER_ERROR' };

const CODE_BY_STATUS: Record<number, string> = {
  401: 'UNAUTHENTICATED',
  403: 'FORBIDDEN',
  404: 'NOT_FOUND',
  405: 'METHOD_NOT_ALLOWED',
  413: 'PAYLOAD_TOO_LARGE',
  415: 'UNSUPPORTED_MEDIA_TYPE',
  429: 'TOO_MANY_REQUESTS',
};

/** Headers a library's 4xx error may carry that the client needs (405's Allow, 416's Content-Range). */
const KEPT_ERROR_HEADERS = ['allow', 'content-range'];

/**
 * Decides status and message for anything a handler throws or passes to next(): domain errors
 * keep theirs (validation adds `fields`), the body parsers' (express.json, multer,
 * graphql-upload, the static files' send, the router's parameter decoding) become 4xx with a fixed text by
 * status, and everything else is a masked 500 whose details only the server's log gets.
 */
export function problemOf(error: unknown): Problem {
  const appError = appErrorOf(error);
  if (appError) {
    return {
      status: appError.httpStatus,
      message: appError.message,
      code: appError.code,
      ...(appError instanceof ValidationError ? { fields: appError.fields } : {}),
      ...(appError.details ? { details: appError.details } : {}),
      ...(appError.retryAfterSeconds !== undefined
        ? { headers: { 'Retry-After': String(Math.ceil(appError.retryAfterSeconds)) } }
        : {}),
    };
  }
  if (error instanceof MulterError) {
    if (error.code === 'LIMIT_FILE_SIZE') return { status: 413, message: 'File too large', code: 'PAYLOAD_TOO_LARGE' };
    // The field name is the client's own, and only ever shown back inside JSON.
    if (error.code === 'LIMIT_UNEXPECTED_FILE') return badRequest(`Unexpected file field "${error.field}"`);
    // multer's messages are a fixed list of plain sentences ('Too many files').
    return badRequest(error.message);
  }
  const { status, statusCode, type, headers } = (error ?? {}) as {
    status?: unknown;
    statusCode?: unknown;
    type?: unknown;
    headers?: unknown;
  };
  const clientStatus = [status, statusCode].find(
    (value): value is number => typeof value === 'number' && value >= 400 && value < 500,
  );
  if (!clientStatus) return INTERNAL;
  if (type === 'entity.parse.failed') return badRequest('Malformed JSON in request body');
  if (clientStatus === 413) return { status: 413, message: 'Request body too large', code: 'PAYLOAD_TOO_LARGE' };
  return {
    status: clientStatus,
    message: STATUS_CODES[clientStatus] ?? 'Bad Request',
    code: CODE_BY_STATUS[clientStatus] ?? 'BAD_REQUEST',
    headers: keptHeaders(headers),
  };
}

function badRequest(message: string): Problem {
  return { status: 400, message, code: 'BAD_REQUEST' };
}

function keptHeaders(headers: unknown): Record<string, string> | undefined {
  if (!headers || typeof headers !== 'object') return undefined;
  const kept = Object.entries(headers).filter(
    ([name, value]) => KEPT_ERROR_HEADERS.includes(name.toLowerCase()) && typeof value === 'string',
  );
  return kept.length ? Object.fromEntries(kept) : undefined;
}

type Door = 'rest' | 'graphql' | 'page';

/** Express matches mount paths case-insensitively, so /API/x is the REST door too. */
function doorOf(req: Request): Door {
  const path = req.originalUrl.split('?', 1)[0];
  if (/^\/api(\/|$)/i.test(path)) return 'rest';
  if (/^\/graphql(\/|$)/i.test(path)) return 'graphql';
  return 'page';
}

/** Answers a problem in the shape the door's clients read, always quoting the request id. */
function sendProblem(req: Request, res: Response, problem: Problem): void {
  // A half-built success response may have left these behind (a static file's year-long cache).
  for (const name of ['Content-Disposition', 'Content-Encoding', 'Content-Language', 'ETag', 'Last-Modified'])
    res.removeHeader(name);
  res.setHeader('Cache-Control', 'no-store');
  for (const [name, value] of Object.entries(problem.headers ?? {})) res.setHeader(name, value);
  res.status(problem.status);
  const door = doorOf(req);
  if (door === 'rest') {
    res.json(restErrorBody(problem, req.id));
  } else if (door === 'graphql') {
    const retryAfter = problem.headers?.['Retry-After'];
    res.json({
      errors: [
        {
          message: problem.message,
          extensions: {
            code: problem.code,
            ...(problem.fields ? { fields: problem.fields } : {}),
            // As formatError says it on Apollo's own answers.
            ...(retryAfter ? { retryAfterSeconds: Number(retryAfter) } : {}),
            ...problem.details,
            requestId: req.id,
          },
        },
      ],
    });
  } else if (req.accepts('html')) {
    res.type('html').send(errorPage(problem.status, req.id));
  } else {
    res.type('text').send(`${problem.status} ${STATUS_CODES[problem.status]}\nRequest id: ${req.id}\n`);
  }
}

function errorPage(status: number, requestId: string): string {
  const title = `${status} ${STATUS_CODES[status] ?? 'Error'}`;
  const explanation =
    status === 404
      ? 'There is nothing at this address.'
      : status >= 500
        ? 'Something went wrong on our side. If it keeps happening, tell us the request id below.'
        : 'The request could not be processed.';
  return `<!doctype html>
<html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width, initial-scale=1"><title>${title}</title></head>
<body><h1>${title}</h1><p>${explanation}</p><p>Request id: <code>${escapeHtml(requestId)}</code></p><p><a href="/">Home page</a></p></body></html>
`;
}

function escapeHtml(text: string): string {
  return text.replace(/[&<>"']/g, (char) => `&#${char.charCodeAt(0)};`);
}

/** Registered after every route: nothing answered this address. */
export const notFound: RequestHandler = (req, res) => {
  const message = doorOf(req) === 'rest' ? ROUTE_NOT_FOUND : 'Not Found';
  sendProblem(req, res, { status: 404, message, code: 'NOT_FOUND' });
};

/**
 * The one error handler of the whole app, registered last: every error, in every mode, answers
 * through problemOf() and sendProblem(), never with Express's default page (which shows stack
 * traces and file paths outside production). Unexpected errors are logged with the request id.
 */
export const finalErrorHandler: ErrorRequestHandler = (error, req, res, next) => {
  // Too late for a clean answer: Express's own handler closes the connection.
  if (res.headersSent) return next(error);
  const problem = problemOf(error);
  // A domain error answering 5xx (the database busy) was logged where it happened.
  if (problem.status >= 500 && !appErrorOf(error))
    logger.error({ err: error, requestId: req.id }, `Request ${req.id} failed (${req.method} ${req.path})`);
  sendProblem(req, res, problem);
};
