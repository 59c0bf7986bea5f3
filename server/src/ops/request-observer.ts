import type { IncomingMessage, ServerResponse } from 'node:http';
import type { Request, RequestHandler, Response } from 'express';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { RequestStep } from '../http/request-pipeline';
import { currentRequestContext, type RequestContext } from '../shared/request-context';
import { logger } from './logger';
import { httpRequestDuration, httpRequests } from './metrics';

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

/** What the code that sent an answer knows of it beyond the request: the response cache's and the public read lane's. */
export interface AnswerNote {
  /** The route pattern, for answers sent before any router ran. */
  route?: string;
  /** The response cache's lookup, named in the log line. */
  cache?: 'HIT' | 'MISS';
  graphqlOperation?: string;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Its reply, for the hook told of a client that left (onRequestAbort is given the request only). */
    observedReply: FastifyReply | null;
  }
  interface FastifyReply {
    /** What sent the answer noted of it (noteAnswer). */
    answerNote: AnswerNote | null;
    /** Its log line and metrics are written (once, whichever hook came first). */
    observed: boolean;
  }
}

/** Called by whatever answers a request outside the doors' routers (the response cache's hits, the public read lane). */
export function noteAnswer(reply: FastifyReply, note: AnswerNote): void {
  reply.answerNote = note;
}

export interface AnswerObserverOptions {
  /** Told of each finished answer to a page address (the analytics, docs/decisions/070). */
  pageAnswered?: PageAnswerListener;
}

/**
 * Every answer's one log line, request metrics and page view, whatever sent it (a cache hit, the public read lane,
 * either door, a page, an error): Fastify's onResponse runs for all of them, hijacked ones included, and
 * onRequestAbort for requests whose client left first (docs/decisions/052-one-pipeline-on-fastify.md).
 *
 * The line: id (X-Request-Id, see http/request-id.ts), method, route, path without the query, status, duration and
 * the GraphQL operation. Headers, query strings and bodies are never logged: that is where tokens, passwords,
 * cookies and uploads travel.
 */
export function observeAnswers(
  server: FastifyInstance,
  options: AnswerObserverOptions = {},
): { step: RequestStep; unrouted: RequestStep } {
  // Fastify's decorators: per-request state in the request's and reply's own shape (cheaper than maps beside them).
  server.decorateRequest('observedReply', null);
  server.decorateReply('answerNote', null);
  server.decorateReply('observed', false);
  const observe = (request: FastifyRequest, reply: FastifyReply) => {
    if (reply.observed) return;
    reply.observed = true;
    const res = reply.raw;
    const req = request.raw;
    const note = reply.answerNote;
    const outcome = outcomeOf(res);
    const status = outcome === 'completed' ? res.statusCode : outcome;
    const route = note?.route ?? routeOf(req as Request);
    const seconds = reply.elapsedTime / 1000;
    const labels = { method: req.method ?? 'GET', route, status: String(status) };
    httpRequests.inc(labels);
    httpRequestDuration.observe(labels, seconds);
    const path = pathOf(req);
    const level = levelOf(path, res, outcome);
    if (logger.isLevelEnabled(level)) {
      const operation = note?.graphqlOperation ?? contextOf(res)?.graphqlOperation;
      logger[level](
        {
          requestId: request.id,
          method: req.method,
          route,
          path,
          // An unanswered request has no status: its outcome says what happened instead.
          ...(outcome === 'completed' ? { status } : { outcome }),
          durationMs: Math.round(seconds * 1000),
          ...(note?.cache ? { cache: note.cache } : {}),
          ...(operation ? { graphqlOperation: operation } : {}),
          ip: request.ip,
        },
        `${req.method} ${path} ${status}`,
      );
    }
    // Only navigations name text/html: scripts, images and API calls do not (and are not pages).
    if (outcome === 'completed' && req.method === 'GET' && req.headers.accept?.includes('text/html'))
      options.pageAnswered?.(req, res.statusCode, () => request.ip);
  };
  server.addHook('onResponse', (request, reply, done) => {
    observe(request, reply);
    done();
  });
  server.addHook('onRequestAbort', (request, done) => {
    if (request.observedReply) observe(request, request.observedReply);
    done();
  });
  return {
    step: (request, reply) => void (request.observedReply = reply),
    // Fastify refuses a malformed URL before any hook: its answer is observed when its connection is done with it.
    unrouted: (request, reply) => void reply.raw.once('close', () => observe(request, reply)),
  };
}

/** Warnings for what went wrong on the caller's side or never ended, errors for ours; probes and scrapes at debug. */
function levelOf(path: string, res: ServerResponse, outcome: ReturnType<typeof outcomeOf>): 'debug' | 'info' | 'warn' | 'error' {
  if (outcome !== 'completed') return 'warn';
  if (res.statusCode >= 500) return 'error';
  if (res.statusCode >= 400) return 'warn';
  // Probes and scrapes come every few seconds from machines: visible at LOG_LEVEL=debug.
  return PROBES.test(path) ? 'debug' : 'info';
}

const PROBES = /^\/(api\/health\/(live|ready)|metrics)$/i;

function pathOf(req: IncomingMessage): string {
  return ((req as Request).originalUrl ?? req.url ?? '').split('?', 1)[0];
}

/**
 * Told of every finished answer to a page address (observeAnswers, above), whatever sent it: a response cache hit or
 * the page renderer. The analytics count there (modules/analytics, docs/decisions/070); `clientAddress` is worked
 * out only when asked.
 */
export type PageAnswerListener = (req: IncomingMessage, status: number, clientAddress: () => string) => void;
