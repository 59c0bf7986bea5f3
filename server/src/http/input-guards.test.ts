import { readFileSync } from 'node:fs';
import http from 'node:http';
import net from 'node:net';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import { insertBlogPost } from '../modules/blog-post/blog-post.factory';
import { insertProduct } from '../modules/product/product.factory';
import { buildSchema } from 'graphql';
import { fuzzRequests, leakIn, multipartBytes, restRoutes, runFuzz, TINY_PNG, type Part } from '../test/fuzz-inputs';
import { startTestApp, type TestApp } from '../test/test-app';
import { MAX_JSON_DEPTH, TOO_DEEP_MESSAGE } from './input-guards';

const REFUSED = 'Invalid characters in request';

interface RawResponse {
  status: number;
  headers: http.IncomingHttpHeaders;
  text: string;
  json(): any;
}

/** A request sent byte for byte (supertest would re-encode the path and refuse some headers). */
function raw(
  base: string,
  method: string,
  address: string,
  headers: Record<string, string> = {},
  body?: Buffer,
): Promise<RawResponse> {
  const url = new URL(base);
  return new Promise((resolve, reject) => {
    const req = http.request(
      {
        host: url.hostname,
        port: url.port,
        method,
        path: address,
        headers: { ...headers, ...(body ? { 'content-length': String(body.length) } : {}) },
      },
      (res) => {
        const chunks: Buffer[] = [];
        res.on('data', (chunk: Buffer) => chunks.push(chunk));
        res.on('end', () => {
          const text = Buffer.concat(chunks).toString('utf8');
          resolve({ status: res.statusCode ?? 0, headers: res.headers, text, json: () => JSON.parse(text) });
        });
      },
    );
    req.on('error', reject);
    req.end(body);
  });
}

function multipart(parts: Part[]): { body: Buffer; headers: Record<string, string> } {
  return { body: multipartBytes(parts, 'guard-test'), headers: { 'content-type': 'multipart/form-data; boundary=guard-test' } };
}

/** A JSON body with raw bytes spliced into its one string value `@`. */
function jsonWithBytes(template: string, bytes: number[]): Buffer {
  const [before, after] = template.split('@');
  return Buffer.concat([Buffer.from(before), Buffer.from(bytes), Buffer.from(after)]);
}

function expectRestRefusal(res: RawResponse): void {
  expect(res.status).toBe(400);
  expect(res.json()).toEqual({ success: false, message: REFUSED, requestId: res.headers['x-request-id'] });
}

function expectGraphQLRefusal(res: RawResponse): void {
  expect(res.status).toBe(400);
  expect(res.json().errors[0]).toMatchObject({
    message: REFUSED,
    extensions: { code: 'BAD_USER_INPUT', requestId: res.headers['x-request-id'] },
  });
  expect(res.json().data).toBeUndefined();
}

describe.each(['development', 'production'] as const)('input guards (%s mode)', (nodeEnv) => {
  let t: TestApp;
  let server: http.Server;
  let base: string;
  let token: string;
  const json = { 'content-type': 'application/json' };
  const asAdmin = () => ({ authorization: `Bearer ${token}` });
  const gqlBody = (query: string, variables: object = {}) => Buffer.from(JSON.stringify({ query, variables }));
  const partnerCount = async () => (await t.http().get('/api/partners')).body.length as number;

  beforeAll(async () => {
    t = await startTestApp({ nodeEnv });
    server = http.createServer(t.app.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    base = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
    token = await t.login();
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
    await t.close();
  });

  describe('in the URL', () => {
    it.each([
      ['a NUL in a path parameter', '/api/products/slug/a%00b'],
      ['a NUL in an id', '/api/founders/%00'],
      ['invalid UTF-8 in a path parameter', '/api/blog/slug/a%ffb'],
      ['an overlong UTF-8 dot', '/api/team/%c0%ae%c0%ae'],
      ['an encoded surrogate', '/api/partners/%ed%a0%80'],
      ['a NUL in the query string', '/api/products?skip=%00'],
      ['invalid UTF-8 in the query string', '/api/founders?take=%e2%82'],
      ['a NUL in a page address', '/about%00'],
      ['a NUL in an upload address', '/uploads/a%00.png'],
    ])('refuses %s with 400', async (_what, address) => {
      const res = await raw(base, 'GET', address, { accept: 'application/json' });
      expect(res.status).toBe(400);
      expect(res.text).toContain(res.headers['x-request-id']);
      expect(leakIn(res.text)).toBeUndefined();
      if (address.startsWith('/api/')) expectRestRefusal(res);
    });

    it('gets a bare 400 from Node itself for raw bytes past ASCII in the request line', async () => {
      const res = await raw(base, 'GET', '/api/products/slug/\u00ff\u00fe');
      expect(res.status).toBe(400);
      expect(res.text).toBe('');
    });

    it('refuses a NUL in GraphQL variables sent in a GET query string', async () => {
      const query = encodeURIComponent('query ($s: String!) { productBySlug(slug: $s) { id } }');
      const variables = encodeURIComponent(JSON.stringify({ s: 'a\u0000b' }));
      expectGraphQLRefusal(
        await raw(base, 'GET', `/graphql?query=${query}&variables=${variables}`, { 'apollo-require-preflight': 'true' }),
      );
    });

    it('still serves text that is merely unusual: accents, CJK, emoji, a replacement character', async () => {
      const slug = encodeURIComponent('café-中文-😀-\ufffd');
      const res = await raw(base, 'GET', `/api/products/slug/${slug}`);
      expect(res.status).toBe(404);
      expect(res.json().message).toBe('Product not found');
    });
  });

  describe('in headers', () => {
    it('refuses an Authorization header that is not UTF-8, even on a public read', async () => {
      expectRestRefusal(await raw(base, 'GET', '/api/products', { authorization: 'Bearer \u00ff\u00fe\u00fd' }));
      expectGraphQLRefusal(
        await raw(base, 'POST', '/graphql', { ...json, authorization: 'Bearer \u00c0\u00ae' }, gqlBody('{ products { id } }')),
      );
    });

    it('refuses a User-Agent that is not UTF-8 (it is stored with the session at login)', async () => {
      const body = Buffer.from(JSON.stringify({ username: 'admin', password: 'whatever' }));
      expectRestRefusal(await raw(base, 'POST', '/api/admin/login', { ...json, 'user-agent': 'Mozilla \u00ff' }, body));
    });

    it('gets a bare 400 from Node itself for a NUL in a header, with nothing from the app', async () => {
      const { port } = server.address() as AddressInfo;
      const answer = await new Promise<string>((resolve, reject) => {
        const socket = net.connect(port, '127.0.0.1', () =>
          socket.end('GET /api/products HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a\u0000b\r\n\r\n', 'latin1'),
        );
        let text = '';
        socket.on('data', (chunk) => (text += chunk.toString('latin1')));
        socket.on('end', () => resolve(text));
        socket.on('error', reject);
      });
      expect(answer).toMatch(/^HTTP\/1\.1 400 Bad Request\r\n/);
      expect(leakIn(answer)).toBeUndefined();
    });
  });

  describe('in JSON bodies', () => {
    it('refuses a NUL in a login field instead of checking the password', async () => {
      expectRestRefusal(
        await raw(
          base,
          'POST',
          '/api/admin/login',
          json,
          Buffer.from(JSON.stringify({ username: 'admin\u0000', password: 'x' })),
        ),
      );
      const login = gqlBody('mutation ($u: String!, $p: String!) { login(username: $u, password: $p) { token } }', {
        u: 'admin',
        p: 'pass\u0000word',
      });
      expectGraphQLRefusal(await raw(base, 'POST', '/graphql', json, login));
    });

    it('refuses a NUL at any depth, in keys too', async () => {
      const nested = {
        category: 'Web',
        services: [{ title: 'Sites', description: 'We build them', features: ['fast', 'safe\u0000'] }],
      };
      expectRestRefusal(await raw(base, 'POST', '/api/services', { ...json, ...asAdmin() }, Buffer.from(JSON.stringify(nested))));
      expectRestRefusal(
        await raw(
          base,
          'POST',
          '/api/contact',
          json,
          Buffer.from(JSON.stringify({ 'na\u0000me': 'x', email: 'a@b.co', message: 'Hello' })),
        ),
      );
    });

    it('refuses a lone surrogate escape', async () => {
      expectRestRefusal(
        await raw(base, 'POST', '/api/contact', json, Buffer.from('{"name":"\\ud800","email":"a@b.co","message":"Hello"}')),
      );
    });

    it.each([
      ['a stray byte', [0xff]],
      ['an overlong sequence', [0xc0, 0xae]],
      ['an encoded surrogate', [0xed, 0xa0, 0x80]],
      ['a cut-off sequence', [0xe2, 0x82]],
    ])('refuses %s of invalid UTF-8 on /api and /graphql', async (_what, bytes) => {
      expectRestRefusal(
        await raw(base, 'POST', '/api/contact', json, jsonWithBytes('{"name":"a@b","email":"a@b.co","message":"Hello"}', bytes)),
      );
      const body = jsonWithBytes(
        '{"query":"query ($s: String!) { productBySlug(slug: $s) { id } }","variables":{"s":"@"}}',
        bytes,
      );
      expectGraphQLRefusal(await raw(base, 'POST', '/graphql', json, body));
    });

    it('refuses a NUL in GraphQL variables', async () => {
      const body = gqlBody('query ($s: String!) { blogPostBySlug(slug: $s) { id } }', { s: 'a\u0000b' });
      expectGraphQLRefusal(await raw(base, 'POST', '/graphql', json, body));
    });

    it('keeps accepting well-formed text: emoji, CJK, a replacement character', async () => {
      const body = Buffer.from(JSON.stringify({ name: 'Zoë 中文 😀', email: 'zoe@example.com', message: 'Hello \ufffd there' }));
      const res = await raw(base, 'POST', '/api/contact', json, body);
      expect(res.status).toBe(201);
      expect(res.json()).toMatchObject({ name: 'Zoë 中文 😀', message: 'Hello \ufffd there' });
    });
  });

  describe('in GraphQL documents', () => {
    it.each([
      ['productBySlug', '{ productBySlug(slug: "a\\u0000b") { id } }'],
      ['blogPostBySlug', '{ blogPostBySlug(slug: "\\u0000") { id } }'],
      ['login', 'mutation { login(username: "admin\\u0000", password: "x") { token } }'],
      [
        'submitContactMessage',
        'mutation { submitContactMessage(input: { name: "n", email: "a@b.co", message: "m\\u0000" }) { id } }',
      ],
    ])('refuses a NUL escaped in an inline argument of %s', async (_field, query) => {
      expectGraphQLRefusal(await raw(base, 'POST', '/graphql', json, gqlBody(query)));
    });

    it('refuses a lone surrogate escaped in an inline argument (a syntax error to GraphQL)', async () => {
      const res = await raw(base, 'POST', '/graphql', json, gqlBody('{ productBySlug(slug: "\\ud800") { id } }'));
      expect(res.status).toBe(400);
      expect(res.json().errors[0].extensions.code).toBe('GRAPHQL_PARSE_FAILED');
      expect(leakIn(res.text)).toBeUndefined();
    });
  });

  describe('in multipart bodies', () => {
    const png = (filename = 'logo.png'): Part => ({ name: 'image', value: TINY_PNG, filename: Buffer.from(filename, 'utf8') });

    it('accepts a clean multipart create (the checks do not get in the way)', async () => {
      const before = await partnerCount();
      const { body, headers } = multipart([
        { name: 'name', value: Buffer.from('Acme 😀') },
        { name: 'website', value: Buffer.from('https://acme.example') },
        png(),
      ]);
      const res = await raw(base, 'POST', '/api/partners', { ...headers, ...asAdmin() }, body);
      expect(res.status).toBe(201);
      expect(await partnerCount()).toBe(before + 1);
    });

    it.each<[string, Part[]]>([
      [
        'a NUL in a text field',
        [
          { name: 'name', value: Buffer.from('Acme\u0000') },
          { name: 'website', value: Buffer.from('https://acme.example') },
          png(),
        ],
      ],
      [
        'invalid UTF-8 in a text field',
        [
          { name: 'name', value: Buffer.from([0x41, 0xff, 0x42]) },
          { name: 'website', value: Buffer.from('https://acme.example') },
          png(),
        ],
      ],
      ['invalid UTF-8 in a field name', [{ name: Buffer.from([0x6e, 0xc0, 0xae]), value: Buffer.from('Acme') }, png()]],
      [
        'invalid UTF-8 in a file name',
        [
          { name: 'name', value: Buffer.from('Acme') },
          { name: 'image', value: TINY_PNG, filename: Buffer.from([0x61, 0xff, 0x2e, 0x70, 0x6e, 0x67]) },
        ],
      ],
      [
        'a NUL in an RFC 5987 file name',
        [
          { name: 'name', value: Buffer.from('Acme') },
          { name: 'image', value: TINY_PNG, filenameStar: 'a%00.png' },
        ],
      ],
    ])('refuses %s on the REST door and stores nothing', async (_what, parts) => {
      const before = await partnerCount();
      const { body, headers } = multipart(parts);
      expectRestRefusal(await raw(base, 'POST', '/api/partners', { ...headers, ...asAdmin() }, body));
      expect(await partnerCount()).toBe(before);
    });

    it('answers a raw NUL in a part header as a malformed body (busboy refuses it), storing nothing', async () => {
      const before = await partnerCount();
      const { body, headers } = multipart([
        { name: 'name', value: Buffer.from('Acme') },
        { name: 'website', value: Buffer.from('https://acme.example') },
        png('lo\u0000go.png'),
      ]);
      const res = await raw(base, 'POST', '/api/partners', { ...headers, ...asAdmin() }, body);
      expect(res.status).toBe(400);
      expect(res.json()).toEqual({ success: false, message: 'Malformed request body', requestId: res.headers['x-request-id'] });
      expect(await partnerCount()).toBe(before);
    });

    const CREATE_PARTNER =
      'mutation ($input: CreatePartnerInput!, $logo: Upload) { createPartner(input: $input, logo: $logo) { id } }';
    const graphqlMultipart = (variables: object, file: Part, operationsBytes?: Buffer) =>
      multipart([
        { name: 'operations', value: operationsBytes ?? Buffer.from(JSON.stringify({ query: CREATE_PARTNER, variables })) },
        { name: 'map', value: Buffer.from(JSON.stringify({ 0: ['variables.logo'] })) },
        { ...file, name: '0' },
      ]);
    const goodInput = { name: 'Acme', website: 'https://acme.example' };

    it('accepts a clean GraphQL upload', async () => {
      const { body, headers } = graphqlMultipart({ input: goodInput, logo: null }, png());
      const res = await raw(base, 'POST', '/graphql', { ...headers, ...asAdmin(), 'apollo-require-preflight': 'true' }, body);
      expect(res.status).toBe(200);
      expect(res.json().data.createPartner.id).toEqual(expect.any(String));
    });

    it('answers a raw NUL in a multipart file name as a malformed body, before any resolver runs', async () => {
      const before = await partnerCount();
      const { body, headers } = graphqlMultipart({ input: goodInput, logo: null }, png('a\u0000.png'));
      const res = await raw(base, 'POST', '/graphql', { ...headers, ...asAdmin(), 'apollo-require-preflight': 'true' }, body);
      expect(res.status).toBe(400);
      expect(res.json().errors[0].message).toBe('Malformed request body');
      expect(await partnerCount()).toBe(before);
    });

    it.each<[string, () => { body: Buffer; headers: Record<string, string> }]>([
      ['a NUL in the variables', () => graphqlMultipart({ input: { ...goodInput, name: 'Ac\u0000me' }, logo: null }, png())],
      [
        'a NUL in the file name',
        () => graphqlMultipart({ input: goodInput, logo: null }, { name: '0', value: TINY_PNG, filenameStar: 'a%00.png' }),
      ],
      [
        'invalid UTF-8 in the file name',
        () =>
          graphqlMultipart(
            { input: goodInput, logo: null },
            { name: '0', value: TINY_PNG, filename: Buffer.from([0x61, 0xed, 0xa0, 0x80]) },
          ),
      ],
      [
        'invalid UTF-8 in operations',
        () =>
          graphqlMultipart(
            {},
            png(),
            jsonWithBytes(
              JSON.stringify({ query: CREATE_PARTNER, variables: { input: { ...goodInput, name: '@' }, logo: null } }),
              [0xff],
            ),
          ),
      ],
    ])('refuses %s on the GraphQL door and stores nothing', async (_what, build) => {
      const before = await partnerCount();
      const { body, headers } = build();
      expectGraphQLRefusal(
        await raw(base, 'POST', '/graphql', { ...headers, ...asAdmin(), 'apollo-require-preflight': 'true' }, body),
      );
      expect(await partnerCount()).toBe(before);
    });
  });

  describe('JSON nested 10,000 deep (issue 27)', () => {
    const DEEP = 10_000;
    const deepText = (inner = '1') => `${'['.repeat(DEEP)}${inner}${']'.repeat(DEEP)}`;
    const expectTooDeep = (res: RawResponse, door: 'rest' | 'graphql') => {
      expect(res.status).toBe(400);
      if (door === 'rest') expect(res.json()).toMatchObject({ success: false, message: TOO_DEEP_MESSAGE });
      else expect(res.json().errors[0]).toMatchObject({ message: TOO_DEEP_MESSAGE, extensions: { code: 'BAD_USER_INPUT' } });
    };
    const FOUNDERS = 'query Founders { founders { name } }';

    it.each(['variables', 'extensions', 'operationName'])("refuses it in a GraphQL POST body's %s, anonymous", async (part) => {
      const body = Buffer.from(`{"query":${JSON.stringify(FOUNDERS)},"${part}":${deepText()}}`);
      expectTooDeep(await raw(base, 'POST', '/graphql', json, body), 'graphql');
    });

    // A URL holds about 2,500 levels before Node's header limit answers 431 itself.
    it.each(['variables', 'extensions'])("refuses 2,000 levels in a GraphQL GET query string's %s", async (part) => {
      const deepInUrl = `${'['.repeat(2_000)}1${']'.repeat(2_000)}`;
      const address = `/graphql?query=${encodeURIComponent(FOUNDERS)}&${part}=${encodeURIComponent(deepInUrl)}`;
      expectTooDeep(await raw(base, 'GET', address, { 'apollo-require-preflight': 'true' }), 'graphql');
    });

    it('refuses it in a REST JSON body and stores nothing', async () => {
      const before = await partnerCount();
      const body = Buffer.from(`{"name":"Acme","website":"https://acme.example","extra":${deepText()}}`);
      expectTooDeep(await raw(base, 'POST', '/api/partners', { ...json, ...asAdmin() }, body), 'rest');
      expectTooDeep(await raw(base, 'POST', '/api/contact', json, Buffer.from(`{"name":${deepText('"x"')}}`)), 'rest');
      expect(await partnerCount()).toBe(before);
    });

    it("refuses it in a REST multipart field's name and in a GraphQL upload's operations", async () => {
      const before = await partnerCount();
      const rest = multipart([
        { name: 'name', value: Buffer.from('Acme') },
        { name: `tags${'[a]'.repeat(200)}`, value: Buffer.from('x') },
      ]);
      expectTooDeep(await raw(base, 'POST', '/api/partners', { ...rest.headers, ...asAdmin() }, rest.body), 'rest');
      const operations = Buffer.from(
        `{"query":${JSON.stringify('mutation ($input: CreatePartnerInput!) { createPartner(input: $input) { id } }')},"variables":{"input":{"name":"Acme"},"deep":${deepText()}}}`,
      );
      const upload = multipart([
        { name: 'operations', value: operations },
        { name: 'map', value: Buffer.from('{}') },
      ]);
      expectTooDeep(
        await raw(base, 'POST', '/graphql', { ...upload.headers, ...asAdmin(), 'apollo-require-preflight': 'true' }, upload.body),
        'graphql',
      );
      expect(await partnerCount()).toBe(before);
    });

    it('still takes JSON nested as deep as real inputs go', async () => {
      const nested = `${'['.repeat(MAX_JSON_DEPTH - 2)}1${']'.repeat(MAX_JSON_DEPTH - 2)}`;
      const res = await raw(
        base,
        'POST',
        '/graphql',
        json,
        Buffer.from(`{"query":${JSON.stringify(FOUNDERS)},"extensions":{"x":${nested}}}`),
      );
      expect(res.status).toBe(200);
    });
  });

  describe('fuzzed requests', () => {
    it("fuzzes through REST every field of a record's GraphQL inputs: a field added to a record is not left out", () => {
      const schemaSdl = readFileSync(path.join(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8');
      const withNewField = schemaSdl.replace(/^input CreateProductInput \{$/m, '$&\n  tagline: String');
      expect(withNewField).not.toBe(schemaSdl);
      const productCreate = restRoutes(buildSchema(withNewField)).find(
        (route) => route.method === 'POST' && route.path === '/api/products',
      );
      expect(productCreate?.fields).toEqual(expect.arrayContaining(['tagline', 'name', 'shortDescription', 'features[]']));
      const postUpdate = restRoutes(buildSchema(schemaSdl)).find(
        (route) => route.method === 'PUT' && route.path === '/api/blog/:id',
      );
      expect(postUpdate?.fields).toContain('publishAt');
    });

    it('answers 500 generated requests over every route and argument, anonymous and as admin, with no 500, no stack trace, no broken connection', async () => {
      const product = await insertProduct(t.db.dataSource);
      const post = await insertBlogPost(t.db.dataSource, { published: true });
      const schemaSdl = readFileSync(path.join(__dirname, '..', '..', '..', 'schema.graphql'), 'utf8');
      const requests = fuzzRequests(
        500,
        { schemaSdl, knownIds: [product.id, post.id], knownSlugs: [product.slug, post.slug] },
        nodeEnv === 'production' ? 1 : 2,
      );
      const report = await runFuzz(base, requests, token, { inFlight: 4 });
      expect(report.sent).toBe(500);
      expect(report.serverErrors).toEqual([]);
      expect(report.leaks).toEqual([]);
      expect(report.broken).toEqual([]);
      // The generator reaches past the guards too: plenty of requests are answered, not all refused.
      expect(Object.keys(report.byStatus).length).toBeGreaterThan(3);
      expect(report.byStatus[200] ?? 0).toBeGreaterThan(20);
    }, 240_000);
  });
});
