import { LRUCache } from 'lru-cache';

/** One cached answer: what is sent again on a hit. */
export interface CachedResponse {
  status: number;
  /** The answer's headers but for those made per request (id, date, length, ETag); replayed with the body. */
  headers: Record<string, string>;
  body: string;
  /** A hash of the body as stored: the ETag's value. */
  hash: string;
  /** The body compressed, made on the first hit that accepts it and kept with this copy (never stored elsewhere). */
  encoded?: Partial<Record<'br' | 'gzip', Buffer>>;
  /** The headers as the fast lane writes them, made on its first send of this copy (never stored elsewhere). */
  prepared?: PreparedHeaders;
}

/**
 * An entry's headers ready to write: name/value pairs that are the same on every answer, and its own
 * Cache-Control (which a door's may replace). The security headers are the pipeline's, set for each answer.
 */
export interface PreparedHeaders {
  fixed: string[];
  cacheControl?: string;
}

export interface StoreLookup {
  entry?: CachedResponse;
  /**
   * The store's invalidation count when it was asked. An answer computed after a miss is stored only
   * if none of its tags was invalidated since (a change that committed while it was being
   * computed could otherwise be hidden behind an older answer).
   */
  generation: number;
}

/**
 * Where cached answers live: this process's memory (the default) or Redis (REDIS_URL), shared by
 * every instance. Entries are tagged (with the record types they were read from, ADR 059); invalidating a
 * tag drops every entry tagged with it, at once.
 */
export interface ResponseCacheStore {
  get(key: string): Promise<StoreLookup>;
  /** Stores `entry` unless one of `tags` was invalidated after `generation`; says whether it did. */
  set(key: string, entry: CachedResponse, tags: string[], ttlMs: number, generation: number): Promise<boolean>;
  invalidate(tags: string[]): Promise<void>;
  close(): Promise<void>;
}

/** Roughly what an entry costs in memory: the body in UTF-16 plus the bookkeeping. */
export function entrySize(entry: CachedResponse): number {
  return 2 * entry.body.length + 512;
}

interface MemoryEntry {
  response: CachedResponse;
  tags: string[];
}

/**
 * How many tags' last invalidations the memory store remembers. Tags include single records (an image's URL, ADR
 * 059), so they grow with every upload; past this the oldest are forgotten, and an answer looked up before a
 * forgotten invalidation is not stored (it is computed again next time: never stale).
 */
export const REMEMBERED_INVALIDATIONS = 10_000;

/** The one-instance store: an LRU bounded in bytes (RESPONSE_CACHE_MAX_MB) with a tag → keys index. */
export class MemoryResponseCacheStore implements ResponseCacheStore {
  private generation = 0;
  /** The generation at which each tag was last invalidated, oldest first. */
  private readonly invalidatedAt = new Map<string, number>();
  /** The latest generation among forgotten invalidations: answers looked up before it are not stored. */
  private forgottenUpTo = 0;
  private readonly keysByTag = new Map<string, Set<string>>();
  private readonly entries: LRUCache<string, MemoryEntry>;

  constructor(maxBytes: number) {
    this.entries = new LRUCache<string, MemoryEntry>({
      maxSize: maxBytes,
      sizeCalculation: (value) => entrySize(value.response),
      // Evicted, expired, replaced or invalidated: the key leaves the index with it.
      dispose: (value, key) => this.unindex(key, value.tags),
    });
  }

  async get(key: string): Promise<StoreLookup> {
    return { entry: this.entries.get(key)?.response, generation: this.generation };
  }

  async set(key: string, response: CachedResponse, tags: string[], ttlMs: number, generation: number): Promise<boolean> {
    if (generation < this.forgottenUpTo || tags.some((tag) => (this.invalidatedAt.get(tag) ?? 0) > generation)) return false;
    if (entrySize(response) > this.entries.maxSize) return false;
    this.entries.set(key, { response, tags }, { ttl: ttlMs });
    for (const tag of tags) {
      let keys = this.keysByTag.get(tag);
      if (!keys) this.keysByTag.set(tag, (keys = new Set()));
      keys.add(key);
    }
    return true;
  }

  async invalidate(tags: string[]): Promise<void> {
    this.generation += 1;
    for (const tag of tags) {
      // Deleted first, so the map stays in the order of the invalidations.
      this.invalidatedAt.delete(tag);
      this.invalidatedAt.set(tag, this.generation);
      for (const key of [...(this.keysByTag.get(tag) ?? [])]) this.entries.delete(key);
    }
    for (const [tag, at] of this.invalidatedAt) {
      if (this.invalidatedAt.size <= REMEMBERED_INVALIDATIONS) break;
      this.invalidatedAt.delete(tag);
      this.forgottenUpTo = at;
    }
  }

  async close(): Promise<void> {
    this.entries.clear();
  }

  private unindex(key: string, tags: string[]): void {
    for (const tag of tags) {
      const keys = this.keysByTag.get(tag);
      keys?.delete(key);
      if (keys?.size === 0) this.keysByTag.delete(tag);
    }
  }
}
