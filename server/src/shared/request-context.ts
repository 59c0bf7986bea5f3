import { AsyncLocalStorage } from 'node:async_hooks';
import type { Viewer } from './viewer';

/** What code deep inside a request (a TypeORM subscriber, say) may need to know about it. */
export interface RequestContext {
  viewer: Viewer;
  /** The id http/request-id.ts gave the request; quoted in logs and error bodies. */
  requestId?: string;
  /**
   * The earliest moment this request's answer stops being true without any write (a post
   * scheduled to publish then, say); the response cache keeps the answer no longer than that.
   */
  cacheExpiresAt?: Date;
  /**
   * What this request read through the services (shared/changes/record-reads.ts): record types, and single records
   * as `Type#id` (the image store's rows); its cached answer's tags.
   */
  readRecordTypes?: Set<string>;
  /** A record type this request loaded that none of its service calls named: its answer is not kept. */
  unnotedRead?: string;
  /** The GraphQL operation this request ran (ops/graphql-observer.ts), for its log line. */
  graphqlOperation?: string;
  /**
   * The versions the caller says it is editing (GraphQL `expectedVersion`, REST `If-Match`), by record id, or by
   * entity name for the one record of its kind (the site settings): a save over a newer version is refused
   * (modules/revision/version-guard.ts).
   */
  expectedVersions?: Map<string, number>;
}

const storage = new AsyncLocalStorage<RequestContext>();

/**
 * Runs `work` (and everything it awaits or schedules) with `context` as the current request's.
 * Set once per request by http/authenticate.ts, so no service has to pass it along.
 */
export function runInRequestContext<T>(context: RequestContext, work: () => T): T {
  return storage.run(context, work);
}

/** The current request's context; undefined outside a request (start-up, seed, CLI). */
export function currentRequestContext(): RequestContext | undefined {
  return storage.getStore();
}

/**
 * Tells the response cache that what this request read changes on its own at `when` (a scheduled
 * post going public, for example). Outside a request (seed, CLI) there is nothing to tell.
 */
export function expireCachedResponseAt(when: Date): void {
  const context = storage.getStore();
  if (!context) return;
  if (!context.cacheExpiresAt || when < context.cacheExpiresAt) context.cacheExpiresAt = when;
}

/** Notes the version of the record (its id, or its entity name) the caller edits; nothing to note when none is given. */
export function expectVersion(record: string, version: number | null | undefined): void {
  const context = storage.getStore();
  if (!context || version === null || version === undefined) return;
  (context.expectedVersions ??= new Map()).set(record, version);
}
