import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp, type App } from '../app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { redisAvailable, redisNamespace } from '../test/test-redis';
import { memoryRateLimiters, redisRateLimiters, type RateLimiterFactory } from './rate-limit';

/** The pairs' uploads folders, removed after the file's tests. */
const uploadsDirs: string[] = [];

/** Two app instances on one database, as behind a load balancer; each gets its own limiter store. */
async function twoInstances(db: TestDatabase, stores: [RateLimiterFactory, RateLimiterFactory]): Promise<[App, App]> {
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'uploads-'));
  uploadsDirs.push(uploadsDir);
  const config = {
    jwtSecret: 'test-secret',
    jwtExpiresIn: '1h',
    loginRateLimit: { maxAttempts: 3, windowSeconds: 60 },
    loginFailureLimits: { perAddressPerDay: 1000, perUsernameBeforeDelay: 1000, maxDelaySeconds: 1 },
    contactRateLimit: { maxMessages: 2, windowSeconds: 60 },
    trustProxy: 'loopback',
    maxUploadBytes: 1024 * 1024,
    uploadsDir,
    nodeEnv: 'test' as const,
  };
  return [await createApp(config, db.dataSource, stores[0]), await createApp(config, db.dataSource, stores[1])];
}

const wrongLogin = (app: App) =>
  request(app.app)
    .post('/api/admin/login')
    .set('x-forwarded-for', '203.0.113.7')
    .send({ username: 'admin', password: 'wrong-password' });
const contact = (app: App) =>
  request(app.app)
    .post('/api/contact')
    .set('x-forwarded-for', '203.0.113.8')
    .send({ name: 'Visitor', email: 'visitor@example.com', message: 'Hello there' });

describe('rate limits shared between instances through Redis', () => {
  let available = false;
  let db: TestDatabase;
  beforeAll(async () => {
    available = await redisAvailable();
    db = await createTestDatabase();
  });
  afterAll(async () => {
    await db.close();
    await Promise.all(uploadsDirs.map((dir) => rm(dir, { recursive: true, force: true })));
  });

  it('counts failed logins and contact messages across two instances on one Redis', async () => {
    if (!available) return;
    const redis = redisNamespace();
    const [a, b] = await twoInstances(db, [redisRateLimiters(redis.client()), redisRateLimiters(redis.client())]);
    try {
      expect((await wrongLogin(a)).status).toBe(401);
      expect((await wrongLogin(b)).status).toBe(401);
      expect((await wrongLogin(a)).status).toBe(401);
      // The fourth guess is the pair's limit of 3 reached, on whichever instance it lands.
      const refused = await wrongLogin(b);
      expect(refused.status).toBe(429);
      expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);

      expect((await contact(a)).status).toBe(201);
      expect((await contact(b)).status).toBe(201);
      expect((await contact(a)).status).toBe(429);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
      await redis.cleanUp();
    }
  });

  it('counts per instance with the in-memory default (what Redis fixes)', async () => {
    const [a, b] = await twoInstances(db, [memoryRateLimiters, memoryRateLimiters]);
    try {
      for (let i = 0; i < 3; i += 1) expect((await wrongLogin(a)).status).toBe(401);
      expect((await wrongLogin(b)).status).toBe(401);
    } finally {
      await Promise.all([a.stop(), b.stop()]);
    }
  });
});
