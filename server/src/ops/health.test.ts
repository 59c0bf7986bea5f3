import { fork, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import request from 'supertest';
import type { DataSource } from 'typeorm';
import { createApp, type App, type AppConnections } from '../app';
import { createDataSource } from '../db/data-source';
import { TEST_REDIS_URL, redisAvailable } from '../test/test-redis';

// Stopping and restarting a database takes a while on a busy machine (the embedded one is a new process).
jest.setTimeout(90_000);

const CONFIG = {
  jwtSecret: 'test-secret',
  jwtExpiresIn: '1h',
  loginRateLimit: { maxAttempts: 1000, windowSeconds: 60 },
  maxUploadBytes: 10 * 1024 * 1024,
  nodeEnv: 'test' as const,
  // The response cache would hold Redis connections of its own; these probes are about the app's.
  responseCache: false,
};

/**
 * A database the test can stop and bring back: a database of its own on TEST_DATABASE_URL's server
 * (connections refused and cut, then allowed again), or an embedded PGlite process stopped and started
 * again on the same port.
 */
interface StoppableDatabase {
  url: string;
  stop(): Promise<void>;
  start(): Promise<void>;
  dispose(): Promise<void>;
}

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

async function stoppableDatabase(): Promise<StoppableDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (serverUrl) {
    const name = `test_ready_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const url = new URL(serverUrl);
    url.pathname = `/${name}`;
    return {
      url: url.toString(),
      stop: () =>
        withClient(serverUrl, async (client) => {
          await client.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS false`);
          await client.query('SELECT pg_terminate_backend(pid) FROM pg_stat_activity WHERE datname = $1', [name]);
        }),
      start: () =>
        withClient(serverUrl, (client) => client.query(`ALTER DATABASE "${name}" ALLOW_CONNECTIONS true`)).then(() => undefined),
      dispose: () =>
        withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).then(() => undefined),
    };
  }
  let child: ChildProcess | undefined;
  let port = 0;
  const script = path.join(__dirname, '..', 'test', 'embedded-postgres-process.mjs');
  const start = () =>
    new Promise<void>((resolve, reject) => {
      child = fork(script, [String(port)], { stdio: ['ignore', 'inherit', 'inherit', 'ipc'] });
      child.once('exit', (code) => reject(new Error(`Embedded Postgres exited early with code ${code}`)));
      child.once('message', (message: { port: number }) => {
        child!.removeAllListeners('exit');
        port = message.port;
        resolve();
      });
    });
  const stop = () =>
    new Promise<void>((resolve) => {
      if (!child || child.exitCode !== null) return resolve();
      child.once('exit', () => resolve());
      child.kill('SIGKILL');
    });
  await start();
  return { url: `postgres://postgres@127.0.0.1:${port}/postgres`, stop, start, dispose: stop };
}

async function appOn(dataSource: DataSource, connections: AppConnections = {}): Promise<{ app: App; uploadsDir: string }> {
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'uploads-'));
  return { app: await createApp({ ...CONFIG, uploadsDir }, dataSource, undefined, connections), uploadsDir };
}

describe('health probes', () => {
  let database: StoppableDatabase;
  let dataSource: DataSource;
  let app: App;
  let uploadsDir: string;

  beforeAll(async () => {
    database = await stoppableDatabase();
    dataSource = createDataSource(database.url, { poolSize: 2 });
    await dataSource.initialize();
    ({ app, uploadsDir } = await appOn(dataSource));
  });
  afterAll(async () => {
    await app.stop();
    await dataSource.destroy().catch(() => undefined);
    await database.dispose();
    await rm(uploadsDir, { recursive: true, force: true });
  });

  it('/api/health/live answers while the process runs', async () => {
    const res = await request(app.app).get('/api/health/live');
    expect(res.status).toBe(200);
    expect(res.body).toMatchObject({ status: 'ok' });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('/api/health keeps its contract', async () => {
    const res = await request(app.app).get('/api/health');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({ status: 'OK', message: 'Server is running' });
  });

  it('/api/health/ready reports each dependency with its latency', async () => {
    const res = await request(app.app).get('/api/health/ready');
    expect(res.status).toBe(200);
    expect(res.body).toEqual({
      status: 'ok',
      message: 'Ready',
      checks: {
        database: { status: 'up', latencyMs: expect.any(Number) },
        storage: { status: 'up', latencyMs: expect.any(Number) },
      },
    });
  });

  it('answers 503 naming the database while it is stopped, and 200 again when it is back', async () => {
    await database.stop();
    const down = await request(app.app).get('/api/health/ready');
    expect(down.status).toBe(503);
    expect(down.body).toMatchObject({
      status: 'error',
      message: 'Not ready: database is down',
      checks: {
        database: { status: 'down', latencyMs: expect.any(Number), error: expect.any(String) },
        storage: { status: 'up' },
      },
    });
    // Liveness does not depend on the database: the process itself is fine.
    expect((await request(app.app).get('/api/health/live')).status).toBe(200);

    await database.start();
    // The pool replaces the connections it lost on the next query; give it a few tries.
    let back = await request(app.app).get('/api/health/ready');
    for (let attempt = 0; attempt < 20 && back.status !== 200; attempt += 1) {
      await new Promise((resolve) => setTimeout(resolve, 250));
      back = await request(app.app).get('/api/health/ready');
    }
    expect(back.status).toBe(200);
    expect(back.body.checks.database.status).toBe('up');
  });

  describe('with Redis configured', () => {
    it('checks Redis too, and names it when it does not answer, staying ready (degraded)', async () => {
      if (!(await redisAvailable())) return;
      const redis = new Redis(TEST_REDIS_URL);
      // Nothing listens on port 1: this client never connects, as when Redis is down.
      const deadRedis = new Redis('redis://127.0.0.1:1', {
        lazyConnect: true,
        maxRetriesPerRequest: 0,
        retryStrategy: () => null,
      });
      deadRedis.on('error', () => undefined);
      const up = await appOn(dataSource, { redis });
      const down = await appOn(dataSource, { redis: deadRedis });
      try {
        const ok = await request(up.app.app).get('/api/health/ready');
        expect(ok.status).toBe(200);
        expect(ok.body.checks.redis).toEqual({ status: 'up', latencyMs: expect.any(Number) });

        const res = await request(down.app.app).get('/api/health/ready');
        expect(res.status).toBe(200);
        expect(res.body).toMatchObject({ status: 'degraded', message: 'Ready, degraded: redis is down' });
        expect(res.body.checks).toMatchObject({
          database: { status: 'up' },
          storage: { status: 'up' },
          redis: { status: 'down' },
        });
      } finally {
        await Promise.all([up.app.stop(), down.app.stop()]);
        redis.disconnect();
        deadRedis.disconnect();
        await Promise.all([
          rm(up.uploadsDir, { recursive: true, force: true }),
          rm(down.uploadsDir, { recursive: true, force: true }),
        ]);
      }
    });
  });
});
