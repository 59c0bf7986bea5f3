import { ACCESSIBILITY_MESSAGES } from '@field-rules';
import { NO_TOKEN_MESSAGE } from '../../shared/viewer';
import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { Admin } from '../admin/admin.entity';
import { hashPassword } from '../admin/admin.service';
import { insertBlogPost } from '../blog-post/blog-post.factory';
import { insertProduct } from '../product/product.factory';
import { ACCESSIBILITY_HTML_MESSAGE } from './rich-text.service';

const CHECK = 'query ($html: String!) { accessibilityProblems(html: $html) { code message excerpt } }';
const CHECK_PATH = '/api/admin/accessibility-check';
const AUTHOR = { username: 'a11y-author', password: 'author-password-1' };

/**
 * The accessibility check before saving (issue 31, docs/decisions/067-accessibility-checks.md) through both doors:
 * the same problems from GraphQL and REST, for any signed-in account (authors write posts), refused to visitors.
 */
describe('accessibility check (both doors)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
    const admins = t.db.dataSource.getRepository(Admin);
    await admins.save(
      admins.create({
        username: AUTHOR.username,
        email: 'a11y-author@example.com',
        passwordHash: await hashPassword(AUTHOR.password),
        role: 'author',
      }),
    );
  });

  afterAll(async () => {
    await t?.close();
  });

  const viaGraphQL = async (html: string, as = token) => {
    const res = await t.gql(CHECK, { html }, as);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.accessibilityProblems as unknown[];
  };
  const viaRest = async (html: string, as = token) => {
    const res = await t.http().post(CHECK_PATH).set('authorization', `Bearer ${as}`).send({ html });
    expect(res.status).toBe(200);
    return res.body as unknown[];
  };

  it('answers the same problems through GraphQL and REST, each with its message and which one it is', async () => {
    const html =
      '<h2>Pricing</h2><h4>Teams</h4><p><img src="/uploads/content/chart.png"></p><p><a href="/pricing">Read more</a> <a href="/x"></a></p>' +
      '<table><tr><td>Pro</td><td>10</td></tr></table>';
    const expected = [
      { code: 'HEADING_LEVEL_SKIPPED', message: ACCESSIBILITY_MESSAGES.headingSkipped(2, 4), excerpt: 'Teams' },
      { code: 'IMAGE_WITHOUT_ALT', message: ACCESSIBILITY_MESSAGES.imageWithoutAlt, excerpt: 'chart.png' },
      { code: 'VAGUE_LINK_TEXT', message: ACCESSIBILITY_MESSAGES.vagueLinkText('Read more'), excerpt: '/pricing' },
      { code: 'EMPTY_LINK', message: ACCESSIBILITY_MESSAGES.emptyLink, excerpt: '/x' },
      { code: 'TABLE_WITHOUT_HEADERS', message: ACCESSIBILITY_MESSAGES.tableWithoutHeaders, excerpt: 'Pro 10' },
    ];
    expect(await viaGraphQL(html)).toEqual(expected);
    expect(await viaRest(html)).toEqual(expected);
    // Clean content: an empty list on both doors, nothing to show before saving.
    const clean = '<h2>Pricing</h2><p><img src="/a.png" alt="A chart of prices"> <a href="/pricing">See all prices</a></p>';
    expect(await viaGraphQL(clean)).toEqual([]);
    expect(await viaRest(clean)).toEqual([]);
  });

  it("checks a post's content and a product's full description as they are stored", async () => {
    const post = await insertBlogPost(t.db.dataSource, {
      content: '<p>Our offsite.</p><p><img src="/uploads/content/offsite.jpg" alt=""></p>',
    });
    const product = await insertProduct(t.db.dataSource, {
      fullDescription: '<p>A long enough description of the product. <a href="/docs">Click here</a> for the docs.</p>',
    });
    const stored = await t.gql(
      'query ($post: ID!, $product: ID!) { blogPost(id: $post) { content } product(id: $product) { fullDescription } }',
      { post: post.id, product: product.id },
      token,
    );
    const { blogPost, product: storedProduct } = stored.body.data!;
    const postProblems = [{ code: 'IMAGE_WITHOUT_ALT', message: ACCESSIBILITY_MESSAGES.imageWithoutAlt, excerpt: 'offsite.jpg' }];
    expect(await viaGraphQL(blogPost.content)).toEqual(postProblems);
    expect(await viaRest(blogPost.content)).toEqual(postProblems);
    const productProblems = [
      { code: 'VAGUE_LINK_TEXT', message: ACCESSIBILITY_MESSAGES.vagueLinkText('Click here'), excerpt: '/docs' },
    ];
    expect(await viaGraphQL(storedProduct.fullDescription)).toEqual(productProblems);
    expect(await viaRest(storedProduct.fullDescription)).toEqual(productProblems);
  });

  it('checks the HTML as saving would store it: what the sanitiser drops does not count', async () => {
    // Saving keeps no aria-label, so the link would be read out as 'Click here'; nor a javascript: address, which
    // leaves words that lead nowhere rather than an empty link.
    const html = '<p><a href="/report" aria-label="The 2026 annual report">Click here</a> <a href="javascript:alert(1)"></a></p>';
    const expected = [
      { code: 'VAGUE_LINK_TEXT', message: ACCESSIBILITY_MESSAGES.vagueLinkText('Click here'), excerpt: '/report' },
    ];
    expect(await viaGraphQL(html)).toEqual(expected);
    expect(await viaRest(html)).toEqual(expected);
  });

  it('answers an author too (authors write posts), and refuses a visitor with 401 on both doors', async () => {
    const login = await t.http().post('/api/admin/login').send(AUTHOR);
    expect(login.status).toBe(200);
    const author = login.body.token as string;
    const html = '<img src="/a.png">';
    expect(await viaGraphQL(html, author)).toHaveLength(1);
    expect(await viaRest(html, author)).toHaveLength(1);

    expect(errorOf(await t.gql(CHECK, { html }))).toMatchObject({ code: 'UNAUTHENTICATED', message: NO_TOKEN_MESSAGE });
    const visitor = await t.http().post(CHECK_PATH).send({ html });
    expect(visitor.status).toBe(401);
    expect(visitor.body).toMatchObject({ message: NO_TOKEN_MESSAGE });
  });

  it('REST: a missing or non-string html is a 400 that says what to send', async () => {
    for (const body of [{}, { html: 42 }, { html: ['<p>x</p>'] }]) {
      const res = await t.http().post(CHECK_PATH).set('authorization', `Bearer ${token}`).send(body);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: ACCESSIBILITY_HTML_MESSAGE, errors: { html: ACCESSIBILITY_HTML_MESSAGE } });
    }
    // GraphQL's own schema refuses a missing html before the service.
    expect((await t.gql('{ accessibilityProblems { code } }', {}, token)).body.errors?.[0].extensions?.code).toBe(
      'GRAPHQL_VALIDATION_FAILED',
    );
  });
});
