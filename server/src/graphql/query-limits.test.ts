import { createHash } from 'node:crypto';
import { getIntrospectionQuery, print } from 'graphql';
import { loadClientOperations, sampleVariables } from '../test/client-operations';
import { startTestApp, type GraphQLResponse, type TestApp } from '../test/test-app';
import { buildAppSchema } from './build-schema';
import { INTROSPECTION_REFUSED, measureOperation, QUERY_LIMITS, type QueryFigures } from './query-limits';

/** The request that froze the process: thousands of aliases of a list field. */
const ALIAS_FLOOD = `{ ${Array.from({ length: 5000 }, (_, i) => `a${i}: products { id name }`).join(' ')} }`;

/** Each serviceCategories costs 1 + page × (1 + 100 services × 7 fields), so three unpaged ones cost 210,303. */
const COSTLY = `query Costly($take: Int) {
  a: serviceCategories(take: $take) { services { ...Everything } }
  b: serviceCategories(take: $take) { services { ...Everything } }
  c: serviceCategories(take: $take) { services { ...Everything } }
}
fragment Everything on Service { id title description icon features createdAt updatedAt }`;

/**
 * Nine levels through introspection's own types: the site's schema is only three deep. Through
 * ofType rather than fields, which graphql-js's own introspection depth rule would stop first.
 */
const DEEP = '{ __type(name: "Query") { fields { type { ofType { ofType { ofType { ofType { ofType { name } } } } } } } } }';

const SUGGESTIONS = 'Did you mean "products", "product", "projects", or "project"?';

const LIMIT_CODES = ['GRAPHQL_VALIDATION_FAILED', 'GRAPHQL_PARSE_FAILED'];

function expectRefused(res: GraphQLResponse, message: string | RegExp): void {
  expect(res.status).toBe(400);
  expect(res.body.data).toBeUndefined();
  expect(res.body.errors).toHaveLength(1);
  const [error] = res.body.errors!;
  expect(error.message).toEqual(typeof message === 'string' ? message : expect.stringMatching(message));
  expect(LIMIT_CODES).toContain(error.extensions?.code);
  expect(error.extensions).not.toHaveProperty('stacktrace');
  expect(error.extensions).not.toHaveProperty('http');
}

describe('GraphQL query limits', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  it('refuses the 5,000-alias request at the token limit, before it costs anything', async () => {
    const started = performance.now();
    const res = await t.gql(ALIAS_FLOOD);
    const elapsed = performance.now() - started;

    expectRefused(res, `Query has more than ${QUERY_LIMITS.tokens} tokens; the limit is ${QUERY_LIMITS.tokens}.`);
    expect(res.body.errors![0].extensions?.code).toBe('GRAPHQL_PARSE_FAILED');
    // Unprotected it took 10 s of CPU; the bench holds it to 50 ms on a quiet machine.
    expect(elapsed).toBeLessThan(1000);
  });

  it('refuses more aliases than the limit, signed in or not', async () => {
    const query = `{ ${Array.from({ length: QUERY_LIMITS.aliases + 1 }, (_, i) => `a${i}: products(take: 1) { id }`).join(' ')} }`;

    expectRefused(await t.gql(query), `Query has ${QUERY_LIMITS.aliases + 1} aliases; the limit is ${QUERY_LIMITS.aliases}.`);
    expectRefused(
      await t.gql(query, {}, token),
      `Query has ${QUERY_LIMITS.aliases + 1} aliases; the limit is ${QUERY_LIMITS.aliases}.`,
    );
  });

  it('accepts as many aliases as the limit', async () => {
    const query = `{ ${Array.from({ length: QUERY_LIMITS.aliases }, (_, i) => `a${i}: products(take: 1) { id }`).join(' ')} }`;

    const res = await t.gql(query);

    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it('refuses a query nested deeper than the limit', async () => {
    expectRefused(await t.gql(DEEP), `Query has depth 9; the limit is ${QUERY_LIMITS.depth}.`);
  });

  it('refuses more directives than the limit', async () => {
    const query = `{ products { ${Array.from({ length: QUERY_LIMITS.directives + 1 }, () => 'id @include(if: true)').join(' ')} } }`;

    expectRefused(
      await t.gql(query),
      `Query has ${QUERY_LIMITS.directives + 1} directives; the limit is ${QUERY_LIMITS.directives}.`,
    );
  });

  it('refuses more tokens than the limit', async () => {
    const query = `{ products { ${'id '.repeat(QUERY_LIMITS.tokens)} } }`;

    expectRefused(await t.gql(query), `Query has more than ${QUERY_LIMITS.tokens} tokens; the limit is ${QUERY_LIMITS.tokens}.`);
  });

  it('refuses a query whose lists multiply past the cost limit, counting unpaged lists at 100', async () => {
    expectRefused(
      await t.gql(COSTLY, {}, token),
      'Query costs 210,303; the limit is 200,000. A list costs its fields times its page size (take, or 100 without it).',
    );
  });

  it('prices a list by the take it is given, also through variables', async () => {
    const res = await t.gql(COSTLY, { take: 50 });

    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it('still lets the services judge a take out of range', async () => {
    const res = await t.gql('{ products(take: 100000) { id } }');

    expect(res.body.errors?.[0].extensions?.code).toBe('BAD_USER_INPUT');
    expect(res.body.errors?.[0].message).toBe('take must be a whole number from 1 to 100');
  });

  it('refuses fragments that spread into each other until the query is too large to measure', async () => {
    const levels = 16;
    const fragments = Array.from(
      { length: levels },
      (_, i) => `fragment F${i} on Product { ${i + 1 < levels ? `...F${i + 1} ...F${i + 1}` : 'id'} }`,
    ).join(' ');

    expectRefused(
      await t.gql(`{ products(take: 1) { ...F0 } } ${fragments}`),
      /^Query costs too much to measure; the limit is 200,000\./,
    );
  });

  it('keeps field suggestions outside production', async () => {
    const res = await t.gql('{ prodcts { id } }');

    expect(res.body.errors?.[0].message).toBe(`Cannot query field "prodcts" on type "Query". ${SUGGESTIONS}`);
  });

  it('allows introspection in test runs', async () => {
    const res = await t.gql('{ __schema { queryType { name } } }');

    expect(res.status).toBe(200);
    expect(res.body.data).toEqual({ __schema: { queryType: { name: 'Query' } } });
  });

  describe("the site's own operations (client/src/**/*.graphql)", () => {
    const schema = buildAppSchema();
    const operations = loadClientOperations().map((op) => ({ ...op, variables: sampleVariables(schema, op.operation) }));

    it('finds the public and admin operations', () => {
      const names = operations.map((op) => op.name);
      expect(names).toEqual(
        expect.arrayContaining(['PublicServiceCategories', 'AdminServiceCategories', 'AdminLogin', 'ProductPage']),
      );
      expect(operations.length).toBeGreaterThan(40);
    });

    it.each(operations.map((op) => [op.name, op] as const))('%s stays within half of every limit', (_name, op) => {
      const figures = measureOperation(schema, op.document, op.operation, op.variables);

      const tooClose = (Object.keys(QUERY_LIMITS) as Array<keyof QueryFigures>)
        .filter((key) => !(figures[key] <= QUERY_LIMITS[key] / 2))
        .map((key) => `${key} ${figures[key]} of ${QUERY_LIMITS[key]}`);
      expect(tooClose).toEqual([]);
    });

    it.each(operations.map((op) => [op.name, op] as const))('%s passes the limits on the real app', async (_name, op) => {
      // Mutations go anonymously, so none of them changes anything; queries go as the admin.
      const asAdmin = op.operation.operation === 'query' ? token : undefined;
      const res = await t.gql(print(op.document), op.variables, asAdmin);

      const codes = (res.body.errors ?? []).map((error) => error.extensions?.code);
      expect(codes.filter((code) => LIMIT_CODES.includes(String(code)))).toEqual([]);
      if (asAdmin && Object.keys(op.variables).length === 0) expect(res.body.errors).toBeUndefined();
    });
  });
});

describe('GraphQL introspection and suggestions in production', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    // Apollo reads NODE_ENV itself when it is created (its introspection default), as in a production process.
    const nodeEnv = process.env.NODE_ENV;
    process.env.NODE_ENV = 'production';
    try {
      t = await startTestApp({ nodeEnv: 'production' });
    } finally {
      process.env.NODE_ENV = nodeEnv;
    }
    token = await t.login();
  });
  afterAll(() => t.close());

  it('refuses introspection to anonymous callers', async () => {
    expectRefused(await t.gql('{ __schema { queryType { name } } }'), INTROSPECTION_REFUSED);
    expectRefused(await t.gql('{ __type(name: "Product") { fields { name } } }'), INTROSPECTION_REFUSED);
  });

  it('refuses introspection to a caller whose token is not valid', async () => {
    expectRefused(await t.gql('{ __schema { queryType { name } } }', {}, 'not-a-token'), INTROSPECTION_REFUSED);
  });

  it("answers GraphiQL's full introspection query for a signed-in administrator", async () => {
    const res = await t.gql(getIntrospectionQuery({ inputValueDeprecation: true }), {}, token);

    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.__schema.types.map((type: { name: string }) => type.name)).toContain('Product');
  });

  it('still answers __typename to everyone (Apollo Client asks for it on every object)', async () => {
    const res = await t.gql('{ products { __typename id } }');

    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
  });

  it('hides field suggestions from anonymous callers and shows them to the administrator', async () => {
    const anonymous = await t.gql('{ prodcts { id } }');
    const admin = await t.gql('{ prodcts { id } }', {}, token);

    expect(anonymous.status).toBe(400);
    expect(anonymous.body.errors?.[0].message).toMatch(/^Cannot query field "prodcts" on type "Query"\./);
    expect(anonymous.body.errors?.[0].message).not.toMatch(/Did you mean|"products?"|"projects?"/);
    expect(admin.body.errors?.[0].message).toContain(SUGGESTIONS);
  });

  it('applies the same limits to the administrator', async () => {
    expectRefused(await t.gql(COSTLY, {}, token), /^Query costs 210,303; the limit is 200,000\./);
  });
});

describe('GraphQL introspection in development', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp({ nodeEnv: 'development' });
  });
  afterAll(() => t.close());

  it('answers introspection without a token', async () => {
    const res = await t.gql(getIntrospectionQuery({ inputValueDeprecation: true }));

    expect(res.status).toBe(200);
    expect(res.body.errors).toBeUndefined();
    expect(res.body.data?.__schema.queryType.name).toBe('Query');
  });
});

describe('automatic persisted queries (issue 27)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const QUERY = '{ founders { name } }';
  const HASH = createHash('sha256').update(QUERY).digest('hex');
  const persisted = { persistedQuery: { version: 1, sha256Hash: HASH } };

  it.each([
    ['anonymous', false],
    ['an administrator', true],
  ])('lets no caller (%s) store a document; a hash alone is never run', async (_who, signedIn) => {
    const token = signedIn ? await t.login() : undefined;
    const send = (body: object) => {
      const req = t.http().post('/graphql').set('content-type', 'application/json');
      return (token ? req.set('authorization', `Bearer ${token}`) : req).send(body);
    };
    const register = await send({ query: QUERY, extensions: persisted });
    expect(register.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
    const byHash = await send({ extensions: persisted });
    expect(byHash.body.data).toBeUndefined();
    expect(byHash.body.errors?.[0]?.extensions?.code).toBe('PERSISTED_QUERY_NOT_SUPPORTED');
    // The document itself, sent as documents are, still runs.
    expect((await send({ query: QUERY })).body.data).toEqual({ founders: [] });
  });
});
