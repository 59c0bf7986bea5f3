import type { Redis } from 'ioredis';
import { LRUCache } from 'lru-cache';
import { entrySize, type CachedResponse, type ResponseCacheStore, type StoreLookup } from './store';

/**
 * Keys (under the client's own keyPrefix, if any):
 *   rc:e:<key>    hash {hash, status, headers, body}: one cached answer, expiring with it
 *   rc:t:<tag>    set of the rc:e keys tagged with it (the record types an answer read, ADR 059)
 *   rc:v:<tag>    the generation at which the tag was last invalidated
 *   rc:gen        the invalidation counter
 * The tag sets, versions and counter are not namespaced by build, so a write on an instance of
 * one build also drops the answers cached by instances of another (a rolling deploy).
 */
const ENTRY = 'rc:e:';
const TAG = 'rc:t:';
const VERSION = 'rc:v:';
const GENERATION = 'rc:gen';
const CHANNEL = 'rc:invalidated';

/** How long a tag's version outlives its invalidation: far longer than any request takes. */
const VERSION_TTL_MS = 10 * 60 * 1000;

/** KEYS: entry, generation. ARGV: the body hash this instance holds ('' for none). */
const LOOKUP = `
local generation = tonumber(redis.call('GET', KEYS[2]) or '0')
local hash = redis.call('HGET', KEYS[1], 'hash')
if not hash then return {generation} end
if hash == ARGV[1] then return {generation, 1} end
local fields = redis.call('HMGET', KEYS[1], 'status', 'headers', 'body')
return {generation, 0, hash, fields[1], fields[2], fields[3]}
`;

/** KEYS: entry, n versions, n tag sets. ARGV: n, generation, ttl, tag set ttl, hash, status, headers, body. */
const STORE = `
local n = tonumber(ARGV[1])
local generation = tonumber(ARGV[2])
for i = 1, n do
  if tonumber(redis.call('GET', KEYS[1 + i]) or '0') > generation then return 0 end
end
redis.call('HSET', KEYS[1], 'hash', ARGV[5], 'status', ARGV[6], 'headers', ARGV[7], 'body', ARGV[8])
redis.call('PEXPIRE', KEYS[1], ARGV[3])
for i = 1, n do
  local tag = KEYS[1 + n + i]
  redis.call('SADD', tag, KEYS[1])
  redis.call('PEXPIRE', tag, ARGV[4])
end
return 1
`;

/** KEYS: generation, n versions, n tag sets. ARGV: n, version ttl. Answers the entry keys it deleted. */
const INVALIDATE = `
local n = tonumber(ARGV[1])
local generation = redis.call('INCR', KEYS[1])
local removed = {}
for i = 1, n do
  redis.call('SET', KEYS[1 + i], generation, 'PX', ARGV[2])
  local tag = KEYS[1 + n + i]
  for _, key in ipairs(redis.call('SMEMBERS', tag)) do
    redis.call('DEL', key)
    removed[#removed + 1] = key
  end
  redis.call('DEL', tag)
end
return removed
`;

type ScriptClient = Redis & {
  rcLookup(...args: Array<string | number>): Promise<Array<string | number>>;
  rcStore(...args: Array<string | number>): Promise<number>;
  rcInvalidate(...args: Array<string | number>): Promise<string[]>;
};

/**
 * The shared store (REDIS_URL): entries, tag index and versions in Redis, each step one Lua script,
 * so storing an answer and invalidating its tags cannot interleave. Each instance keeps a copy of
 * the bodies it served in memory; a lookup sends the copy's hash and Redis answers "still current"
 * without the body, so a hit costs one small round trip. Invalidations are published on a channel so
 * the other instances drop their copies at once; correctness does not wait on that message, since
 * every hit is confirmed against Redis first.
 */
export class RedisResponseCacheStore implements ResponseCacheStore {
  private readonly client: ScriptClient;
  private readonly subscriber: Redis;
  private readonly copies: LRUCache<string, CachedResponse>;
  /** The full name Redis gives an entry key, to map published keys back to this store's. */
  private readonly entryPrefix: string;
  private readonly channel: string;

  constructor(
    client: Redis,
    maxBytes: number,
    private readonly maxTtlMs: number,
  ) {
    this.client = client as ScriptClient;
    for (const [name, lua] of [
      ['rcLookup', LOOKUP],
      ['rcStore', STORE],
      ['rcInvalidate', INVALIDATE],
    ] as const) {
      if (!(name in client)) client.defineCommand(name, { lua });
    }
    const keyPrefix = client.options.keyPrefix ?? '';
    this.entryPrefix = `${keyPrefix}${ENTRY}`;
    // Channels are not prefixed by ioredis; instances on one Redis under one prefix share this one.
    this.channel = `${keyPrefix}${CHANNEL}`;
    this.copies = new LRUCache<string, CachedResponse>({ maxSize: maxBytes, sizeCalculation: entrySize });
    // The subscription is asked for before this connection is up, and again after each reconnect: it keeps ioredis's
    // offline queue, which the command connection turns off so that its commands fail fast while Redis is away.
    this.subscriber = client.duplicate({ enableOfflineQueue: true, commandTimeout: undefined });
    this.subscriber.on('error', (error: Error) => console.error('Redis (response cache messages):', error.message));
    this.subscriber.on('message', (channel: string, message: string) => {
      if (channel === this.channel) this.dropCopies(message.split('\n'));
    });
    void this.subscriber
      .subscribe(this.channel)
      .catch((error: Error) => console.error('Response cache: cannot subscribe:', error.message));
  }

  async get(key: string): Promise<StoreLookup> {
    const copy = this.copies.get(key);
    const reply = await this.client.rcLookup(2, ENTRY + key, GENERATION, copy?.hash ?? '');
    const generation = Number(reply[0]);
    if (reply.length === 1) {
      this.copies.delete(key);
      return { generation };
    }
    if (Number(reply[1]) === 1 && copy) return { entry: copy, generation };
    const [, , hash, status, headers, body] = reply as string[];
    const entry: CachedResponse = { hash, status: Number(status), headers: JSON.parse(headers) as Record<string, string>, body };
    this.copies.set(key, entry);
    return { entry, generation };
  }

  async set(key: string, entry: CachedResponse, tags: string[], ttlMs: number, generation: number): Promise<boolean> {
    const stored = await this.client.rcStore(
      1 + 2 * tags.length,
      ENTRY + key,
      ...tags.map((tag) => VERSION + tag),
      ...tags.map((tag) => TAG + tag),
      tags.length,
      generation,
      Math.max(1, Math.ceil(ttlMs)),
      this.maxTtlMs,
      entry.hash,
      entry.status,
      JSON.stringify(entry.headers),
      entry.body,
    );
    if (stored === 1) this.copies.set(key, entry);
    return stored === 1;
  }

  async invalidate(tags: string[]): Promise<void> {
    if (tags.length === 0) return;
    const removed = await this.client.rcInvalidate(
      1 + 2 * tags.length,
      GENERATION,
      ...tags.map((tag) => VERSION + tag),
      ...tags.map((tag) => TAG + tag),
      tags.length,
      VERSION_TTL_MS,
    );
    this.dropCopies(removed);
    if (removed.length > 0) await this.client.publish(this.channel, removed.join('\n'));
  }

  async close(): Promise<void> {
    this.copies.clear();
    await this.subscriber.quit().catch(() => undefined);
  }

  private dropCopies(fullKeys: string[]): void {
    for (const fullKey of fullKeys) {
      if (fullKey.startsWith(this.entryPrefix)) this.copies.delete(fullKey.slice(this.entryPrefix.length));
    }
  }
}
