import { existsSync } from 'node:fs';
import path from 'node:path';
import { fakePngFile, pngFile } from '../../test/images';
import { deleteForGood, errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { insertBlogPost } from '../blog-post/blog-post.factory';
import { insertProduct } from '../product/product.factory';

const UPLOAD = 'mutation ($file: Upload!) { uploadContentImage(file: $file) }';
const PREVIEW = 'query ($html: String!) { richTextPreview(html: $html) }';

/** The rich-text editor's server side (docs/decisions/034): images inside content, and the preview's sanitising. */
describe('rich text', () => {
  let t: TestApp;
  let token: string;
  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const onDisk = (url: string) => existsSync(path.join(t.uploadsDir, url.replace(/^\/uploads\//, '')));

  it('stores a content image through the image checks and answers its URL (GraphQL)', async () => {
    const res = await t.gqlUpload(UPLOAD, { file: null }, { file: await pngFile() }, token);
    const url = res.body.data!.uploadContentImage as string;
    expect(url).toMatch(/^\/uploads\/content\/[\w-]+\.png$/);
    expect(onDisk(url)).toBe(true);
    const served = await t.http().get(url);
    expect(served.status).toBe(200);
    expect(served.headers['content-type']).toBe('image/png');
  });

  it('refuses a file that is not an image, and a visitor', async () => {
    const fake = await t.gqlUpload(UPLOAD, { file: null }, { file: fakePngFile() }, token);
    expect(errorOf(fake).code).toBe('BAD_USER_INPUT');
    const visitor = await t.gqlUpload(UPLOAD, { file: null }, { file: await pngFile() });
    expect(errorOf(visitor).code).toBe('UNAUTHENTICATED');
  });

  it('stores a content image through REST as well', async () => {
    const res = await t
      .http()
      .post('/api/content-images')
      .set('authorization', `Bearer ${token}`)
      .attach('file', (await pngFile()).bytes, 'a.png');
    expect(res.status).toBe(201);
    expect(res.body.url).toMatch(/^\/uploads\/content\/[\w-]+\.png$/);
    expect(onDisk(res.body.url)).toBe(true);
    expect(
      (
        await t
          .http()
          .post('/api/content-images')
          .attach('file', (await pngFile()).bytes, 'a.png')
      ).status,
    ).toBe(401);
    const missing = await t.http().post('/api/content-images').set('authorization', `Bearer ${token}`).field('x', 'y');
    expect(missing.status).toBe(400);
  });

  it('previews HTML exactly as saving would store it, to the admin only', async () => {
    const res = await t.gql(PREVIEW, { html: '<h2>Hi</h2><script>alert(1)</script><a href="javascript:x()">x</a>' }, token);
    expect(res.body.data!.richTextPreview).toBe('<h2>Hi</h2><a>x</a>');
    expect(errorOf(await t.gql(PREVIEW, { html: '<p>x</p>' })).code).toBe('UNAUTHENTICATED');
  });

  describe('content images go with the last record that shows them', () => {
    const upload = async () =>
      (await t.gqlUpload(UPLOAD, { file: null }, { file: await pngFile() }, token)).body.data!.uploadContentImage as string;
    const shown = (...urls: string[]) =>
      `<p>A long enough description of the product for its rules.</p>${urls.map((url) => `<p><img src="${url}" alt="x"></p>`).join('')}`;
    const assetRows = async (url: string) =>
      ((await t.db.dataSource.query('SELECT 1 FROM "image_asset" WHERE "url" = $1', [url])) as unknown[]).length;
    const admin = async (query: string, variables: object) => {
      const res = await t.gql(query, variables, token);
      expect(res.body.errors).toBeUndefined();
    };

    it('a post: an image its edit drops goes, one another post shows stays until that one is deleted for good too', async () => {
      const [a, b] = [await upload(), await upload()];
      const first = await insertBlogPost(t.db.dataSource, { content: shown(a, b) });
      const second = await insertBlogPost(t.db.dataSource, { content: shown(b) });

      await admin('mutation ($id: ID!, $content: String!) { updateBlogPost(id: $id, input: { content: $content }) { id } }', {
        id: first.id,
        content: shown(b),
      });
      expect(onDisk(a)).toBe(false);
      expect(await assetRows(a)).toBe(0);
      expect(onDisk(b)).toBe(true);

      await t.http().delete(`/api/blog/${first.id}`).set('authorization', `Bearer ${token}`).expect(200);
      expect(onDisk(b)).toBe(true);
      await admin('mutation ($id: ID!) { deleteBlogPost(id: $id) { id } }', { id: second.id });
      // Both wait in the trash, either may come back: the picture stays until the last of them is deleted for good.
      expect(onDisk(b)).toBe(true);
      await deleteForGood(t, 'BlogPost', second.id, token);
      expect(onDisk(b)).toBe(true);
      await deleteForGood(t, 'BlogPost', first.id, token);
      expect(onDisk(b)).toBe(false);
      expect(await assetRows(b)).toBe(0);
    });

    it("a product: an image its full description drops goes, and the rest go when it is deleted for good; another's stay", async () => {
      const [c, d, other] = [await upload(), await upload(), await upload()];
      const product = await insertProduct(t.db.dataSource, { fullDescription: shown(c, d) });
      await insertBlogPost(t.db.dataSource, { content: shown(other) });

      await admin('mutation ($id: ID!, $html: String!) { updateProduct(id: $id, input: { fullDescription: $html }) { id } }', {
        id: product.id,
        html: shown(d),
      });
      expect(onDisk(c)).toBe(false);
      expect(onDisk(d)).toBe(true);

      await admin('mutation ($id: ID!) { deleteProduct(id: $id) { id } }', { id: product.id });
      expect(onDisk(d)).toBe(true);
      await deleteForGood(t, 'Product', product.id, token);
      expect(onDisk(d)).toBe(false);
      expect(await assetRows(d)).toBe(0);
      expect(onDisk(other)).toBe(true);
    });
  });
});
