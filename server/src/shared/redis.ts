import { Redis } from 'ioredis';
import { logger } from '../ops/logger';
import { observeRedis } from '../ops/metrics';

/** A Redis command that has not answered by then fails: the cache and the counters fall back (issue 28). */
export const REDIS_COMMAND_TIMEOUT_MS = 500;

/**
 * Connects to REDIS_URL and waits until it answers, so a wrong address stops the start with a clear
 * message instead of every request later. Afterwards ioredis reconnects by itself; while it is away, commands fail
 * at once (no offline queue, no retries) or after REDIS_COMMAND_TIMEOUT_MS, so the response cache answers uncached
 * and the rate limits count in memory within that bound instead of holding requests for seconds (ADR 025, 047).
 */
export async function connectRedis(url: string): Promise<Redis> {
  const client = new Redis(url, {
    lazyConnect: true,
    maxRetriesPerRequest: 0,
    enableOfflineQueue: false,
    commandTimeout: REDIS_COMMAND_TIMEOUT_MS,
  });
  client.on('error', (error: Error) => logger.error(`Redis: ${error.message}`));
  observeRedis(client);
  try {
    await client.connect();
    await client.ping();
  } catch (error) {
    client.disconnect();
    throw new Error(`Redis at ${redactedUrl(url)} is not reachable: ${(error as Error).message}`);
  }
  return client;
}

/** The address without its password, for messages. */
function redactedUrl(url: string): string {
  try {
    const parsed = new URL(url);
    if (parsed.password) parsed.password = '***';
    return parsed.toString();
  } catch {
    return 'REDIS_URL';
  }
}
