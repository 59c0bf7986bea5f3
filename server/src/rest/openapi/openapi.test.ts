import express from 'express';
import request from 'supertest';
import { Validator } from '@seriousme/openapi-schema-validator';
import { startTestApp, type TestApp } from '../../test/test-app';
import { answerProblem, documentOfServer } from '../../test/openapi-answers';
import { openApiDocuments, registeredRoutes } from './openapi-document';
import { createRestRouter } from '../router';

/** A REST router of the app's services, as createApp mounts it (with its own document). */
function restRouterOf(t: TestApp) {
  return createRestRouter({ services: t.app.services, dataSource: t.db.dataSource, maxUploadBytes: 1024 * 1024 });
}

describe('the OpenAPI document of /api', () => {
  let t: TestApp;
  let document: Record<string, any>;

  beforeAll(async () => {
    t = await startTestApp();
    const res = await t.http().get('/api/openapi.json').expect(200);
    document = res.body;
  });
  afterAll(() => t.close());

  it('validates as OpenAPI 3.1', async () => {
    const validator = new Validator();
    const result = await validator.validate(document);
    expect(result.errors ?? []).toEqual([]);
    expect(result.valid).toBe(true);
    expect(validator.version).toBe('3.1');
  });

  it('covers every route registered under /api, and only those', () => {
    const { sources, undocumented } = openApiDocuments.get(t.app.app)!();
    expect(undocumented).toEqual([]);
    const registered = registeredRoutes(sources).map((route) => `${route.method.toUpperCase()} ${route.path}`);
    const described = Object.entries(document.paths as Record<string, object>).flatMap(([path, operations]) =>
      Object.keys(operations).map((method) => `${method.toUpperCase()} ${path}`),
    );
    expect(new Set(described)).toEqual(new Set(registered));
    expect(described).toHaveLength(registered.length);
    // The health probes, mounted outside the REST router, are covered too.
    expect(described).toEqual(expect.arrayContaining(['GET /health/live', 'GET /health/ready', 'GET /founders/{id}']));
  });

  it('derives answers from the GraphQL types, as REST sends them', () => {
    const founder = document.components.schemas.Founder;
    expect(founder.required).toEqual(expect.arrayContaining(['_id', 'id', 'name', 'createdAt']));
    expect(founder.properties.version).toBeUndefined();
    // Computed by GraphQL field resolvers, never in a REST record.
    expect(founder.properties.picture).toBeUndefined();
    const create = document.paths['/founders'].post;
    expect(create.responses['201'].content['application/json'].schema).toEqual({ $ref: '#/components/schemas/Founder' });
    expect(create.security).toEqual([{ bearer: [] }]);
    expect(create.requestBody.content['multipart/form-data'].schema.properties.image).toEqual({
      type: 'string',
      format: 'binary',
    });
    expect(document.paths['/founders'].get.parameters.map((p: { name: string }) => p.name)).toEqual(['skip', 'take']);
  });

  it('is served as public JSON', async () => {
    const res = await t.http().get('/api/openapi.json');
    expect(res.headers['content-type']).toMatch(/^application\/json/);
    expect(res.headers['cache-control']).toMatch(/public/);
  });

  it("serves the reference page with its own script, under the site's Content-Security-Policy", async () => {
    const page = await t.http().get('/api/docs').expect(200);
    expect(page.headers['content-security-policy']).toContain("script-src 'self'");
    const scripts = [...page.text.matchAll(/<script src="([^"]+)"><\/script>/g)].map((match) => match[1]);
    expect(scripts).toHaveLength(2);
    expect(page.text).not.toMatch(/<script>|https?:\/\//);
    for (const script of scripts) {
      // Twice: the second answer (not from the response cache, which would compress the compressed bundle again) is the same.
      const [first, second] = [
        await t.http().get(script).set('accept-encoding', 'br'),
        await t.http().get(script).set('accept-encoding', 'br'),
      ];
      expect(first.status).toBe(200);
      expect(first.headers['content-type']).toMatch(/javascript/);
      expect(second.text).toBe(first.text);
    }
    expect(scripts[0]).toMatch(/^\/api\/docs\/api-reference\.js\?v=\d/);
    const bundle = await t.http().get(scripts[0]);
    expect(bundle.text).toContain('createApiReference');
  });

  describe('checking answers', () => {
    it('passes an answer that matches', async () => {
      const res = await t.http().get('/api/founders').expect(200);
      expect(answerProblem(document, 'GET', '/api/founders', res)).toBeUndefined();
    });

    it('catches a record missing a field, an extra field, a wrong type and an undeclared status', () => {
      const founder = { _id: 'x', id: 'x', name: 'A', createdAt: new Date().toISOString() };
      const json = { 'content-type': 'application/json; charset=utf-8' };
      const missing = answerProblem(document, 'GET', '/api/founders/x', { status: 200, headers: json, body: founder });
      expect(missing).toMatch(/GET \/api\/founders\/x → GET \/founders\/\{id\} 200: the answer does not match/);
      expect(missing).toMatch(/missingProperty: "role"/);
      const list = answerProblem(document, 'GET', '/api/founders', { status: 200, headers: json, body: { founders: [] } });
      expect(list).toMatch(/must be array/);
      const status = answerProblem(document, 'DELETE', '/api/founders/x', { status: 204, headers: json, body: {} });
      expect(status).toMatch(/answered 204, which DELETE \/founders\/\{id\} does not declare/);
      const html = answerProblem(document, 'GET', '/api/nowhere', { status: 404, headers: {}, body: {}, text: '<h1>x</h1>' });
      expect(html).toMatch(/no such route/);
    });

    it('fails a test request whose answer does not match', async () => {
      // A REST router of the app (and so its document), behind a middleware answering an object where the contract
      // has a bare array: the checker finds the document through the router.
      const checked = express();
      checked.use('/api', (req, res, next) => (req.path === '/founders' ? void res.json({ founders: [] }) : next()));
      checked.use('/api', restRouterOf(t));
      expect(documentOfServer({ listeners: () => [checked] })).toBeDefined();
      await expect(request(checked).get('/api/founders')).rejects.toThrow(
        /GET \/api\/founders → GET \/founders 200: the answer does not match[\s\S]*must be array/,
      );
    });
  });
});
