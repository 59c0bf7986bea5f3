import { logger } from '../../ops/logger';
import { MemoryResponseCacheStore, type CachedResponse, type ResponseCacheStore, type StoreLookup } from './store';

/**
 * How long an answer kept while the shared store is away may be served: another instance's writes cannot reach
 * this one then (their invalidations travel through the shared store), so this bounds how late they show.
 */
export const OUTAGE_ENTRY_TTL_MS = 1_000;

/** While the shared store is away, how often a request tries it again; the others go straight to memory. */
const RETRY_INTERVAL_MS = 1_000;

/**
 * The shared store (Redis) with this instance's memory behind it for an outage (issue 28, ADR 055): while the
 * shared store fails, answers are looked up in and kept in a small in-memory store, each for at most
 * OUTAGE_ENTRY_TTL_MS, and this instance's own changes drop them at once. When the shared store answers again,
 * the invalidations it missed are sent to it before it serves anything (entries it kept through a partition would
 * otherwise come back stale), and the memory is emptied. The outage is logged when it starts and when it ends.
 *
 * A lookup's generation says which store answered it: the shared store's are counted from 0 up, the memory's are
 * stored as -(generation + 1), so an answer computed after a memory lookup is kept in memory, never in the shared
 * store (whose invalidations it has not seen).
 */
export class OutageFallbackStore implements ResponseCacheStore {
  private memory: MemoryResponseCacheStore;
  /** When the outage was noticed (0: none), and when the shared store was last tried during it. */
  private downSince = 0;
  private lastTry = 0;
  /** Tags invalidated while the shared store was away: invalidated there before it serves again. */
  private readonly missed = new Set<string>();

  constructor(
    private readonly shared: ResponseCacheStore,
    private readonly memoryBytes: number,
  ) {
    this.memory = new MemoryResponseCacheStore(memoryBytes);
  }

  async get(key: string): Promise<StoreLookup> {
    if (await this.sharedUsable('a lookup')) {
      try {
        const lookup = await this.shared.get(key);
        this.answered();
        return lookup;
      } catch (error) {
        this.failed('a lookup', error);
      }
    }
    const lookup = await this.memory.get(key);
    return { entry: lookup.entry, generation: -(lookup.generation + 1) };
  }

  async set(key: string, entry: CachedResponse, tags: string[], ttlMs: number, generation: number): Promise<boolean> {
    if (generation < 0) return this.memory.set(key, entry, tags, Math.min(ttlMs, OUTAGE_ENTRY_TTL_MS), -generation - 1);
    try {
      const stored = await this.shared.set(key, entry, tags, ttlMs, generation);
      this.answered();
      return stored;
    } catch (error) {
      this.failed('storing an answer', error);
      return false;
    }
  }

  async invalidate(tags: string[]): Promise<void> {
    await this.memory.invalidate(tags);
    if (await this.sharedUsable('an invalidation')) {
      try {
        await this.shared.invalidate(tags);
        this.answered();
        return;
      } catch (error) {
        this.failed('an invalidation', error);
      }
    }
    for (const tag of tags) this.missed.add(tag);
  }

  async close(): Promise<void> {
    await this.memory.close();
    await this.shared.close();
  }

  /**
   * Whether to ask the shared store: always when it is up; during an outage once per RETRY_INTERVAL_MS, and then
   * only once the invalidations it missed have reached it.
   */
  private async sharedUsable(what: string): Promise<boolean> {
    if (this.downSince === 0) return true;
    const now = Date.now();
    if (now - this.lastTry < RETRY_INTERVAL_MS) return false;
    this.lastTry = now;
    if (this.missed.size === 0) return true;
    try {
      await this.shared.invalidate([...this.missed]);
    } catch (error) {
      this.failed(what, error);
      return false;
    }
    this.missed.clear();
    return true;
  }

  /** A shared store call failed: starts an outage (logged once), or goes on with the one under way. */
  private failed(what: string, error: unknown): void {
    if (this.downSince !== 0) return;
    this.downSince = Date.now();
    this.lastTry = this.downSince;
    logger.warn(
      "Response cache: %s failed (%s); answering from this instance's memory until the store answers again",
      what,
      (error as Error).message,
    );
  }

  /** A shared store call answered: ends the outage under way, if any. */
  private answered(): void {
    if (this.downSince === 0) return;
    const seconds = ((Date.now() - this.downSince) / 1000).toFixed(1);
    this.downSince = 0;
    // What was kept meanwhile was checked against this instance's changes only: start the next outage empty.
    void this.memory.close();
    this.memory = new MemoryResponseCacheStore(this.memoryBytes);
    logger.info('Response cache: the store answers again (away %ss)', seconds);
  }
}
