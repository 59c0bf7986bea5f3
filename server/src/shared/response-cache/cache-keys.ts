import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import accepts from 'accepts';
import type { Request } from 'express';
import { isAdminPath } from '../../http/admin-paths';

/**
 * What identifies a cached answer (the key text each door's answers are stored under) and which requests may be
 * answered from the cache before the doors.
 */

export type Door = 'graphql' | 'rest' | 'page';

/**
 * Whether a request may be answered before the doors (a hit, a public read's route): no token, so its viewer is
 * anonymous, and no Origin, whose CORS answer is the doors'.
 */
export function answerableBeforeDoors(headers: IncomingHttpHeaders): boolean {
  return !headers.authorization && !headers.origin;
}

/**
 * A GraphQL request's identity: the operation as sent, and Accept (Apollo picks the response's
 * content type by it); a GET only with Apollo's preflight header (hasApolloPreflight).
 */
export function graphqlKey(req: Request): string | null {
  if (req.method === 'GET' || req.method === 'HEAD') return graphqlGetKey(req.headers, req.originalUrl);
  if (req.method !== 'POST' || !req.is('application/json')) return null;
  return postedQueryKey(req.headers, req.body);
}

/** A query sent by POST: Accept and the operation as the JSON body holds it. */
export function postedQueryKey(headers: IncomingHttpHeaders, body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { query, variables, operationName, extensions } = body as Record<string, unknown>;
  // Not worth a lookup; the plugin would keep them out anyway.
  if (typeof query === 'string' && /^\s*(mutation|subscription)\b/.test(query)) return null;
  return `POST ${headers.accept ?? ''}\n${JSON.stringify([query ?? null, variables ?? null, operationName ?? null, extensions ?? null])}`;
}

/** A JSON body, as express.json's default type matches it: application/json, whatever its parameters. */
export function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const end = contentType.indexOf(';');
  return (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase() === 'application/json';
}

/**
 * Apollo's CSRF prevention for a query sent by GET: it must carry a header a browser cannot send cross-site without a
 * preflight. Without one Apollo refuses the request, and so must a hit or a public read.
 */
export function hasApolloPreflight(headers: IncomingHttpHeaders): boolean {
  return Boolean(headers['apollo-require-preflight'] || headers['x-apollo-operation-name']);
}

/** A GET query's identity: Accept and the URL as received (`url` before any router trimmed it). */
export function graphqlGetKey(headers: IncomingHttpHeaders, url: string): string | null {
  if (!hasApolloPreflight(headers)) return null;
  return `GET ${headers.accept ?? ''}\n${url}`;
}

/** A page: GET or HEAD for HTML, never the back office; with `protocol` (no PUBLIC_URL), the host is part of it. */
export function pageKey(req: IncomingMessage, path: string, url: string, protocol: string | undefined): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (!accepts(req).type('html') || isAdminPath(path)) return null;
  return protocol ? `${protocol}://${req.headers.host ?? ''}${url}` : url;
}

/** Which door a request knocks on, by its path (before the routers have run). */
export function doorOf(path: string, headers: IncomingHttpHeaders): Door | null {
  if (path === '/graphql') return 'graphql';
  if (path.startsWith('/api/')) return path.startsWith('/api/health') ? null : 'rest';
  // Navigations name text/html; scripts, styles and images ask for */* or their own types.
  if (/^\/(uploads|assets)\//.test(path) || !(headers.accept ?? '').includes('text/html')) return null;
  return 'page';
}
