import type { Problem } from './problem';

/** An unknown route under /api (REST-CONTRACT.md: 404 JSON, never an HTML page). */
export const ROUTE_NOT_FOUND = 'Route not found';

/**
 * The REST door's error body (REST-CONTRACT.md): `success: false` and the message, `errors`
 * (field to message) for validation, and the request id that the server's log line quotes.
 * Which status and message an error gets is decided once for the whole app, in
 * http/final-error-handler.ts.
 */
export function restErrorBody(problem: Problem, requestId: string): Record<string, unknown> {
  return {
    success: false,
    message: problem.message,
    ...(problem.fields ? { errors: problem.fields } : {}),
    ...problem.details,
    requestId,
  };
}
