import { print } from 'graphql';
import type { DataSource, ObjectLiteral } from 'typeorm';
import { BlogPost } from '../modules/blog-post/blog-post.entity';
import { buildBlogPost } from '../modules/blog-post/blog-post.factory';
import { ContactMessage } from '../modules/contact-message/contact-message.entity';
import { buildContactMessage } from '../modules/contact-message/contact-message.factory';
import { Founder } from '../modules/founder/founder.entity';
import { buildFounder } from '../modules/founder/founder.factory';
import { Partner } from '../modules/partner/partner.entity';
import { buildPartner } from '../modules/partner/partner.factory';
import { Product } from '../modules/product/product.entity';
import { buildProduct } from '../modules/product/product.factory';
import { Project } from '../modules/project/project.entity';
import { buildProject } from '../modules/project/project.factory';
import { ServiceCategory } from '../modules/service-category/service-category.entity';
import { buildService, buildServiceCategory } from '../modules/service-category/service-category.factory';
import { ServiceOffering } from '../modules/service-category/service-offering.entity';
import { TeamMember } from '../modules/team-member/team-member.entity';
import { buildTeamMember } from '../modules/team-member/team-member.factory';
import { loadClientOperations } from '../test/client-operations';
import { countStatements, holdSessionTouches, type StatementCounter } from '../test/statement-counter';
import { startTestApp, type TestApp } from '../test/test-app';
import { DEFAULT_PAGE_SIZE } from './pagination';

const SMALL = 10;
const LARGE = 1000;
/** Every category carries this many services, so a services-per-category query would show. */
const SERVICES_PER_CATEGORY = 3;
/** A page as the public grids ask for one (the client's first page and its 'Load more'). */
const PAGE = 9;

/** What one request answered and which statements it cost. */
interface Measure {
  statements: string[];
  /** The records of the list (and, for service categories, the services of each). */
  length: number;
  nested?: number[];
}

interface ListRequest {
  name: string;
  admin?: boolean;
  /** Records expected at `rows` rows per table. */
  expected: (rows: number) => number;
  run: (t: TestApp, token: string) => Promise<{ list: unknown[] }>;
}

const unpaged = (rows: number) => Math.min(rows, DEFAULT_PAGE_SIZE);
const secondPage = (rows: number) => Math.max(0, Math.min(rows - PAGE, PAGE));

const clientOperations = new Map(loadClientOperations().map((operation) => [operation.name, operation]));

/** A client operation (client/src/features/*\/*.graphql) as the client sends it, through /graphql. */
function operation(name: string, field: string, variables: object = {}, expected = unpaged, admin = false): ListRequest {
  const found = clientOperations.get(name);
  if (!found) throw new Error(`No client operation ${name}`);
  const query = print(found.document);
  const label = `GraphQL ${name}${Object.keys(variables).length ? ` ${JSON.stringify(variables)}` : ''}`;
  return {
    name: label,
    admin,
    expected,
    async run(t, token) {
      const res = await t.gql(query, variables, admin ? token : undefined);
      if (res.status !== 200 || res.body.errors) throw new Error(`${label}: ${JSON.stringify(res.body)}`);
      return { list: res.body.data![field] };
    },
  };
}

function rest(path: string, expected = unpaged, admin = false): ListRequest {
  return {
    name: `REST GET /api${path}${admin ? ' (admin)' : ''}`,
    admin,
    expected,
    async run(t, token) {
      const req = t.http().get(`/api${path}`);
      if (admin) req.set('authorization', `Bearer ${token}`);
      const res = await req;
      if (res.status !== 200) throw new Error(`GET /api${path}: ${res.status} ${JSON.stringify(res.body)}`);
      return { list: res.body };
    },
  };
}

const REQUESTS: ListRequest[] = [
  // The public site's lists, exactly as its pages ask for them.
  operation('PublicFounders', 'founders'),
  operation('PublicTeamMembers', 'teamMembers'),
  operation('PublicServiceCategories', 'serviceCategories'),
  operation('PublicProjects', 'projects', {}, (rows) => Math.min(rows, PAGE)),
  operation('PublicProjects', 'projects', { skip: PAGE }, secondPage),
  operation('PublicProducts', 'products', {}, (rows) => Math.min(rows, 6)),
  operation('PublicProducts', 'products', { skip: 6 }, (rows) => Math.max(0, Math.min(rows - 6, 6))),
  operation('PublicBlogPosts', 'blogPosts', {}, (rows) => Math.min(rows, PAGE)),
  operation('PublicBlogPosts', 'blogPosts', { skip: PAGE }, secondPage),
  // Every list of the schema without a page (the default page) through /graphql.
  ...[
    ['founders', '{ founders { id name image } }'],
    ['teamMembers', '{ teamMembers { id name image } }'],
    ['serviceCategories', '{ serviceCategories { id category services { id title } } }'],
    ['projects', '{ projects { id title screenshots } }'],
    ['products', '{ products { id name screenshots } }'],
    ['blogPosts', '{ blogPosts { id title } }'],
    ['partners', '{ partners { id name logo } }'],
  ].map(([field, query]): ListRequest => ({
    name: `GraphQL ${query}`,
    expected: unpaged,
    async run(t) {
      const res = await t.gql(query);
      if (res.status !== 200 || res.body.errors) throw new Error(`${query}: ${JSON.stringify(res.body)}`);
      return { list: res.body.data![field] };
    },
  })),
  // The same lists through the REST door.
  rest('/founders'),
  rest('/team'),
  rest('/services'),
  rest('/projects'),
  rest('/products'),
  rest(`/products?skip=${PAGE}&take=${PAGE}`, secondPage),
  rest('/blog'),
  rest(`/blog?take=${PAGE}`, (rows) => Math.min(rows, PAGE)),
  rest('/partners'),
  // The admin's grids (signed in: the session check is a constant part of every request).
  operation('AdminProjects', 'projects', {}, unpaged, true),
  operation('AdminProducts', 'products', {}, unpaged, true),
  operation('AdminBlogPosts', 'blogPosts', {}, (rows) => Math.min(2 * rows, DEFAULT_PAGE_SIZE), true),
  operation('AdminServiceCategories', 'serviceCategories', {}, unpaged, true),
  operation('AdminContactMessages', 'contactMessages', {}, unpaged, true),
  rest('/blog', (rows) => Math.min(2 * rows, DEFAULT_PAGE_SIZE), true),
  rest('/contact', unpaged, true),
];

/** Inserts in batches (one statement each), so 1,000 rows take a moment, not a minute. */
async function insertAll<E extends ObjectLiteral>(dataSource: DataSource, entity: new () => E, rows: object[]): Promise<E[]> {
  const repo = dataSource.getRepository(entity);
  const saved: E[] = [];
  for (let from = 0; from < rows.length; from += 200) {
    const batch = rows.slice(from, from + 200).map((row) => repo.create(row as E));
    await repo.insert(batch as never);
    saved.push(...batch);
  }
  return saved;
}

/** Adds `count` rows to every table behind a list (blog: as many drafts as published posts). */
async function grow(dataSource: DataSource, count: number): Promise<void> {
  const times = <T>(make: (index: number) => T) => Array.from({ length: count }, (_, index) => make(index));
  await insertAll(
    dataSource,
    Founder,
    times(() => buildFounder()),
  );
  await insertAll(
    dataSource,
    TeamMember,
    times(() => buildTeamMember()),
  );
  await insertAll(
    dataSource,
    Partner,
    times(() => buildPartner()),
  );
  await insertAll(
    dataSource,
    Project,
    times(() => buildProject({ screenshots: ['/uploads/projects/a.png', '/uploads/projects/b.png'] })),
  );
  await insertAll(
    dataSource,
    Product,
    times(() => buildProduct({ screenshots: ['/uploads/products/a.png', '/uploads/products/b.png'] })),
  );
  await insertAll(dataSource, BlogPost, [...times(() => buildBlogPost()), ...times(() => buildBlogPost({ published: false }))]);
  await insertAll(
    dataSource,
    ContactMessage,
    times(() => buildContactMessage()),
  );
  // The categories first, then their services in one batch (a cascading save would insert row by row).
  const categories = await insertAll(
    dataSource,
    ServiceCategory,
    times(() => {
      const { services: _services, ...category } = buildServiceCategory();
      return category;
    }),
  );
  await insertAll(
    dataSource,
    ServiceOffering,
    categories.flatMap((saved) =>
      Array.from({ length: SERVICES_PER_CATEGORY }, (_, position) => ({ ...buildService(), position, categoryId: saved.id })),
    ),
  );
}

describe('SQL statements per list request as the tables grow', () => {
  let t: TestApp;
  let token: string;
  let counter: StatementCounter;
  const measured: Array<Record<string, Measure>> = [];

  async function measureAll(): Promise<Record<string, Measure>> {
    await holdSessionTouches(t.db.dataSource);
    const result: Record<string, Measure> = {};
    for (const request of REQUESTS) {
      counter.reset();
      const { list } = await request.run(t, token);
      result[request.name] = {
        statements: [...counter.statements],
        length: list.length,
        nested: list.some((item) => Array.isArray((item as { services?: unknown }).services))
          ? list.map((item) => (item as { services: unknown[] }).services.length)
          : undefined,
      };
    }
    return result;
  }

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
    counter = countStatements(t.db.dataSource);
    await grow(t.db.dataSource, SMALL);
    measured.push(await measureAll());
    await grow(t.db.dataSource, LARGE - SMALL);
    measured.push(await measureAll());
  }, 180_000);
  afterAll(async () => {
    counter.stop();
    await t.close();
  });

  it('counts every statement the app sends, raw or through a repository', async () => {
    counter.reset();
    await t.db.dataSource.query('SELECT 1');
    await t.db.dataSource.getRepository(Founder).count();
    expect(counter.statements).toHaveLength(2);
  });

  it.each(REQUESTS.map((request) => [request.name, request] as const))(
    '%s: the same statements at 10 and at 1,000 rows, and a capped answer',
    (_name, request) => {
      const [small, large] = measured.map((byName) => byName[request.name]);
      expect(small.length).toBe(request.expected(SMALL));
      expect(large.length).toBe(request.expected(LARGE));
      expect(small.statements.length).toBeGreaterThan(0);
      // Counts, not the SQL: a failure names the numbers (the statements are in `measured`).
      expect(large.statements.length).toBe(small.statements.length);
      // A handful at most: reading a list must never cost a statement per record.
      expect(large.statements.length).toBeLessThanOrEqual(4);
      if (small.nested) {
        for (const { nested } of [small, large]) expect(new Set(nested)).toEqual(new Set([SERVICES_PER_CATEGORY]));
      }
    },
  );
});
