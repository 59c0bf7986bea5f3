import { randomUUID } from 'node:crypto';
import type { IncomingMessage } from 'node:http';

/** A caller-supplied id is kept only when it is short and plain, so it is safe to echo and log. */
const ACCEPTED_ID = /^[A-Za-z0-9._:-]{1,128}$/;

/**
 * Every request gets an id (Fastify's genReqId): the caller's `X-Request-Id` when it looks sane, a new UUID
 * otherwise. Kept on the request for Express's handlers too (`req.id`).
 */
export function requestIdFor(req: IncomingMessage & { id?: string }): string {
  const given = req.headers['x-request-id'];
  const id = typeof given === 'string' && ACCEPTED_ID.test(given) ? given : randomUUID();
  req.id = id;
  return id;
}
