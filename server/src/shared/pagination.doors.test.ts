import type { DataSource } from 'typeorm';
import { ASSUMED_LIST_SIZE } from '../graphql/query-limits';
import { DEFAULT_ACTIVITY_PAGE_SIZE } from '../modules/activity-log/activity-log.service';
import { BlogPost } from '../modules/blog-post/blog-post.entity';
import { buildBlogPost, insertBlogPost } from '../modules/blog-post/blog-post.factory';
import { Partner } from '../modules/partner/partner.entity';
import { buildPartner } from '../modules/partner/partner.factory';
import { errorOf, startTestApp, type TestApp } from '../test/test-app';
import { DEFAULT_PAGE_SIZE, MAX_PAGE_SIZE, pageOptions } from './pagination';

const TAKE_MESSAGE = `take must be a whole number from 1 to ${MAX_PAGE_SIZE}`;

describe('pageOptions', () => {
  it('limits every list: the default page when no take is given, the given one otherwise', () => {
    expect(DEFAULT_PAGE_SIZE).toBe(100);
    expect(pageOptions()).toEqual({ skip: undefined, take: DEFAULT_PAGE_SIZE });
    expect(pageOptions({ skip: null, take: null })).toEqual({ skip: undefined, take: DEFAULT_PAGE_SIZE });
    expect(pageOptions({ skip: 9, take: 9 })).toEqual({ skip: 9, take: 9 });
    expect(pageOptions({}, 50)).toEqual({ skip: undefined, take: 50 });
    expect(pageOptions({ take: MAX_PAGE_SIZE })).toEqual({ skip: undefined, take: MAX_PAGE_SIZE });
  });

  it('refuses a page size outside 1..100 and a negative or fractional offset, naming the field', () => {
    for (const take of [0, -1, MAX_PAGE_SIZE + 1, 1.5, Number.NaN]) {
      expect(() => pageOptions({ take })).toThrow(expect.objectContaining({ fields: { take: TAKE_MESSAGE } }));
    }
    for (const skip of [-1, 0.5, Number.NaN, 1e308]) {
      expect(() => pageOptions({ skip })).toThrow(expect.objectContaining({ fields: { skip: expect.any(String) } }));
    }
  });

  it('agrees with the GraphQL cost: a list without take is counted at no less than the largest page it can answer', () => {
    expect(ASSUMED_LIST_SIZE).toBeGreaterThanOrEqual(DEFAULT_PAGE_SIZE);
    expect(ASSUMED_LIST_SIZE).toBeGreaterThanOrEqual(MAX_PAGE_SIZE);
    expect(ASSUMED_LIST_SIZE).toBeGreaterThanOrEqual(DEFAULT_ACTIVITY_PAGE_SIZE);
  });
});

async function insertMany<T extends object>(dataSource: DataSource, entity: new () => T, rows: object[]): Promise<void> {
  await dataSource.getRepository(entity).insert(rows as never);
}

describe('the page cap through both doors', () => {
  let t: TestApp;
  let token: string;
  const total = DEFAULT_PAGE_SIZE + 5;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
    await insertMany(
      t.db.dataSource,
      Partner,
      Array.from({ length: total }, () => buildPartner()),
    );
    await insertMany(
      t.db.dataSource,
      BlogPost,
      Array.from({ length: total }, () => buildBlogPost()),
    );
    await insertBlogPost(t.db.dataSource, { published: false });
  });
  afterAll(() => t.close());

  it(`answers the newest ${DEFAULT_PAGE_SIZE} of ${total} records to a list without take, GraphQL and REST alike`, async () => {
    const graphql = (await t.gql('{ partners { id } }')).body.data!.partners as Array<{ id: string }>;
    const rest = (await t.http().get('/api/partners')).body as Array<{ id: string }>;
    expect(graphql).toHaveLength(DEFAULT_PAGE_SIZE);
    expect(rest.map((row) => row.id)).toEqual(graphql.map((row) => row.id));
  });

  it('reaches the records past the first page with skip, through both doors', async () => {
    const rest = await t.http().get('/api/partners').query({ skip: DEFAULT_PAGE_SIZE });
    expect(rest.status).toBe(200);
    expect(rest.body).toHaveLength(total - DEFAULT_PAGE_SIZE);
    const graphql = await t.gql('query ($skip: Int) { partners(skip: $skip) { id } }', { skip: DEFAULT_PAGE_SIZE });
    expect(graphql.body.data!.partners).toHaveLength(total - DEFAULT_PAGE_SIZE);
    const beyond = await t.http().get('/api/partners').query({ skip: 10_000 });
    expect(beyond.body).toEqual([]);
  });

  it('caps the admin lists the same way (the blog with drafts)', async () => {
    const graphql = await t.gql('{ blogPosts(includeDrafts: true) { id } }', {}, token);
    expect(graphql.body.data!.blogPosts).toHaveLength(DEFAULT_PAGE_SIZE);
    const rest = await t.http().get('/api/blog').set('authorization', `Bearer ${token}`).query({ skip: DEFAULT_PAGE_SIZE });
    expect(rest.body).toHaveLength(total + 1 - DEFAULT_PAGE_SIZE);
  });

  it('refuses an offset past the largest safe integer over REST with a 400, not a database error', async () => {
    const res = await t.http().get('/api/partners').query({ skip: '1e+308' });
    expect(res.status).toBe(400);
    expect(res.body.message).toContain('skip');
  });

  it('refuses a page larger than the cap with the field named: GraphQL BAD_USER_INPUT, REST 400', async () => {
    for (const field of ['partners', 'founders', 'teamMembers', 'serviceCategories', 'projects', 'products', 'blogPosts']) {
      const res = await t.gql(`{ ${field}(take: ${MAX_PAGE_SIZE + 1}) { id } }`);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { take: TAKE_MESSAGE } });
    }
    for (const path of ['/partners', '/founders', '/team', '/services', '/projects', '/products', '/blog']) {
      const res = await t
        .http()
        .get(`/api${path}`)
        .query({ take: MAX_PAGE_SIZE + 1 });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: TAKE_MESSAGE, errors: { take: TAKE_MESSAGE } });
    }
    const contact = await t.http().get('/api/contact').set('authorization', `Bearer ${token}`).query({ take: 'lots' });
    expect(contact.status).toBe(400);
    expect(contact.body.errors).toEqual({ take: TAKE_MESSAGE });
  });

  it(`answers a page of exactly ${MAX_PAGE_SIZE} when asked for one`, async () => {
    const res = await t.http().get('/api/partners').query({ take: MAX_PAGE_SIZE, skip: 1 });
    expect(res.status).toBe(200);
    expect(res.body).toHaveLength(MAX_PAGE_SIZE);
  });
});
