import { ACCEPTED_REDIRECTS, REFUSED_REDIRECTS } from '@field-rules/cases';
import { deleteForGood, errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { insertBlogPost } from '../blog-post/blog-post.factory';
import { insertProduct } from '../product/product.factory';

const REDIRECTS = '{ redirects { fromPath toPath automatic } }';
const CREATE = 'mutation ($input: CreateRedirectInput!) { createRedirect(input: $input) { id fromPath toPath automatic } }';
const RENAME_POST = 'mutation ($id: ID!, $slug: String!) { updateBlogPost(id: $id, input: { slug: $slug }) { slug } }';
const RENAME_PRODUCT = 'mutation ($id: ID!, $slug: String!) { updateProduct(id: $id, input: { slug: $slug }) { slug } }';

/**
 * Redirects (issue 30, ADR 060) through the GraphQL door: the ones the site keeps for changed slugs (from the change
 * events, whatever write made them), one hop, no loops, and an address a record takes stops redirecting.
 */
describe('redirects (GraphQL)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });

  afterAll(async () => {
    await t?.close();
  });

  beforeEach(async () => {
    await t.db.dataSource.query('DELETE FROM "redirect"');
  });

  const redirects = async () => (await t.gql(REDIRECTS, {}, token)).body.data!.redirects as object[];
  const create = (fromPath: string, toPath: string) => t.gql(CREATE, { input: { fromPath, toPath } }, token);
  const rename = async (mutation: string, id: string, slug: string) => {
    const res = await t.gql(mutation, { id, slug }, token);
    expect(res.body.errors).toBeUndefined();
  };

  it('keeps the old address of a published post whose slug changed, one hop through every later rename', async () => {
    const post = await insertBlogPost(t.db.dataSource, { slug: 'first-name', published: true });
    await rename(RENAME_POST, post.id, 'second-name');
    expect(await redirects()).toEqual([{ fromPath: '/blog/first-name', toPath: '/blog/second-name', automatic: true }]);

    await rename(RENAME_POST, post.id, 'third-name');
    expect(await redirects()).toEqual(
      expect.arrayContaining([
        { fromPath: '/blog/first-name', toPath: '/blog/third-name', automatic: true },
        { fromPath: '/blog/second-name', toPath: '/blog/third-name', automatic: true },
      ]),
    );
    expect(await redirects()).toHaveLength(2);

    // Back to a name it had: that address is a page again, and nothing leads to itself.
    await rename(RENAME_POST, post.id, 'first-name');
    expect(await redirects()).toEqual(
      expect.arrayContaining([
        { fromPath: '/blog/second-name', toPath: '/blog/first-name', automatic: true },
        { fromPath: '/blog/third-name', toPath: '/blog/first-name', automatic: true },
      ]),
    );
    expect(await redirects()).toHaveLength(2);
  });

  it("keeps a product's old address; a draft's or a scheduled post's rename leaves none", async () => {
    const product = await insertProduct(t.db.dataSource, { slug: 'old-product' });
    await rename(RENAME_PRODUCT, product.id, 'new-product');
    const draft = await insertBlogPost(t.db.dataSource, { slug: 'draft-name', published: false });
    await rename(RENAME_POST, draft.id, 'draft-renamed');
    const scheduled = await insertBlogPost(t.db.dataSource, {
      slug: 'scheduled-name',
      published: true,
      publishAt: new Date(Date.now() + 86_400_000),
    });
    await rename(RENAME_POST, scheduled.id, 'scheduled-renamed');
    expect(await redirects()).toEqual([{ fromPath: '/products/old-product', toPath: '/products/new-product', automatic: true }]);
  });

  it('stops redirecting an old address a new record takes, and drops the automatic ones of a record deleted for good', async () => {
    const post = await insertBlogPost(t.db.dataSource, { slug: 'taken-over', published: true });
    await rename(RENAME_POST, post.id, 'moved-on');
    expect(await redirects()).toHaveLength(1);
    const newcomer = await t.gql(
      'mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { slug } }',
      { input: { title: 'Newcomer', slug: 'taken-over', excerpt: 'E', content: '<p>C</p>', author: 'A', published: true } },
      token,
    );
    expect(newcomer.body.data?.createBlogPost.slug).toBe('taken-over');
    expect(await redirects()).toEqual([]);

    await rename(RENAME_POST, post.id, 'moved-again');
    expect(await redirects()).toHaveLength(1);
    await t.gql('mutation ($id: ID!) { deleteBlogPost(id: $id) { id } }', { id: post.id }, token);
    // In the trash it may come back to its address: its redirects wait with it, and go when it does for good.
    expect(await redirects()).toHaveLength(1);
    await deleteForGood(t, 'BlogPost', post.id, token);
    expect(await redirects()).toEqual([]);
  });

  it('adds a redirect an administrator asks for, normalised, following a target that redirects to its end', async () => {
    const first = await create('/old-page/', '/about');
    expect(first.body.data?.createRedirect).toMatchObject({ fromPath: '/old-page', toPath: '/about', automatic: false });
    const chained = await create('/older-page', '/old-page');
    expect(chained.body.data?.createRedirect).toMatchObject({ fromPath: '/older-page', toPath: '/about' });
    const outside = await create('/partner-offer', 'https://partner.example.com/offer');
    expect(outside.body.data?.createRedirect).toMatchObject({ toPath: 'https://partner.example.com/offer' });
    // An address that led to the new redirect's start now leads past it.
    await create('/oldest', '/moved');
    await create('/moved', '/services');
    expect(await redirects()).toEqual(
      expect.arrayContaining([expect.objectContaining({ fromPath: '/oldest', toPath: '/services' })]),
    );
  });

  it.each(REFUSED_REDIRECTS)('refuses from %j to %j: %s', async (fromPath, toPath, field, message) => {
    const res = await create(fromPath, toPath);
    expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { [field]: message } });
    expect(await redirects()).toEqual([]);
  });

  it.each(ACCEPTED_REDIRECTS)('stores %s -> %s as %s -> %s', async (fromPath, toPath, storedFrom, storedTo) => {
    expect((await create(fromPath, toPath)).body.data?.createRedirect).toMatchObject({ fromPath: storedFrom, toPath: storedTo });
  });

  it('refuses a second redirect from one path and one that would come back to where it starts', async () => {
    await create('/a', '/b');
    expect(errorOf(await create('/a', '/c'))).toMatchObject({ fields: { fromPath: 'This path redirects already' } });
    expect(errorOf(await create('/b', '/a'))).toMatchObject({
      fields: { toPath: 'This redirect would lead back to where it starts' },
    });
    expect(await redirects()).toHaveLength(1);
  });

  it('deletes a redirect, and is for administrators only', async () => {
    const id = (await create('/gone', '/about')).body.data!.createRedirect.id as string;
    expect(errorOf(await t.gql(REDIRECTS))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(errorOf(await t.gql(CREATE, { input: { fromPath: '/x', toPath: '/about' } }))).toMatchObject({
      code: 'UNAUTHENTICATED',
    });
    const removed = await t.gql('mutation ($id: ID!) { deleteRedirect(id: $id) { fromPath } }', { id }, token);
    expect(removed.body.data?.deleteRedirect).toEqual({ fromPath: '/gone' });
    expect(errorOf(await t.gql('mutation ($id: ID!) { deleteRedirect(id: $id) { id } }', { id }, token))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Redirect not found',
    });
  });

  it("logs an administrator's redirects in the activity log", async () => {
    await create('/logged', '/about');
    const log = await t.gql('{ activityLog(take: 5) { action entityType } }', {}, token);
    expect(log.body.data?.activityLog).toEqual(expect.arrayContaining([expect.objectContaining({ entityType: 'Redirect' })]));
  });
});
