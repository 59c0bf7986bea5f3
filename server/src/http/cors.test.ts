import { loadConfig } from '../config';
import { startTestApp, type TestApp } from '../test/test-app';

const LISTED = 'https://app.example.com';
const ALSO_LISTED = 'http://localhost:5173';
const UNLISTED = 'https://evil.example';
const message = { name: 'Sara Ahmed', email: 'sara@example.com', message: 'Hello from the separately hosted site.' };

describe('CORS for separately hosted clients (CORS_ORIGINS)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ corsOrigins: [LISTED, ALSO_LISTED] });
  });
  afterAll(() => t.close());

  const preflight = (path: string, origin: string, method = 'POST', headers = 'authorization,content-type') =>
    t
      .http()
      .options(path)
      .set('origin', origin)
      .set('access-control-request-method', method)
      .set('access-control-request-headers', headers);

  it.each(['/api/contact', '/api/founders/some-id', '/graphql'])(
    'answers the preflight of a listed origin on %s',
    async (path) => {
      for (const origin of [LISTED, ALSO_LISTED]) {
        const res = await preflight(path, origin);
        expect(res.status).toBe(204);
        expect(res.headers['access-control-allow-origin']).toBe(origin);
        expect(res.headers['access-control-allow-methods']).toBe('GET,HEAD,POST,PUT,PATCH,DELETE');
        const allowedHeaders = res.headers['access-control-allow-headers'].toLowerCase().split(',');
        expect(allowedHeaders).toEqual(expect.arrayContaining(['authorization', 'content-type', 'apollo-require-preflight']));
        expect(res.headers['access-control-max-age']).toBe('600');
        expect(res.headers.vary).toMatch(/Origin/);
      }
    },
  );

  it('answers no preflight for an unlisted origin: no CORS header, the request is not let through', async () => {
    for (const path of ['/api/contact', '/graphql']) {
      const res = await preflight(path, UNLISTED, 'PUT');
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['access-control-allow-methods']).toBeUndefined();
      expect(res.headers['access-control-allow-headers']).toBeUndefined();
    }
    const api = await preflight('/api/contact', UNLISTED);
    expect(api.status).toBe(404);
    expect(api.body).toEqual({ success: false, message: 'Route not found', requestId: expect.any(String) });
    // An origin is matched whole: a listed host under another scheme, port or parent domain is another origin.
    for (const lookalike of [
      'http://app.example.com',
      'https://app.example.com:8443',
      'https://app.example.com.evil.example',
      'null',
    ]) {
      expect((await preflight('/api/contact', lookalike)).headers['access-control-allow-origin']).toBeUndefined();
    }
  });

  it('never answers with a wildcard and never allows credentials', async () => {
    const responses = await Promise.all([
      preflight('/api/contact', LISTED),
      preflight('/graphql', LISTED),
      preflight('/api/contact', UNLISTED),
      t.http().get('/api/founders').set('origin', LISTED),
      t.http().get('/api/founders').set('origin', UNLISTED),
      t.http().get('/api/founders'),
    ]);
    for (const res of responses) {
      expect(res.headers['access-control-allow-origin']).not.toBe('*');
      expect(res.headers['access-control-allow-credentials']).toBeUndefined();
    }
  });

  it('lets a listed origin read and write with its token from a browser (cross-site)', async () => {
    const token = await t.login();
    const list = await t
      .http()
      .get('/api/contact')
      .set('origin', LISTED)
      .set('sec-fetch-site', 'cross-site')
      .set('authorization', `Bearer ${token}`);
    expect(list.status).toBe(200);
    expect(list.headers['access-control-allow-origin']).toBe(LISTED);
    expect(list.headers['access-control-expose-headers']).toMatch(/Retry-After/);

    const sent = await t.http().post('/api/contact').set('origin', LISTED).set('sec-fetch-site', 'cross-site').send(message);
    expect(sent.status).toBe(201);
    expect(sent.headers['access-control-allow-origin']).toBe(LISTED);

    const gql = await t
      .http()
      .post('/graphql')
      .set('origin', ALSO_LISTED)
      .set('sec-fetch-site', 'cross-site')
      .send({
        query: 'mutation ($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { id } }',
        variables: { input: message },
      });
    expect(gql.status).toBe(200);
    expect(gql.body.data.submitContactMessage.id).toEqual(expect.any(String));
    expect(gql.headers['access-control-allow-origin']).toBe(ALSO_LISTED);
  });

  it('gives an unlisted origin no CORS header on an ordinary read, so its page cannot read the answer', async () => {
    const res = await t.http().get('/api/founders').set('origin', UNLISTED);
    expect(res.status).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
  });
});

describe('CORS closed by default', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  it('answers no preflight for any origin when CORS_ORIGINS is empty', async () => {
    for (const origin of [LISTED, 'http://localhost:5173']) {
      const res = await t.http().options('/api/contact').set('origin', origin).set('access-control-request-method', 'POST');
      expect(res.status).toBe(404);
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
    }
  });
});

describe('CORS_ORIGINS setting', () => {
  const corsOrigins = (value?: string) => loadConfig({ JWT_SECRET: 'x', CORS_ORIGINS: value }).corsOrigins;

  it('reads a comma-separated list of origins, in the form browsers send them', () => {
    expect(corsOrigins(undefined)).toEqual([]);
    expect(corsOrigins('')).toEqual([]);
    expect(corsOrigins(' https://App.Example.com , http://localhost:5173/ ,')).toEqual([
      'https://app.example.com',
      'http://localhost:5173',
    ]);
    expect(corsOrigins('https://app.example.com:443')).toEqual(['https://app.example.com']);
  });

  it.each(['*', 'https://*.example.com', 'app.example.com', 'https://app.example.com/admin', 'ftp://files.example.com', 'null'])(
    'refuses %j: a wildcard or anything but an origin',
    (value) => {
      expect(() => corsOrigins(value)).toThrow(/CORS_ORIGINS/);
    },
  );
});
