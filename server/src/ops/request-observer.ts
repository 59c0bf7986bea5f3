import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import { currentRequestContext, type RequestContext } from '../shared/request-context';
import { logger } from './logger';
import { httpRequestDuration, httpRequests } from './metrics';

type Handler = (req: IncomingMessage, res: ServerResponse, next: () => void) => void;
/**
 * Loaded without its types on purpose: pino-http's declarations retype every IncomingMessage's `id` as
 * string | number | object, which breaks the app's `req.id: string` (types/express.d.ts).
 */
// eslint-disable-next-line @typescript-eslint/no-require-imports
const { pinoHttp } = require('pino-http') as { pinoHttp: (options: Record<string, unknown>) => Handler };

/**
 * The route a request matched, as a pattern ('/api/products/:id'), never the raw path: it labels metrics,
 * so it must come from a small set. Requests no route matched get their door's name.
 */
export function routeOf(req: Request): string {
  const route = (req as { route?: { path?: unknown } }).route;
  const path = (req.originalUrl ?? req.url).split('?', 1)[0].toLowerCase();
  if (route && typeof route.path === 'string') {
    // A handler that passed an error on has left its router, which reset baseUrl: the REST router is under /api.
    const base = req.baseUrl || (/^\/api(\/|$)/.test(path) && !route.path.startsWith('/api') ? '/api' : '');
    return `${base}${route.path}` || '/';
  }
  if (path === '/graphql' || path.startsWith('/graphql/')) return '/graphql';
  if (path.startsWith('/uploads/')) return '/uploads/*';
  if (path.startsWith('/assets/')) return '/assets/*';
  if (path === '/api' || path.startsWith('/api/')) return '/api/*';
  if (path === '/metrics') return '/metrics';
  return 'page';
}

/** Responses the server gave up on (shutdown closed their connections): their outcome is 'timed out'. */
const givenUp = new WeakSet<ServerResponse>();

export function markTimedOut(res: ServerResponse): void {
  givenUp.add(res);
}

/**
 * How a request ended. Its connection can close before any answer was written (the client went away, or
 * the server gave up): its status code then still reads 200, so the log and the metrics must not use it.
 */
export function outcomeOf(res: ServerResponse): 'completed' | 'aborted' | 'timed out' {
  if (res.writableEnded) return 'completed';
  return givenUp.has(res) ? 'timed out' : 'aborted';
}

/** The request context the handlers ran in, kept on the response by keepRequestContext. */
function contextOf(res: ServerResponse): RequestContext | undefined {
  return (res as Response).locals?.requestContext as RequestContext | undefined;
}

/**
 * Registered where the request context exists (after authenticate): keeps it on the response, so the
 * log line written when the answer is finished can name the GraphQL operation the handlers ran.
 */
export const keepRequestContext: RequestHandler = (_req, res, next) => {
  res.locals.requestContext = currentRequestContext();
  next();
};

/**
 * One JSON line per request when its answer is finished: id (X-Request-Id, see http/request-id.ts),
 * method, route, path without the query, status, duration and the GraphQL operation. Headers, query
 * strings and bodies are never logged: that is where tokens, passwords, cookies and uploads travel.
 */
export function logRequests(): RequestHandler {
  const middleware = pinoHttp({
    logger,
    // request-id.ts runs first and has set req.id.
    genReqId: (req: Request) => req.id,
    quietReqLogger: true,
    quietResLogger: true,
    customAttributeKeys: { reqId: 'requestId', responseTime: 'durationMs' },
    customLogLevel: (req: IncomingMessage, res: ServerResponse, error?: Error) => {
      if (outcomeOf(res) !== 'completed') return 'warn';
      if (error || res.statusCode >= 500) return 'error';
      if (res.statusCode >= 400) return 'warn';
      // Probes and scrapes come every few seconds from machines: visible at LOG_LEVEL=debug.
      return PROBES.test(pathOf(req)) ? 'debug' : 'info';
    },
    customSuccessMessage: (req: IncomingMessage, res: ServerResponse) => `${req.method} ${pathOf(req)} ${statusText(res)}`,
    customErrorMessage: (req: IncomingMessage, res: ServerResponse) => `${req.method} ${pathOf(req)} ${statusText(res)}`,
    customSuccessObject: (req: IncomingMessage, res: ServerResponse, value: { durationMs: number }) =>
      requestLine(req, res, value.durationMs),
    customErrorObject: (req: IncomingMessage, res: ServerResponse, _error: Error, value: { durationMs: number }) =>
      requestLine(req, res, value.durationMs),
  });
  return (req, res, next) => middleware(req, res, next);
}

const PROBES = /^\/(api\/health\/(live|ready)|metrics)$/i;

/** The status code of an answered request; otherwise what became of it. */
function statusText(res: ServerResponse): string {
  const outcome = outcomeOf(res);
  return outcome === 'completed' ? String(res.statusCode) : outcome;
}

function pathOf(req: IncomingMessage): string {
  return ((req as Request).originalUrl ?? req.url ?? '').split('?', 1)[0];
}

function requestLine(req: IncomingMessage, res: ServerResponse, durationMs: number): Record<string, unknown> {
  const request = req as Request;
  const operation = contextOf(res)?.graphqlOperation;
  const outcome = outcomeOf(res);
  // requestId is already bound by pino-http (quietReqLogger).
  return {
    method: req.method,
    route: routeOf(request),
    path: pathOf(req),
    // An unanswered request has no status: its outcome says what happened instead.
    ...(outcome === 'completed' ? { status: res.statusCode } : { outcome }),
    durationMs,
    ...(operation ? { graphqlOperation: operation } : {}),
    ...(request.ip ? { ip: request.ip } : {}),
  };
}

/** http_requests_total and http_request_duration_seconds, counted when each answer is finished (or abandoned). */
export const countRequests: RequestHandler = (req, res, next) => {
  const started = process.hrtime.bigint();
  let counted = false;
  const count = () => {
    if (counted) return;
    counted = true;
    const labels = { method: req.method, route: routeOf(req), status: statusText(res) };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, Number(process.hrtime.bigint() - started) / 1e9);
  };
  res.once('finish', count);
  res.once('close', count);
  next();
};

/**
 * Told of every finished answer to a page address, by both paths that send pages: Express's (observePageAnswers,
 * below) and the response cache's hits before Express (shared/response-cache). The analytics count there
 * (modules/analytics, docs/decisions/070); `clientAddress` is worked out only when asked.
 */
export type PageAnswerListener = (req: IncomingMessage, status: number, clientAddress: () => string) => void;

/** Registered with the request metrics: tells `listener` of each answer Express finishes (not of abandoned ones). */
export function observePageAnswers(listener: PageAnswerListener): RequestHandler {
  return (req, res, next) => {
    // Only navigations name text/html: scripts, images and API calls do not (and are not pages).
    if (req.method === 'GET' && req.headers.accept?.includes('text/html'))
      res.once('finish', () => listener(req, res.statusCode, () => req.ip ?? 'unknown'));
    next();
  };
}
