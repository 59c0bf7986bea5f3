import type { Redis } from 'ioredis';
import { RateLimiterMemory, RateLimiterRedis, RateLimiterRes, type RateLimiterAbstract } from 'rate-limiter-flexible';

export interface RateLimiterOptions {
  /** Keeps limiters apart when they share one store (Redis). */
  keyPrefix: string;
  /** Points a key may consume per `durationSeconds`. */
  points: number;
  durationSeconds: number;
  /** Once the points are used up, the key stays blocked this long (defaults to the rest of the window). */
  blockDurationSeconds?: number;
}

/**
 * Where rate limit counters live: in memory for one instance (the default), or in Redis when
 * REDIS_URL is set, so every instance behind a load balancer counts the same failures.
 */
export type RateLimiterFactory = (options: RateLimiterOptions) => RateLimiterAbstract;

export const memoryRateLimiters: RateLimiterFactory = ({ keyPrefix, points, durationSeconds, blockDurationSeconds }) =>
  new RateLimiterMemory({ keyPrefix, points, duration: durationSeconds, blockDuration: blockDurationSeconds });

/**
 * Counters in Redis, shared by every instance. While Redis is unreachable each instance falls back
 * to its own memory (the insurance limiter), so logins and the contact form keep working and stay limited.
 */
export function redisRateLimiters(client: Redis): RateLimiterFactory {
  return (options) =>
    new RateLimiterRedis({
      storeClient: client,
      keyPrefix: `rl:${options.keyPrefix}`,
      points: options.points,
      duration: options.durationSeconds,
      blockDuration: options.blockDurationSeconds,
      insuranceLimiter: memoryRateLimiters(options),
    });
}

/**
 * Counts one point of `key` before the work it guards, so requests sent in parallel cannot all slip past the limit;
 * when none is left, throws what `refused` makes of the wait (seconds). Store errors pass through.
 */
export async function consumeOrRefuse(
  limiter: RateLimiterAbstract,
  key: string,
  refused: (retryAfterSeconds: number) => Error,
): Promise<void> {
  try {
    await limiter.consume(key);
  } catch (error) {
    if (error instanceof RateLimiterRes) throw refused(error.msBeforeNext / 1000);
    throw error;
  }
}
