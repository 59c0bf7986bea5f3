import { jpegFile, pngFile } from '../../test/images';
import { startTestApp, type TestApp } from '../../test/test-app';
import { insertProduct } from './product.factory';

/** Well under the pool's wait bound: a read that waited for a stuck connection would take at least that. */
const PROMPT_MS = 1_000;

/**
 * Issue 25's freeze, kept from coming back: on the embedded database's single connection, adding a screenshot
 * held that connection in the product's row lock while the image store waited for a second one, forever, and
 * every later request queued behind it. Here the pool has one connection whatever the test database is, and
 * each write through either door is followed by a public read that must answer promptly.
 */
describe('product writes on a single database connection', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp({ database: { poolSize: 1 } });
    token = await t.login();
  });
  afterAll(() => t.close());

  /** A public read of the product's page data (REST, then GraphQL): both answer at once. */
  async function expectPromptPublicReads(slug: string, screenshots: number): Promise<void> {
    for (const read of [
      () => t.http().get(`/api/products/slug/${slug}`),
      () => t.http().get(`/graphql?query=${encodeURIComponent(`{ productBySlug(slug: "${slug}") { screenshots } }`)}`),
    ]) {
      const started = performance.now();
      const res = await read().set('apollo-require-preflight', 'true');
      expect(performance.now() - started).toBeLessThan(PROMPT_MS);
      expect(res.status).toBe(200);
      const product = res.body.data?.productBySlug ?? res.body;
      expect(product.screenshots).toHaveLength(screenshots);
    }
  }

  it('adds screenshots through REST, then a public read answers promptly', async () => {
    const product = await insertProduct(t.db.dataSource, { screenshots: [] });
    const res = await t
      .http()
      .post(`/api/products/${product.id}/screenshots`)
      .set('authorization', `Bearer ${token}`)
      .attach('screenshots', (await pngFile('one.png')).bytes, 'one.png')
      .attach('screenshots', (await jpegFile('two.jpg')).bytes, 'two.jpg');
    expect(res.status).toBe(200);
    expect(res.body.added).toHaveLength(2);
    await expectPromptPublicReads(product.slug, 2);
  });

  it('adds screenshots and edits with new screenshots and a banner through GraphQL, then a public read answers promptly', async () => {
    const product = await insertProduct(t.db.dataSource, { screenshots: [] });
    const added = await t.gqlUpload(
      'mutation ($id: ID!, $files: [Upload!]!) { addProductScreenshots(id: $id, screenshots: $files) { added } }',
      { id: product.id, files: [null] },
      { 'files.0': await pngFile('three.png') },
      token,
    );
    expect(added.body.errors).toBeUndefined();
    const updated = await t.gqlUpload(
      'mutation ($id: ID!, $banner: Upload, $files: [Upload!]) { updateProduct(id: $id, input: { name: "Renamed" }, bannerImage: $banner, screenshots: $files) { screenshots } }',
      { id: product.id, banner: null, files: [null] },
      { banner: await jpegFile('banner.jpg'), 'files.0': await pngFile('four.png') },
      token,
    );
    expect(updated.body.errors).toBeUndefined();
    await expectPromptPublicReads(product.slug, 2);
  });
});
