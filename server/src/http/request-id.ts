import { randomUUID } from 'node:crypto';
import type { IncomingMessage, ServerResponse } from 'node:http';
import type { RequestHandler } from 'express';

/** A caller-supplied id is kept only when it is short and plain, so it is safe to echo and log. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Every request gets an id: the caller's `X-Request-Id` when it looks sane, a new UUID otherwise.
 * It is returned in the response header and quoted in error bodies, so a user's report can be
 * matched with the server's log line.
 */
export const requestId: RequestHandler = (req, res, next) => {
  assignRequestId(req, res);
  next();
};

/** The same on a request Express has not seen yet (the response cache's hits); answers the id. */
export function assignRequestId(req: IncomingMessage & { id?: string }, res: ServerResponse): string {
  const id = requestIdFor(req);
  res.setHeader('X-Request-Id', id);
  return id;
}

/** The id alone, for an answer that writes its headers in one go (the response cache's fast lane). */
export function requestIdFor(req: IncomingMessage & { id?: string }): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  req.id = id;
  return id;
}
