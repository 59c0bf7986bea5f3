import { writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Response } from 'supertest';
import { startTestApp, type TestApp } from '../test/test-app';
import { leakIn } from '../test/fuzz-inputs';
import { captureLogs } from '../test/log-capture';

/** What Chromium sends when the address bar opens a page. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/** The body as text, whatever its type, for the "nothing internal in it" checks. */
function bodyText(res: Response): string {
  return res.text ?? JSON.stringify(res.body);
}

function expectSafe(res: Response): void {
  expect(leakIn(bodyText(res))).toBeUndefined();
  expect(bodyText(res)).not.toContain(process.cwd());
}

describe.each(['development', 'production'] as const)('final error handler (%s mode)', (nodeEnv) => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ nodeEnv });
  });
  afterAll(() => t.close());

  describe('under /api', () => {
    it('answers an unknown route with 404 JSON quoting the request id', async () => {
      const res = await t.http().get('/api/nothing-here');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(res.body).toEqual({ success: false, message: 'Route not found', requestId: res.headers['x-request-id'] });
    });

    it("quotes the caller's own X-Request-Id when it is plain", async () => {
      const res = await t.http().get('/api/nothing-here').set('x-request-id', 'support-ticket-42');
      expect(res.body.requestId).toBe('support-ticket-42');
    });

    it('answers malformed JSON with 400 JSON', async () => {
      const res = await t.http().post('/api/contact').set('content-type', 'application/json').send('{"name": "x",');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'Malformed JSON in request body',
        requestId: res.headers['x-request-id'],
      });
      expectSafe(res);
    });

    it('answers a body over 1 MB with 413 JSON', async () => {
      const res = await t
        .http()
        .post('/api/contact')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ message: 'x'.repeat(1_100_000) }));
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, message: 'Request body too large', requestId: res.headers['x-request-id'] });
    });

    it('keeps validation errors in the contract shape, with `errors`', async () => {
      const res = await t.http().post('/api/contact').send({ name: '', email: 'x@example.com', message: 'Hello' });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'Name is required',
        errors: { name: 'Name is required' },
        requestId: res.headers['x-request-id'],
      });
    });

    it('answers a broken multipart body with 400, not 500', async () => {
      const token = await t.login();
      const res = await t
        .http()
        .post('/api/partners')
        .set('authorization', `Bearer ${token}`)
        .set('content-type', 'multipart/form-data; boundary=xyz')
        .send('--xyz\r\nContent-Disposition: form-data; name="name"\r\n\r\nhalf a part');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Malformed request body', requestId: res.headers['x-request-id'] });
    });

    it("answers an undecodable path parameter with 400 and the status's own words", async () => {
      const res = await t.http().get('/api/products/%zz');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Bad Request', requestId: res.headers['x-request-id'] });
      // Refused by Fastify before its hooks, it still carries what every answer does.
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });

    it("answers a Content-Type nobody can read in the REST shape, not Fastify's", async () => {
      const res = await t.http().post('/api/contact').set('content-type', ';;;').send('x');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'Name is required',
        errors: expect.objectContaining({ name: 'Name is required' }),
        requestId: res.headers['x-request-id'],
      });
      expect(res.headers['x-content-type-options']).toBe('nosniff');
    });
  });

  describe('under /graphql', () => {
    it('answers malformed JSON with 400 in GraphQL error shape', async () => {
      const res = await t.http().post('/graphql').set('content-type', 'application/json').send('{"query": "{ products { id } }"');
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        errors: [
          {
            message: 'Malformed JSON in request body',
            extensions: { code: 'BAD_REQUEST', requestId: res.headers['x-request-id'] },
          },
        ],
      });
    });

    it('answers a body over 1 MB with 413 in GraphQL error shape', async () => {
      const res = await t
        .http()
        .post('/graphql')
        .set('content-type', 'application/json')
        .send(JSON.stringify({ query: '{ products { id } }', variables: { x: 'y'.repeat(1_100_000) } }));
      expect(res.status).toBe(413);
      expect(res.body.errors[0]).toEqual({
        message: 'Request body too large',
        extensions: { code: 'PAYLOAD_TOO_LARGE', requestId: res.headers['x-request-id'] },
      });
    });

    it('answers a broken multipart body with 400, not 500', async () => {
      const res = await t
        .http()
        .post('/graphql')
        .set('apollo-require-preflight', 'true')
        .set('content-type', 'multipart/form-data')
        .send('no boundary at all');
      expect(res.status).toBe(400);
      expect(res.body.errors[0].extensions.requestId).toBe(res.headers['x-request-id']);
      expectSafe(res);
    });

    it("quotes the request id in resolvers' errors too", async () => {
      const res = await t.gql('{ product(id: "nope") { id } }');
      expect(res.body.errors![0].extensions).toMatchObject({ code: 'NOT_FOUND', requestId: expect.any(String) });
    });
  });

  describe('an unexpected failure', () => {
    // A real database error: its message carries SQL and the table's name.
    beforeAll(() => t.db.dataSource.query('ALTER TABLE partner RENAME TO partner_away'));
    afterAll(() => t.db.dataSource.query('ALTER TABLE partner_away RENAME TO partner'));

    it('is a masked 500 on /api and /graphql, logged on the server with the request id', async () => {
      const logged = captureLogs('error');
      // TypeORM prints the failed query itself; the server's log is the place for it, not the test output.
      const typeormLog = jest.spyOn(console, 'log').mockImplementation(() => undefined);
      try {
        const rest = await t.http().get('/api/partners');
        expect(rest.status).toBe(500);
        expect(rest.body).toEqual({ success: false, message: 'Internal server error', requestId: rest.headers['x-request-id'] });

        const graphql = await t.gql('{ partners { id } }');
        expect(graphql.body.errors![0]).toMatchObject({
          message: 'Internal server error',
          extensions: { code: 'INTERNAL_SERVER_ERROR' },
        });
        expect(JSON.stringify(graphql.body)).not.toMatch(/partner_away|relation|SELECT/i);

        // The server's log is JSON lines (pino): the request id and the database's message are in them.
        const lines = logged.raw();
        expect(lines.some((line) => line.includes(rest.headers['x-request-id']) && /relation .*partner/.test(line))).toBe(true);
        const graphqlId = (graphql.body.errors![0].extensions as { requestId?: string }).requestId;
        expect(lines.some((line) => graphqlId !== undefined && line.includes(graphqlId))).toBe(true);
      } finally {
        logged.restore();
        typeormLog.mockRestore();
      }
    });
  });

  describe('/uploads', () => {
    it('serves a stored file, and answers a missing one with 404 and no path', async () => {
      await writeFile(path.join(t.uploadsDir, 'kept.txt'), 'kept');
      expect((await t.http().get('/uploads/kept.txt')).status).toBe(200);
      const res = await t.http().get('/uploads/missing.png').set('accept', 'image/*');
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/plain/);
      expect(res.text).toBe(`404 Not Found\nRequest id: ${res.headers['x-request-id']}\n`);
      expect(res.headers['cache-control']).toBe('no-store');
    });

    it.each([
      '/uploads/..%2f..%2fpackage.json',
      '/uploads/%2e%2e/%2e%2e/package.json',
      '/uploads/%2e%2e%2f%2e%2e%2fpackage.json',
      '/uploads/..%5c..%5cpackage.json',
    ])('answers the traversal attempt %s with 404 and nothing from outside', async (address) => {
      const res = await t.http().get(address).set('accept', BROWSER_ACCEPT);
      expect(res.status).toBe(404);
      expect(res.text).not.toContain('"name"');
      expect(res.text).toContain(res.headers['x-request-id']);
      expectSafe(res);
    });
  });

  describe('website addresses', () => {
    it('answers a browser with a small HTML page naming the status and the request id', async () => {
      const res = await t.http().post('/no-such-page').set('accept', BROWSER_ACCEPT);
      expect(res.status).toBe(404);
      expect(res.headers['content-type']).toMatch(/text\/html/);
      expect(res.text).toContain('<title>404 Not Found</title>');
      expect(res.text).toContain(res.headers['x-request-id']);
      expect(res.text).not.toMatch(/<script/i);
      expectSafe(res);
    });

    it('answers other clients in plain text', async () => {
      const res = await t.http().get('/no-such-page').set('accept', 'application/json');
      expect(res.status).toBe(404);
      expect(res.text).toBe(`404 Not Found\nRequest id: ${res.headers['x-request-id']}\n`);
    });
  });
});
