import request from 'supertest';
import type { App } from '../app';
import { insertBlogPost } from '../modules/blog-post/blog-post.factory';
import { insertFounder } from '../modules/founder/founder.factory';
import { insertPartner } from '../modules/partner/partner.factory';
import { insertProduct } from '../modules/product/product.factory';
import { insertProject } from '../modules/project/project.factory';
import { insertServiceCategory } from '../modules/service-category/service-category.factory';
import { insertTeamMember } from '../modules/team-member/team-member.factory';
import { siteApp, startTestApp, type TestApp } from '../test/test-app';
import type { LaneAnswer } from '../shared/response-cache/response-cache';
import { PublicReadLane } from './public-read-lane';

const HOME_QUERY = `query Home {
  siteSettings { id companyName tagline phones email heroTitle }
  founders { id name role bio image }
  partners { id name website logo }
}`;
const PRODUCT_QUERY = `query ProductPage($slug: String!) {
  productBySlug(slug: $slug) { id name slug features bannerImage screenshots screenshotPictures { alt } }
}`;

const LONG_SLUG = `long-${'x'.repeat(195)}`;

/** What the lane made for each request it took (null: it handed the request to Express after all). */
const made: Array<LaneAnswer | null> = [];
const answerer = PublicReadLane.prototype.answerer;
jest.spyOn(PublicReadLane.prototype, 'answerer').mockImplementation(function (this: PublicReadLane, ...args) {
  const answer = answerer.apply(this, args);
  return (
    answer &&
    (async () => {
      const result = await answer();
      made.push(result);
      return result;
    })
  );
});

/**
 * The public read lane (docs/decisions/041-public-read-lane.md) against the doors it stands in front of:
 * for every public read, the app answers exactly what the same app without the lane answers (status,
 * body, content type, cache headers), with the cache off and on; what is not a plain success (a 404, a
 * refused page size, a GraphQL error, a token, an Origin) is left to Express.
 */
describe.each([
  ['off', false],
  ['on', true],
])('public read lane with the response cache %s', (_name, responseCache) => {
  let t: TestApp;
  /** The same app and database without the lane: every request through Express. */
  let plain: App;
  let ids: Record<string, string>;

  beforeAll(async () => {
    t = await startTestApp({ responseCache });
    plain = await siteApp(t, { trustProxy: 'loopback', responseCache: false, publicReadLane: false });
    const ds = t.db.dataSource;
    const founder = await insertFounder(ds, { name: 'Ada Lane' });
    const member = await insertTeamMember(ds, {});
    const partner = await insertPartner(ds, {});
    const product = await insertProduct(ds, { name: 'Lane Product', slug: 'lane-product' });
    // The longest slug the rules allow: past Fastify's default parameter length (100).
    await insertProduct(ds, { name: 'Long Slug Product', slug: LONG_SLUG });
    const project = await insertProject(ds, {});
    const category = await insertServiceCategory(ds, {});
    const post = await insertBlogPost(ds, { title: 'Lane Post', slug: 'lane-post' });
    await insertBlogPost(ds, { title: 'Draft Post', slug: 'draft-post', published: false });
    ids = {
      founder: founder.id,
      member: member.id,
      partner: partner.id,
      product: product.id,
      project: project.id,
      category: category.id,
      post: post.id,
    };
  });
  afterAll(async () => {
    await plain.stop();
    await t.close();
  });
  beforeEach(() => {
    made.length = 0;
  });

  const graphqlGet = (query: string, variables?: object, operationName?: string) =>
    `/graphql?${new URLSearchParams({
      query,
      ...(variables ? { variables: JSON.stringify(variables) } : {}),
      ...(operationName ? { operationName } : {}),
    })}`;

  /**
   * Headers made per response, or by the cache (which the app without the lane does not have); the framing too: an
   * answer compressed as it streams is chunked, one sent whole has its length.
   */
  const NOT_COMPARED = new Set([
    'date',
    'etag',
    'content-length',
    'transfer-encoding',
    'connection',
    'keep-alive',
    'x-cache',
    'cache-control',
  ]);

  /** The parts of an answer both must share; the request id is fixed, so error bodies quoting it match too. */
  async function answerOf(app: App['app'], url: string, headers: Record<string, string> = {}, postedJson?: string) {
    const req = (postedJson === undefined ? request(app).get(url) : request(app).post(url).type('json').send(postedJson)).set(
      'x-request-id',
      'lane-test',
    );
    for (const [name, value] of Object.entries(headers)) req.set(name, value);
    const res = await req;
    const compared: Record<string, string> = {};
    for (const [name, value] of Object.entries(res.headers as Record<string, string>)) {
      if (!NOT_COMPARED.has(name)) compared[name] = String(value).replace(/'nonce-[^']+'/, "'nonce-…'");
    }
    return {
      status: res.status,
      body: res.text,
      headers: compared,
      cacheControl: res.headers['cache-control'],
      hasEtag: Boolean(res.headers.etag),
    };
  }

  /** Read twice (with the cache on the second is a hit); both must equal the answer without the lane. */
  async function expectSameAnswer(url: string, headers: Record<string, string> = {}, postedJson?: string) {
    const expected = await answerOf(plain.app, url, headers, postedJson);
    const first = await answerOf(t.app.app, url, headers, postedJson);
    const second = await answerOf(t.app.app, url, headers, postedJson);
    // Without the lane there is no cache: the cache's own headers are compared where it answers.
    const withoutCacheHeaders = ({ cacheControl: _c, hasEtag: _e, ...rest }: typeof expected) => rest;
    expect(withoutCacheHeaders(first)).toEqual(withoutCacheHeaders(expected));
    expect(withoutCacheHeaders(second)).toEqual(withoutCacheHeaders(expected));
    if (expected.status === 200) {
      expect(first.hasEtag).toBe(true);
      if (!responseCache) expect(first.cacheControl).toBe(expected.cacheControl);
    }
    return expected;
  }

  it('answers every public REST read as the REST door does, without Express', async () => {
    const paths = [
      '/api/founders',
      `/api/founders/${ids.founder}`,
      '/api/team',
      `/api/team/${ids.member}`,
      '/api/partners',
      `/api/partners/${ids.partner}`,
      '/api/products',
      '/api/products?take=1&skip=0',
      '/api/products/slug/lane-product',
      `/api/products/slug/${LONG_SLUG}`,
      `/api/products/${ids.product}`,
      '/api/projects',
      `/api/projects/${ids.project}`,
      '/api/services',
      `/api/services/${ids.category}`,
      '/api/blog',
      '/api/blog/slug/lane-post',
      `/api/blog/${ids.post}`,
      '/api/settings',
    ];
    for (const path of paths) {
      const answer = await expectSameAnswer(path);
      expect([path, answer.status]).toEqual([path, 200]);
    }
    // With the cache on, the second read of each is a hit, answered before the lane is asked.
    expect(made.filter(Boolean)).toHaveLength(responseCache ? paths.length : paths.length * 2);
    expect(made).not.toContain(null);
    const blog = JSON.parse((await answerOf(t.app.app, '/api/blog')).body) as Array<{ slug: string }>;
    expect(blog.map((post) => post.slug)).not.toContain('draft-post');
  });

  it('answers anonymous GET queries as Apollo does, for each Accept Apollo answers', async () => {
    const reads: Array<[string, Record<string, string>]> = [
      [graphqlGet(HOME_QUERY), {}],
      [graphqlGet(HOME_QUERY, undefined, 'Home'), { accept: '*/*' }],
      [
        graphqlGet(PRODUCT_QUERY, { slug: 'lane-product' }),
        { accept: 'application/graphql-response+json,application/json;q=0.9' },
      ],
      [
        graphqlGet(`{ blogPostBySlug(slug: "lane-post") { title } serviceCategories { category services { title } } }`),
        { accept: 'application/json' },
      ],
    ];
    for (const [url, headers] of reads) {
      const answer = await expectSameAnswer(url, { 'apollo-require-preflight': 'true', ...headers });
      expect(answer.status).toBe(200);
      expect(JSON.parse(answer.body).errors).toBeUndefined();
    }
    expect(made.filter(Boolean)).toHaveLength(responseCache ? reads.length : reads.length * 2);
  });

  it('answers queries sent by POST as the GraphQL door does; with the cache on, a hit before the doors', async () => {
    // The doors' first step for /graphql learns who is calling: a hit answered before the doors never gets there.
    const callers = jest.spyOn(t.app.services.admin, 'authenticate');
    const deep = `${'['.repeat(100)}${']'.repeat(100)}`;
    const cases: Array<[string, number]> = [
      [JSON.stringify({ query: HOME_QUERY }), 200],
      [JSON.stringify({ query: PRODUCT_QUERY, variables: { slug: 'lane-product' }, operationName: 'ProductPage' }), 200],
      [JSON.stringify({ query: '{ founders { nope } }' }), 400],
      [`{"query": "{ founders { name } }", "variables": {"deep": ${deep}}}`, 400],
      [JSON.stringify({ query: 'mutation { logout { success } }' }), 401],
      ['{"query": ', 400],
    ];
    for (const [body, status] of cases) {
      callers.mockClear();
      const answer = await expectSameAnswer('/graphql', {}, body);
      expect([body, answer.status]).toEqual([body, status]);
      // Read twice here: a read through the doors authenticates; a hit (the second read of a kept answer) does not.
      const hit = responseCache && status === 200;
      expect([body, callers.mock.calls.length]).toEqual([body, hit ? 1 : 2]);
    }
    // A POST is never answered 304, from the cache or not.
    const first = await request(t.app.app).post('/graphql').send({ query: HOME_QUERY });
    const again = await request(t.app.app)
      .post('/graphql')
      .set('if-none-match', first.headers.etag as string)
      .send({ query: HOME_QUERY });
    expect([first.status, again.status]).toEqual([200, 200]);
    expect(again.text).toBe(first.text);
    callers.mockRestore();
  });

  it('leaves every other answer to Express, which answers it in its door’s shape', async () => {
    const preflight = { 'apollo-require-preflight': 'true' };
    const cases: Array<[string, Record<string, string>, number]> = [
      ['/api/founders/00000000-0000-4000-8000-000000000000', {}, 404],
      ['/api/products/slug/no-such-product', {}, 404],
      ['/api/blog/slug/draft-post', {}, 404],
      ['/api/products?take=1000', {}, 400],
      ['/api/products/slug/%E0%A4%A', {}, 400],
      ['/api/products/slug/a%00b', {}, 400],
      // Paths Express's router matches and Fastify's does not: empty, case-insensitive and trailing-slash matches.
      ['/api/products/slug/', {}, 404],
      ['/api/PRODUCTS', {}, 200],
      ['/api/products/', {}, 200],
      [graphqlGet('{ founders { nope } }'), preflight, 400],
      [graphqlGet('{ productBySlug(slug: "no-such-product") { id } }'), preflight, 200],
      [graphqlGet(PRODUCT_QUERY, { slug: 'a\u0000b' }), preflight, 400],
      [graphqlGet(PRODUCT_QUERY, { slug: 1 }), preflight, 400],
      [graphqlGet('mutation { logout { success } }'), preflight, 405],
      [graphqlGet(HOME_QUERY), { ...preflight, accept: 'text/html' }, 406],
      [graphqlGet(HOME_QUERY), {}, 400],
    ];
    for (const [url, headers, status] of cases) {
      const answer = await expectSameAnswer(url, headers);
      expect([url, answer.status]).toEqual([url, status]);
    }
    expect(made.filter(Boolean)).toEqual([]);
  });

  it('never takes a request with a token or an Origin', async () => {
    const token = await t.login();
    const admin = await request(t.app.app).get('/api/blog').set('authorization', `Bearer ${token}`);
    expect((admin.body as Array<{ slug: string }>).map((post) => post.slug)).toContain('draft-post');
    await request(t.app.app).get('/api/founders').set('origin', 'https://elsewhere.example');
    expect(made).toEqual([]);
  });

  it('answers HEAD with the headers of GET and no body', async () => {
    const head = await request(t.app.app).head('/api/founders');
    expect(head.status).toBe(200);
    expect(head.headers['content-type']).toBe('application/json; charset=utf-8');
    expect(head.text ?? '').toBe('');
  });

  it('answers 304 when the caller already has the answer', async () => {
    const first = await request(t.app.app).get('/api/partners');
    const again = await request(t.app.app)
      .get('/api/partners')
      .set('if-none-match', first.headers.etag as string);
    expect(again.status).toBe(304);
  });

  it('shows a write at once: the next anonymous read through either door has it', async () => {
    const token = await t.login();
    const founders = async () => JSON.parse((await answerOf(t.app.app, '/api/founders')).body) as Array<{ name: string }>;
    expect((await founders()).map((founder) => founder.name)).toContain('Ada Lane');
    const renamed = await request(t.app.app)
      .put(`/api/founders/${ids.founder}`)
      .set('authorization', `Bearer ${token}`)
      .send({ name: 'Ada Renamed' });
    expect(renamed.status).toBe(200);
    expect((await founders()).map((founder) => founder.name)).toContain('Ada Renamed');
    const viaGraphql = await answerOf(t.app.app, graphqlGet(HOME_QUERY), { 'apollo-require-preflight': 'true' });
    expect(viaGraphql.body).toContain('Ada Renamed');
  });
});
