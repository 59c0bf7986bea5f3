import type { Response } from 'supertest';
import { insertBlogPost } from '../../modules/blog-post/blog-post.factory';
import { insertFounder } from '../../modules/founder/founder.factory';
import { insertPartner } from '../../modules/partner/partner.factory';
import { insertProduct } from '../../modules/product/product.factory';
import { insertProject } from '../../modules/project/project.factory';
import { insertServiceCategory } from '../../modules/service-category/service-category.factory';
import { insertTeamMember } from '../../modules/team-member/team-member.factory';
import { pngFile } from '../../test/images';
import { startTestApp, type TestApp } from '../../test/test-app';
import { PRIVATE_CACHE_CONTROL, PUBLIC_CACHE_CONTROL } from './stored-answers';

/**
 * The public response cache through both doors on a real database: every kind of content is cached
 * (a repeat is a HIT), and one admin write, through either door, shows in the very next anonymous
 * read through both. Admin answers never enter it.
 */
describe('response cache through GraphQL and REST', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  /** An anonymous GraphQL query by POST, as the site's client sends it. */
  const gqlPost = (query: string, variables?: object) =>
    t.http().post('/graphql').set('content-type', 'application/json').send({ query, variables });
  /** An anonymous GraphQL query by GET, as a CDN in front would forward it. */
  const gqlGet = (query: string, variables?: object) =>
    t
      .http()
      .get('/graphql')
      .query({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}) })
      .set('apollo-require-preflight', 'true');
  const rest = (path: string) => t.http().get(path);

  /** Admin writes, through either door. */
  const adminGql = async (query: string, variables?: object) => {
    const res = await t.gql(query, variables, token);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!;
  };
  const adminRest = (method: 'put' | 'post' | 'delete', path: string) =>
    t.http()[method](path).set('authorization', `Bearer ${token}`);

  type Read = () => Promise<Response>;

  /** Reads each twice: the first may be a MISS, the second must be a HIT with the same body. */
  async function expectCached(reads: Read[]): Promise<void> {
    for (const read of reads) {
      const first = await read();
      expect(first.status).toBe(200);
      const second = await read();
      expect(second.headers['x-cache']).toBe('HIT');
      expect(second.text).toBe(first.text);
    }
  }

  /** After a write: every read answers at once with the change (`present`) and without what it replaced (`gone`). */
  async function expectChanged(reads: Read[], present: string[], gone: string[] = []): Promise<void> {
    for (const read of reads) {
      const res = await read();
      expect(res.status).toBe(200);
      for (const text of present) expect(res.text).toContain(text);
      for (const text of gone) expect(res.text).not.toContain(text);
    }
  }

  it('founders: an edit through REST shows through both doors, an edit through GraphQL too, and a delete', async () => {
    const { id } = await insertFounder(t.db.dataSource, { name: 'Ada Cached' });
    const reads: Read[] = [
      () => gqlPost('{ founders { name } }'),
      () => gqlGet('query One($id: ID!) { founder(id: $id) { name } }', { id }),
      () => rest('/api/founders'),
      () => rest(`/api/founders/${id}`),
    ];
    await expectCached(reads);
    expect((await adminRest('put', `/api/founders/${id}`).send({ name: 'Ada Renamed' })).status).toBe(200);
    await expectChanged(reads, ['Ada Renamed'], ['Ada Cached']);
    await expectCached(reads);
    await adminGql('mutation($id: ID!) { updateFounder(id: $id, input: { name: "Ada Again" }) { id } }', { id });
    await expectChanged(reads, ['Ada Again'], ['Ada Renamed']);

    await expectCached([reads[0], reads[2]]);
    await adminGql('mutation($id: ID!) { deleteFounder(id: $id) { id } }', { id });
    await expectChanged([reads[0], reads[2]], [], ['Ada Again']);
  });

  it('team members, partners and projects', async () => {
    const createTeamMember = await insertTeamMember(t.db.dataSource, { name: 'Tom Member' });
    const createPartner = await insertPartner(t.db.dataSource, { name: 'Partner One' });
    const createProject = await insertProject(t.db.dataSource, { title: 'Project One' });
    const reads: Read[] = [
      () => gqlPost('{ teamMembers { name } partners { name } projects { title } }'),
      () => rest('/api/team'),
      () => rest('/api/partners'),
      () => rest(`/api/projects/${createProject.id}`),
    ];
    await expectCached(reads);
    await adminRest('put', `/api/team/${createTeamMember.id}`).send({ name: 'Tom Renamed' }).expect(200);
    await adminGql(`mutation { updatePartner(id: "${createPartner.id}", input: { name: "Partner Renamed" }) { id } }`);
    await adminRest('put', `/api/projects/${createProject.id}`).send({ title: 'Project Renamed' }).expect(200);
    await expectChanged([reads[0]], ['Tom Renamed', 'Partner Renamed', 'Project Renamed']);
    await expectChanged([reads[1]], ['Tom Renamed'], ['Tom Member']);
    await expectChanged([reads[2]], ['Partner Renamed'], ['Partner One']);
    await expectChanged([reads[3]], ['Project Renamed'], ['Project One']);
  });

  it("an image's alt text set by an admin (updateImageAlt) shows in the next anonymous read, and its clearing too", async () => {
    const created = await t.gqlUpload(
      'mutation ($input: CreateFounderInput!, $image: Upload) { createFounder(input: $input, image: $image) { id image } }',
      { input: { name: 'Alt Founder', role: 'CEO', bio: 'Leads.', email: 'alt.founder@example.com' }, image: null },
      { image: await pngFile('portrait.png') },
      token,
    );
    expect(created.body.errors).toBeUndefined();
    const { id, image } = created.body.data!.createFounder as { id: string; image: string };
    const reads: Read[] = [
      () => gqlPost('{ founders { name picture { alt altText } } }'),
      () => gqlGet('query One($id: ID!) { founder(id: $id) { picture { alt } } }', { id }),
    ];
    await expectCached(reads);
    const setAlt = 'mutation ($url: String!, $alt: String) { updateImageAlt(url: $url, alt: $alt) { altText } }';
    await adminGql(setAlt, { url: image, alt: 'Alt Founder smiling at her desk' });
    await expectChanged(reads, ['Alt Founder smiling at her desk']);
    await expectCached(reads);
    await adminGql(setAlt, { url: image, alt: '' });
    await expectChanged(reads, ['"alt":"Alt Founder"'], ['smiling at her desk']);
  });

  it('a service inside its category, and the order of services', async () => {
    const { id, services } = await insertServiceCategory(t.db.dataSource, {
      category: 'Cached Category',
      services: [{ title: 'Alpha Service' }, { title: 'Beta Service' }],
    });
    const reads: Read[] = [
      () => gqlPost('{ serviceCategories { category services { title } } }'),
      () => gqlGet(`{ serviceCategory(id: "${id}") { services { title } } }`),
      () => rest('/api/services'),
      () => rest(`/api/services/${id}`),
    ];
    await expectCached(reads);
    await adminGql(
      `mutation { updateServiceCategory(id: "${id}", input: { services: [{ title: "Alpha Service", description: "Alpha" }, { title: "Gamma Service", description: "Gamma" }] }) { id } }`,
    );
    await expectChanged(reads, ['Gamma Service'], ['Beta Service']);

    await expectCached(reads);
    const { serviceCategory } = (await t.gql(`{ serviceCategory(id: "${id}") { services { id title } } }`)).body.data!;
    const ids = (serviceCategory.services as Array<{ id: string }>).map((service) => service.id).reverse();
    await adminRest('put', `/api/services/${id}/services/order`).send({ ids }).expect(200);
    for (const read of reads) {
      const text = (await read()).text;
      expect(text.indexOf('Gamma Service')).toBeLessThan(text.indexOf('Alpha Service'));
    }
    expect(services).toHaveLength(2);
  });

  it('a product by slug, its screenshots added and removed, and the order of products', async () => {
    const { id } = await insertProduct(t.db.dataSource, { name: 'Cached Product', slug: 'cached-product', screenshots: [] });
    const reads: Read[] = [
      () => gqlPost('query($slug: String!) { productBySlug(slug: $slug) { name screenshots } }', { slug: 'cached-product' }),
      () => gqlGet('{ products { name screenshots } }'),
      () => rest('/api/products/slug/cached-product'),
      () => rest(`/api/products/${id}/screenshots`),
    ];
    await expectCached(reads);
    const added = await t.gqlUpload(
      'mutation($id: ID!, $files: [Upload!]!) { addProductScreenshots(id: $id, screenshots: $files) { screenshots } }',
      { id, files: [null] },
      { 'files.0': await pngFile('shot.png') },
      token,
    );
    expect(added.body.errors).toBeUndefined();
    const [shot] = added.body.data!.addProductScreenshots.screenshots as string[];
    await expectChanged(reads, [shot]);

    await expectCached(reads);
    await adminRest('delete', `/api/products/${id}/screenshots/0`).expect(200);
    await expectChanged(reads, [], [shot]);

    await insertProduct(t.db.dataSource, { name: 'Second Product', slug: 'second-product' });
    const listed = () => gqlPost('{ products { name } }');
    await expectCached([listed]);
    const order = ((await listed()).body.data.products as Array<{ name: string }>).map((product) => product.name);
    const { products } = (await t.gql('{ products { id } }')).body.data!;
    await adminGql('mutation($ids: [ID!]!) { reorderProducts(ids: $ids) { id } }', {
      ids: (products as Array<{ id: string }>).map((product) => product.id).reverse(),
    });
    const reordered = ((await listed()).body.data.products as Array<{ name: string }>).map((product) => product.name);
    expect(reordered).toEqual([...order].reverse());
  });

  it("a product screenshot's own alt text (updateImageAlt) shows in the next anonymous read, and its clearing too", async () => {
    const { id } = await insertProduct(t.db.dataSource, {
      name: 'Described Product',
      slug: 'described-product',
      screenshots: [],
    });
    const added = await t.gqlUpload(
      'mutation($id: ID!, $files: [Upload!]!) { addProductScreenshots(id: $id, screenshots: $files) { screenshots } }',
      { id, files: [null, null] },
      { 'files.0': await pngFile('one.png'), 'files.1': await pngFile('two.png') },
      token,
    );
    expect(added.body.errors).toBeUndefined();
    const [, second] = added.body.data!.addProductScreenshots.screenshots as string[];
    const reads: Read[] = [
      () =>
        gqlPost('query($slug: String!) { productBySlug(slug: $slug) { screenshotPictures { alt } } }', {
          slug: 'described-product',
        }),
      () => gqlGet('{ products { name screenshotPictures { alt altText } } }'),
    ];
    await expectCached(reads);
    const setAlt = 'mutation ($url: String!, $alt: String) { updateImageAlt(url: $url, alt: $alt) { altText } }';
    await adminGql(setAlt, { url: second, alt: 'The reports screen on a phone' });
    await expectChanged(
      reads,
      ['"alt":"Described Product screenshot 1"', 'The reports screen on a phone'],
      ['Described Product screenshot 2'],
    );
    await expectCached(reads);
    await adminGql(setAlt, { url: second, alt: '' });
    await expectChanged(reads, ['Described Product screenshot 2'], ['on a phone']);
  });

  it('a post switched between draft and published, by slug and in the lists', async () => {
    const { id } = await insertBlogPost(t.db.dataSource, {
      title: 'Cached Draft Post',
      slug: 'cached-draft-post',
      published: false,
    });
    const lists: Read[] = [
      () => gqlPost('{ blogPosts { title } }'),
      () => gqlGet('{ blogPosts { title } }'),
      () => rest('/api/blog'),
    ];
    const bySlug: Read[] = [
      () => gqlPost('{ blogPostBySlug(slug: "cached-draft-post") { title } }'),
      () => rest('/api/blog/slug/cached-draft-post'),
    ];
    await expectCached(lists);
    await expectChanged(lists, [], ['Cached Draft Post']);
    // Not found is an error: never kept, asked again each time.
    for (const read of bySlug) expect((await read()).headers['x-cache']).not.toBe('HIT');
    expect((await bySlug[0]()).headers['x-cache']).toBe('MISS');

    await adminRest('put', `/api/blog/${id}`).send({ published: true }).expect(200);
    await expectChanged([...lists, ...bySlug], ['Cached Draft Post']);
    await expectCached([...lists, ...bySlug]);

    await adminGql(`mutation { updateBlogPost(id: "${id}", input: { published: false }) { id } }`);
    await expectChanged(lists, [], ['Cached Draft Post']);
    expect((await bySlug[0]()).body.errors?.[0]?.extensions?.code).toBe('NOT_FOUND');
    expect((await bySlug[1]()).status).toBe(404);
  });

  it('a post scheduled to publish is cached no longer than until then', async () => {
    const publishAt = new Date(Date.now() + 1500).toISOString();
    const reads: Read[] = [() => gqlPost('{ blogPosts { title } }'), () => rest('/api/blog')];
    await expectCached(reads);
    // Through the door, as an admin schedules it: the lists change now (the write) and again at publishAt (the clock).
    const created = await t.gql(
      'mutation($at: DateTimeISO) { createBlogPost(input: { title: "Scheduled Cached Post", author: "Ann", excerpt: "An excerpt for it", content: "<p>A body long enough for any rule.</p>", published: true, publishAt: $at }) { id } }',
      { at: publishAt },
      token,
    );
    expect(created.body.errors).toBeUndefined();
    await expectCached(reads);
    await expectChanged(reads, [], ['Scheduled Cached Post']);
    await new Promise((resolve) => setTimeout(resolve, Date.parse(publishAt) - Date.now() + 100));
    await expectChanged(reads, ['Scheduled Cached Post']);
  });

  it('site settings', async () => {
    const reads: Read[] = [() => gqlPost('{ siteSettings { heroTitle } }'), () => rest('/api/settings')];
    await expectCached(reads);
    await adminGql('mutation { updateSiteSettings(input: { heroTitle: "A Cached Hero Title" }) { id } }');
    await expectChanged(reads, ['A Cached Hero Title']);
  });

  it('answers 304 to a matching If-None-Match through both doors, with Cache-Control for a CDN', async () => {
    for (const read of [() => rest('/api/founders'), () => gqlGet('{ founders { name } }')]) {
      const first = await read();
      expect(first.headers['cache-control']).toBe(PUBLIC_CACHE_CONTROL);
      expect(first.headers.etag).toMatch(/^W\/"/);
      const again = await read().set('if-none-match', first.headers.etag);
      expect(again.status).toBe(304);
      expect(again.headers['x-cache']).toBe('HIT');
      expect(again.text).toBe('');
      expect((await read().set('if-none-match', 'W/"other"')).status).toBe(200);
    }
  });

  it('sends a hit with the security headers, its own request id, and compressed as the caller asks', async () => {
    await insertFounder(t.db.dataSource, { name: 'Compressed Founder', bio: 'A long enough bio. '.repeat(80) });
    const first = await rest('/api/founders');
    for (const encoding of ['br', 'gzip']) {
      const hit = await rest('/api/founders').set('accept-encoding', encoding);
      expect(hit.headers['x-cache']).toBe('HIT');
      expect(hit.headers['content-encoding']).toBe(encoding);
      expect(hit.text).toBe(first.text);
      expect(hit.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
      for (const name of ['x-content-type-options', 'x-frame-options', 'referrer-policy', 'permissions-policy']) {
        expect(hit.headers[name]).toBe(first.headers[name]);
      }
      // The same policy, with a nonce of its own.
      const nonceOf = (policy: string) => /'nonce-([^']+)'/.exec(policy)![1];
      const policyOf = (policy: string) => policy.replace(nonceOf(policy), 'N');
      expect(policyOf(hit.headers['content-security-policy'])).toBe(policyOf(first.headers['content-security-policy']));
      expect(nonceOf(hit.headers['content-security-policy'])).not.toBe(nonceOf(first.headers['content-security-policy']));
      expect(hit.headers.vary).toMatch(/accept-encoding/i);
    }
  });

  it('refuses a GET query without a preflight header, as Apollo does, from the cache too', async () => {
    const query = '{ founders { name } }';
    await gqlGet(query).expect(200);
    const plain = await t.http().get('/graphql').query({ query });
    expect(plain.status).toBe(400);
    expect(plain.headers['x-cache']).toBe('BYPASS');
  });

  it('never keeps a mutation', async () => {
    const send = () =>
      gqlPost('mutation($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { id } }', {
        input: { name: 'Visitor', email: 'visitor@example.com', message: 'Hello there, twice' },
      });
    const [first, second] = [await send(), await send()];
    expect(second.headers['x-cache']).not.toBe('HIT');
    expect(second.body.data.submitContactMessage.id).not.toBe(first.body.data.submitContactMessage.id);
  });

  it('never stores nor serves what an administrator sees', async () => {
    await insertBlogPost(t.db.dataSource, { title: 'Admin Only Draft', published: false });
    const asAdmin = async (read: () => ReturnType<typeof gqlPost>) => {
      const res = await read().set('authorization', `Bearer ${token}`);
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBe('BYPASS');
      expect(res.headers['cache-control']).toBe(PRIVATE_CACHE_CONTROL);
      return res;
    };

    // The same request, first by the admin, then anonymous: the admin's answer was not kept.
    const drafts = () => gqlPost('{ blogPosts(includeDrafts: true) { title } }');
    expect((await asAdmin(drafts)).text).toContain('Admin Only Draft');
    const anonymousDrafts = await drafts();
    expect(anonymousDrafts.text).not.toContain('Admin Only Draft');
    expect(anonymousDrafts.headers['x-cache']).toBe('MISS');

    for (const read of [
      () => gqlPost('{ contactMessages { name message } }'),
      () => gqlPost('{ adminProfile { admin { username } } }'),
      () => gqlGet('{ contactMessages { name message } }'),
    ]) {
      expect((await asAdmin(read)).text).not.toContain('UNAUTHENTICATED');
      const anonymous = await read();
      expect(anonymous.text).toContain('UNAUTHENTICATED');
      expect((await read()).headers['x-cache']).not.toBe('HIT');
    }
    for (const path of ['/api/contact', '/api/admin/profile', '/api/admin/activity']) {
      expect((await asAdmin(() => rest(path))).status).toBe(200);
      const anonymous = await rest(path);
      expect(anonymous.status).toBe(401);
      expect(anonymous.headers['x-cache']).toBe('MISS');
    }

    // Anonymous first, then the admin: the admin is never answered from the cache.
    await expectCached([() => rest('/api/blog')]);
    expect((await asAdmin(() => rest('/api/blog?includeDrafts=true'))).headers['x-cache']).toBe('BYPASS');
    expect((await asAdmin(() => rest('/api/blog'))).headers['x-cache']).toBe('BYPASS');
  });
});

describe('X-Cache (issue 27)', () => {
  it('is not sent unless CACHE_STATUS_HEADER asks for it, though the cache still answers (ETag, 304)', async () => {
    const t = await startTestApp({ cacheStatusHeader: false });
    try {
      await insertFounder(t.db.dataSource, {});
      const get = `/graphql?query=${encodeURIComponent('{ founders { name } }')}`;
      for (const read of [
        () => t.http().get('/api/founders'),
        () => t.http().get(get).set('apollo-require-preflight', 'true'),
        () => t.http().post('/graphql').send({ query: '{ founders { name } }' }),
      ]) {
        const first = await read();
        const second = await read();
        expect(second.status).toBe(200);
        expect(first.headers['x-cache']).toBeUndefined();
        expect(second.headers['x-cache']).toBeUndefined();
        expect(second.text).toBe(first.text);
      }
      const etag = (await t.http().get('/api/founders')).headers.etag as string;
      const current = await t.http().get('/api/founders').set('if-none-match', etag);
      expect(current.status).toBe(304);
      expect(current.headers['x-cache']).toBeUndefined();
    } finally {
      await t.close();
    }
  });
});
