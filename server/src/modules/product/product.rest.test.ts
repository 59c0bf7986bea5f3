import { existsSync } from 'node:fs';
import path from 'node:path';
import { fakePngFile, jpegFile, pngFile, storedOriginalsIn } from '../../test/images';
import { startTestApp, type TestApp, type TestFile } from '../../test/test-app';
import { insertProduct } from './product.factory';
import { Product } from './product.entity';

/** Text fields as the admin's product form sends them; `features` is repeated once per item. */
type FormValues = Record<string, string | string[]>;
/** [file field name, file]: a field may appear several times (`screenshots`). */
type Upload = [string, TestFile];
type Req = ReturnType<ReturnType<TestApp['http']>['post']>;

const FULL_DESCRIPTION = '<p>Helpdesk AI reads every ticket and drafts an answer your team can send.</p>';
const FORM = {
  name: 'Helpdesk AI',
  shortDescription: 'Answers support tickets before your coffee is ready.',
  fullDescription: FULL_DESCRIPTION,
  githubLink: 'https://github.com/example/helpdesk-ai',
  liveLink: 'https://helpdesk.example.com',
  features: ['Drafts replies', 'Learns your tone'],
};
/** What REST-CONTRACT.md names for a product, plus `position` (manual order). */
const CONTRACT_FIELDS = [
  'id',
  'slug',
  'name',
  'shortDescription',
  'fullDescription',
  'bannerImage',
  'features',
  'screenshots',
  'liveLink',
  'githubLink',
  'position',
  'createdAt',
  'updatedAt',
];
const SLUG_MESSAGE = 'Slug must contain only lowercase letters, numbers, and hyphens';
const UNKNOWN_IDS = ['00000000-0000-4000-8000-000000000000', 'not-an-id'];
const NOT_FOUND = { message: 'Product not found' };

/** Puts text fields (repeating list items) and files on a multipart request. */
function multipart(req: Req, values: FormValues, uploads: Upload[] = []): Req {
  for (const [key, value] of Object.entries(values)) for (const item of [value].flat()) req.field(key, item);
  for (const [field, file] of uploads) req.attach(field, file.bytes, file.filename);
  return req;
}

let unique = 0;
/** The form with a fresh name, so the derived slugs never clash between tests. */
const uniqueForm = (): FormValues => {
  unique += 1;
  return { ...FORM, name: `Helpdesk AI ${unique}` };
};

describe('REST /api/products', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await startTestApp();
    auth = `Bearer ${await t.login()}`;
  });
  afterAll(() => t.close());

  /** The columns a REST answer carries: every one but the version (the ETag) and the trash date. */
  const restColumns = () =>
    t.db.dataSource
      .getMetadata(Product)
      .columns.filter((column) => !column.isVersion && !column.isDeleteDate)
      .map((column) => column.propertyName);
  const asJson = (value: unknown) => (value instanceof Date ? value.toISOString() : value);
  const onDisk = (url: string) => existsSync(path.join(t.uploadsDir, url.replace(/^\/uploads\//, '')));
  /** Stored images (their responsive variants, '<name>-<width>.<ext>', are counted with them, not apart). */
  const storedFileCount = () => storedOriginalsIn(t.uploadsDir, 'products').length;
  const productCount = async () => ((await t.http().get('/api/products')).body as unknown[]).length;
  const screenshotsOf = async (id: string) =>
    (await t.http().get(`/api/products/${id}/screenshots`)).body.screenshots as string[];

  const post = (values: FormValues, uploads: Upload[] = [], token: string | null = auth) => {
    const req = t.http().post('/api/products');
    if (token) req.set('authorization', token);
    return multipart(req, values, uploads);
  };
  const put = (id: string, values: FormValues, uploads: Upload[] = [], token: string | null = auth) => {
    const req = t.http().put(`/api/products/${id}`);
    if (token) req.set('authorization', token);
    return multipart(req, values, uploads);
  };
  const putJson = (id: string, body: object) => t.http().put(`/api/products/${id}`).set('authorization', auth).send(body);
  const addScreenshots = (id: string, files: TestFile[], token: string | null = auth) => {
    const req = t.http().post(`/api/products/${id}/screenshots`);
    if (token) req.set('authorization', token);
    return multipart(
      req,
      {},
      files.map((file): Upload => ['screenshots', file]),
    );
  };
  const removeScreenshot = (id: string, index: string | number, token: string | null = auth) => {
    const req = t.http().delete(`/api/products/${id}/screenshots/${index}`);
    return token ? req.set('authorization', token) : req;
  };

  /** Creates a product through POST /api/products with a real banner and `screenshots` real screenshots. */
  async function createProduct(values: FormValues = {}, screenshots = 0) {
    const shots = await Promise.all(Array.from({ length: screenshots }, (_, i) => pngFile(`shot-${i}.png`, `#00${i}0${i}0`)));
    const res = await post({ ...uniqueForm(), ...values }, [
      ['image', await pngFile('banner.png')],
      ...shots.map((s): Upload => ['screenshots', s]),
    ]);
    if (res.status !== 201) throw new Error(`POST /api/products failed: ${res.status} ${JSON.stringify(res.body)}`);
    return res.body;
  }

  describe('GET /products, /products/:id, /products/slug/:slug', () => {
    it('lists products as a bare array, newest first, each with _id == id, timestamps and array list fields', async () => {
      const older = await insertProduct(t.db.dataSource, { createdAt: new Date('2024-01-01') });
      const newer = await insertProduct(t.db.dataSource, {
        createdAt: new Date('2025-01-01'),
        screenshots: ['/uploads/products/s.png'],
      });
      const res = await t.http().get('/api/products');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/application\/json/);
      expect(Array.isArray(res.body)).toBe(true);
      const ids = res.body.map((p: { _id: string }) => p._id);
      expect(ids.indexOf(newer.id)).toBeGreaterThanOrEqual(0);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      for (const product of res.body) {
        expect(product).toMatchObject({
          _id: product.id,
          id: expect.any(String),
          slug: expect.any(String),
          name: expect.any(String),
          shortDescription: expect.any(String),
          fullDescription: expect.any(String),
          bannerImage: expect.any(String),
          features: expect.any(Array),
          screenshots: expect.any(Array),
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
        });
      }
      expect(res.body.find((p: { id: string }) => p.id === older.id).screenshots).toEqual([]);
    });

    it('pages the list with ?skip and ?take', async () => {
      await insertProduct(t.db.dataSource);
      await insertProduct(t.db.dataSource);
      const page = await t.http().get('/api/products?skip=1&take=1');
      expect(page.status).toBe(200);
      expect(page.body).toHaveLength(1);
      expect((await t.http().get('/api/products?take=0')).status).toBe(400);
    });

    it('reads one product by id as a bare object with _id', async () => {
      const product = await insertProduct(t.db.dataSource, { features: ['One', 'Two'] });
      const res = await t.http().get(`/api/products/${product.id}`);
      expect(res.status).toBe(200);
      // Every column, from the entity's own metadata (as image-record-suites does), so a new field needs no change
      // here; the contract's fields are among them. Manual order (ADR 035): a field the contract does not forbid.
      const columns = restColumns();
      expect(columns).toEqual(expect.arrayContaining(CONTRACT_FIELDS));
      expect(res.body).toEqual({
        _id: product.id,
        ...Object.fromEntries(columns.map((key) => [key, asJson(product[key as keyof Product])])),
        features: ['One', 'Two'],
        screenshots: [],
      });
    });

    it("answers 404 JSON {message: 'Product not found'} for unknown and malformed ids, never a 500", async () => {
      for (const id of [...UNKNOWN_IDS, '12345', "1' OR '1'='1"]) {
        const res = await t.http().get(`/api/products/${encodeURIComponent(id)}`);
        expect(res.status).toBe(404);
        expect(res.headers['content-type']).toMatch(/application\/json/);
        expect(res.body).toMatchObject(NOT_FOUND);
      }
    });

    it('reads one product by slug; 404 for an unknown slug', async () => {
      const product = await insertProduct(t.db.dataSource, { slug: 'find-me-by-slug' });
      const res = await t.http().get('/api/products/slug/find-me-by-slug');
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: product.id,
        id: product.id,
        slug: 'find-me-by-slug',
        name: product.name,
        features: product.features,
      });
      const missing = await t.http().get('/api/products/slug/no-such-product');
      expect(missing.status).toBe(404);
      expect(missing.body).toMatchObject(NOT_FOUND);
    });
  });

  describe('POST /products', () => {
    it('creates from multipart with a real banner (`image` -> bannerImage) and screenshots: 201 and the bare record', async () => {
      const banner = await pngFile('banner.png');
      const res = await post(FORM, [
        ['image', banner],
        ['screenshots', await pngFile('one.png', '#00ff00')],
        ['screenshots', await jpegFile('two.jpg')],
      ]);
      expect(res.status).toBe(201);
      expect(Object.keys(res.body).sort()).toEqual(['_id', ...restColumns()].sort());
      expect(res.body).toMatchObject({
        _id: res.body.id,
        id: expect.any(String),
        ...FORM,
        slug: 'helpdesk-ai',
        bannerImage: expect.stringMatching(/^\/uploads\/products\/.+\.png$/),
        screenshots: [
          expect.stringMatching(/^\/uploads\/products\/.+\.png$/),
          expect.stringMatching(/^\/uploads\/products\/.+\.jpg$/),
        ],
        position: expect.any(Number),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      for (const url of [res.body.bannerImage, ...res.body.screenshots]) expect(onDisk(url)).toBe(true);
      const served = await t.http().get(res.body.bannerImage);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect((await t.http().get(`/api/products/${res.body.id}`)).body).toEqual(res.body);
      expect((await t.http().get('/api/products/slug/helpdesk-ai')).body.id).toBe(res.body.id);
    });

    it('derives the slug from the name when none or an empty one is sent, and keeps a given one', async () => {
      expect((await createProduct({ name: '  --Vision++ Kit 2.0!  ' })).slug).toBe('vision-kit-2-0');
      expect((await createProduct({ name: 'Empty Slug Product', slug: '' })).slug).toBe('empty-slug-product');
      expect((await createProduct({ slug: 'my-own-slug' })).slug).toBe('my-own-slug');
    });

    it('reads `features` repeated, `features[]` repeated, and a single `features` as lists; blank items are dropped', async () => {
      const { features: plain, ...rest } = uniqueForm();
      expect(plain).toEqual(FORM.features);
      const bracketed = await post({ ...rest, 'features[]': ['Alpha', 'Beta', '  '] }, [['image', await pngFile()]]);
      expect(bracketed.status).toBe(201);
      expect(bracketed.body.features).toEqual(['Alpha', 'Beta']);
      expect((await createProduct({ features: 'Only one' })).features).toEqual(['Only one']);
      expect((await createProduct({ features: ['One', '', 'Two', '   '] })).features).toEqual(['One', 'Two']);
    });

    it('stores screenshots as an empty list when none are sent, and empty links as null', async () => {
      const created = await createProduct({ liveLink: '', githubLink: '' });
      expect(created).toMatchObject({ screenshots: [], liveLink: null, githubLink: null });
    });

    it("ignores fields that are not the entity's (no mass assignment of ids, timestamps or files)", async () => {
      const res = await post(
        {
          ...uniqueForm(),
          _id: '11111111-1111-4111-8111-111111111111',
          id: '22222222-2222-4222-8222-222222222222',
          createdAt: '2001-01-01T00:00:00Z',
          updatedAt: '2001-01-01T00:00:00Z',
          bannerImage: '/uploads/products/evil.png',
          screenshots: ['/uploads/products/a.png', '/uploads/products/b.png'],
          isAdmin: 'true',
        },
        [['image', await pngFile()]],
      );
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe('22222222-2222-4222-8222-222222222222');
      expect(res.body._id).toBe(res.body.id);
      expect(res.body.createdAt.startsWith('2001')).toBe(false);
      expect(res.body.updatedAt.startsWith('2001')).toBe(false);
      expect(res.body.bannerImage).not.toBe('/uploads/products/evil.png');
      expect(res.body.screenshots).toEqual([]);
      expect(res.body).not.toHaveProperty('isAdmin');
    });

    it('accepts a JSON body with the same field names (only the banner file is then missing)', async () => {
      const res = await t
        .http()
        .post('/api/products')
        .set('authorization', auth)
        .send({ ...uniqueForm() });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Banner image is required',
        errors: { bannerImage: 'Banner image is required' },
      });
      expect(res.body.errors).toEqual({ bannerImage: 'Banner image is required' });
    });

    const tooLong = 'x'.repeat(201);
    it.each<[string, FormValues, string]>([
      ['name', { name: '  ' }, 'Name is required'],
      ['slug', { slug: 'Not A Slug' }, SLUG_MESSAGE],
      ['slug', { slug: 'double--hyphen' }, SLUG_MESSAGE],
      ['slug', { slug: '-edge-' }, SLUG_MESSAGE],
      ['shortDescription', { shortDescription: '' }, 'Short description is required'],
      ['shortDescription', { shortDescription: tooLong }, 'Short description must be less than 200 characters'],
      ['fullDescription', { fullDescription: '' }, 'Full description is required'],
      ['fullDescription', { fullDescription: 'x'.repeat(49) }, 'Full description must be at least 50 characters'],
      [
        'fullDescription',
        { fullDescription: `<p>short</p><script>${'x'.repeat(60)}</script>` },
        'Full description must be at least 50 characters',
      ],
      ['features', { features: [] }, 'Please add at least one feature'],
      ['features', { features: ['  ', ''] }, 'Please add at least one feature'],
      ['githubLink', { githubLink: 'https://gitlab.com/example/repo' }, 'Please enter a valid GitHub repository URL'],
      ['githubLink', { githubLink: 'https://github.com/example' }, 'Please enter a valid GitHub repository URL'],
      ['liveLink', { liveLink: 'ftp://files.example.com' }, 'Please enter a valid URL'],
      ['liveLink', { liveLink: 'https://localhost' }, 'Please enter a valid URL'],
      ['liveLink', { liveLink: 'javascript:alert(1)//x.com' }, 'Please enter a valid URL'],
    ])('answers 400 for a bad %s in the SPEC words (%j), storing nothing', async (field, override, message) => {
      const [products, files] = [await productCount(), storedFileCount()];
      const res = await post({ ...uniqueForm(), ...override }, [
        ['image', await pngFile()],
        ['screenshots', await pngFile()],
      ]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message });
      expect(res.body.errors).toEqual({ [field]: message });
      expect(await productCount()).toBe(products);
      expect(storedFileCount()).toBe(files);
    });

    it('reports every problem at once: message is the first, errors maps each field', async () => {
      const { features: _omitted, ...withoutFeatures } = uniqueForm();
      const res = await post({ ...withoutFeatures, name: '', shortDescription: '' }, [['image', await pngFile()]]);
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        name: 'Name is required',
        shortDescription: 'Short description is required',
        features: 'Please add at least one feature',
      });
      expect(res.body.message).toBe('Name is required');
    });

    it("requires the banner: 400 'Banner image is required'", async () => {
      const res = await post(uniqueForm());
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        message: 'Banner image is required',
        errors: { bannerImage: 'Banner image is required' },
      });
    });

    it("asks for a slug when the name yields none: 400 'Slug is required'", async () => {
      const res = await post({ ...uniqueForm(), name: '!!!' }, [['image', await pngFile()]]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ message: 'Slug is required', errors: { slug: 'Slug is required' } });
    });

    it('refuses a slug that is taken, given or derived: 400, storing nothing', async () => {
      await createProduct({ name: 'Clash Name', slug: 'clash-slug' });
      const [products, files] = [await productCount(), storedFileCount()];
      for (const values of [{ slug: 'clash-slug' }, { name: 'Clash  Slug!' }] as FormValues[]) {
        const res = await post({ ...uniqueForm(), ...values }, [['image', await pngFile()]]);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({
          message: 'A product with this slug already exists',
          errors: { slug: 'A product with this slug already exists' },
        });
      }
      expect(await productCount()).toBe(products);
      expect(storedFileCount()).toBe(files);
    });

    it('sanitises fullDescription: scripts, event handlers and javascript: links go, formatting stays', async () => {
      const html =
        '<h2>About</h2><p>It is <strong>fast</strong> and <em>friendly</em>.</p><script>alert("x")</script>' +
        '<img src="https://example.com/a.png" onerror="alert(1)"><a href="javascript:alert(1)">click</a>' +
        '<ul><li>One</li></ul><iframe src="https://evil.example.com"></iframe>';
      const created = await createProduct({ fullDescription: html });
      expect(created.fullDescription).not.toMatch(/script|onerror|javascript:|iframe/i);
      expect(created.fullDescription).toContain('<h2>About</h2><p>It is <strong>fast</strong> and <em>friendly</em>.</p>');
      expect(created.fullDescription).toContain('<img src="https://example.com/a.png" />');
      expect(created.fullDescription).toContain('<a>click</a>');
      expect(created.fullDescription).toContain('<ul><li>One</li></ul>');
      expect((await t.http().get(`/api/products/${created.id}`)).body.fullDescription).toBe(created.fullDescription);
    });

    it("refuses a non-image named .png, as banner or as screenshot: 400 'Only image files are allowed!', storing nothing", async () => {
      const [products, files] = [await productCount(), storedFileCount()];
      for (const uploads of [
        [['image', fakePngFile()]],
        [
          ['image', await pngFile()],
          ['screenshots', await pngFile()],
          ['screenshots', fakePngFile('evil.png')],
        ],
      ] as Upload[][]) {
        const res = await post(uniqueForm(), uploads);
        expect(res.status).toBe(400);
        expect(res.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
      }
      expect(await productCount()).toBe(products);
      expect(storedFileCount()).toBe(files);
    });

    it('refuses a file under another field name (400) and a file over 10 MB (413)', async () => {
      const wrongField = await post(uniqueForm(), [
        ['image', await pngFile()],
        ['bannerImage', await pngFile()],
      ]);
      expect(wrongField.status).toBe(400);
      expect(wrongField.body).toMatchObject({ success: false, message: expect.stringMatching(/Unexpected file field/) });
      const { bytes } = await pngFile();
      const big = await post(uniqueForm(), [
        ['image', { bytes: Buffer.concat([bytes, Buffer.alloc(10 * 1024 * 1024 + 1)]), filename: 'big.png' }],
      ]);
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ success: false, message: 'File too large', requestId: expect.any(String) });
    });

    it('takes at most 10 screenshots with a create', async () => {
      const files = storedFileCount();
      const shots = await Promise.all(Array.from({ length: 11 }, (_, i) => pngFile(`s${i}.png`)));
      const res = await post(uniqueForm(), [['image', await pngFile()], ...shots.map((s): Upload => ['screenshots', s])]);
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errors: { screenshots: 'You can upload at most 10 screenshots at a time' } });
      expect(storedFileCount()).toBe(files);
    });
  });

  describe('PUT /products/:id', () => {
    it('updates from multipart as the edit form sends it (slug always sent, no image): 200 and the bare record', async () => {
      const created = await createProduct({}, 1);
      const res = await put(created.id, {
        name: 'Renamed Product',
        slug: created.slug,
        shortDescription: 'New short text.',
        fullDescription: '<p>Short now.</p>',
        githubLink: '',
        liveLink: 'https://renamed.example.com',
        features: ['Only one', '  '],
      });
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        ...created,
        name: 'Renamed Product',
        shortDescription: 'New short text.',
        fullDescription: '<p>Short now.</p>',
        githubLink: null,
        liveLink: 'https://renamed.example.com',
        features: ['Only one'],
        updatedAt: expect.any(String),
      });
      expect(onDisk(created.bannerImage)).toBe(true);
    });

    it('updates from JSON, changing only the fields sent; null or an empty string clears a link', async () => {
      const created = await createProduct();
      const res = await putJson(created.id, { shortDescription: 'Changed by JSON', liveLink: null, githubLink: '' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: created.id,
        name: created.name,
        slug: created.slug,
        shortDescription: 'Changed by JSON',
        fullDescription: created.fullDescription,
        features: created.features,
        bannerImage: created.bannerImage,
        liveLink: null,
        githubLink: null,
      });
      const features = await putJson(created.id, { 'features[]': ['From', 'JSON'] });
      expect(features.body.features).toEqual(['From', 'JSON']);
    });

    it('allows zero features on edit and keeps the list an array', async () => {
      const created = await createProduct();
      const viaMultipart = await put(created.id, { features: '' });
      expect(viaMultipart.status).toBe(200);
      expect(viaMultipart.body.features).toEqual([]);
      const viaJson = await putJson(created.id, { features: null });
      expect(viaJson.status).toBe(200);
      expect(viaJson.body.features).toEqual([]);
      expect((await t.http().get(`/api/products/${created.id}`)).body.features).toEqual([]);
    });

    it('replaces the banner (`image`) and removes the old file; appends screenshots sent with the update', async () => {
      const created = await createProduct({}, 1);
      const res = await put(created.id, { name: 'With new banner' }, [
        ['image', await jpegFile('new.jpg')],
        ['screenshots', await jpegFile('extra.jpg')],
      ]);
      expect(res.status).toBe(200);
      expect(res.body.bannerImage).toMatch(/^\/uploads\/products\/.+\.jpg$/);
      expect(res.body.screenshots).toEqual([created.screenshots[0], expect.stringMatching(/^\/uploads\/products\/.+\.jpg$/)]);
      expect(onDisk(res.body.bannerImage)).toBe(true);
      expect(onDisk(res.body.screenshots[1])).toBe(true);
      expect(onDisk(created.bannerImage)).toBe(false);
      expect(onDisk(created.screenshots[0])).toBe(true);
    });

    it("ignores fields that are not the entity's", async () => {
      const created = await createProduct({}, 1);
      const res = await putJson(created.id, {
        name: 'Still mine',
        id: '22222222-2222-4222-8222-222222222222',
        _id: '22222222-2222-4222-8222-222222222222',
        createdAt: '2001-01-01T00:00:00Z',
        bannerImage: '/uploads/products/evil.png',
        screenshots: [],
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: created.id,
        id: created.id,
        name: 'Still mine',
        createdAt: created.createdAt,
        bannerImage: created.bannerImage,
        screenshots: created.screenshots,
      });
    });

    const tooLong = 'x'.repeat(201);
    it.each<[string, FormValues, string]>([
      ['name', { name: '' }, 'Name is required'],
      ['slug', { slug: ' ' }, 'Slug is required'],
      ['slug', { slug: 'Has Spaces' }, SLUG_MESSAGE],
      ['shortDescription', { shortDescription: '' }, 'Short description is required'],
      ['shortDescription', { shortDescription: tooLong }, 'Short description must be less than 200 characters'],
      ['fullDescription', { fullDescription: '' }, 'Full description is required'],
      ['fullDescription', { fullDescription: '<script>alert(1)</script>' }, 'Full description is required'],
      ['githubLink', { githubLink: 'github.com/owner/repo' }, 'Please enter a valid GitHub repository URL'],
      ['liveLink', { liveLink: 'not a url' }, 'Please enter a valid URL'],
    ])(
      'answers 400 for a bad %s on edit in the SPEC words (%j), multipart and JSON, changing nothing',
      async (field, override, message) => {
        const created = await createProduct();
        const files = storedFileCount();
        for (const res of [await put(created.id, override, [['image', await pngFile()]]), await putJson(created.id, override)]) {
          expect(res.status).toBe(400);
          expect(res.body).toMatchObject({ message });
          expect(res.body.errors).toEqual({ [field]: message });
        }
        expect(storedFileCount()).toBe(files);
        expect((await t.http().get(`/api/products/${created.id}`)).body).toEqual(created);
      },
    );

    it("refuses another product's slug (400) but keeps its own", async () => {
      const [mine, other] = [await createProduct(), await createProduct()];
      const clash = await put(mine.id, { slug: other.slug });
      expect(clash.status).toBe(400);
      expect(clash.body).toMatchObject({
        message: 'A product with this slug already exists',
        errors: { slug: 'A product with this slug already exists' },
      });
      const same = await put(mine.id, { slug: mine.slug, name: 'Keeps its slug' });
      expect(same.status).toBe(200);
      expect(same.body).toMatchObject({ slug: mine.slug, name: 'Keeps its slug' });
    });

    it('sanitises fullDescription on update, from multipart and JSON', async () => {
      const created = await createProduct();
      const dirty = '<p onclick="x()">Hi <b>there</b></p><script>bad()</script><a href="javascript:alert(1)">x</a>';
      expect((await put(created.id, { fullDescription: dirty })).body.fullDescription).toBe('<p>Hi <b>there</b></p><a>x</a>');
      expect((await putJson(created.id, { fullDescription: `${dirty}<em>json</em>` })).body.fullDescription).toBe(
        '<p>Hi <b>there</b></p><a>x</a><em>json</em>',
      );
    });

    it('keeps the old banner and stores nothing when the new banner is not an image', async () => {
      const created = await createProduct();
      const files = storedFileCount();
      const res = await put(created.id, { name: 'Fake banner' }, [['image', fakePngFile()]]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
      expect(storedFileCount()).toBe(files);
      expect(onDisk(created.bannerImage)).toBe(true);
      expect((await t.http().get(`/api/products/${created.id}`)).body).toEqual(created);
    });

    it('answers 404 for unknown and malformed ids, storing nothing', async () => {
      const files = storedFileCount();
      for (const id of UNKNOWN_IDS) {
        const res = await put(id, { name: 'x' }, [['image', await pngFile()]]);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject(NOT_FOUND);
        const json = await putJson(id, { name: 'x' });
        expect(json.status).toBe(404);
        expect(json.body).toMatchObject(NOT_FOUND);
      }
      expect(storedFileCount()).toBe(files);
    });
  });

  describe('DELETE /products/:id', () => {
    it("deletes: 200 {message: 'Product deleted successfully'}; banner and screenshot files go when it leaves the trash", async () => {
      const created = await createProduct({}, 2);
      const res = await t.http().delete(`/api/products/${created.id}`).set('authorization', auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Product deleted successfully' });
      expect((await t.http().get(`/api/products/${created.id}`)).status).toBe(404);
      const files = [created.bannerImage, ...created.screenshots];
      for (const url of files) expect(onDisk(url)).toBe(true);
      const purged = await t.http().delete(`/api/admin/trash/Product/${created.id}`).set('authorization', auth);
      expect(purged.status).toBe(200);
      expect(purged.body).toMatchObject({ recordType: 'Product', recordId: created.id, label: created.name });
      for (const url of files) expect(onDisk(url)).toBe(false);
      const again = await t.http().delete(`/api/products/${created.id}`).set('authorization', auth);
      expect(again.status).toBe(404);
      expect(again.body).toMatchObject(NOT_FOUND);
    });

    it('answers 404 for unknown and malformed ids', async () => {
      for (const id of UNKNOWN_IDS) {
        const res = await t.http().delete(`/api/products/${id}`).set('authorization', auth);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject(NOT_FOUND);
      }
    });
  });

  describe('screenshots', () => {
    it('GET /products/:id/screenshots answers {screenshots: [urls]} in order; 404 for unknown and malformed ids', async () => {
      const created = await createProduct({}, 2);
      const res = await t.http().get(`/api/products/${created.id}/screenshots`);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ screenshots: created.screenshots });
      const none = await insertProduct(t.db.dataSource);
      expect((await t.http().get(`/api/products/${none.id}/screenshots`)).body).toEqual({ screenshots: [] });
      for (const id of UNKNOWN_IDS) {
        const missing = await t.http().get(`/api/products/${id}/screenshots`);
        expect(missing.status).toBe(404);
        expect(missing.body).toMatchObject(NOT_FOUND);
      }
    });

    it("POST /products/:id/screenshots appends real images: 200 {message: 'Added N screenshots', added, total, screenshots}", async () => {
      const created = await createProduct({}, 1);
      const res = await addScreenshots(created.id, [await jpegFile('a.jpg'), await pngFile('b.png')]);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'Added 2 screenshots',
        added: [expect.stringMatching(/^\/uploads\/products\/.+\.jpg$/), expect.stringMatching(/^\/uploads\/products\/.+\.png$/)],
        total: 3,
        screenshots: [created.screenshots[0], expect.any(String), expect.any(String)],
      });
      expect(res.body.screenshots.slice(1)).toEqual(res.body.added);
      for (const url of res.body.added) expect(onDisk(url)).toBe(true);
      expect(await screenshotsOf(created.id)).toEqual(res.body.screenshots);
      const one = await addScreenshots(created.id, [await pngFile('c.png')]);
      expect(one.body).toMatchObject({ message: 'Added 1 screenshots', total: 4 });
    });

    it("answers 400 {message: 'No screenshot files provided'} when none are sent (multipart without files, JSON, no body)", async () => {
      const product = await insertProduct(t.db.dataSource);
      const requests = [
        t.http().post(`/api/products/${product.id}/screenshots`).set('authorization', auth).field('note', 'no files here'),
        t
          .http()
          .post(`/api/products/${product.id}/screenshots`)
          .set('authorization', auth)
          .send({ screenshots: ['/uploads/x.png'] }),
        t.http().post(`/api/products/${product.id}/screenshots`).set('authorization', auth),
      ];
      for (const req of requests) {
        const res = await req;
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ message: 'No screenshot files provided' });
      }
      expect(await screenshotsOf(product.id)).toEqual([]);
    });

    it('takes at most 10 screenshots at a time and stores none of a larger batch', async () => {
      const product = await insertProduct(t.db.dataSource);
      const files = storedFileCount();
      const shots = await Promise.all(Array.from({ length: 11 }, (_, i) => pngFile(`s${i}.png`)));
      const eleven = await addScreenshots(product.id, shots);
      expect(eleven.status).toBe(400);
      expect(eleven.body).toMatchObject({ message: 'You can upload at most 10 screenshots at a time' });
      expect(storedFileCount()).toBe(files);
      const ten = await addScreenshots(product.id, shots.slice(1));
      expect(ten.status).toBe(200);
      expect(ten.body).toMatchObject({ message: 'Added 10 screenshots', total: 10 });
      expect(ten.body.added).toHaveLength(10);
      const flood = await addScreenshots(product.id, [...shots, ...shots, ...shots]);
      expect(flood.status).toBe(400);
      expect(flood.body).toMatchObject({ success: false, message: expect.any(String) });
      expect(await screenshotsOf(product.id)).toEqual(ten.body.screenshots);
      expect(storedFileCount()).toBe(files + 10);
    });

    it("refuses a non-image named .png among the screenshots: 400 'Only image files are allowed!', storing none", async () => {
      const product = await insertProduct(t.db.dataSource);
      const files = storedFileCount();
      const res = await addScreenshots(product.id, [await pngFile(), fakePngFile('evil.png')]);
      expect(res.status).toBe(400);
      expect(res.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
      expect(storedFileCount()).toBe(files);
      expect(await screenshotsOf(product.id)).toEqual([]);
    });

    it('refuses a file under another field name (400)', async () => {
      const product = await insertProduct(t.db.dataSource);
      const res = await t
        .http()
        .post(`/api/products/${product.id}/screenshots`)
        .set('authorization', auth)
        .attach('image', (await pngFile()).bytes, 'a.png');
      expect(res.status).toBe(400);
      expect(res.body.message).toMatch(/Unexpected file field/);
    });

    it('POST answers 404 for unknown and malformed ids, storing nothing', async () => {
      const files = storedFileCount();
      for (const id of UNKNOWN_IDS) {
        const res = await addScreenshots(id, [await pngFile()]);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject(NOT_FOUND);
      }
      expect(storedFileCount()).toBe(files);
    });

    it('DELETE /products/:id/screenshots/:index removes by 0-based position: 200 {message, removed, remainingCount, screenshots}', async () => {
      const created = await createProduct({}, 3);
      const [first, middle, last] = created.screenshots;
      const res = await removeScreenshot(created.id, 1);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({
        message: 'Screenshot removed successfully',
        removed: middle,
        remainingCount: 2,
        screenshots: [first, last],
      });
      expect(onDisk(middle)).toBe(false);
      expect(onDisk(first)).toBe(true);
      expect(onDisk(last)).toBe(true);
      expect(onDisk(created.bannerImage)).toBe(true);
      expect(await screenshotsOf(created.id)).toEqual([first, last]);
      const lastOne = await removeScreenshot(created.id, 1);
      expect(lastOne.body).toEqual({
        message: 'Screenshot removed successfully',
        removed: last,
        remainingCount: 1,
        screenshots: [first],
      });
      const firstOne = await removeScreenshot(created.id, 0);
      expect(firstOne.body).toEqual({
        message: 'Screenshot removed successfully',
        removed: first,
        remainingCount: 0,
        screenshots: [],
      });
    });

    it("answers 400 {message: 'Invalid screenshot index'} for negative, non-numeric, fractional and out-of-range positions", async () => {
      const created = await createProduct({}, 2);
      for (const index of ['-1', '2', '99', 'abc', '1.5', '1e0', ' 1', '0x1', '99999999999999999999']) {
        const res = await removeScreenshot(created.id, encodeURIComponent(index));
        expect({ index, status: res.status }).toEqual({ index, status: 400 });
        expect(res.body).toMatchObject({ message: 'Invalid screenshot index' });
      }
      expect(await screenshotsOf(created.id)).toEqual(created.screenshots);
      for (const url of created.screenshots) expect(onDisk(url)).toBe(true);
      const empty = await insertProduct(t.db.dataSource);
      expect((await removeScreenshot(empty.id, 0)).body).toMatchObject({ message: 'Invalid screenshot index' });
    });

    it('DELETE answers 404 for unknown and malformed product ids', async () => {
      for (const id of UNKNOWN_IDS) {
        const res = await removeScreenshot(id, 0);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject(NOT_FOUND);
      }
    });
  });

  describe('auth', () => {
    const NO_TOKEN = { success: false, message: 'Access denied. No token provided.', requestId: expect.any(String) };
    const BAD_TOKEN = { success: false, message: 'Invalid token.', requestId: expect.any(String) };

    it('refuses every write without a valid token: 401 {success: false, message}, changing and storing nothing', async () => {
      const created = await createProduct({}, 2);
      const [products, files] = [await productCount(), storedFileCount()];
      const writes: Array<[string, (token: string | null) => Req]> = [
        ['POST /products', (token) => post(uniqueForm(), [['image', fakePngFile()]], token)],
        ['PUT /products/:id', (token) => put(created.id, { name: 'Hijacked' }, [['image', fakePngFile()]], token)],
        [
          'DELETE /products/:id',
          (token) => {
            const req = t.http().delete(`/api/products/${created.id}`);
            return token ? req.set('authorization', token) : req;
          },
        ],
        ['POST /products/:id/screenshots', (token) => addScreenshots(created.id, [fakePngFile()], token)],
        ['DELETE /products/:id/screenshots/:index', (token) => removeScreenshot(created.id, 0, token)],
      ];
      for (const [route, send] of writes) {
        for (const [token, body] of [
          [null, NO_TOKEN],
          ['Bearer nonsense', BAD_TOKEN],
          ['nonsense', NO_TOKEN],
        ] as const) {
          const res = await send(token);
          expect({ route, token, status: res.status, body: res.body }).toEqual({ route, token, status: 401, body });
        }
      }
      expect(await productCount()).toBe(products);
      expect(storedFileCount()).toBe(files);
      expect((await t.http().get(`/api/products/${created.id}`)).body).toEqual(created);
    });

    it('answers 401 before reading a large upload, not a dropped connection', async () => {
      const { bytes } = await pngFile();
      const big = { bytes: Buffer.concat([bytes, Buffer.alloc(5 * 1024 * 1024)]), filename: 'big.png' };
      const files = storedFileCount();
      const res = await post(uniqueForm(), [['image', big]], null);
      expect(res.status).toBe(401);
      expect(res.body).toEqual(NO_TOKEN);
      expect(storedFileCount()).toBe(files);
    });

    it('refuses a revoked token after logout', async () => {
      const created = await createProduct();
      const token = `Bearer ${await t.login()}`;
      expect((await t.http().post('/api/admin/logout').set('authorization', token)).status).toBe(200);
      const res = await put(created.id, { name: 'After logout' }, [], token);
      expect(res.status).toBe(401);
      expect(res.body).toEqual({
        success: false,
        message: 'Invalid token or admin account deactivated.',
        requestId: expect.any(String),
      });
    });

    it('lets anyone read: list, one, by slug and screenshots need no token (and a broken one does not hurt)', async () => {
      const created = await createProduct({}, 1);
      for (const url of [
        '/api/products',
        `/api/products/${created.id}`,
        `/api/products/slug/${created.slug}`,
        `/api/products/${created.id}/screenshots`,
      ]) {
        expect((await t.http().get(url)).status).toBe(200);
        expect((await t.http().get(url).set('authorization', 'Bearer broken')).status).toBe(200);
      }
    });
  });
});
