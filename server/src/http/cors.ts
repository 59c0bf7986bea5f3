import cors from 'cors';
import type { RequestHandler } from 'express';

/** What a separately hosted client sends: its token, JSON or multipart, and Apollo's CSRF header. */
export const CORS_ALLOWED_HEADERS = ['Authorization', 'Content-Type', 'Apollo-Require-Preflight', 'X-Request-Id'];
export const CORS_ALLOWED_METHODS = ['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * Cross-origin access to /api and /graphql for the origins CORS_ORIGINS lists, and for no one
 * else: an unlisted origin gets no CORS headers at all, so its preflight fails in the browser.
 * The listed origin is echoed, never '*', and credentials are not allowed: the admin's token
 * travels in Authorization, so cookies have no business on these calls.
 */
export function corsFor(origins: readonly string[]): RequestHandler {
  const listed = new Set(origins);
  return cors({
    origin: (origin, callback) => callback(null, origin !== undefined && listed.has(origin)),
    methods: CORS_ALLOWED_METHODS,
    allowedHeaders: CORS_ALLOWED_HEADERS,
    // A 429's wait and the id quoted in error reports, readable by the calling page.
    exposedHeaders: ['Retry-After', 'X-Request-Id'],
    credentials: false,
    maxAge: 600,
  });
}
