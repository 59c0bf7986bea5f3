import * as logging from './logger';
import { captureLogs, type LogCapture } from '../test/log-capture';
import { startTestApp, TEST_ADMIN, type TestApp } from '../test/test-app';

const PNG_MARKER = 'UPLOADED-BYTES-MARKER-7f3a';
/** A tiny but real PNG with a marker appended: if the upload's bytes reached a log line, the marker would too. */
const PNG = Buffer.concat([
  Buffer.from('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==', 'base64'),
  Buffer.from(PNG_MARKER),
]);

describe('request log lines', () => {
  let logs: LogCapture;
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    // Before the app is built: its request logger is taken from the configured one.
    logs = captureLogs('info');
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(async () => {
    await t.close();
    logs.restore();
  });

  const lineFor = (requestId: string) =>
    logs.entries().find((entry) => entry.requestId === requestId && entry.route !== undefined);

  it("writes one JSON line per request with method, route, status, duration and the caller's request id", async () => {
    const res = await t.http().get('/api/products?take=5').set('X-Request-Id', 'caller-id-123');
    expect(res.headers['x-request-id']).toBe('caller-id-123');
    // Every line written is JSON.
    expect(() => logs.entries()).not.toThrow();
    const line = lineFor('caller-id-123');
    expect(line).toMatchObject({
      method: 'GET',
      route: '/api/products',
      path: '/api/products',
      status: 200,
      msg: 'GET /api/products 200',
    });
    expect(typeof line!.durationMs).toBe('number');
    expect(logs.entries().filter((entry) => entry.requestId === 'caller-id-123')).toHaveLength(1);
  });

  it('writes the same line for a response cache hit (answered before Express), with the address behind a trusted proxy', async () => {
    await t.http().get('/api/founders?take=3').expect(200);
    const hit = await t
      .http()
      .get('/api/founders?take=3')
      .set('X-Request-Id', 'cached-hit-1')
      .set('X-Forwarded-For', '203.0.113.9');
    expect(hit.headers['x-cache']).toBe('HIT');
    expect(hit.headers['x-request-id']).toBe('cached-hit-1');
    expect(lineFor('cached-hit-1')).toMatchObject({
      method: 'GET',
      route: '/api/*',
      path: '/api/founders',
      status: 200,
      cache: 'HIT',
      ip: '203.0.113.9',
      msg: 'GET /api/founders 200',
    });
    expect(logs.entries().filter((entry) => entry.requestId === 'cached-hit-1')).toHaveLength(1);
  });

  it('makes an id when the caller sends none (or an unusable one), returns it and logs it', async () => {
    const made = await t.http().get('/api/health');
    expect(made.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lineFor(made.headers['x-request-id'])).toMatchObject({ route: '/api/health', status: 200 });

    const refused = await t.http().get('/api/health').set('X-Request-Id', 'has spaces and "quotes"');
    expect(refused.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(lineFor(refused.headers['x-request-id'])).toBeDefined();
  });

  it('names the route pattern, not the raw path, and the GraphQL operation', async () => {
    await t.http().get('/api/products/no-such-id').set('X-Request-Id', 'route-pattern');
    expect(lineFor('route-pattern')).toMatchObject({ route: '/api/products/:id', status: 404 });

    await t
      .http()
      .post('/graphql')
      .set('X-Request-Id', 'named-operation')
      .send({ query: 'query HomeFounders { founders { id } }', operationName: 'HomeFounders' });
    expect(lineFor('named-operation')).toMatchObject({ route: '/graphql', graphqlOperation: 'HomeFounders', status: 200 });

    // Named in the document only: Apollo resolves the operation, and the line still names it.
    await t
      .http()
      .post('/graphql')
      .set('X-Request-Id', 'document-name')
      .send({ query: 'query ProductsList { products { id } }' });
    expect(lineFor('document-name')).toMatchObject({ graphqlOperation: 'ProductsList' });
  });

  it('never logs tokens, passwords, cookies, query strings or uploaded bytes', async () => {
    const secretCookie = 'session=cookie-secret-value-91';
    await t
      .http()
      .post('/graphql')
      .set('X-Request-Id', 'secret-login')
      .set('Cookie', secretCookie)
      .send({
        query: 'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
        variables: { u: TEST_ADMIN.username, p: TEST_ADMIN.password },
      });
    await t
      .http()
      .get('/api/admin/sessions?token=query-secret-42')
      .set('Authorization', `Bearer ${token}`)
      .set('X-Request-Id', 'with-token');
    await t
      .http()
      .post('/api/admin/login')
      .set('X-Request-Id', 'rest-login')
      .send({ username: TEST_ADMIN.username, password: TEST_ADMIN.password });
    const upload = await t.gqlUpload(
      'mutation Upload($input: CreateFounderInput!, $image: Upload) { createFounder(input: $input, image: $image) { id } }',
      {
        input: { name: 'Logged Founder', role: 'CTO', email: 'logged@example.com', bio: 'A founder created by the log test.' },
        image: null,
      },
      { image: { bytes: PNG, filename: 'face.png' } },
      token,
    );
    expect(upload.status).toBeLessThan(500);

    expect(lineFor('secret-login')).toMatchObject({ graphqlOperation: 'Login', status: 200 });
    expect(lineFor('with-token')).toMatchObject({ path: '/api/admin/sessions' });
    expect(lineFor('rest-login')).toMatchObject({ route: '/api/admin/login' });
    const everything = logs.raw().join('\n');
    for (const secret of [
      TEST_ADMIN.password,
      token,
      token.split('.')[2],
      'cookie-secret-value-91',
      'query-secret-42',
      PNG_MARKER,
      PNG.toString('base64').slice(0, 20),
    ]) {
      expect(everything).not.toContain(secret);
    }
  });

  it('redacts credentials that reach any other log call', () => {
    const before = logs.raw().length;
    logging.logger.info(
      {
        password: 'pw-1',
        user: { password: 'pw-2', token: 'tk-3' },
        req: { headers: { authorization: 'Bearer tk-4', cookie: 'c-5' } },
      },
      'with secrets',
    );
    const line = logs.raw().slice(before).join('\n');
    expect(line).toContain('with secrets');
    for (const secret of ['pw-1', 'pw-2', 'tk-3', 'tk-4', 'c-5']) expect(line).not.toContain(secret);
    expect(JSON.parse(line)).toMatchObject({ password: '[redacted]', user: { password: '[redacted]', token: '[redacted]' } });
  });
});

describe('request log levels', () => {
  it('logs probes and scrapes at debug, so LOG_LEVEL=info is not flooded by them', async () => {
    const logs = captureLogs('info');
    const t = await startTestApp();
    try {
      await t.http().get('/api/health/live').set('X-Request-Id', 'probe-live');
      await t.http().get('/api/health/ready').set('X-Request-Id', 'probe-ready');
      await t.http().get('/api/health').set('X-Request-Id', 'health-contract');
      const ids = logs.entries().map((entry) => entry.requestId);
      expect(ids).toContain('health-contract');
      expect(ids).not.toContain('probe-live');
      expect(ids).not.toContain('probe-ready');
    } finally {
      await t.close();
      logs.restore();
    }
  });
});
