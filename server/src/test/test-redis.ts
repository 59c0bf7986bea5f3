import { randomBytes } from 'node:crypto';
import { Redis } from 'ioredis';

export const TEST_REDIS_URL = process.env.TEST_REDIS_URL || 'redis://127.0.0.1:6379';

/**
 * Whether the test Redis answers. Locally without one the tests that need it are skipped with a
 * message (a fresh machine has none); in CI (CI=true) a missing Redis fails the run, never a silent skip.
 */
export async function redisAvailable(): Promise<boolean> {
  const probe = new Redis(TEST_REDIS_URL, { lazyConnect: true, maxRetriesPerRequest: 0, retryStrategy: () => null });
  probe.on('error', () => undefined);
  try {
    await probe.connect();
    await probe.ping();
    return true;
  } catch (error) {
    if (process.env.CI)
      throw new Error(
        `Redis not reachable at ${TEST_REDIS_URL} (.ci/run starts the machine's redis-server): ${(error as Error).message}`,
      );
    console.warn(`Redis tests skipped: no Redis at ${TEST_REDIS_URL} (set TEST_REDIS_URL or start redis-server).`);
    return false;
  } finally {
    probe.disconnect();
  }
}

/**
 * A client whose keys all live under one random prefix, standing for one app instance's connection;
 * clients made with the same namespace share state as instances on one Redis do. `cleanUp` deletes the keys.
 */
export function redisNamespace(): { client(): Redis; cleanUp(): Promise<void> } {
  const prefix = `test:${randomBytes(6).toString('hex')}:`;
  const clients: Redis[] = [];
  return {
    client() {
      const client = new Redis(TEST_REDIS_URL, { keyPrefix: prefix });
      clients.push(client);
      return client;
    },
    async cleanUp() {
      const admin = new Redis(TEST_REDIS_URL);
      const keys = await admin.keys(`${prefix}*`);
      if (keys.length) await admin.del(...keys);
      await Promise.all([admin, ...clients].map((client) => client.quit()));
    },
  };
}
