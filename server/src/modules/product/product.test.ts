import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { SLUG_MESSAGE } from '@field-rules';
import type { Viewer } from '../../shared/viewer';
import { fakePngFile, jpegFile, pngFile } from '../../test/images';
import { deleteForGood, errorOf, startTestApp, type TestApp, type TestFile } from '../../test/test-app';
import { insertProduct } from './product.factory';
import { ProductService } from './product.service';

const FIELDS =
  'id slug name shortDescription fullDescription bannerImage features screenshots liveLink githubLink createdAt updatedAt';
const CREATE = `mutation ($input: CreateProductInput!, $bannerImage: Upload, $screenshots: [Upload!]) {
  createProduct(input: $input, bannerImage: $bannerImage, screenshots: $screenshots) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateProductInput!, $bannerImage: Upload, $screenshots: [Upload!]) {
  updateProduct(id: $id, input: $input, bannerImage: $bannerImage, screenshots: $screenshots) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteProduct(id: $id) { id name } }';
const ADD_SCREENSHOTS = `mutation ($id: ID!, $screenshots: [Upload!]!) {
  addProductScreenshots(id: $id, screenshots: $screenshots) { product { id screenshots updatedAt } screenshots added } }`;
const REMOVE_SCREENSHOT = `mutation ($id: ID!, $index: Int!) {
  removeProductScreenshot(id: $id, index: $index) { product { id screenshots } removed screenshots } }`;
const BY_ID = 'query ($id: ID!) { product(id: $id) { id name screenshots } }';
const BY_SLUG = 'query ($slug: String!) { productBySlug(slug: $slug) { id slug name } }';

const FULL_DESCRIPTION = '<p>Helpdesk AI reads every ticket and drafts an answer your team can send.</p>';
const validInput = {
  name: 'Helpdesk AI',
  shortDescription: 'Answers support tickets before your coffee is ready.',
  fullDescription: FULL_DESCRIPTION,
  features: ['Drafts replies', 'Learns your tone'],
  liveLink: 'https://helpdesk.example.com',
  githubLink: 'https://github.com/example/helpdesk-ai',
};

const ADMIN: Viewer = { admin: { id: 'test', username: 'admin', role: 'admin', sessionId: 'test' }, authError: '', ip: 'test' };

/** Upload map entries for a screenshots list: { 'screenshots.0': file, ... }. */
function screenshotFiles(files: TestFile[]): Record<string, TestFile> {
  return Object.fromEntries(files.map((file, index) => [`screenshots.${index}`, file]));
}

describe('product', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const fileOnDisk = (url: string) => path.join(t.uploadsDir, url.replace(/^\/uploads\//, ''));
  const storedFileCount = () => {
    const folder = path.join(t.uploadsDir, 'products');
    return existsSync(folder) ? readdirSync(folder).length : 0;
  };
  const productCount = async () => (await t.gql('{ products { id } }')).body.data!.products.length as number;

  /** Creates a product through the API with a real banner and `screenshots` real screenshots. */
  async function createProduct(input: Partial<typeof validInput> & { slug?: string } = {}, screenshots = 0) {
    const shots = await Promise.all(Array.from({ length: screenshots }, (_, i) => pngFile(`shot-${i}.png`)));
    const res = await t.gqlUpload(
      CREATE,
      {
        input: { ...validInput, name: `Product ${Math.random()}`, ...input },
        bannerImage: null,
        screenshots: shots.map(() => null),
      },
      { bannerImage: await pngFile('banner.png'), ...screenshotFiles(shots) },
      token,
    );
    if (!res.body.data?.createProduct) throw new Error(`createProduct failed: ${JSON.stringify(res.body)}`);
    return res.body.data.createProduct;
  }

  describe('queries', () => {
    it('lists products newest first and reads one by id and by slug, anonymously', async () => {
      const older = await insertProduct(t.db.dataSource, { name: 'Older', createdAt: new Date('2024-01-01') });
      await insertProduct(t.db.dataSource, { name: 'Newer', createdAt: new Date('2025-01-01') });
      const list = await t.gql('{ products { id name features screenshots } }');
      const names = list.body.data!.products.map((p: { name: string }) => p.name);
      expect(names.indexOf('Newer')).toBeLessThan(names.indexOf('Older'));

      const byId = await t.gql(BY_ID, { id: older.id });
      expect(byId.body.data!.product).toEqual({ id: older.id, name: 'Older', screenshots: [] });
      const bySlug = await t.gql(BY_SLUG, { slug: older.slug });
      expect(bySlug.body.data!.productBySlug).toEqual({ id: older.id, slug: older.slug, name: 'Older' });
    });

    it('pages the list with skip and take', async () => {
      await insertProduct(t.db.dataSource);
      await insertProduct(t.db.dataSource);
      const page = await t.gql('{ products(skip: 1, take: 1) { id } }');
      expect(page.body.data!.products).toHaveLength(1);
    });

    it("answers 'Product not found' for an unknown or malformed id and an unknown slug", async () => {
      for (const id of ['5f1d7c2e-0000-4000-8000-000000000000', 'not-an-id']) {
        expect(errorOf(await t.gql(BY_ID, { id }))).toEqual({
          code: 'NOT_FOUND',
          message: 'Product not found',
          fields: undefined,
        });
      }
      expect(errorOf(await t.gql(BY_SLUG, { slug: 'no-such-product' }))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Product not found',
      });
    });
  });

  describe('createProduct', () => {
    it('creates a product with a real banner and ordered screenshots stored under /uploads/products', async () => {
      const [first, second] = [await pngFile('one.png', '#00ff00'), await jpegFile('two.jpg')];
      const res = await t.gqlUpload(
        CREATE,
        {
          input: { ...validInput, features: ['Drafts replies', '  ', 'Learns your tone', ''] },
          bannerImage: null,
          screenshots: [null, null],
        },
        { bannerImage: await pngFile('banner.png'), ...screenshotFiles([first, second]) },
        token,
      );
      const product = res.body.data!.createProduct;
      expect(product).toMatchObject({
        ...validInput,
        slug: 'helpdesk-ai',
        features: ['Drafts replies', 'Learns your tone'],
        bannerImage: expect.stringMatching(/^\/uploads\/products\/.+\.png$/),
      });
      expect(product.screenshots).toEqual([expect.stringMatching(/\.png$/), expect.stringMatching(/\.jpg$/)]);
      for (const url of [product.bannerImage, ...product.screenshots]) expect(existsSync(fileOnDisk(url))).toBe(true);
      const served = await t.http().get(product.bannerImage);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect((await t.gql(BY_SLUG, { slug: 'helpdesk-ai' })).body.data!.productBySlug.id).toBe(product.id);
    });

    it('derives the slug from the name (SPEC §5) and keeps a given one', async () => {
      expect((await createProduct({ name: '  --Vision++ Kit 2.0!  ' })).slug).toBe('vision-kit-2-0');
      expect((await createProduct({ slug: 'my-own-slug' })).slug).toBe('my-own-slug');
      expect((await createProduct({ name: 'Blank Slug Product', slug: '   ' })).slug).toBe('blank-slug-product');
    });

    it('is refused with UNAUTHENTICATED (HTTP 401) without a token, storing nothing', async () => {
      const before = storedFileCount();
      const res = await t.gqlUpload(CREATE, { input: validInput, bannerImage: null }, { bannerImage: await pngFile() });
      expect(res.status).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Access denied. No token provided.' });
      expect(storedFileCount()).toBe(before);
    });

    const tooLong = 'x'.repeat(201);
    it.each([
      ['name', { name: '  ' }, 'Name is required'],
      ['slug', { slug: 'Not A Slug' }, SLUG_MESSAGE],
      ['slug', { slug: 'double--hyphen' }, SLUG_MESSAGE],
      ['shortDescription', { shortDescription: '' }, 'Short description is required'],
      ['shortDescription', { shortDescription: tooLong }, 'Short description must be less than 200 characters'],
      ['fullDescription', { fullDescription: '' }, 'Full description is required'],
      ['fullDescription', { fullDescription: 'x'.repeat(49) }, 'Full description must be at least 50 characters'],
      ['features', { features: [] }, 'Please add at least one feature'],
      ['features', { features: ['  ', ''] }, 'Please add at least one feature'],
      ['features', { features: undefined }, 'Please add at least one feature'],
      ['githubLink', { githubLink: 'https://gitlab.com/example/repo' }, 'Please enter a valid GitHub repository URL'],
      ['githubLink', { githubLink: 'https://github.com/example' }, 'Please enter a valid GitHub repository URL'],
      ['githubLink', { githubLink: 'https://github.com/example/repo/issues' }, 'Please enter a valid GitHub repository URL'],
      ['liveLink', { liveLink: 'ftp://files.example.com' }, 'Please enter a valid URL'],
      ['liveLink', { liveLink: 'https://localhost' }, 'Please enter a valid URL'],
      ['liveLink', { liveLink: 'javascript:alert(1)//x.com' }, 'Please enter a valid URL'],
    ])('rejects a bad %s with the SPEC message (%j)', async (field, override, message) => {
      const before = storedFileCount();
      const res = await t.gqlUpload(
        CREATE,
        { input: { ...validInput, ...override }, bannerImage: null },
        { bannerImage: await pngFile() },
        token,
      );
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
      expect(storedFileCount()).toBe(before);
    });

    it('reports every problem of a form at once', async () => {
      const res = await t.gql(CREATE, { input: { ...validInput, name: '', shortDescription: '', features: [] } }, token);
      expect(errorOf(res)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Name is required',
        fields: {
          name: 'Name is required',
          shortDescription: 'Short description is required',
          features: 'Please add at least one feature',
        },
      });
    });

    it('accepts the limits themselves and the GitHub URL variants, and stores empty links as null', async () => {
      const product = await createProduct({
        shortDescription: 's'.repeat(200),
        fullDescription: 'f'.repeat(50),
        githubLink: 'https://github.com/some-org/repo.name.git/',
        liveLink: '',
      });
      expect(product).toMatchObject({ shortDescription: 's'.repeat(200), fullDescription: 'f'.repeat(50), liveLink: null });
      expect(
        (
          await createProduct({
            githubLink: 'https://www.github.com/owner/repo/',
            liveLink: 'http://demo.example.io:8080/app?x=1',
          })
        ).liveLink,
      ).toBe('http://demo.example.io:8080/app?x=1');
    });

    it("requires a banner image: 'Banner image is required'", async () => {
      const res = await t.gql(CREATE, { input: validInput }, token);
      expect(errorOf(res)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'Banner image is required',
        fields: { bannerImage: 'Banner image is required' },
      });
    });

    it("asks for a slug when the name yields none: 'Slug is required'", async () => {
      const res = await t.gqlUpload(
        CREATE,
        { input: { ...validInput, name: '!!!' }, bannerImage: null },
        { bannerImage: await pngFile() },
        token,
      );
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', fields: { slug: 'Slug is required' } });
    });

    it('refuses a slug that is taken, given or derived, and stores nothing', async () => {
      await createProduct({ name: 'Taken Name', slug: 'taken-slug' });
      const before = storedFileCount();
      for (const input of [{ slug: 'taken-slug' }, { name: 'Taken  Slug' }]) {
        const res = await t.gqlUpload(
          CREATE,
          { input: { ...validInput, ...input }, bannerImage: null },
          { bannerImage: await pngFile() },
          token,
        );
        expect(errorOf(res)).toMatchObject({
          code: 'BAD_USER_INPUT',
          fields: { slug: 'A product with this slug already exists' },
        });
      }
      expect(storedFileCount()).toBe(before);
    });

    it('answers a slug clash that slips past the check (a race) with the same error, not a 500, and removes its files', async () => {
      await createProduct({ slug: 'raced-slug' });
      // On the class: the app's service is wrapped (shared/changes/record-reads.ts), its calls reach the prototype's method.
      const service = ProductService.prototype as unknown as { ensureSlugFree(): Promise<void> };
      const check = jest.spyOn(service, 'ensureSlugFree').mockResolvedValue(undefined);
      try {
        const before = storedFileCount();
        const res = await t.gqlUpload(
          CREATE,
          { input: { ...validInput, slug: 'raced-slug' }, bannerImage: null, screenshots: [null] },
          { bannerImage: await pngFile(), ...screenshotFiles([await pngFile()]) },
          token,
        );
        expect(errorOf(res)).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: 'A product with this slug already exists',
          fields: { slug: 'A product with this slug already exists' },
        });
        expect(check).toHaveBeenCalled();
        expect(storedFileCount()).toBe(before);
      } finally {
        check.mockRestore();
      }
    });

    it('sanitises the full description: scripts, event handlers and javascript: links go, formatting stays', async () => {
      const html =
        '<h2>About</h2><p>It is <strong>fast</strong> and <em>friendly</em>.</p><script>alert("x")</script>' +
        '<img src="https://example.com/a.png" onerror="alert(1)"><a href="javascript:alert(1)">click</a>' +
        '<ul><li>One</li></ul><a href="https://example.com" target="_blank">site</a>';
      const { fullDescription } = await createProduct({ fullDescription: html });
      expect(fullDescription).not.toMatch(/script|onerror|javascript:/i);
      expect(fullDescription).toContain('<h2>About</h2><p>It is <strong>fast</strong> and <em>friendly</em>.</p>');
      expect(fullDescription).toContain('<img src="https://example.com/a.png" />');
      expect(fullDescription).toContain('<a>click</a>');
      expect(fullDescription).toContain('<ul><li>One</li></ul>');
      expect(fullDescription).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">site</a>');
    });

    it('applies the 50-character minimum to the sanitised text', async () => {
      const res = await t.gqlUpload(
        CREATE,
        { input: { ...validInput, fullDescription: `<p>short</p><script>${'x'.repeat(60)}</script>` }, bannerImage: null },
        { bannerImage: await pngFile() },
        token,
      );
      expect(errorOf(res).fields).toEqual({ fullDescription: 'Full description must be at least 50 characters' });
    });

    it('refuses a non-image banner named .png and stores nothing', async () => {
      const [products, files] = [await productCount(), storedFileCount()];
      const input = { ...validInput, name: 'Fake Banner Product' };
      const res = await t.gqlUpload(CREATE, { input, bannerImage: null }, { bannerImage: fakePngFile() }, token);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
      expect(await productCount()).toBe(products);
      expect(storedFileCount()).toBe(files);
    });

    it('refuses a non-image among the screenshots before storing the banner or any screenshot', async () => {
      const [products, files] = [await productCount(), storedFileCount()];
      const res = await t.gqlUpload(
        CREATE,
        { input: { ...validInput, name: 'Fake Screenshot Product' }, bannerImage: null, screenshots: [null, null] },
        { bannerImage: await pngFile(), ...screenshotFiles([await pngFile(), fakePngFile()]) },
        token,
      );
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
      expect(await productCount()).toBe(products);
      expect(storedFileCount()).toBe(files);
    });

    it('takes at most 10 screenshots at a time', async () => {
      const shots = await Promise.all(Array.from({ length: 11 }, () => pngFile()));
      const res = await t.gqlUpload(
        CREATE,
        { input: { ...validInput, name: 'Eleven Screenshots' }, bannerImage: null, screenshots: shots.map(() => null) },
        { bannerImage: await pngFile(), ...screenshotFiles(shots) },
        token,
      );
      expect(errorOf(res)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { screenshots: 'You can upload at most 10 screenshots at a time' },
      });
    });
  });

  describe('updateProduct', () => {
    it('changes only the given fields and keeps the banner when none is sent', async () => {
      const product = await insertProduct(t.db.dataSource);
      const res = await t.gql(UPDATE, { id: product.id, input: { name: 'Renamed', features: ['Only one', ' '] } }, token);
      expect(res.body.data!.updateProduct).toMatchObject({
        name: 'Renamed',
        slug: product.slug,
        shortDescription: product.shortDescription,
        fullDescription: product.fullDescription,
        bannerImage: product.bannerImage,
        features: ['Only one'],
        liveLink: product.liveLink,
        githubLink: product.githubLink,
      });
    });

    it('allows what only the create form forbids: zero features and a description under 50 characters', async () => {
      const product = await insertProduct(t.db.dataSource);
      const res = await t.gql(
        UPDATE,
        { id: product.id, input: { features: ['  '], fullDescription: '<p>Short now.</p>' } },
        token,
      );
      expect(res.body.data!.updateProduct).toMatchObject({ features: [], fullDescription: '<p>Short now.</p>' });
    });

    it('clears optional links with an empty string or null', async () => {
      const product = await insertProduct(t.db.dataSource);
      const res = await t.gql(UPDATE, { id: product.id, input: { liveLink: '', githubLink: null } }, token);
      expect(res.body.data!.updateProduct).toMatchObject({ liveLink: null, githubLink: null });
    });

    it.each([
      ['name', { name: '' }, 'Name is required'],
      ['slug', { slug: ' ' }, 'Slug is required'],
      ['slug', { slug: 'Has Spaces' }, SLUG_MESSAGE],
      ['shortDescription', { shortDescription: '' }, 'Short description is required'],
      ['shortDescription', { shortDescription: 'x'.repeat(201) }, 'Short description must be less than 200 characters'],
      ['fullDescription', { fullDescription: '' }, 'Full description is required'],
      ['fullDescription', { fullDescription: '<script>alert(1)</script>' }, 'Full description is required'],
      ['githubLink', { githubLink: 'github.com/owner/repo' }, 'Please enter a valid GitHub repository URL'],
      ['liveLink', { liveLink: 'not a url' }, 'Please enter a valid URL'],
    ])('validates the merged %s with the SPEC message (%j)', async (field, override, message) => {
      const product = await insertProduct(t.db.dataSource);
      const res = await t.gql(UPDATE, { id: product.id, input: override }, token);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
    });

    it("refuses another product's slug but keeps its own", async () => {
      const [mine, other] = [await insertProduct(t.db.dataSource), await insertProduct(t.db.dataSource)];
      const clash = await t.gql(UPDATE, { id: mine.id, input: { slug: other.slug } }, token);
      expect(errorOf(clash)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { slug: 'A product with this slug already exists' },
      });
      const same = await t.gql(UPDATE, { id: mine.id, input: { slug: mine.slug, name: 'Still mine' } }, token);
      expect(same.body.data!.updateProduct).toMatchObject({ slug: mine.slug, name: 'Still mine' });
    });

    it('sanitises the full description on update', async () => {
      const product = await insertProduct(t.db.dataSource);
      const res = await t.gql(
        UPDATE,
        { id: product.id, input: { fullDescription: '<p onclick="x()">Hi <b>there</b></p><script>bad()</script>' } },
        token,
      );
      expect(res.body.data!.updateProduct.fullDescription).toBe('<p>Hi <b>there</b></p>');
    });

    it('replaces the banner and removes the old file', async () => {
      const created = await createProduct();
      const res = await t.gqlUpload(
        UPDATE,
        { id: created.id, input: {}, bannerImage: null },
        { bannerImage: await jpegFile() },
        token,
      );
      const updated = res.body.data!.updateProduct;
      expect(updated.bannerImage).toMatch(/^\/uploads\/products\/.+\.jpg$/);
      expect(existsSync(fileOnDisk(updated.bannerImage))).toBe(true);
      expect(existsSync(fileOnDisk(created.bannerImage))).toBe(false);
    });

    it('appends screenshots sent with an update', async () => {
      const created = await createProduct({}, 1);
      const res = await t.gqlUpload(
        UPDATE,
        { id: created.id, input: {}, screenshots: [null] },
        screenshotFiles([await jpegFile()]),
        token,
      );
      const { screenshots } = res.body.data!.updateProduct;
      expect(screenshots).toEqual([created.screenshots[0], expect.stringMatching(/\.jpg$/)]);
    });

    it('keeps the old banner and stores nothing when the new one is not an image or the input is invalid', async () => {
      const created = await createProduct();
      const before = storedFileCount();
      const notImage = await t.gqlUpload(
        UPDATE,
        { id: created.id, input: {}, bannerImage: null },
        { bannerImage: fakePngFile() },
        token,
      );
      expect(errorOf(notImage).message).toBe('Only image files are allowed!');
      const invalid = await t.gqlUpload(
        UPDATE,
        { id: created.id, input: { name: '' }, bannerImage: null },
        { bannerImage: await pngFile() },
        token,
      );
      expect(errorOf(invalid).fields).toEqual({ name: 'Name is required' });
      expect(storedFileCount()).toBe(before);
      expect(existsSync(fileOnDisk(created.bannerImage))).toBe(true);
    });

    it('is refused without a token and answers not found for an unknown id', async () => {
      const product = await insertProduct(t.db.dataSource);
      const anonymous = await t.gql(UPDATE, { id: product.id, input: { name: 'x' } });
      expect(anonymous.status).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      for (const id of ['nope', '5f1d7c2e-0000-4000-8000-000000000000']) {
        expect(errorOf(await t.gql(UPDATE, { id, input: { name: 'x' } }, token))).toMatchObject({
          code: 'NOT_FOUND',
          message: 'Product not found',
        });
      }
    });
  });

  describe('deleteProduct', () => {
    it('moves the product to the trash, keeping its banner and screenshot files until it is deleted for good', async () => {
      const created = await createProduct({}, 2);
      const res = await t.gql(DELETE, { id: created.id }, token);
      expect(res.body.data!.deleteProduct).toEqual({ id: created.id, name: created.name });
      expect(errorOf(await t.gql(BY_ID, { id: created.id })).code).toBe('NOT_FOUND');
      const files = [created.bannerImage, ...created.screenshots];
      for (const url of files) expect(existsSync(fileOnDisk(url))).toBe(true);
      await deleteForGood(t, 'Product', created.id, token);
      for (const url of files) expect(existsSync(fileOnDisk(url))).toBe(false);
    });

    it('is refused without a token and answers not found for an unknown id', async () => {
      const product = await insertProduct(t.db.dataSource);
      const res = await t.gql(DELETE, { id: product.id });
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
      expect((await t.gql(BY_ID, { id: product.id })).body.data!.product.id).toBe(product.id);
      expect(errorOf(await t.gql(DELETE, { id: '5f1d7c2e-0000-4000-8000-000000000000' }, token)).message).toBe(
        'Product not found',
      );
    });
  });

  describe('addProductScreenshots', () => {
    it('appends real images in order and answers all screenshots and the added ones', async () => {
      const created = await createProduct({}, 1);
      const files = [await jpegFile('a.jpg'), await pngFile('b.png')];
      const res = await t.gqlUpload(
        ADD_SCREENSHOTS,
        { id: created.id, screenshots: [null, null] },
        screenshotFiles(files),
        token,
      );
      const payload = res.body.data!.addProductScreenshots;
      expect(payload.added).toEqual([expect.stringMatching(/^\/uploads\/products\/.+\.jpg$/), expect.stringMatching(/\.png$/)]);
      expect(payload.screenshots).toEqual([created.screenshots[0], ...payload.added]);
      expect(payload.product).toMatchObject({ id: created.id, screenshots: payload.screenshots });
      for (const url of payload.added) expect(existsSync(fileOnDisk(url))).toBe(true);
      expect((await t.gql(BY_ID, { id: created.id })).body.data!.product.screenshots).toEqual(payload.screenshots);
    });

    it("answers 'No screenshot files provided' for an empty list", async () => {
      const product = await insertProduct(t.db.dataSource);
      const res = await t.gql(ADD_SCREENSHOTS, { id: product.id, screenshots: [] }, token);
      expect(errorOf(res)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'No screenshot files provided',
        fields: { screenshots: 'No screenshot files provided' },
      });
    });

    it('takes at most 10 screenshots at a time and stores none of a larger batch', async () => {
      const product = await insertProduct(t.db.dataSource);
      const before = storedFileCount();
      const shots = await Promise.all(Array.from({ length: 11 }, () => pngFile()));
      const res = await t.gqlUpload(
        ADD_SCREENSHOTS,
        { id: product.id, screenshots: shots.map(() => null) },
        screenshotFiles(shots),
        token,
      );
      expect(errorOf(res)).toMatchObject({
        code: 'BAD_USER_INPUT',
        message: 'You can upload at most 10 screenshots at a time',
        fields: { screenshots: 'You can upload at most 10 screenshots at a time' },
      });
      expect(storedFileCount()).toBe(before);
      const ten = await t.gqlUpload(
        ADD_SCREENSHOTS,
        { id: product.id, screenshots: shots.slice(1).map(() => null) },
        screenshotFiles(shots.slice(1)),
        token,
      );
      expect(ten.body.data!.addProductScreenshots.added).toHaveLength(10);
    });

    it('checks every file before storing any: one non-image refuses the whole batch', async () => {
      const product = await insertProduct(t.db.dataSource);
      const before = storedFileCount();
      const res = await t.gqlUpload(
        ADD_SCREENSHOTS,
        { id: product.id, screenshots: [null, null] },
        screenshotFiles([await pngFile(), fakePngFile('evil.png')]),
        token,
      );
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
      expect(storedFileCount()).toBe(before);
      expect((await t.gql(BY_ID, { id: product.id })).body.data!.product.screenshots).toEqual([]);
    });

    it('is refused without a token and answers not found for an unknown id, storing nothing', async () => {
      const product = await insertProduct(t.db.dataSource);
      const before = storedFileCount();
      const anonymous = await t.gqlUpload(
        ADD_SCREENSHOTS,
        { id: product.id, screenshots: [null] },
        screenshotFiles([await pngFile()]),
      );
      expect(anonymous.status).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      const unknown = await t.gqlUpload(
        ADD_SCREENSHOTS,
        { id: '5f1d7c2e-0000-4000-8000-000000000000', screenshots: [null] },
        screenshotFiles([await pngFile()]),
        token,
      );
      expect(errorOf(unknown)).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
      expect(storedFileCount()).toBe(before);
    });
  });

  describe('removeProductScreenshot', () => {
    it('removes the screenshot at a 0-based position, keeps the order of the rest and deletes its file', async () => {
      const created = await createProduct({}, 3);
      const [first, middle, last] = created.screenshots;
      const res = await t.gql(REMOVE_SCREENSHOT, { id: created.id, index: 1 }, token);
      expect(res.body.data!.removeProductScreenshot).toEqual({
        product: { id: created.id, screenshots: [first, last] },
        removed: middle,
        screenshots: [first, last],
      });
      expect(existsSync(fileOnDisk(middle))).toBe(false);
      expect(existsSync(fileOnDisk(first))).toBe(true);
      expect(existsSync(fileOnDisk(created.bannerImage))).toBe(true);
    });

    it("answers 'Invalid screenshot index' for a negative or out-of-range position", async () => {
      const created = await createProduct({}, 2);
      for (const index of [-1, 2, 99]) {
        const res = await t.gql(REMOVE_SCREENSHOT, { id: created.id, index }, token);
        expect(errorOf(res)).toMatchObject({
          code: 'BAD_USER_INPUT',
          message: 'Invalid screenshot index',
          fields: { index: 'Invalid screenshot index' },
        });
      }
      expect((await t.gql(BY_ID, { id: created.id })).body.data!.product.screenshots).toEqual(created.screenshots);
    });

    it('refuses a position that is not a whole number (as the REST door may pass one)', async () => {
      const created = await createProduct({}, 2);
      for (const index of [0.5, Number.NaN]) {
        await expect(t.app.services.products.removeScreenshot(ADMIN, created.id, index)).rejects.toMatchObject({
          code: 'BAD_USER_INPUT',
          fields: { index: 'Invalid screenshot index' },
        });
      }
    });

    it('is refused without a token and answers not found for an unknown id', async () => {
      const created = await createProduct({}, 1);
      const anonymous = await t.gql(REMOVE_SCREENSHOT, { id: created.id, index: 0 });
      expect(anonymous.status).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      expect(existsSync(fileOnDisk(created.screenshots[0]))).toBe(true);
      const unknown = await t.gql(REMOVE_SCREENSHOT, { id: 'not-an-id', index: 0 }, token);
      expect(errorOf(unknown)).toMatchObject({ code: 'NOT_FOUND', message: 'Product not found' });
    });
  });
});
