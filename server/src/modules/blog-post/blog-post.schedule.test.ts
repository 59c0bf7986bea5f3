import { currentRequestContext, runInRequestContext, type RequestContext } from '../../shared/request-context';
import { anonymousViewer } from '../../shared/viewer';
import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { insertBlogPost } from './blog-post.factory';

const LIST = 'query ($includeDrafts: Boolean) { blogPosts(includeDrafts: $includeDrafts, take: 100) { id slug publishAt } }';
const BY_ID = 'query ($id: ID!) { blogPost(id: $id) { id publishAt } }';
const BY_SLUG = 'query ($slug: String!) { blogPostBySlug(slug: $slug) { id publishAt } }';
const CREATE = 'mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { id slug published publishAt } }';
const UPDATE = 'mutation ($id: ID!, $input: UpdateBlogPostInput!) { updateBlogPost(id: $id, input: $input) { id publishAt } }';

const inSeconds = (seconds: number) => new Date(Date.now() + seconds * 1000);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** Scheduled publishing (docs/decisions/033): published and due is public; every public read path agrees. */
describe('blog post scheduling', () => {
  let t: TestApp;
  let token: string;
  let slugs = 0;
  const slug = () => `scheduled-${++slugs}-${Date.now()}`;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const publicIds = async () => ((await t.gql(LIST)).body.data!.blogPosts as Array<{ id: string }>).map((post) => post.id);

  it('keeps a post scheduled for later out of every public read, and shows it to the admin', async () => {
    const later = await insertBlogPost(t.db.dataSource, { slug: slug(), publishAt: inSeconds(3600) });
    const due = await insertBlogPost(t.db.dataSource, { slug: slug(), publishAt: inSeconds(-60) });

    const visible = await publicIds();
    expect(visible).toContain(due.id);
    expect(visible).not.toContain(later.id);
    expect(errorOf(await t.gql(BY_ID, { id: later.id })).code).toBe('NOT_FOUND');
    expect(errorOf(await t.gql(BY_SLUG, { slug: later.slug })).code).toBe('NOT_FOUND');

    const restList = await t.http().get('/api/blog?take=100');
    expect(restList.body.map((post: { _id: string }) => post._id)).not.toContain(later.id);
    expect((await t.http().get(`/api/blog/slug/${later.slug}`)).status).toBe(404);
    expect((await t.http().get(`/api/blog/${later.id}`)).status).toBe(404);

    const sitemap = (await t.http().get('/sitemap.xml')).text;
    expect(sitemap).toContain(`/blog/${due.slug}<`);
    expect(sitemap).not.toContain(later.slug);
    for (const feed of ['/blog/rss.xml', '/blog/atom.xml']) {
      const text = (await t.http().get(feed)).text;
      expect(text).toContain(due.slug);
      expect(text).not.toContain(later.slug);
    }

    // The admin sees it everywhere, with its time.
    const adminList = (await t.gql(LIST, { includeDrafts: true }, token)).body.data!.blogPosts as Array<{
      id: string;
      publishAt: string;
    }>;
    expect(adminList.find((post) => post.id === later.id)?.publishAt).toBe(later.publishAt!.toISOString());
    expect((await t.gql(BY_SLUG, { slug: later.slug }, token)).body.data!.blogPostBySlug.id).toBe(later.id);
    const adminRest = await t.http().get('/api/blog').set('authorization', `Bearer ${token}`);
    expect(adminRest.body.find((post: { _id: string }) => post._id === later.id).publishAt).toBe(later.publishAt!.toISOString());
  });

  it('makes a scheduled post public at its time, with no restart', async () => {
    const soon = await insertBlogPost(t.db.dataSource, { slug: slug(), publishAt: inSeconds(1.5) });
    expect(await publicIds()).not.toContain(soon.id);
    await sleep(2000);
    expect(await publicIds()).toContain(soon.id);
    expect((await t.gql(BY_SLUG, { slug: soon.slug })).body.data!.blogPostBySlug.id).toBe(soon.id);
  });

  it('never shows a draft, whatever its time', async () => {
    const draft = await insertBlogPost(t.db.dataSource, { slug: slug(), published: false, publishAt: inSeconds(-60) });
    expect(await publicIds()).not.toContain(draft.id);
  });

  it('tells the response cache when the next scheduled post goes live, on every public read', async () => {
    const first = inSeconds(600);
    await insertBlogPost(t.db.dataSource, { slug: slug(), publishAt: inSeconds(1200) });
    await insertBlogPost(t.db.dataSource, { slug: slug(), publishAt: first });
    // A draft's time is not a moment anything public changes.
    await insertBlogPost(t.db.dataSource, { slug: slug(), published: false, publishAt: inSeconds(300) });
    const posts = t.app.services.blogPosts;

    const expiryOf = async (work: () => Promise<unknown>, viewer = anonymousViewer()) => {
      const context: RequestContext = { viewer };
      await runInRequestContext(context, async () => {
        await work().catch(() => undefined);
        expect(currentRequestContext()).toBe(context);
      });
      return context.cacheExpiresAt;
    };
    const visitor = anonymousViewer();
    expect(await expiryOf(() => posts.list(visitor))).toEqual(first);
    expect(await expiryOf(() => posts.getBySlug(visitor, 'no-such-post'))).toEqual(first);
    expect(await expiryOf(() => posts.get(visitor, '00000000-0000-4000-8000-000000000000'))).toEqual(first);
    // The admin's list of everything does not change by itself.
    const admin = { admin: { id: 'a', username: 'admin', role: 'admin', sessionId: 's' }, authError: '', ip: '127.0.0.1' };
    expect(await expiryOf(() => posts.list(admin, { includeDrafts: true }), admin)).toBeUndefined();
  });

  it('takes the time from the admin through both doors, and clears it', async () => {
    const when = inSeconds(3600);
    const created = await t.gql(
      CREATE,
      {
        input: {
          title: 'Scheduled',
          slug: slug(),
          excerpt: 'Soon.',
          content: '<p>Soon.</p>',
          author: 'Ayesha Khan',
          published: true,
          publishAt: when.toISOString(),
        },
      },
      token,
    );
    const post = created.body.data!.createBlogPost;
    expect(post.publishAt).toBe(when.toISOString());
    expect(await publicIds()).not.toContain(post.id);

    const cleared = await t.gql(UPDATE, { id: post.id, input: { publishAt: null } }, token);
    expect(cleared.body.data!.updateBlogPost.publishAt).toBeNull();
    expect(await publicIds()).toContain(post.id);

    const auth = `Bearer ${token}`;
    const restSlug = slug();
    const rest = await t
      .http()
      .post('/api/blog')
      .set('authorization', auth)
      .field('title', 'Scheduled by REST')
      .field('slug', restSlug)
      .field('excerpt', 'Soon.')
      .field('content', '<p>Soon.</p>')
      .field('author', 'Ayesha Khan')
      .field('published', 'true')
      .field('publishAt', when.toISOString());
    expect(rest.status).toBe(201);
    expect(rest.body.publishAt).toBe(when.toISOString());
    expect((await t.http().get(`/api/blog/slug/${restSlug}`)).status).toBe(404);

    const emptied = await t.http().put(`/api/blog/${rest.body._id}`).set('authorization', auth).field('publishAt', '');
    expect(emptied.status).toBe(200);
    expect(emptied.body.publishAt).toBeNull();

    const bad = await t.http().put(`/api/blog/${rest.body._id}`).set('authorization', auth).field('publishAt', 'next tuesday');
    expect(bad.status).toBe(400);
    expect(bad.body.message).toBe('Publish at must be a valid date and time');
  });
});
