import type { IncomingMessage, ServerResponse } from 'node:http';
import type { ApolloServerPlugin } from '@apollo/server';
import type { Request, RequestHandler, Response } from 'express';
import type { FastifyInstance, FastifyReply, FastifyRequest, preHandlerHookHandler } from 'fastify';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import { noteAnswer } from '../../ops/request-observer';
import { responseCacheLookups } from '../../ops/metrics';
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
import {
  answerableBeforeDoors,
  doorOf,
  graphqlGetKey,
  graphqlKey,
  isJson,
  pageKey,
  postedQueryKey,
  type Door,
} from './cache-keys';
import {
  hash,
  prepareHeaders,
  NONCE_PLACEHOLDER,
  PAGE_CACHE_CONTROL,
  PRIVATE_CACHE_CONTROL,
  PUBLIC_CACHE_CONTROL,
  sendCached,
  sendWhole,
  setCacheHeaders,
  type CacheStatus,
} from './stored-answers';

/** The longest an entry is kept when no write and no scheduled change drops it earlier. */
export const MAX_ENTRY_AGE_MS = 60 * 60 * 1000;

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
   * lookup; a busy database's error goes with it, for them to answer).
   */
  answerRead(
    request: FastifyRequest,
    reply: FastifyReply,
    door: 'graphql' | 'rest',
    answer: () => Promise<LaneAnswer | null>,
    decline: (error?: DatabaseBusyError) => void,
  ): void {
    const res = reply.raw;
    const slot = lookedUp.get(res);
    const context: RequestContext = { viewer: anonymousViewer(request.ip), requestId: request.id };
    const reading: PendingAnswer = { uncacheable: false };
    if (slot) pending.set(context, reading);
    const goOn = (error?: DatabaseBusyError) => {
      pending.delete(context);
      decline(error);
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
        // A read that found the database busy is answered by the doors as that error (503 with Retry-After) at
        // once, rather than read again there and made to wait the bound twice.
        const appError = appErrorOf(error);
        goOn(appError instanceof DatabaseBusyError ? appError : undefined);
      },
    );
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

/** A hit's metrics label: the door's, as request-observer.ts's routeOf names requests no route matched. */
function routeLabel(door: Door): string {
  return door === 'graphql' ? '/graphql' : door === 'rest' ? '/api/*' : 'page';
}
