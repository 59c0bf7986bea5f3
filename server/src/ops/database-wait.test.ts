import { once } from 'node:events';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import type request from 'supertest';
import type { QueryRunner } from 'typeorm';
import { captureLogs, type LogCapture } from '../test/log-capture';
import { startTestApp, type TestApp } from '../test/test-app';

/**
 * The wait bound of this file's pool (DATABASE_WAIT_TIMEOUT_SECONDS in the app): long enough that a busy machine's
 * own slowness stays well under it, so an answer that took twice the bound shows a second wait, not load.
 */
const WAIT_MS = 3_000;
const FOUNDERS = '{ founders { id } }';

/**
 * docs/decisions/044-no-waiting-forever.md: with the database's only connection held by something stuck,
 * every other request is answered 503 with Retry-After within the wait bound, readiness says not ready, the
 * log says 503; once the connection is free again, the same requests are served as usual.
 */
describe('a database that gives no connection within the wait bound', () => {
  let logs: LogCapture;
  let t: TestApp;

  beforeAll(async () => {
    logs = captureLogs('info');
    t = await startTestApp({ database: { poolSize: 1, connectionWaitMs: WAIT_MS } });
  });
  afterAll(async () => {
    await t.close();
    logs.restore();
  });

  /** A request and how long its answer took. */
  const timed = async (test: PromiseLike<request.Response>) => {
    const started = performance.now();
    const res = await test;
    return Object.assign(res, { tookMs: performance.now() - started });
  };
  const ask = () =>
    Promise.all([
      timed(t.http().get('/api/founders').set('x-request-id', `rest-${Date.now()}`)),
      timed(t.http().post('/graphql').send({ query: FOUNDERS })),
      timed(
        t
          .http()
          .get(`/graphql?query=${encodeURIComponent(FOUNDERS)}`)
          .set('apollo-require-preflight', 'true'),
      ),
      timed(t.http().get('/api/health/ready')),
    ]);

  it('answers 503 with Retry-After through both doors at once, says not ready, and serves normally when the connection is free', async () => {
    const holder: QueryRunner = t.db.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    let stuck: Awaited<ReturnType<typeof ask>>;
    try {
      stuck = await ask();
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
    }
    const [rest, graphqlPost, graphqlGet, ready] = stuck;

    // Each within the bound (plus the machine's slack): not after waiting it twice, and never forever.
    for (const answer of stuck) expect(answer.tookMs).toBeLessThan(WAIT_MS * 2);
    expect(rest.status).toBe(503);
    expect(rest.headers['retry-after']).toBe('3');
    expect(rest.body).toMatchObject({ success: false, message: 'The service is busy. Please try again in a few seconds.' });
    for (const graphql of [graphqlPost, graphqlGet]) {
      expect(graphql.status).toBe(503);
      expect(graphql.headers['retry-after']).toBe('3');
      expect(graphql.body.errors[0].extensions).toMatchObject({ code: 'SERVICE_UNAVAILABLE', retryAfterSeconds: 3 });
    }
    expect(ready.status).toBe(503);
    expect(ready.body.checks.database.status).toBe('down');
    const lines = logs.entries().filter((entry) => entry.requestId === rest.headers['x-request-id']);
    expect(lines).toEqual([
      expect.objectContaining({ msg: `No database connection came free within ${WAIT_MS} ms: answering 503`, waitedMs: WAIT_MS }),
      expect.objectContaining({ path: '/api/founders', status: 503 }),
    ]);

    const [restAfter, graphqlPostAfter, graphqlGetAfter, readyAfter] = await ask();
    expect(restAfter.status).toBe(200);
    expect(restAfter.body).toEqual([]);
    expect(graphqlPostAfter.body).toEqual({ data: { founders: [] } });
    expect(graphqlGetAfter.body).toEqual({ data: { founders: [] } });
    expect(readyAfter.status).toBe(200);
  });

  it('logs a request whose client left before the answer as aborted, with its duration, never as answered', async () => {
    const token = await t.login();
    const holder: QueryRunner = t.db.dataSource.createQueryRunner();
    await holder.connect();
    await holder.startTransaction();
    const server = http.createServer(t.app.app).listen(0, '127.0.0.1');
    try {
      await once(server, 'listening');
      const { port } = server.address() as AddressInfo;
      // A public read (not one the first test left in the response cache) and an administrator's: both wait for the database.
      const leaving = [
        { path: '/api/partners', headers: { 'x-request-id': 'left-early-public' } },
        { path: '/api/contact', headers: { 'x-request-id': 'left-early-admin', authorization: `Bearer ${token}` } },
      ].map((options) => http.get({ port, host: '127.0.0.1', ...options }).on('error', () => undefined));
      await new Promise((resolve) => setTimeout(resolve, 300));
      for (const asked of leaving) asked.destroy();
      const lineOf = (id: string) => logs.entries().find((entry) => entry.requestId === id && entry.route);
      for (let tries = 0; !(lineOf('left-early-public') && lineOf('left-early-admin')) && tries < 100; tries += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
      for (const [id, path] of [
        ['left-early-public', '/api/partners'],
        ['left-early-admin', '/api/contact'],
      ]) {
        const line = lineOf(id);
        expect(line).toMatchObject({ path, outcome: 'aborted', msg: `GET ${path} aborted` });
        expect(line).not.toHaveProperty('status');
        expect(line!.durationMs).toBeGreaterThanOrEqual(250);
      }
    } finally {
      server.close();
      await holder.rollbackTransaction();
      await holder.release();
    }
  });
});
