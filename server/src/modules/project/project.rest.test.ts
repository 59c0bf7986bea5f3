import { existsSync } from 'node:fs';
import path from 'node:path';
import { fakePngFile, jpegFile, pngFile, storedOriginalsIn } from '../../test/images';
import { startTestApp, type TestApp, type TestFile } from '../../test/test-app';
import { insertProject } from './project.factory';

/** Text fields as the SPEC's client sends them: the lists JSON-encoded in one field each. */
const fields = {
  title: 'Insight Hub',
  description: 'Analytics for retail chains.',
  category: 'SaaS',
  liveDemoLink: 'https://insight.example.com',
  githubLink: 'https://github.com/acme/insight-hub',
  tags: '["React","Node"]',
  features: '["Dashboards","Forecasts"]',
  technologies: '["TypeScript","PostgreSQL"]',
};
const lists = { tags: ['React', 'Node'], features: ['Dashboards', 'Forecasts'], technologies: ['TypeScript', 'PostgreSQL'] };
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

type Values = Record<string, string | string[]>;

describe('REST /api/projects', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await startTestApp();
    auth = `Bearer ${await t.login()}`;
  });
  afterAll(() => t.close());

  const onDisk = (url: string) => existsSync(path.join(t.uploadsDir, url.replace('/uploads/', '')));
  /** Stored images (their responsive variants, '<name>-<width>.<ext>', are counted with them, not apart). */
  const storedFiles = () => storedOriginalsIn(t.uploadsDir, 'projects').length;
  /** A multipart write; an array value is sent as a repeated field. */
  const multipart = (method: 'post' | 'put', url: string, values: Values, files: Record<string, TestFile | TestFile[]> = {}) => {
    const req = t.http()[method](url).set('authorization', auth);
    for (const [key, value] of Object.entries(values)) {
      for (const item of Array.isArray(value) ? value : [value]) req.field(key, item);
    }
    for (const [field, list] of Object.entries(files)) {
      for (const file of Array.isArray(list) ? list : [list]) req.attach(field, file.bytes, file.filename);
    }
    return req;
  };
  const create = async (values: Values = fields, files?: Record<string, TestFile | TestFile[]>) =>
    multipart('post', '/api/projects', values, files ?? { image: await pngFile() });
  const createdProject = async (files?: Record<string, TestFile | TestFile[]>) => {
    const res = await create(fields, files);
    expect(res.status).toBe(201);
    return res.body as { id: string; image: string; screenshots: string[] } & Record<string, unknown>;
  };

  describe('reads', () => {
    it('lists projects as a bare array, newest first, each with _id and list fields as arrays', async () => {
      const older = await insertProject(t.db.dataSource, { createdAt: new Date('2024-01-01') });
      const newer = await insertProject(t.db.dataSource, { createdAt: new Date('2025-01-01') });
      const res = await t.http().get('/api/projects');
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      const ids = res.body.map((p: { _id: string }) => p._id);
      expect(ids).toContain(older.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      for (const project of res.body) {
        expect(project).toMatchObject({ _id: project.id, createdAt: expect.any(String), updatedAt: expect.any(String) });
        for (const list of ['tags', 'features', 'technologies', 'screenshots']) expect(Array.isArray(project[list])).toBe(true);
      }
    });

    it('reads one project as a bare object; 404 JSON for unknown and malformed ids', async () => {
      const project = await insertProject(t.db.dataSource, { tags: ['Web'], screenshots: [] });
      const res = await t.http().get(`/api/projects/${project.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: project.id,
        id: project.id,
        title: project.title,
        image: project.image,
        tags: ['Web'],
        screenshots: [],
      });
      for (const id of [UNKNOWN_ID, 'not-an-id', '123']) {
        const missing = await t.http().get(`/api/projects/${id}`);
        expect(missing.status).toBe(404);
        expect(missing.headers['content-type']).toMatch(/json/);
        expect(missing.body).toMatchObject({ message: 'Project not found' });
      }
    });
  });

  describe('create', () => {
    it('creates from multipart with a real image and JSON-encoded lists: 201, the bare record with real arrays', async () => {
      const res = await create();
      expect(res.status).toBe(201);
      const { tags: _t, features: _f, technologies: _x, ...text } = fields;
      expect(res.body).toMatchObject({
        ...text,
        ...lists,
        _id: expect.any(String),
        screenshots: [],
        image: expect.stringMatching(/^\/uploads\/projects\/.+\.png$/),
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(res.body._id).toBe(res.body.id);
      expect(onDisk(res.body.image)).toBe(true);
      const served = await t.http().get(res.body.image);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      // Stored as real lists, not as the encoded text.
      const read = await t.http().get(`/api/projects/${res.body.id}`);
      expect(read.body).toMatchObject(lists);
    });

    it('accepts the lists as repeated fields too (and as name[]), a single value being a one-item list', async () => {
      const repeated = await create({
        title: 'Repeated',
        description: 'Lists sent one field per item.',
        tags: ['React', 'Node'],
        'features[]': ['Dashboards', 'Forecasts'],
        technologies: 'Go',
      });
      expect(repeated.status).toBe(201);
      expect(repeated.body).toMatchObject({
        tags: ['React', 'Node'],
        features: ['Dashboards', 'Forecasts'],
        technologies: ['Go'],
      });
    });

    it('stores optional screenshots files in the order given', async () => {
      const res = await create(fields, {
        image: await pngFile(),
        screenshots: [await jpegFile('first.jpg'), await pngFile('second.png', '#00ff00')],
      });
      expect(res.status).toBe(201);
      expect(res.body.screenshots).toEqual([expect.stringMatching(/\.jpg$/), expect.stringMatching(/\.png$/)]);
      for (const url of res.body.screenshots) expect(onDisk(url)).toBe(true);
    });

    it('gives empty arrays, never null, for lists not sent; trims items and drops blanks', async () => {
      const bare = await create({ title: 'Bare', description: 'Only the required fields.' });
      expect(bare.status).toBe(201);
      expect(bare.body).toMatchObject({ tags: [], features: [], technologies: [], screenshots: [] });
      const blanks = await create({
        title: 'Blanks',
        description: 'Blank items.',
        tags: '[" React ",""," "]',
        features: ['', ' A '],
      });
      expect(blanks.status).toBe(201);
      expect(blanks.body).toMatchObject({ tags: ['React'], features: ['A'] });
    });

    it('accepts a JSON body with the same field names (lists as arrays or JSON-encoded); the image is still required', async () => {
      const res = await t
        .http()
        .post('/api/projects')
        .set('authorization', auth)
        .send({ ...fields, tags: ['React', 'Node'] });
      expect(res.status).toBe(400);
      expect(res.body).toEqual({
        success: false,
        message: 'Project image is required',
        errors: { image: 'Project image is required' },
        requestId: expect.any(String),
      });
    });

    it("ignores fields that are not the project's (no mass assignment of ids, timestamps, image or screenshots)", async () => {
      const before = storedFiles();
      const res = await create({
        ...fields,
        _id: 'x',
        id: UNKNOWN_ID,
        createdAt: '2001-01-01T00:00:00Z',
        updatedAt: '2001-01-01T00:00:00Z',
        image: '/uploads/projects/someone-elses.png',
        screenshots: '["/uploads/projects/someone-elses.png"]',
        isAdmin: 'true',
      });
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe(UNKNOWN_ID);
      expect(res.body._id).toBe(res.body.id);
      expect(res.body.createdAt.startsWith('2001')).toBe(false);
      expect(res.body.updatedAt.startsWith('2001')).toBe(false);
      expect(res.body.image).not.toBe('/uploads/projects/someone-elses.png');
      expect(res.body.screenshots).toEqual([]);
      expect(res.body).not.toHaveProperty('isAdmin');
      expect(storedFiles()).toBe(before + 1);
    });

    it('answers 400 with message and per-field errors in the SPEC words', async () => {
      const noImage = await create(fields, {});
      expect(noImage.status).toBe(400);
      expect(noImage.body).toEqual({
        success: false,
        message: 'Project image is required',
        errors: { image: 'Project image is required' },
        requestId: expect.any(String),
      });

      const missing = await create({ tags: '["x"]' });
      expect(missing.status).toBe(400);
      expect(missing.body.errors).toEqual({ title: 'Title is required', description: 'Description is required' });
      expect(missing.body.message).toBe('Title is required');

      const blank = await create({ ...fields, title: '   ', liveDemoLink: 'javascript:alert(1)', githubLink: 'not a url' });
      expect(blank.status).toBe(400);
      expect(blank.body.errors).toEqual({
        title: 'Title is required',
        liveDemoLink: 'Please enter a valid URL',
        githubLink: 'Please enter a valid URL',
      });
      expect(Object.values(blank.body.errors)).toContain(blank.body.message);

      const long = await create({ ...fields, title: 'x'.repeat(201) });
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual({ title: 'Title must be at most 200 characters' });
    });

    it('leaves no file behind when a create is refused', async () => {
      const before = storedFiles();
      const res = await create({ description: 'No title' }, { image: await pngFile(), screenshots: [await pngFile('s.png')] });
      expect(res.status).toBe(400);
      expect(storedFiles()).toBe(before);
    });

    it('refuses a non-image named .png (400), as image or screenshot, and a file under another field name (400)', async () => {
      const before = storedFiles();
      const fake = await create(fields, { image: fakePngFile() });
      expect(fake.status).toBe(400);
      expect(fake.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
      const fakeShot = await create(fields, { image: await pngFile(), screenshots: [await pngFile('ok.png'), fakePngFile()] });
      expect(fakeShot.status).toBe(400);
      expect(fakeShot.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
      const wrongField = await create(fields, { photo: await pngFile() });
      expect(wrongField.status).toBe(400);
      expect(wrongField.body).toMatchObject({ success: false, message: expect.stringMatching(/Unexpected file field/) });
      expect(storedFiles()).toBe(before);
    });

    it('answers 413 for a file over 10 MB', async () => {
      const { bytes } = await pngFile();
      const big = { bytes: Buffer.concat([bytes, Buffer.alloc(10 * 1024 * 1024 + 1)]), filename: 'big.png' };
      const res = await create(fields, { image: big });
      expect(res.status).toBe(413);
      expect(res.body).toEqual({ success: false, message: 'File too large', requestId: expect.any(String) });
    });

    it('tolerates garbage in a JSON body: objects and odd list items are dropped, never a 500', async () => {
      const garbage = await t
        .http()
        .post('/api/projects')
        .set('authorization', auth)
        .send({
          title: { $ne: 1 },
          description: ['a', 'b'],
          tags: { a: 1 },
          features: [1, true, { x: 1 }, null],
          technologies: '["ok",{"x":1},["n"]]',
        });
      expect(garbage.status).toBe(400);
      expect(garbage.body.errors).toMatchObject({ title: 'Title is required' });
      const oddLists = await create({ ...fields, technologies: '["ok",{"x":1},["n"],7]', tags: 'Solo', features: '["broken"' });
      expect(oddLists.status).toBe(201);
      expect(oddLists.body).toMatchObject({ technologies: ['ok', '7'], tags: ['Solo'] });
      expect(Array.isArray(oddLists.body.features)).toBe(true);
      const update = await t
        .http()
        .put(`/api/projects/${oddLists.body.id}`)
        .set('authorization', auth)
        .send({ title: { $ne: 1 }, category: ['a'], tags: { a: 1 }, features: [1, true, { x: 1 }, null, ['n']], githubLink: 42 });
      expect(update.status).toBe(400);
      expect(update.body.errors).toEqual({ githubLink: 'Please enter a valid URL' });
      // A text field sent twice (or as a JSON array) is not a value: never stored as '{"a","b"}'.
      const twice = await create({ ...fields, description: ['a', 'b'] });
      expect(twice.status).toBe(400);
      expect(twice.body.errors).toEqual({ description: 'Description is required' });
      const arrayText = await t
        .http()
        .put(`/api/projects/${oddLists.body.id}`)
        .set('authorization', auth)
        .send({ description: ['c', 'd'], category: ['q'] });
      expect(arrayText.status).toBe(200);
      expect(arrayText.body).toMatchObject({ description: fields.description, category: fields.category });
      const dropped = await t
        .http()
        .put(`/api/projects/${oddLists.body.id}`)
        .set('authorization', auth)
        .send({ title: { $ne: 1 }, tags: { a: 1 }, features: [1, true, { x: 1 }, null, ['n']] });
      expect(dropped.status).toBe(200);
      expect(dropped.body).toMatchObject({
        title: fields.title,
        tags: ['Solo'],
        features: ['1', 'true'],
        category: fields.category,
      });
      const malformed = await t
        .http()
        .post('/api/projects')
        .set('authorization', auth)
        .set('content-type', 'application/json')
        .send('{"title": ');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ success: false, message: expect.any(String) });
    });
  });

  describe('update', () => {
    it('updates from JSON, changing only the fields sent; lists as arrays or JSON-encoded text', async () => {
      const created = await createdProject();
      const json = await t
        .http()
        .put(`/api/projects/${created.id}`)
        .set('authorization', auth)
        .send({ category: 'Mobile', tags: ['iOS'], technologies: '["Swift"]' });
      expect(json.status).toBe(200);
      expect(json.body).toMatchObject({
        _id: created.id,
        id: created.id,
        title: fields.title,
        description: fields.description,
        category: 'Mobile',
        tags: ['iOS'],
        features: lists.features,
        technologies: ['Swift'],
        image: created.image,
        liveDemoLink: fields.liveDemoLink,
      });
      expect(onDisk(created.image)).toBe(true);
    });

    it('updates from multipart with repeated list fields; null or empty clears optional fields and lists', async () => {
      const created = await createdProject();
      const res = await multipart('put', `/api/projects/${created.id}`, { features: ['One', 'Two'], githubLink: '' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ features: ['One', 'Two'], tags: lists.tags, githubLink: null, title: fields.title });
      const cleared = await t
        .http()
        .put(`/api/projects/${created.id}`)
        .set('authorization', auth)
        .send({ tags: null, technologies: [] });
      expect(cleared.status).toBe(200);
      expect(cleared.body).toMatchObject({ tags: [], technologies: [], features: ['One', 'Two'] });
    });

    it('replaces the image (old file removed) and appends uploaded screenshots', async () => {
      const created = await createdProject({ image: await pngFile(), screenshots: [await pngFile('a.png')] });
      const res = await multipart(
        'put',
        `/api/projects/${created.id}`,
        { title: 'Renamed' },
        { image: await jpegFile('new.jpg'), screenshots: [await jpegFile('b.jpg')] },
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        title: 'Renamed',
        description: fields.description,
        image: expect.stringMatching(/\.jpg$/),
      });
      expect(res.body.image).not.toBe(created.image);
      expect(onDisk(created.image)).toBe(false);
      expect(onDisk(res.body.image)).toBe(true);
      expect(res.body.screenshots).toEqual([created.screenshots[0], expect.stringMatching(/\.jpg$/)]);
      for (const url of res.body.screenshots) expect(onDisk(url)).toBe(true);
    });

    it('keeps only the named current screenshots when `screenshots` is sent, removing the others', async () => {
      const created = await createdProject({
        image: await pngFile(),
        screenshots: [await pngFile('a.png'), await pngFile('b.png')],
      });
      const [first, second] = created.screenshots;
      const res = await t
        .http()
        .put(`/api/projects/${created.id}`)
        .set('authorization', auth)
        .send({ screenshots: [second] });
      expect(res.status).toBe(200);
      expect(res.body.screenshots).toEqual([second]);
      expect(onDisk(first)).toBe(false);
      expect(onDisk(second)).toBe(true);
      const foreign = await t
        .http()
        .put(`/api/projects/${created.id}`)
        .set('authorization', auth)
        .send({ screenshots: ['/uploads/x.png'] });
      expect(foreign.status).toBe(400);
      expect(foreign.body.errors).toEqual({ screenshots: 'Unknown screenshot' });
    });

    it('answers 400 in the SPEC words and keeps the record and its files when an update is refused', async () => {
      const created = await createdProject();
      const before = storedFiles();
      const res = await multipart(
        'put',
        `/api/projects/${created.id}`,
        { title: '', liveDemoLink: 'nope' },
        { image: await pngFile() },
      );
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({
        success: false,
        message: 'Title is required',
        errors: { title: 'Title is required', liveDemoLink: 'Please enter a valid URL' },
      });
      expect(storedFiles()).toBe(before);
      const fake = await multipart('put', `/api/projects/${created.id}`, { title: 'Changed' }, { image: fakePngFile() });
      expect(fake.status).toBe(400);
      expect(fake.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
      const read = await t.http().get(`/api/projects/${created.id}`);
      expect(read.body).toMatchObject({ title: fields.title, image: created.image });
      expect(onDisk(created.image)).toBe(true);
    });

    it("ignores fields that are not the project's on update", async () => {
      const created = await createdProject();
      const res = await t.http().put(`/api/projects/${created.id}`).set('authorization', auth).send({
        id: UNKNOWN_ID,
        _id: UNKNOWN_ID,
        image: '/uploads/other.png',
        createdAt: '2001-01-01T00:00:00Z',
        title: 'Kept id',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: created.id,
        _id: created.id,
        image: created.image,
        createdAt: created.createdAt,
        title: 'Kept id',
      });
    });

    it('answers 404 JSON for unknown and malformed ids, storing no file', async () => {
      const before = storedFiles();
      for (const id of [UNKNOWN_ID, 'not-an-id']) {
        const res = await multipart('put', `/api/projects/${id}`, { title: 'x' }, { image: await pngFile() });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ message: 'Project not found' });
      }
      expect(storedFiles()).toBe(before);
    });
  });

  describe('delete', () => {
    it("deletes: 200 {message: 'Project deleted successfully'}; the image and screenshots go when it leaves the trash", async () => {
      const created = await createdProject({
        image: await pngFile(),
        screenshots: [await pngFile('a.png'), await jpegFile('b.jpg')],
      });
      const files = [created.image, ...created.screenshots];
      for (const url of files) expect(onDisk(url)).toBe(true);
      const res = await t.http().delete(`/api/projects/${created.id}`).set('authorization', auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Project deleted successfully' });
      expect((await t.http().get(`/api/projects/${created.id}`)).status).toBe(404);
      for (const url of files) expect(onDisk(url)).toBe(true);
      const purged = await t.http().delete(`/api/admin/trash/Project/${created.id}`).set('authorization', auth);
      expect(purged.status).toBe(200);
      for (const url of files) expect(onDisk(url)).toBe(false);
    });

    it('answers 404 JSON for unknown and malformed ids', async () => {
      for (const id of [UNKNOWN_ID, 'not-an-id']) {
        const res = await t.http().delete(`/api/projects/${id}`).set('authorization', auth);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ message: 'Project not found' });
      }
    });
  });

  describe('auth', () => {
    it('refuses every write without a valid token: 401 {success: false, message}, nothing stored', async () => {
      const project = await insertProject(t.db.dataSource, { title: 'Untouchable' });
      const before = storedFiles();
      const png = await pngFile();
      const writes = () => [
        t.http().post('/api/projects').field('title', 'x').field('description', 'y').attach('image', png.bytes, 'a.png'),
        t.http().put(`/api/projects/${project.id}`).send({ title: 'Hacked' }),
        t.http().put(`/api/projects/${project.id}`).field('title', 'Hacked').attach('image', png.bytes, 'a.png'),
        t.http().delete(`/api/projects/${project.id}`),
      ];
      for (const res of await Promise.all(writes())) {
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, message: 'Access denied. No token provided.', requestId: expect.any(String) });
      }
      for (const req of writes()) {
        const res = await req.set('authorization', 'Bearer nonsense');
        expect(res.status).toBe(401);
        expect(res.body).toEqual({ success: false, message: 'Invalid token.', requestId: expect.any(String) });
      }
      const read = await t.http().get(`/api/projects/${project.id}`);
      expect(read.status).toBe(200);
      expect(read.body.title).toBe('Untouchable');
      expect(storedFiles()).toBe(before);
    });

    it('reads need no token', async () => {
      expect((await t.http().get('/api/projects')).status).toBe(200);
    });
  });
});
