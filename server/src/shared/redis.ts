import { Redis } from 'ioredis';
import { logger } from '../ops/logger';

/**
 * Connects to REDIS_URL and waits until it answers, so a wrong address stops the start with a clear
 * message instead of every request later. Afterwards ioredis reconnects by itself.
 */
export async function connectRedis(url: string): Promise<Redis> {
  const client = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 2, enableOfflineQueue: true });
  client.on('error', (error: Error) => logger.error(`Redis: ${error.message}`));
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
