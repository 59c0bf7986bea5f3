import { SEARCH_QUERY_MAX, SEARCH_QUERY_MESSAGE } from '@field-rules';
import { countStatements } from '../../test/statement-counter';
import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { BlogPost } from '../blog-post/blog-post.entity';
import { insertBlogPost } from '../blog-post/blog-post.factory';
import { insertProduct } from '../product/product.factory';
import { Project } from '../project/project.entity';
import { buildProject } from '../project/project.factory';
import { buildService, insertServiceCategory } from '../service-category/service-category.factory';
import { insertTeamMember } from '../team-member/team-member.factory';
import { buildSearchIndexIfEmpty } from './search-indexer';

const SEARCH = `query ($query: String!, $skip: Int, $take: Int) {
  search(query: $query, skip: $skip, take: $take) { query total hits { type id title path snippet { text highlighted } } }
}`;
const UPDATE_PRODUCT = 'mutation ($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }';
const UPDATE_POST = 'mutation ($id: ID!, $input: UpdateBlogPostInput!) { updateBlogPost(id: $id, input: $input) { id } }';
const DELETE_PRODUCT = 'mutation ($id: ID!) { deleteProduct(id: $id) { id } }';
const RESTORE = 'mutation ($type: String!, $id: ID!) { restoreFromTrash(recordType: $type, id: $id) { recordId } }';
const PURGE = 'mutation ($type: String!, $id: ID!) { deleteFromTrash(recordType: $type, id: $id) { recordId } }';

interface Hit {
  type: string;
  id: string;
  title: string;
  path: string;
  snippet: Array<{ text: string; highlighted: boolean }>;
}
interface Results {
  query: string;
  total: number;
  hits: Hit[];
}

/**
 * Site search (issue 31, docs/decisions/066-site-search.md) through both doors: what visitors can see is found, with
 * the matched words marked and typos forgiven; drafts, scheduled posts and trashed records are not; every write path
 * is followed by the index through the change events, and one search is the same statements at any size.
 */
describe('site search (both doors)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });

  afterAll(async () => {
    await t?.close();
  });

  async function search(query: string, page: { skip?: number; take?: number } = {}): Promise<Results> {
    const res = await t.gql<{ search: Results }>(SEARCH, { query, ...page });
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.search;
  }
  const paths = async (query: string) => (await search(query)).hits.map((hit) => hit.path);

  it('finds a product by a word of its text on both doors, with the word marked in the snippet, and lands on its page', async () => {
    const product = await insertProduct(t.db.dataSource, {
      slug: 'insight-board',
      name: 'Insight Board',
      shortDescription: 'Dashboards for operations teams.',
      fullDescription: '<p>Real-time <strong>analytics</strong> for every warehouse &amp; store.</p>',
    });
    const found = await search('analytics');
    const hit = found.hits.find((entry) => entry.id === product.id)!;
    expect(hit).toMatchObject({ type: 'PRODUCT', title: 'Insight Board', path: '/products/insight-board' });
    expect(hit.snippet.filter((part) => part.highlighted).map((part) => part.text)).toEqual(['analytics']);
    expect(hit.snippet.map((part) => part.text).join('')).toContain('warehouse & store');

    const rest = await t.http().get('/api/search').query({ q: 'analytics' });
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({ query: 'analytics', total: found.total });
    expect(rest.body.hits.find((entry: Hit) => entry.id === product.id)).toMatchObject({ ...hit, _id: product.id });
  });

  it('ranks a title match above a body match, forgives a typo in a title, and reads quotes, or and -word', async () => {
    await insertProduct(t.db.dataSource, { slug: 'ledger-one', name: 'Ledger One', fullDescription: '<p>Bookkeeping</p>' });
    await insertProduct(t.db.dataSource, {
      slug: 'cash-flow',
      name: 'Cash Flow',
      fullDescription: '<p>Reads every ledger of the month and balances it.</p>',
    });
    expect((await paths('ledger')).slice(0, 2)).toEqual(['/products/ledger-one', '/products/cash-flow']);
    await insertProduct(t.db.dataSource, { slug: 'fleet', name: 'Fleet Analytics', fullDescription: '<p>Trucks</p>' });
    expect(await paths('analitics')).toContain('/products/fleet');
    expect(await paths('anaytics')).toContain('/products/fleet');
    expect(await paths('"every ledger"')).toEqual(['/products/cash-flow']);
    expect(await paths('"ledger every"')).toEqual([]);
    expect(await paths('ledger -bookkeeping')).toEqual(['/products/cash-flow']);
    expect((await paths('bookkeeping or balances')).sort()).toEqual(['/products/cash-flow', '/products/ledger-one']);
  });

  it('never finds a draft or a post scheduled for later, and finds them once published and due', async () => {
    const draft = await insertBlogPost(t.db.dataSource, { slug: 'zeppelin-draft', title: 'Zeppelin notes', published: false });
    const later = new Date(Date.now() + 3_600_000);
    const scheduled = await insertBlogPost(t.db.dataSource, {
      slug: 'zeppelin-later',
      title: 'Zeppelin plans',
      publishAt: later,
    });
    expect(await search('zeppelin')).toMatchObject({ total: 0, hits: [] });
    expect(
      (
        await t
          .http()
          .get('/api/search?q=zeppelin')
          .set({ authorization: `Bearer ${token}` })
      ).body.total,
    ).toBe(0);

    await t.gql(UPDATE_POST, { id: draft.id, input: { published: true } }, token);
    await t.gql(UPDATE_POST, { id: scheduled.id, input: { publishAt: new Date(Date.now() - 1000).toISOString() } }, token);
    expect((await paths('zeppelin')).sort()).toEqual(['/blog/zeppelin-draft', '/blog/zeppelin-later']);
  });

  it('follows edits, the trash, a restore and a delete for good', async () => {
    const product = await insertProduct(t.db.dataSource, { slug: 'quokka', name: 'Quokka Planner' });
    expect(await paths('quokka')).toEqual(['/products/quokka']);
    await t.gql(UPDATE_PRODUCT, { id: product.id, input: { name: 'Wombat Planner', slug: 'wombat' } }, token);
    expect(await paths('quokka')).toEqual([]);
    expect(await paths('wombat')).toEqual(['/products/wombat']);

    await t.gql(DELETE_PRODUCT, { id: product.id }, token);
    expect(await paths('wombat')).toEqual([]);
    await t.gql(RESTORE, { type: 'Product', id: product.id }, token);
    expect(await paths('wombat')).toEqual(['/products/wombat']);
    await t.gql(DELETE_PRODUCT, { id: product.id }, token);
    await t.gql(PURGE, { type: 'Product', id: product.id }, token);
    expect(await paths('wombat')).toEqual([]);
  });

  it('finds services at their category on the services page, team members on the about page, projects on the work page', async () => {
    const category = await insertServiceCategory(t.db.dataSource, {
      category: 'Machine Learning',
      services: [buildService({ title: 'Forecasting', description: 'Demand forecasts from your sales history.' })],
    });
    const member = await insertTeamMember(t.db.dataSource, { name: 'Hira Qureshi', role: 'Forecasting lead' });
    await t.db.dataSource
      .getRepository(Project)
      .save(buildProject({ title: 'Retail forecasting', description: 'For a grocer.' }));
    const hits = (await search('forecasting')).hits;
    expect(hits.map(({ type, path }) => ({ type, path }))).toEqual(
      expect.arrayContaining([
        { type: 'SERVICE', path: `/services#service-category-${category.id}` },
        { type: 'TEAM_MEMBER', path: '/about#team' },
        { type: 'PROJECT', path: '/work' },
      ]),
    );
    expect(hits.find((hit) => hit.type === 'TEAM_MEMBER')!.id).toBe(member.id);
  });

  it('sends the words of a record as text, never as markup', async () => {
    await insertBlogPost(t.db.dataSource, {
      slug: 'markup-words',
      title: 'Escaping notes',
      content:
        '<p>Keep x &lt; y &amp;&amp; y &gt; z, and never trust &lt;script&gt;alert(1)&lt;/script&gt; in a narwhal field.</p>',
    });
    const [hit] = (await search('narwhal')).hits;
    const text = hit.snippet.map((part) => part.text).join('');
    // The record's words are text (the client shows them as such); what reads like a tag is left out of snippets.
    expect(text).toContain('x < y && y > z');
    expect(text).not.toContain('<script');
    expect(hit.snippet.filter((part) => part.highlighted)).toEqual([{ text: 'narwhal', highlighted: true }]);
  });

  it('refuses a search longer than the limit with the message on both doors, and answers nothing for an empty one', async () => {
    const long = 'a'.repeat(SEARCH_QUERY_MAX + 1);
    const error = errorOf(await t.gql(SEARCH, { query: long }));
    expect(error).toMatchObject({ code: 'BAD_USER_INPUT', message: SEARCH_QUERY_MESSAGE });
    const rest = await t.http().get('/api/search').query({ q: long });
    expect(rest.status).toBe(400);
    expect(JSON.stringify(rest.body)).toContain(SEARCH_QUERY_MESSAGE);
    expect(await search('   ')).toEqual({ query: '', total: 0, hits: [] });
    expect((await t.http().get('/api/search')).body).toEqual({ query: '', total: 0, hits: [] });
  });

  it('pages the results and counts them all', async () => {
    for (let n = 0; n < 5; n += 1) await insertBlogPost(t.db.dataSource, { slug: `paging-${n}`, title: `Pangolin ${n}` });
    const first = await search('pangolin', { take: 2 });
    const rest = await search('pangolin', { skip: 2, take: 10 });
    expect(first.total).toBe(5);
    expect(first.hits).toHaveLength(2);
    expect(rest.hits).toHaveLength(3);
    expect(new Set([...first.hits, ...rest.hits].map((hit) => hit.id)).size).toBe(5);
  });

  it('sends the same statements for one search with 10 posts as with 60 more', async () => {
    const counter = countStatements(t.db.dataSource);
    try {
      const statementsOf = async () => {
        counter.reset();
        await search('lemur');
        return counter.statements.length;
      };
      for (let n = 0; n < 10; n += 1) await insertBlogPost(t.db.dataSource, { slug: `lemur-${n}`, title: `Lemur ${n}` });
      const few = await statementsOf();
      for (let n = 10; n < 70; n += 1) await insertBlogPost(t.db.dataSource, { slug: `lemur-${n}`, title: `Lemur ${n}` });
      const many = await statementsOf();
      expect((await search('lemur')).total).toBe(70);
      expect(few).toBeGreaterThan(0);
      expect(many).toBe(few);
    } finally {
      counter.stop();
    }
  });

  it('builds an empty index from the content there is (the first start after the migration)', async () => {
    await insertBlogPost(t.db.dataSource, { slug: 'okapi', title: 'Okapi field guide' });
    await t.db.dataSource.query('DELETE FROM "search_document"');
    expect(await paths('okapi')).toEqual([]);
    expect(await buildSearchIndexIfEmpty(t.db.dataSource)).toBe(true);
    expect(await paths('okapi')).toEqual(['/blog/okapi']);
    expect(await buildSearchIndexIfEmpty(t.db.dataSource)).toBe(false);
    // Posts written around every service (no code of the indexer's own names these paths), one and two at a time.
    const manager = t.db.dataSource.manager;
    const post = (slug: string) =>
      manager.create(BlogPost, {
        slug,
        title: `Okapi ${slug}`,
        excerpt: 'E',
        content: '<p>x</p>',
        author: 'A',
        tags: [],
        published: true,
      });
    await manager.save(post('okapi-2'));
    await manager.insert(BlogPost, [post('okapi-3'), post('okapi-4')]);
    expect((await paths('okapi')).sort()).toEqual(['/blog/okapi', '/blog/okapi-2', '/blog/okapi-3', '/blog/okapi-4']);
  });
});
