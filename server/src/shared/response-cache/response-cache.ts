import { hash as oneShotHash } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage, ServerResponse } from 'node:http';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';
import type { ApolloServerPlugin } from '@apollo/server';
import accepts from 'accepts';
import { negotiatedEncoding } from '../../http/content-encoding';
import type { Request, RequestHandler, Response } from 'express';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { noteAnswer } from '../../ops/request-observer';
import { responseCacheLookups } from '../../ops/metrics';
import { isAdminPath } from '../../http/admin-paths';
import { currentRequestContext, runInRequestContext, type RequestContext } from '../request-context';
import { anonymousViewer } from '../viewer';
import { appErrorOf, DatabaseBusyError } from '../errors';
import { CollapsedMisses } from './collapsed-misses';
import { OutageFallbackStore } from './outage-fallback-store';
import { RedisResponseCacheStore } from './redis-store';
import { MemoryResponseCacheStore, type CachedResponse, type PreparedHeaders, type ResponseCacheStore } from './store';
import { ChangeStream } from '../changes/change-stream';
import { RecordReads } from '../changes/record-reads';
import type { RecordChange } from '../changes/record-change';
import { isSecurityHeader } from '../../http/security-headers';
import { cspNonceOf, type AnswerHeaders } from '../../http/answer-headers';

export type Door = 'graphql' | 'rest' | 'page';

/** For a CDN in front and for browsers: a short freshness, then revalidation in the background. */
export const PUBLIC_CACHE_CONTROL = 'public, max-age=10, stale-while-revalidate=60';
/** Anything an administrator asked for: never kept by a browser, a proxy or a CDN. */
export const PRIVATE_CACHE_CONTROL = 'private, no-store';
/**
 * Pages carry a per-response CSP nonce, so no shared cache may keep them: browsers and CDNs revalidate
 * each time, which the ETag makes a 304.
 */
export const PAGE_CACHE_CONTROL = 'no-cache';

/** The longest an entry is kept when no write and no scheduled change drops it earlier. */
export const MAX_ENTRY_AGE_MS = 60 * 60 * 1000;

/** Where a page's nonce stands in a stored page. NUL never occurs in rendered HTML (input guards refuse it). */
const NONCE_PLACEHOLDER = '\u0000csp-nonce\u0000';
/** security-headers.ts's nonces: 16 random bytes in base64. */
const NONCE = /^[A-Za-z0-9+/]{22}==$/;
/**
 * Headers made for each response, never replayed from a stored one (CORS ones depend on the caller's Origin); the
 * security headers are written with every answer too (http/answer-headers.ts).
 */
const PER_RESPONSE_HEADER =
  /^(x-request-id|x-cache|etag|date|content-length|content-encoding|set-cookie|connection|keep-alive|transfer-encoding|access-control-.*)$/;
const isPerResponse = (name: string) => PER_RESPONSE_HEADER.test(name) || isSecurityHeader(name);
/** A miss looked up first (answerFirst), so whatever answers it does not ask the store again. */
const lookedUp = new WeakMap<ServerResponse, { key: string; generation: number }>();
/** The store write of each answer kept on a miss, which a collapsed miss's followers wait for. */
const storing = new WeakMap<ServerResponse, Promise<unknown>>();
/** How long a read waits for another read of the same answer (collapsed-misses.ts) before computing it itself. */
const COLLAPSED_MISS_MAX_WAIT_MS = 5_000;

/** Lane reads that found the database busy: Express answers them 503 at once instead of waiting the bound again. */
const busyInLane = new WeakMap<IncomingMessage, DatabaseBusyError>();

/** Whether something made the answer of a request cached on a miss unfit to keep. */
interface PendingAnswer {
  uncacheable: boolean;
}

/**
 * The tags of stored answers (docs/decisions/059-answers-tagged-by-record-type.md). Each answer carries EVERY_ANSWER
 * and `type:<record type>` for each type its service calls read (shared/changes/record-reads.ts); an answer that noted no
 * read carries UNTYPED instead. A change to a type some service names drops that type's answers and the untyped
 * ones; a change to any other type drops every answer, as ADR 050 did for all changes.
 */
const EVERY_ANSWER = 'public-content';
const UNTYPED = 'untyped';
const typeTag = (type: string) => `type:${type}`;

/** The tags an answer computed in `context` is stored with. */
function tagsOf(context: RequestContext): string[] {
  const types = context.readRecordTypes;
  return types && types.size > 0 ? [EVERY_ANSWER, ...[...types].map(typeTag)] : [EVERY_ANSWER, UNTYPED];
}

const pending = new WeakMap<RequestContext, PendingAnswer>();

/**
 * Keeps the current request's answer out of the cache (a mutation, a GraphQL error, a page rendered
 * without its data). Outside a cached request it does nothing.
 */
export function markResponseUncacheable(): void {
  const context = currentRequestContext();
  const answer = context && pending.get(context);
  if (answer) answer.uncacheable = true;
}

/** The GraphQL side: only queries that answered without errors are kept. */
export const responseCachePlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async didResolveOperation({ operation }) {
        if (operation?.operation !== 'query') markResponseUncacheable();
      },
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single' || (response.body.singleResult.errors?.length ?? 0) > 0) markResponseUncacheable();
      },
    };
  },
};

type CacheStatus = 'HIT' | 'MISS' | 'BYPASS';

/**
 * Whether a request may be answered before the doors (a hit, a public read's route): no token, so its viewer is
 * anonymous, and no Origin, whose CORS answer is the doors'.
 */
export function answerableBeforeDoors(headers: IncomingHttpHeaders): boolean {
  return !headers.authorization && !headers.origin;
}

/** One answer of a public read's route: the body and its type, and the route that labels its log line and metrics. */
export interface LaneAnswer {
  body: string;
  contentType: string;
  route: string;
}

export interface ResponseCacheOptions {
  /** RESPONSE_CACHE: off turns every lookup into a bypass (the benchmark's uncached runs). */
  enabled: boolean;
  /** Shared by every instance when REDIS_URL is set; this process's memory otherwise. */
  redis?: Redis;
  /** RESPONSE_CACHE_MAX_MB: the memory store's size (with Redis: the bodies each instance keeps). */
  maxBytes: number;
  /** Which build answered: entries of another build (other assets, other schema) are never served. */
  build: string;
  /** Without PUBLIC_URL pages link to the address they were asked on, so the host is part of a page's key. */
  hostInPageKey: boolean;
  /** CACHE_STATUS_HEADER: name each lookup's result in X-Cache (tests, benchmarks, debugging); off by default. */
  statusHeader?: boolean;
  /** Record types no public answer shows (accounts, sessions, messages, the log): their changes keep the entries. */
  privateRecordTypes?: ReadonlySet<string>;
  /** The headers every answer carries (the request id, the security headers), which the hits here write with theirs. */
  answerHeaders: AnswerHeaders;
}

/**
 * The public response cache (docs/decisions/024-public-response-cache.md): anonymous reads through
 * GraphQL, REST and the server-rendered pages are answered from it with an ETag (304 when it
 * matches); an entry is dropped as soon as a change to a record type it was read from commits (the data source's
 * change events: shared/changes; the types: shared/changes/record-reads.ts). Requests that carry a token never touch it. With
 * CACHE_STATUS_HEADER on, each answer names the lookup's result in X-Cache (HIT, MISS or BYPASS), as CDNs do;
 * otherwise nothing tells a caller whether its answer came from the cache.
 */
export class ResponseCache {
  private readonly store: ResponseCacheStore;
  private readonly stopListening: () => void;
  private readonly laneHeadersByType = new Map<string, { headers: Record<string, string>; prepared: PreparedHeaders }>();
  private readonly misses = new CollapsedMisses(COLLAPSED_MISS_MAX_WAIT_MS);
  /** What each answer read (shared/changes/record-reads.ts): which answers a change drops. */
  private readonly reads: RecordReads;

  constructor(
    private readonly options: ResponseCacheOptions,
    dataSource: DataSource,
  ) {
    // Off, it stores nothing: no Redis connections of its own either. With Redis, this instance's memory stands in
    // while Redis is away (a tenth of the bodies' budget: a short outage's pages).
    this.store =
      options.redis && options.enabled
        ? new OutageFallbackStore(
            new RedisResponseCacheStore(options.redis, options.maxBytes, MAX_ENTRY_AGE_MS),
            Math.ceil(options.maxBytes / 10),
          )
        : new MemoryResponseCacheStore(options.maxBytes);
    this.stopListening = ChangeStream.of(dataSource).subscribe({ committed: (changes) => this.changed(changes) });
    this.reads = RecordReads.of(dataSource);
  }

  /**
   * After a committed change to anything a visitor can see, drops the stored answers read from its type (on every
   * instance, with Redis). The writer's answer waits for it; a store that fails is logged: the write has committed.
   */
  async changed(changes: readonly RecordChange[]): Promise<void> {
    if (!this.options.enabled) return;
    const seen = changes.filter((change) => !this.options.privateRecordTypes?.has(change.type));
    if (seen.length === 0) return;
    const read = seen.map((change) => this.reads.readsChangedBy(change.type, change.id));
    const tags = read.includes(null) ? [EVERY_ANSWER] : [UNTYPED, ...new Set(read.map((type) => typeTag(type!)))];
    try {
      await this.store.invalidate(tags);
    } catch (error) {
      // The stores answer an outage themselves (OutageFallbackStore): this is unexpected.
      console.error(`Response cache: dropping the answers after a change to ${seen[0].type} failed:`, (error as Error).message);
    }
  }

  /** /graphql, after the JSON body is parsed: queries by POST (JSON) or GET. */
  graphql(): RequestHandler {
    return this.door('graphql', graphqlKey);
  }

  /** /api, after authenticate: GET and HEAD. */
  rest(): RequestHandler {
    return this.door('rest', (req) => (req.method === 'GET' || req.method === 'HEAD' ? req.originalUrl : null));
  }

  /**
   * The website's page addresses (client-app.ts). Pages are outside both doors' authenticate, so this
   * runs the page in an anonymous request context: server rendering's GraphQL reads are tagged, and
   * scheduled content can set cacheExpiresAt, whether or not the cache is on.
   */
  pages(): RequestHandler {
    const door = this.door('page', (req) =>
      pageKey(req, req.path, req.originalUrl, this.options.hostInPageKey ? req.protocol : undefined),
    );
    return (req, res, next) =>
      runInRequestContext({ viewer: anonymousViewer(req.ip), requestId: req.id }, () => door(req, res, next));
  }

  async close(): Promise<void> {
    this.stopListening();
    await this.store.close();
  }

  /** X-Cache, when CACHE_STATUS_HEADER asks for it. */
  private markStatus(res: Response, status: CacheStatus): void {
    if (this.options.statusHeader) res.setHeader('X-Cache', status);
  }

  private statusOf(status: CacheStatus): CacheStatus | undefined {
    return this.options.statusHeader ? status : undefined;
  }

  private door(door: Door, keyOf: (req: Request) => string | null): RequestHandler {
    return (req, res, next) => {
      const context = currentRequestContext();
      if (!this.options.enabled || !context) return next();
      const anonymous = !req.headers.authorization && !context.viewer.admin;
      const keyText = anonymous ? keyOf(req) : null;
      if (keyText === null) {
        responseCacheLookups.inc({ door, result: 'bypass' });
        this.markStatus(res, 'BYPASS');
        if (!anonymous) onSend(res, () => res.setHeader('Cache-Control', PRIVATE_CACHE_CONTROL));
        return next();
      }
      const key = this.keyOf(door, keyText);
      const earlier = lookedUp.get(res);
      const lookup =
        earlier?.key === key ? Promise.resolve({ entry: undefined, generation: earlier.generation }) : this.store.get(key);
      lookup.then(
        ({ entry, generation }) => {
          if (entry) {
            responseCacheLookups.inc({ door, result: 'hit' });
            this.markStatus(res, 'HIT');
            try {
              sendCached(door, req, res, entry);
            } catch (error) {
              next(error);
            }
            return;
          }
          responseCacheLookups.inc({ door, result: 'miss' });
          this.markStatus(res, 'MISS');
          const answer: PendingAnswer = { uncacheable: false };
          pending.set(context, answer);
          onSend(res, (body) => this.keep(door, res, context, answer, key, generation, body));
          next();
        },
        (error: unknown) => {
          // The stores answer an outage themselves (OutageFallbackStore): unexpected; answered uncached.
          console.error('Response cache: a lookup failed:', (error as Error).message);
          responseCacheLookups.inc({ door, result: 'bypass' });
          this.markStatus(res, 'BYPASS');
          next();
        },
      );
    };
  }

  private keyOf(door: Door, keyText: string): string {
    return `${this.options.build}:${door}:${hash(`${door}\n${keyText}`, 'sha256')}`;
  }

  /**
   * Hits answered first, in Fastify's onRequest hook (Express's request set-up costs more than the hit itself): GET
   * and HEAD without a token or an Origin (CORS answers depend on it). A hit is sent as a whole here: the headers
   * every answer carries (http/answer-headers.ts) with its stored ones, the body compressed once per copy, 304 when
   * If-None-Match matches; its log line and metrics are the pipeline's, as for every answer (ops/request-observer.ts).
   * A miss is looked up once: whatever answers it, a public read's route (`answerRead`) or the doors, keeps it under
   * that lookup. The doors also serve the hits this cannot (POST queries, see answerPostedQueries).
   */
  answerFirst(server: FastifyInstance): void {
    if (this.options.enabled) server.addHook('onRequest', (request, reply, done) => this.lookUp(request, reply, () => done()));
  }

  /**
   * Queries sent by POST (third-party clients; the site's own client sends GET), as Fastify's `preHandler` of
   * POST /graphql: anonymous JSON bodies without an Origin are read with the GraphQL door's own reader (`readBody`) and
   * looked up; a hit is sent whole, as a GET hit is. Everything else, a refused body and a miss go on to the doors
   * (a miss is stored there without a second lookup; a refusal is answered at the door's body step).
   */
  answerPostedQueries(readBody: (req: IncomingMessage, res: ServerResponse) => Promise<boolean>): preHandlerHookHandler {
    return (request, reply, done) => {
      const { headers } = request.raw;
      if (
        !this.options.enabled ||
        !answerableBeforeDoors(headers) ||
        headers['sec-fetch-site'] === 'cross-site' ||
        !isJson(headers['content-type'])
      )
        return done();
      readBody(request.raw, reply.raw).then((read) => {
        const keyText = read ? postedQueryKey(headers, (request.raw as IncomingMessage & { body?: unknown }).body) : null;
        if (keyText === null) return done();
        const key = this.keyOf('graphql', keyText);
        this.store.get(key).then(
          ({ entry, generation }) => {
            if (!entry) {
              lookedUp.set(reply.raw, { key, generation });
              return done();
            }
            responseCacheLookups.inc({ door: 'graphql', result: 'hit' });
            try {
              noteAnswer(reply, { route: routeLabel('graphql'), cache: 'HIT' });
              sendWhole('graphql', request, reply, this.options.answerHeaders, entry, this.statusOf('HIT'), PUBLIC_CACHE_CONTROL);
            } catch (error) {
              console.error('Response cache: could not send a hit:', (error as Error).message);
              if (!reply.raw.headersSent) done();
            }
          },
          () => done(),
        );
      }, done);
    };
  }

  private lookUp(request: FastifyRequest, reply: FastifyReply, next: () => void, mayWait = true): void {
    const req = request.raw;
    const { method, headers } = req;
    const url = req.url ?? '/';
    if ((method !== 'GET' && method !== 'HEAD') || !answerableBeforeDoors(headers)) return next();
    const query = url.indexOf('?');
    const path = query === -1 ? url : url.slice(0, query);
    const door = doorOf(path, headers);
    const keyText =
      door === 'graphql'
        ? graphqlGetKey(headers, url)
        : door === 'rest'
          ? url
          : door === 'page'
            ? pageKey(req, path, url, this.options.hostInPageKey ? request.protocol : undefined)
            : null;
    if (!door || keyText === null) return next();
    const key = this.keyOf(door, keyText);
    this.store.get(key).then(
      ({ entry, generation }) => {
        if (!entry) {
          const turn = mayWait ? this.misses.join(key, generation) : undefined;
          if (turn && !turn.lead) {
            // Another read of this instance is computing it: look up again once it is stored (a hit, usually).
            turn.wait.then(() => this.lookUp(request, reply, next, false));
            return;
          }
          if (turn) this.releaseWhenStored(reply.raw, turn.release);
          lookedUp.set(reply.raw, { key, generation });
          return next();
        }
        responseCacheLookups.inc({ door, result: 'hit' });
        try {
          noteAnswer(reply, { route: routeLabel(door), cache: 'HIT' });
          const cacheControl = door === 'page' ? PAGE_CACHE_CONTROL : PUBLIC_CACHE_CONTROL;
          sendWhole(door, request, reply, this.options.answerHeaders, entry, this.statusOf('HIT'), cacheControl);
        } catch (error) {
          // Nothing sent yet: the doors answer it as a miss, from the database.
          console.error('Response cache: could not send a hit:', (error as Error).message);
          if (!reply.raw.headersSent) next();
        }
      },
      () => next(),
    );
  }

  /**
   * An anonymous GET a public read's route answers (http/public-read-lane.ts, ADR 041): its read runs in an anonymous
   * request context (scheduled expiry and unfit answers are noted); a plain answer is kept, when fit, under the miss's
   * lookup (answerFirst), and sent whole with the headers the doors would send (security headers, X-Cache, ETag, 304).
   * A read that fails, or answers null, is handed on (`decline`: the doors, which answer it and keep it under the same
   * lookup).
   */
  answerRead(
    request: FastifyRequest,
    reply: FastifyReply,
    door: 'graphql' | 'rest',
    answer: () => Promise<LaneAnswer | null>,
    decline: () => void,
  ): void {
    const req = request.raw;
    const res = reply.raw;
    const slot = lookedUp.get(res);
    const context: RequestContext = { viewer: anonymousViewer(request.ip), requestId: request.id };
    const reading: PendingAnswer = { uncacheable: false };
    if (slot) pending.set(context, reading);
    const goOn = () => {
      pending.delete(context);
      decline();
    };
    // A client that leaves while the read runs gets nothing; the pipeline logs it as aborted.
    let left = false;
    const leaving = () => {
      left = true;
      pending.delete(context);
    };
    res.once('close', leaving);
    runInRequestContext(context, answer).then(
      (made) => {
        res.off('close', leaving);
        if (left) return;
        if (!made || res.headersSent) return goOn();
        pending.delete(context);
        const body = made.body;
        const { headers, prepared } = this.laneHeaders(made.contentType);
        const entry: CachedResponse = { status: 200, headers, body, hash: hash(body, 'sha1'), prepared };
        const ttlMs = ttlOf(context);
        const kept = slot !== undefined && !reading.uncacheable && !context.unnotedRead && ttlMs > 0;
        if (kept) this.put(res, context, slot.key, entry, ttlMs, slot.generation);
        if (slot) responseCacheLookups.inc({ door, result: 'miss' });
        // As the doors do: the cache's headers on a kept answer; otherwise Apollo's no-store on a query.
        const cacheControl = kept ? PUBLIC_CACHE_CONTROL : door === 'graphql' ? 'no-store' : undefined;
        try {
          noteAnswer(reply, { route: made.route, cache: slot ? 'MISS' : undefined, graphqlOperation: context.graphqlOperation });
          sendWhole(
            door,
            request,
            reply,
            this.options.answerHeaders,
            entry,
            slot ? this.statusOf('MISS') : undefined,
            cacheControl,
          );
        } catch (error) {
          console.error('Public read lane: could not send an answer:', (error as Error).message);
          if (!res.headersSent) goOn();
        }
      },
      (error: unknown) => {
        res.off('close', leaving);
        if (left) return;
        const appError = appErrorOf(error);
        if (appError instanceof DatabaseBusyError) busyInLane.set(req, appError);
        goOn();
      },
    );
  }

  /** Registered in Express before the doors: a lane read that found the database busy is answered as that error. */
  laneFailures(): RequestHandler {
    return (req, _res, next) => next(busyInLane.get(req));
  }

  /** The headers of the lane's answers of one content type, ready to write (made once: they are the same for every answer). */
  private laneHeaders(contentType: string): { headers: Record<string, string>; prepared: PreparedHeaders } {
    let made = this.laneHeadersByType.get(contentType);
    if (!made) {
      const headers = { 'content-type': contentType };
      this.laneHeadersByType.set(contentType, (made = { headers, prepared: prepareHeaders(headers) }));
    }
    return made;
  }

  /** On a miss, just before the answer is sent: stores it if it is fit to keep, with its ETag and Cache-Control. */
  private keep(
    door: Door,
    res: Response,
    context: RequestContext,
    answer: PendingAnswer,
    key: string,
    generation: number,
    body: unknown,
  ): void {
    pending.delete(context);
    if (answer.uncacheable || context.unnotedRead || res.statusCode !== 200 || res.getHeader('set-cookie') !== undefined) return;
    if (typeof body !== 'string' && !Buffer.isBuffer(body)) return;
    const ttlMs = ttlOf(context);
    if (ttlMs <= 0) return;
    if (!res.getHeader('content-type')) return;
    setCacheHeaders(door, res, '');
    const headers: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.getHeaders())) {
      if (value !== undefined && !isPerResponse(name)) headers[name] = Array.isArray(value) ? value.join(', ') : String(value);
    }
    const text = typeof body === 'string' ? body : body.toString('utf8');
    // A page's scripts carry the response's nonce: each hit gets its own.
    const stored = door === 'page' ? text.split(cspNonceOf(res)).join(NONCE_PLACEHOLDER) : text;
    const entry: CachedResponse = { status: 200, headers, body: stored, hash: hash(stored, 'sha1') };
    setCacheHeaders(door, res, entry.hash);
    this.put(res, context, key, entry, ttlMs, generation);
  }

  /** Stores an answer unless a change committed since its lookup; a store that fails is logged, the answer still sent. */
  private put(
    res: ServerResponse,
    context: RequestContext,
    key: string,
    entry: CachedResponse,
    ttlMs: number,
    generation: number,
  ): void {
    const stored = this.store.set(key, entry, tagsOf(context), ttlMs, generation).catch((error: Error) => {
      console.error('Response cache: storing an answer failed:', error.message);
    });
    storing.set(res, stored);
  }

  /** A collapsed miss's leader lets its followers look again once its answer is sent and stored (or not kept). */
  private releaseWhenStored(res: ServerResponse, release: () => void): void {
    res.once('close', () => {
      const stored = storing.get(res);
      if (stored) stored.then(release, release);
      else release();
    });
  }
}

/** How long a request's answer may be kept: until its earliest scheduled change, at most MAX_ENTRY_AGE_MS. */
function ttlOf(context: RequestContext): number {
  return Math.min(MAX_ENTRY_AGE_MS, context.cacheExpiresAt ? context.cacheExpiresAt.getTime() - Date.now() : Infinity);
}

function hash(text: string, algorithm: 'sha1' | 'sha256'): string {
  return oneShotHash(algorithm, text, 'base64url');
}

/**
 * Runs `before` with the body just before the response's first res.send (res.json and Apollo's Express
 * integration both end there), then sends as usual; Express then answers 304 itself when the request's
 * If-None-Match matches the ETag set.
 */
function onSend(res: Response, before: (body: unknown) => void): void {
  const send = res.send;
  res.send = function sendOnce(this: Response, body?: unknown) {
    res.send = send;
    before(body);
    return send.call(this, body);
  } as Response['send'];
}

/** ETag and Cache-Control of a cacheable answer; a page's ETag names the nonce its copy carries. */
function setCacheHeaders(door: Door, res: Response, bodyHash: string): void {
  if (door === 'page') {
    res.setHeader('ETag', `W/"${bodyHash}-${res.locals.cspNonce}"`);
    res.setHeader('Cache-Control', PAGE_CACHE_CONTROL);
  } else {
    res.setHeader('ETag', `W/"${bodyHash}"`);
    res.setHeader('Cache-Control', PUBLIC_CACHE_CONTROL);
  }
}

function sendCached(door: Door, req: Request, res: Response, entry: CachedResponse): void {
  res.status(entry.status);
  for (const [name, value] of Object.entries(entry.headers)) res.setHeader(name, value);
  if (door !== 'page') {
    setCacheHeaders(door, res, entry.hash);
    res.send(entry.body);
    return;
  }
  // The browser's copy carries the nonce named in its ETag: a 304 must keep the CSP on that nonce,
  // since the browser takes the new headers with its old body.
  const copyNonce = nonceOfMatchingCopy(req.get('if-none-match'), entry.hash);
  if (copyNonce) {
    keepCopyNonce(res, copyNonce);
    setCacheHeaders(door, res, entry.hash);
    res.status(304).end();
    return;
  }
  setCacheHeaders(door, res, entry.hash);
  res.send(entry.body.split(NONCE_PLACEHOLDER).join(res.locals.cspNonce));
}

/** A 304 for the browser's copy of a page: the CSP the pipeline set names that copy's nonce instead of this answer's. */
function keepCopyNonce(res: ServerResponse, copyNonce: string): void {
  const own = cspNonceOf(res);
  const policy = res.getHeader('content-security-policy');
  if (typeof policy === 'string')
    res.setHeader('Content-Security-Policy', policy.split(`'nonce-${own}'`).join(`'nonce-${copyNonce}'`));
  (res as Response).locals.cspNonce = copyNonce;
}

/** The nonce of the browser's copy when If-None-Match names this body: W/"<hash>-<nonce>". */
function nonceOfMatchingCopy(ifNoneMatch: string | undefined, bodyHash: string): string | undefined {
  if (!ifNoneMatch) return undefined;
  const prefix = `W/"${bodyHash}-`;
  for (const tag of ifNoneMatch.split(',')) {
    const value = tag.trim();
    if (!value.startsWith(prefix) || !value.endsWith('"')) continue;
    const nonce = value.slice(prefix.length, -1);
    if (NONCE.test(nonce)) return nonce;
  }
  return undefined;
}

/**
 * A GraphQL request's identity: the operation as sent, and Accept (Apollo picks the response's
 * content type by it). GET must carry a header a browser cannot send cross-site without a preflight,
 * as Apollo's CSRF prevention demands; without it Apollo refuses the request, and so must a hit.
 */
function graphqlKey(req: Request): string | null {
  if (req.method === 'GET' || req.method === 'HEAD') return graphqlGetKey(req.headers, req.originalUrl);
  if (req.method !== 'POST' || !req.is('application/json')) return null;
  return postedQueryKey(req.headers, req.body);
}

/** A query sent by POST: Accept and the operation as the JSON body holds it. */
function postedQueryKey(headers: IncomingHttpHeaders, body: unknown): string | null {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return null;
  const { query, variables, operationName, extensions } = body as Record<string, unknown>;
  // Not worth a lookup; the plugin would keep them out anyway.
  if (typeof query === 'string' && /^\s*(mutation|subscription)\b/.test(query)) return null;
  return `POST ${headers.accept ?? ''}\n${JSON.stringify([query ?? null, variables ?? null, operationName ?? null, extensions ?? null])}`;
}

/** A JSON body, as express.json's default type matches it: application/json, whatever its parameters. */
function isJson(contentType: string | undefined): boolean {
  if (!contentType) return false;
  const end = contentType.indexOf(';');
  return (end === -1 ? contentType : contentType.slice(0, end)).trim().toLowerCase() === 'application/json';
}

/** A GET query's identity: Accept and the URL as received (`url` before any router trimmed it). */
function graphqlGetKey(headers: IncomingHttpHeaders, url: string): string | null {
  if (!headers['apollo-require-preflight'] && !headers['x-apollo-operation-name']) return null;
  return `GET ${headers.accept ?? ''}\n${url}`;
}

/** A page: GET or HEAD for HTML, never the back office; with `protocol` (no PUBLIC_URL), the host is part of it. */
function pageKey(req: IncomingMessage, path: string, url: string, protocol: string | undefined): string | null {
  if (req.method !== 'GET' && req.method !== 'HEAD') return null;
  if (!accepts(req).type('html') || isAdminPath(path)) return null;
  return protocol ? `${protocol}://${req.headers.host ?? ''}${url}` : url;
}

/** Which door a request knocks on, by its path (before the routers have run). */
function doorOf(path: string, headers: IncomingHttpHeaders): Door | null {
  if (path === '/graphql') return 'graphql';
  if (path.startsWith('/api/')) return path.startsWith('/api/health') ? null : 'rest';
  // Navigations name text/html; scripts, styles and images ask for */* or their own types.
  if (/^\/(uploads|assets)\//.test(path) || !(headers.accept ?? '').includes('text/html')) return null;
  return 'page';
}

const COMPRESSIBLE = /^(application\/(json|graphql-response\+json)|text\/)/;

/**
 * The body in the best encoding the caller accepts (brotli, then gzip), as compression.ts would: made
 * once per copy, except for a page, whose body carries this response's own nonce and is compressed
 * for each hit (a kept copy would hand every later visitor the first hit's nonce, which CSP refuses).
 */
function encodedBody(
  req: IncomingMessage,
  entry: CachedResponse,
  body: string,
  perResponse: boolean,
): { encoding?: 'br' | 'gzip'; bytes: Buffer | string } {
  if (body.length < 1024 || !COMPRESSIBLE.test(entry.headers['content-type'] ?? '')) return { bytes: body };
  const encoding = negotiatedEncoding(req);
  if (!encoding) return { bytes: body };
  const compress = () =>
    encoding === 'br'
      ? brotliCompressSync(body, { params: { [zlib.BROTLI_PARAM_QUALITY]: 4, [zlib.BROTLI_PARAM_SIZE_HINT]: body.length } })
      : gzipSync(body);
  if (perResponse) return { encoding, bytes: compress() };
  entry.encoded ??= {};
  entry.encoded[encoding] ??= compress();
  return { encoding, bytes: entry.encoded[encoding]! };
}

/**
 * An entry's headers as sendWhole writes them, worked out on its first send and kept with the copy:
 * flat pairs for writeHead.
 */
function prepareHeaders(stored: Record<string, string>): PreparedHeaders {
  const prepared: PreparedHeaders = { fixed: [] };
  let vary = '';
  for (const [name, value] of Object.entries(stored)) {
    if (name === 'vary') vary = value;
    else if (name === 'cache-control') prepared.cacheControl = value;
    else prepared.fixed.push(name, value);
  }
  const varies = vary.split(',').map((item) => item.trim().toLowerCase());
  prepared.fixed.push('vary', varies.includes('accept-encoding') ? vary : [vary, 'Accept-Encoding'].filter(Boolean).join(', '));
  return prepared;
}

/**
 * An answer written straight to the socket (a hit, or the public read lane's) in one writeHead: the headers every
 * answer carries (http/answer-headers.ts), the stored ones, the ETag and Cache-Control of its door, 304 when the
 * caller's copy is current.
 */
function sendWhole(
  door: Door,
  request: FastifyRequest,
  reply: FastifyReply,
  answerHeaders: AnswerHeaders,
  entry: CachedResponse,
  cacheStatus: CacheStatus | undefined,
  cacheControl: string | undefined,
): void {
  const req = request.raw;
  const prepared = (entry.prepared ??= prepareHeaders(entry.headers));
  const ifNoneMatch = req.headers['if-none-match'];
  // Written here, not by Fastify: the pipeline's hooks still see it (onResponse).
  reply.hijack();
  const res = reply.raw;
  let nonce = cspNonceOf(res);
  let etag: string;
  let current: boolean;
  if (door === 'page') {
    // As in sendCached: the browser keeps its copy, so the CSP names that copy's nonce.
    const copyNonce = nonceOfMatchingCopy(ifNoneMatch, entry.hash);
    if (copyNonce) nonce = copyNonce;
    etag = `W/"${entry.hash}-${nonce}"`;
    current = copyNonce !== undefined;
  } else {
    etag = `W/"${entry.hash}"`;
    // As Express: only a GET or HEAD is answered 304 (a query sent by POST gets its body).
    current =
      !!ifNoneMatch &&
      (req.method === 'GET' || req.method === 'HEAD') &&
      ifNoneMatch.split(',').some((tag) => tag.trim() === etag || tag.trim() === '*');
  }
  const headers = answerHeaders.pairsFor(request, nonce);
  for (const item of prepared.fixed) headers.push(item);
  if (cacheStatus) headers.push('x-cache', cacheStatus);
  const control = cacheControl ?? prepared.cacheControl;
  if (control) headers.push('cache-control', control);
  headers.push('etag', etag);
  if (current) {
    res.writeHead(304, headers).end();
    return;
  }
  const { encoding, bytes } =
    door === 'page'
      ? encodedBody(req, entry, entry.body.split(NONCE_PLACEHOLDER).join(nonce), true)
      : encodedBody(req, entry, entry.body, false);
  if (encoding) headers.push('content-encoding', encoding);
  headers.push('content-length', String(Buffer.byteLength(bytes)));
  res.writeHead(entry.status, headers);
  res.end(req.method === 'HEAD' ? undefined : bytes);
}

/** A hit's metrics label: the door's, as request-observer.ts's routeOf names requests no route matched. */
function routeLabel(door: Door): string {
  return door === 'graphql' ? '/graphql' : door === 'rest' ? '/api/*' : 'page';
}
