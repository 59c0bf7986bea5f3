import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp, type App } from '../../app';
import { createDataSource } from '../../db/data-source';
import { insertFounder } from '../../modules/founder/founder.factory';
import { TEST_ADMIN } from '../../test/test-app';
import { createTestDatabase, type TestDatabase } from '../../test/test-db';
import { redisAvailable, redisNamespace } from '../../test/test-redis';
import { redisRateLimiters } from '../rate-limit';

/**
 * Two app instances as behind a load balancer: each with its own connection pool (its own DataSource)
 * to one PostgreSQL database, and its own connections to one Redis. A write through one is seen
 * through the other at once; failed logins count across both.
 */
describe('response cache shared by two instances through Redis', () => {
  let available = false;
  let db: TestDatabase;
  let secondPool: DataSource;
  let redis: ReturnType<typeof redisNamespace>;
  let a: App;
  let b: App;
  let uploadsDir: string | undefined;

  beforeAll(async () => {
    available = await redisAvailable();
    db = await createTestDatabase();
    if (!available) return;
    secondPool = createDataSource((db.dataSource.options as { url: string }).url);
    await secondPool.initialize();
    redis = redisNamespace();
    uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'uploads-'));
    const config = {
      jwtSecret: 'test-secret',
      jwtExpiresIn: '1h',
      loginRateLimit: { maxAttempts: 3, windowSeconds: 60 },
      loginFailureLimits: { perAddressPerDay: 1000, perUsernameBeforeDelay: 1000, maxDelaySeconds: 1 },
      trustProxy: 'loopback',
      maxUploadBytes: 1024 * 1024,
      uploadsDir,
      nodeEnv: 'test' as const,
      // The test tells hits from misses by X-Cache, which production leaves off.
      cacheStatusHeader: true,
    };
    const instance = async (dataSource: DataSource) => {
      const client = redis.client();
      return createApp(config, dataSource, redisRateLimiters(client), { redis: client });
    };
    [a, b] = [await instance(db.dataSource), await instance(secondPool)];
    await a.services.admin.ensureInitialAdmin(TEST_ADMIN);
  });

  afterAll(async () => {
    if (available) {
      await Promise.all([a.stop(), b.stop()]);
      await secondPool.destroy();
      await redis.cleanUp();
    }
    await db.close();
    if (uploadsDir) await rm(uploadsDir, { recursive: true, force: true });
  });

  const tokenFrom = async (app: App) => {
    const res = await request(app.app)
      .post('/api/admin/login')
      .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    return res.body.token as string;
  };
  const reads = (app: App, id: string) => [
    () => request(app.app).get('/api/founders'),
    () => request(app.app).get(`/api/founders/${id}`),
    () => request(app.app).post('/graphql').set('content-type', 'application/json').send({ query: '{ founders { name } }' }),
    () =>
      request(app.app)
        .get('/graphql')
        .query({ query: `{ founder(id: "${id}") { name } }` })
        .set('apollo-require-preflight', 'true'),
  ];

  it('serves through one instance what the other cached, and a write through either is seen through the other at once', async () => {
    if (!available) return;
    const { id } = await insertFounder(db.dataSource, { name: 'Shared Founder' });
    // Cached through A: B's first lookup is already a hit (the entry lives in Redis).
    for (const read of reads(a, id)) expect((await read()).status).toBe(200);
    for (const read of reads(b, id)) {
      const res = await read();
      expect(res.headers['x-cache']).toBe('HIT');
      expect(res.text).toContain('Shared Founder');
    }

    const tokenA = await tokenFrom(a);
    await request(a.app)
      .put(`/api/founders/${id}`)
      .set('authorization', `Bearer ${tokenA}`)
      .send({ name: 'Renamed On A' })
      .expect(200);
    for (const read of reads(b, id)) {
      const res = await read();
      expect(res.text).toContain('Renamed On A');
      expect(res.text).not.toContain('Shared Founder');
    }
    // Both cache it again; then a GraphQL write through B shows through A.
    for (const read of [...reads(a, id), ...reads(b, id)]) expect((await read()).headers['x-cache']).toBe('HIT');
    const tokenB = await tokenFrom(b);
    const update = await request(b.app)
      .post('/graphql')
      .set('authorization', `Bearer ${tokenB}`)
      .send({ query: `mutation { updateFounder(id: "${id}", input: { name: "Renamed On B" }) { name } }` });
    expect(update.body.errors).toBeUndefined();
    for (const read of reads(a, id)) {
      const res = await read();
      expect(res.text).toContain('Renamed On B');
      expect(res.text).not.toContain('Renamed On A');
    }
  });

  it('counts failed logins across both instances', async () => {
    if (!available) return;
    const wrong = (app: App) =>
      request(app.app)
        .post('/api/admin/login')
        .set('x-forwarded-for', '203.0.113.9')
        .send({ username: 'admin', password: 'wrong-password' });
    expect((await wrong(a)).status).toBe(401);
    expect((await wrong(b)).status).toBe(401);
    expect((await wrong(a)).status).toBe(401);
    expect((await wrong(b)).status).toBe(429);
  });
});
