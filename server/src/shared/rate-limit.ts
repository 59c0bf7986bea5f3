import { RateLimiterMemory, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimiterOptions {
  /** Keeps limiters apart when they share one store (Redis, later). */
  keyPrefix: string;
  /** Points a key may consume per `durationSeconds`. */
  points: number;
  durationSeconds: number;
  /** Once the points are used up, the key stays blocked this long (defaults to the rest of the window). */
  blockDurationSeconds?: number;
}

/**
 * Where rate limit counters live. In memory for one instance (the default); a shared store
 * (Redis) can be swapped in here without touching the places that limit.
 */
export type RateLimiterFactory = (options: RateLimiterOptions) => RateLimiterAbstract;

export const memoryRateLimiters: RateLimiterFactory = ({ keyPrefix, points, durationSeconds, blockDurationSeconds }) =>
  new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds, blockDuration: blockDurationSeconds });
