import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp, type App } from '../app';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

const TOKEN = 'metrics-token-for-tests-0123456789';

async function appWith(db: TestDatabase, metricsToken: string | undefined): Promise<{ app: App; uploadsDir: string }> {
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'uploads-'));
  const app = await createApp(
    {
      jwtSecret: 'test-secret',
      jwtExpiresIn: '1h',
      loginRateLimit: { maxAttempts: 1000, windowSeconds: 60 },
      maxUploadBytes: 10 * 1024 * 1024,
      uploadsDir,
      nodeEnv: 'test',
      metricsToken,
    },
    db.dataSource,
  );
  return { app, uploadsDir };
}

describe('/metrics', () => {
  let db: TestDatabase;
  let withToken: { app: App; uploadsDir: string };
  let without: { app: App; uploadsDir: string };

  beforeAll(async () => {
    db = await createTestDatabase();
    withToken = await appWith(db, TOKEN);
    without = await appWith(db, undefined);
  });
  afterAll(async () => {
    await withToken.app.stop();
    await without.app.stop();
    await db.close();
    await Promise.all([withToken, without].map(({ uploadsDir }) => rm(uploadsDir, { recursive: true, force: true })));
  });

  it('does not exist unless METRICS_TOKEN is set', async () => {
    const res = await request(without.app.app).get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(404);
    expect(res.text).not.toContain('http_requests_total');
  });

  it('is refused without the token, or with a wrong one', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Bearer ${TOKEN}x`, TOKEN, `Basic ${TOKEN}`]) {
      const call = request(withToken.app.app).get('/metrics');
      if (authorization) call.set('Authorization', authorization);
      const res = await call;
      expect(res.status).toBe(401);
      expect(res.headers['www-authenticate']).toMatch(/^Bearer/);
      expect(res.text).not.toContain('http_requests_total');
    }
  });

  it('serves Prometheus text with requests by route and status, GraphQL operations, cache, pool and process figures', async () => {
    const http = request(withToken.app.app);
    await http.get('/api/products');
    await http.get('/api/products/does-not-exist');
    await http.post('/graphql').send({ query: 'query MetricsProbe { founders { id } }' });

    const res = await http.get('/metrics').set('Authorization', `Bearer ${TOKEN}`);
    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
    expect(res.headers['cache-control']).toBe('no-store');
    const text = res.text;
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/products",status="200"\} [1-9]/m);
    expect(text).toMatch(/^http_requests_total\{method="GET",route="\/api\/products\/:id",status="404"\} [1-9]/m);
    expect(text).toMatch(/^http_request_duration_seconds_bucket\{le="0\.1",method="GET",route="\/api\/products",status="200"\}/m);
    expect(text).toMatch(/^graphql_operation_duration_seconds_count\{operation="MetricsProbe",type="query",outcome="ok"\} 1/m);
    expect(text).toContain('# TYPE response_cache_lookups_total counter');
    expect(text).toMatch(/^database_pool_connections\{state="idle"\} \d+/m);
    expect(text).toMatch(/^database_pool_connections\{state="in_use"\} \d+/m);
    expect(text).toMatch(/^process_cpu_user_seconds_total \d/m);
    expect(text).toMatch(/^nodejs_eventloop_lag_seconds \d/m);
    // Raw paths never become labels: an unknown id is counted under its route pattern.
    expect(text).not.toContain('does-not-exist');
  });
});
