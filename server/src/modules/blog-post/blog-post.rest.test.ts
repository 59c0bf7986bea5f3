import { existsSync, readdirSync } from 'node:fs';
import path from 'node:path';
import { fakePngFile, jpegFile, pngFile } from '../../test/images';
import { startTestApp, type TestApp, type TestFile } from '../../test/test-app';
import { insertBlogPost } from './blog-post.factory';

const MISSING_ID = '00000000-0000-4000-8000-000000000000';
const NOT_FOUND = { message: 'Blog post not found' };

/** What the admin's blog form sends (SPEC §7): text fields, flags as 'true'/'false', tags repeated. */
const fields = {
  title: 'Shipping AI to production',
  slug: 'shipping-ai-to-production',
  excerpt: 'What we learned.',
  content: '<p>Start <strong>small</strong>.</p>',
  author: 'Ayesha Khan',
  category: 'Engineering',
  published: 'true',
  featured: 'false',
};

type Fields = Record<string, string | string[]>;

describe('REST /api/blog', () => {
  let t: TestApp;
  let auth: string;
  let slugs = 0;
  beforeAll(async () => {
    t = await startTestApp();
    auth = `Bearer ${await t.login()}`;
  });
  afterAll(() => t.close());

  const onDisk = (url: string) => existsSync(path.join(t.uploadsDir, url.replace('/uploads/', '')));
  const uniqueSlug = () => `post-${++slugs}-${Date.now()}`;
  /** A multipart write as the admin's form sends it; a list value is sent as a repeated field. */
  const multipart = (method: 'post' | 'put', url: string, values: Fields, file?: TestFile, field = 'coverImage') => {
    const req = t.http()[method](url).set('authorization', auth);
    for (const [key, value] of Object.entries(values)) {
      for (const item of Array.isArray(value) ? value : [value]) req.field(key, item);
    }
    if (file) req.attach(field, file.bytes, file.filename);
    return req;
  };
  const createWith = (values: Fields, file?: TestFile, field?: string) => multipart('post', '/api/blog', values, file, field);
  const idsOf = (body: Array<{ _id: string }>) => body.map((post) => post._id);

  describe('reads', () => {
    it('lists published posts as a bare array, newest first, each with _id == id and list fields as arrays', async () => {
      const older = await insertBlogPost(t.db.dataSource, { createdAt: new Date('2024-01-01') });
      const newer = await insertBlogPost(t.db.dataSource, { createdAt: new Date('2025-01-01'), tags: [] });
      const res = await t.http().get('/api/blog');
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      const ids = idsOf(res.body);
      expect(ids).toContain(older.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      for (const post of res.body) {
        expect(post).toMatchObject({
          _id: post.id,
          createdAt: expect.any(String),
          updatedAt: expect.any(String),
          published: true,
        });
        expect(Array.isArray(post.tags)).toBe(true);
      }
      expect(res.body.find((post: { id: string }) => post.id === newer.id).tags).toEqual([]);
    });

    it('hides drafts from visitors (also with a bad token) and shows them to an admin', async () => {
      const draft = await insertBlogPost(t.db.dataSource, { published: false });
      const published = await insertBlogPost(t.db.dataSource);

      const visitor = await t.http().get('/api/blog');
      expect(idsOf(visitor.body)).toContain(published.id);
      expect(idsOf(visitor.body)).not.toContain(draft.id);
      const stale = await t.http().get('/api/blog').set('authorization', 'Bearer nonsense');
      expect(stale.status).toBe(200);
      expect(idsOf(stale.body)).not.toContain(draft.id);
      const admin = await t.http().get('/api/blog').set('authorization', auth);
      expect(idsOf(admin.body)).toEqual(expect.arrayContaining([draft.id, published.id]));

      for (const url of [`/api/blog/${draft.id}`, `/api/blog/slug/${draft.slug}`]) {
        const hidden = await t.http().get(url);
        expect(hidden.status).toBe(404);
        expect(hidden.body).toMatchObject(NOT_FOUND);
        const shown = await t.http().get(url).set('authorization', auth);
        expect(shown.status).toBe(200);
        expect(shown.body).toMatchObject({ _id: draft.id, id: draft.id, published: false });
      }
    });

    it('reads one post by id and by slug as a bare object; 404 JSON for unknown and malformed ids and unknown slugs', async () => {
      const post = await insertBlogPost(t.db.dataSource);
      const byId = await t.http().get(`/api/blog/${post.id}`);
      expect(byId.status).toBe(200);
      expect(byId.body).toMatchObject({
        _id: post.id,
        id: post.id,
        slug: post.slug,
        title: post.title,
        excerpt: post.excerpt,
        content: post.content,
        author: post.author,
        category: post.category,
        tags: post.tags,
        published: true,
        featured: false,
        coverImage: null,
      });
      const bySlug = await t.http().get(`/api/blog/slug/${post.slug}`);
      expect(bySlug.status).toBe(200);
      expect(bySlug.body).toEqual(byId.body);

      for (const url of [`/api/blog/${MISSING_ID}`, '/api/blog/not-an-id', '/api/blog/slug/no-such-post']) {
        const missing = await t.http().get(url);
        expect(missing.status).toBe(404);
        expect(missing.headers['content-type']).toMatch(/json/);
        expect(missing.body).toMatchObject(NOT_FOUND);
      }
    });
  });

  describe('create', () => {
    it('creates from multipart with tags repeated and a real cover image: 201, the bare record, flags as booleans', async () => {
      const res = await createWith({ ...fields, tags: ['ai', ' ml ', ''] }, await pngFile());
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        ...fields,
        published: true,
        featured: false,
        tags: ['ai', 'ml'],
        _id: res.body.id,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
        coverImage: expect.stringMatching(/^\/uploads\/blog\/.+\.png$/),
      });
      expect(onDisk(res.body.coverImage)).toBe(true);
      const served = await t.http().get(res.body.coverImage);
      expect(served.status).toBe(200);
      const read = await t.http().get(`/api/blog/slug/${fields.slug}`);
      expect(read.body).toMatchObject({ _id: res.body.id, tags: ['ai', 'ml'] });
    });

    it('takes one tag, a JSON-encoded tag list in one field, and no tags (an empty array); the cover is optional', async () => {
      const one = await createWith({ ...fields, slug: uniqueSlug(), tags: 'solo' });
      expect(one.status).toBe(201);
      expect(one.body).toMatchObject({ tags: ['solo'], coverImage: null });
      const encoded = await createWith({ ...fields, slug: uniqueSlug(), tags: '["React","Node"]' });
      expect(encoded.body.tags).toEqual(['React', 'Node']);
      const none = await createWith({ ...fields, slug: uniqueSlug() });
      expect(none.body.tags).toEqual([]);
    });

    it('accepts a JSON body with the same field names (tags as a list, flags as booleans)', async () => {
      const res = await t
        .http()
        .post('/api/blog')
        .set('authorization', auth)
        .send({ ...fields, slug: uniqueSlug(), tags: ['json', 'api'], published: false, featured: true });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ tags: ['json', 'api'], published: false, featured: true, title: fields.title });
    });

    it('makes a draft (published false, featured false) when the flags are not sent', async () => {
      const { published: _p, featured: _f, ...rest } = fields;
      const res = await createWith({ ...rest, slug: uniqueSlug() });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ published: false, featured: false });
      expect((await t.http().get(`/api/blog/${res.body.id}`)).status).toBe(404);
    });

    it('derives the slug from the title when none is given (SPEC §5)', async () => {
      const { slug: _slug, ...rest } = fields;
      const res = await createWith({ ...rest, title: 'Hello, World: AI & You!' });
      expect(res.status).toBe(201);
      expect(res.body.slug).toBe('hello-world-ai-you');
    });

    it('sanitises the content: scripts and event handlers go, formatting stays', async () => {
      const res = await createWith({
        ...fields,
        slug: uniqueSlug(),
        content:
          '<p onclick="steal()">Hi <em>there</em></p><script>alert(1)</script><a href="javascript:alert(1)">x</a><img src="https://example.com/a.png" onerror="alert(1)">',
      });
      expect(res.status).toBe(201);
      expect(res.body.content).toContain('<em>there</em>');
      expect(res.body.content).toContain('<img src="https://example.com/a.png" />');
      expect(res.body.content).not.toMatch(/script|onclick|onerror|javascript:/);
      const onlyScript = await createWith({ ...fields, slug: uniqueSlug(), content: '<script>alert(1)</script>' });
      expect(onlyScript.status).toBe(400);
      expect(onlyScript.body.errors).toEqual({ content: 'Content is required' });
    });

    it("ignores fields that are not the entity's (no mass assignment of ids, timestamps or the cover URL)", async () => {
      const res = await createWith({
        ...fields,
        slug: uniqueSlug(),
        _id: 'x',
        id: 'y',
        createdAt: '2001-01-01T00:00:00Z',
        coverImage: '/uploads/blog/evil.png',
        passwordHash: 'h',
      });
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe('y');
      expect(res.body._id).toBe(res.body.id);
      expect(res.body.createdAt.startsWith('2001')).toBe(false);
      expect(res.body.coverImage).toBeNull();
      expect(res.body).not.toHaveProperty('passwordHash');
    });
  });

  describe('validation', () => {
    it('answers 400 with message and per-field errors in the SPEC words for every missing required field', async () => {
      const res = await createWith({ published: 'true' });
      expect(res.status).toBe(400);
      // The slug would come from the missing title: reported once, as the title's problem.
      expect(res.body.errors).toEqual({
        title: 'Title is required',
        excerpt: 'Excerpt is required',
        content: 'Content is required',
        author: 'Author is required',
      });
      expect(Object.values(res.body.errors)).toContain(res.body.message);
      const blanks = await t
        .http()
        .post('/api/blog')
        .set('authorization', auth)
        .send({ ...fields, title: '  ', author: '' });
      expect(blanks.status).toBe(400);
      expect(blanks.body.errors).toEqual({ title: 'Title is required', author: 'Author is required' });
    });

    it('refuses a malformed slug and a slug already taken (400 on the slug field)', async () => {
      const bad = await createWith({ ...fields, slug: 'Not A Slug' });
      expect(bad.status).toBe(400);
      expect(bad.body).toMatchObject({
        message: 'Slug must contain only lowercase letters, numbers, and hyphens',
        errors: { slug: 'Slug must contain only lowercase letters, numbers, and hyphens' },
      });
      const taken = await insertBlogPost(t.db.dataSource);
      const clash = await createWith({ ...fields, slug: taken.slug });
      expect(clash.status).toBe(400);
      expect(clash.body).toMatchObject({
        message: 'A blog post with this slug already exists',
        errors: { slug: 'A blog post with this slug already exists' },
      });
      const other = await insertBlogPost(t.db.dataSource);
      const clashOnUpdate = await t.http().put(`/api/blog/${other.id}`).set('authorization', auth).send({ slug: taken.slug });
      expect(clashOnUpdate.status).toBe(400);
      expect(clashOnUpdate.body.errors).toEqual({ slug: 'A blog post with this slug already exists' });
    });

    it('refuses flags that are not "true"/"false" instead of silently making a draft', async () => {
      const res = await createWith({ ...fields, slug: uniqueSlug(), published: 'yes', featured: 'maybe' });
      expect(res.status).toBe(400);
      expect(res.body.errors).toEqual({
        published: 'Published must be true or false',
        featured: 'Featured must be true or false',
      });
      const post = await insertBlogPost(t.db.dataSource);
      const update = await t.http().put(`/api/blog/${post.id}`).set('authorization', auth).send({ published: 'nope' });
      expect(update.status).toBe(400);
      expect(update.body).toMatchObject({ message: 'Published must be true or false' });
      expect((await t.http().get(`/api/blog/${post.id}`)).body.published).toBe(true);
    });

    it('does not keep the cover file of a refused create', async () => {
      const taken = await insertBlogPost(t.db.dataSource);
      const blogDir = path.join(t.uploadsDir, 'blog');
      const before = existsSync(blogDir) ? readdirSync(blogDir).length : 0;
      const res = await createWith({ ...fields, slug: taken.slug }, await pngFile());
      expect(res.status).toBe(400);
      expect(existsSync(blogDir) ? readdirSync(blogDir).length : 0).toBe(before);
    });
  });

  describe('files', () => {
    it('refuses a non-image named .png (400), a file under another field name (400) and a file over 10 MB (413)', async () => {
      const fake = await createWith({ ...fields, slug: uniqueSlug() }, fakePngFile());
      expect(fake.status).toBe(400);
      expect(fake.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
      const wrongField = await createWith({ ...fields, slug: uniqueSlug() }, await pngFile(), 'image');
      expect(wrongField.status).toBe(400);
      expect(wrongField.body.message).toMatch(/Unexpected file field/);
      const { bytes } = await pngFile();
      const big = await createWith(
        { ...fields, slug: uniqueSlug() },
        { bytes: Buffer.concat([bytes, Buffer.alloc(10 * 1024 * 1024 + 1)]), filename: 'big.png' },
      );
      expect(big.status).toBe(413);
      expect(big.body).toEqual({ success: false, message: 'File too large', requestId: expect.any(String) });
    });
  });

  describe('update', () => {
    it('updates from JSON, changing only the fields sent; flags and tags as JSON values', async () => {
      const created = (await createWith({ ...fields, slug: uniqueSlug(), tags: ['a', 'b'] }, await pngFile())).body;
      const res = await t
        .http()
        .put(`/api/blog/${created.id}`)
        .set('authorization', auth)
        .send({ title: 'New title', featured: true, tags: ['c'] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        _id: created.id,
        id: created.id,
        title: 'New title',
        featured: true,
        tags: ['c'],
        slug: created.slug,
        excerpt: fields.excerpt,
        content: fields.content,
        published: true,
        coverImage: created.coverImage,
      });
      expect(onDisk(created.coverImage)).toBe(true);
      const cleared = await t.http().put(`/api/blog/${created.id}`).set('authorization', auth).send({ tags: [], category: null });
      expect(cleared.body).toMatchObject({ tags: [], category: null });
    });

    it('updates from multipart ("false" unpublishes, tags repeated) and a new cover replaces and removes the old file', async () => {
      const created = (await createWith({ ...fields, slug: uniqueSlug() }, await pngFile())).body;
      const res = await multipart(
        'put',
        `/api/blog/${created.id}`,
        { published: 'false', tags: ['x', 'y'], content: '<p>New</p><script>x()</script>' },
        await jpegFile(),
      );
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        published: false,
        tags: ['x', 'y'],
        content: '<p>New</p>',
        title: fields.title,
        coverImage: expect.stringMatching(/^\/uploads\/blog\/.+\.jpg$/),
      });
      expect(onDisk(res.body.coverImage)).toBe(true);
      expect(onDisk(created.coverImage)).toBe(false);
      // Now a draft: hidden from visitors.
      expect((await t.http().get(`/api/blog/${created.id}`)).status).toBe(404);
      const keep = await multipart('put', `/api/blog/${created.id}`, { excerpt: 'Shorter.' });
      expect(keep.body).toMatchObject({ excerpt: 'Shorter.', coverImage: res.body.coverImage });
    });

    it('validates the merged record: clearing a required field or a bad slug is 400; a refused file keeps the old cover', async () => {
      const created = (await createWith({ ...fields, slug: uniqueSlug() }, await pngFile())).body;
      const clearSlug = await t.http().put(`/api/blog/${created.id}`).set('authorization', auth).send({ slug: '' });
      expect(clearSlug.status).toBe(400);
      expect(clearSlug.body).toMatchObject({ message: 'Slug is required', errors: { slug: 'Slug is required' } });
      const clearTitle = await multipart('put', `/api/blog/${created.id}`, { title: '' });
      expect(clearTitle.status).toBe(400);
      expect(clearTitle.body.errors).toEqual({ title: 'Title is required' });
      const badSlug = await t.http().put(`/api/blog/${created.id}`).set('authorization', auth).send({ slug: 'Bad_Slug' });
      expect(badSlug.body.errors).toEqual({ slug: 'Slug must contain only lowercase letters, numbers, and hyphens' });
      const fake = await multipart('put', `/api/blog/${created.id}`, { title: 'x' }, fakePngFile());
      expect(fake.status).toBe(400);
      expect(fake.body).toEqual({ success: false, message: 'Only image files are allowed!', requestId: expect.any(String) });
      const after = await t.http().get(`/api/blog/${created.id}`);
      expect(after.body).toMatchObject({ title: fields.title, slug: created.slug, coverImage: created.coverImage });
      expect(onDisk(created.coverImage)).toBe(true);
    });

    it("ignores fields that are not the entity's on update", async () => {
      const created = (await createWith({ ...fields, slug: uniqueSlug() })).body;
      const res = await t
        .http()
        .put(`/api/blog/${created.id}`)
        .set('authorization', auth)
        .send({ id: 'y', _id: 'x', createdAt: '2001-01-01T00:00:00Z', coverImage: '/uploads/blog/evil.png', author: 'Bilal' });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({
        id: created.id,
        _id: created.id,
        createdAt: created.createdAt,
        coverImage: null,
        author: 'Bilal',
      });
    });

    it('answers 404 JSON for an unknown or malformed id', async () => {
      for (const id of [MISSING_ID, 'not-an-id']) {
        const res = await t.http().put(`/api/blog/${id}`).set('authorization', auth).send({ title: 'x' });
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject(NOT_FOUND);
      }
    });
  });

  describe('delete', () => {
    it("deletes: 200 {message: 'Blog post deleted successfully'}, then 404; the cover file goes when it leaves the trash", async () => {
      const created = (await createWith({ ...fields, slug: uniqueSlug() }, await pngFile())).body;
      const res = await t.http().delete(`/api/blog/${created.id}`).set('authorization', auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Blog post deleted successfully' });
      expect((await t.http().get(`/api/blog/${created.id}`).set('authorization', auth)).status).toBe(404);
      expect(onDisk(created.coverImage)).toBe(true);
      expect((await t.http().delete(`/api/admin/trash/BlogPost/${created.id}`).set('authorization', auth)).status).toBe(200);
      expect(onDisk(created.coverImage)).toBe(false);
      for (const id of [created.id, 'not-an-id']) {
        const again = await t.http().delete(`/api/blog/${id}`).set('authorization', auth);
        expect(again.status).toBe(404);
        expect(again.body).toMatchObject(NOT_FOUND);
      }
    });

    it('deletes a draft too', async () => {
      const draft = await insertBlogPost(t.db.dataSource, { published: false });
      const res = await t.http().delete(`/api/blog/${draft.id}`).set('authorization', auth);
      expect(res.status).toBe(200);
    });
  });

  describe('auth', () => {
    it('refuses every write without a token: 401 {success: false, message} and nothing changes', async () => {
      const post = await insertBlogPost(t.db.dataSource);
      const noToken = { success: false, message: 'Access denied. No token provided.', requestId: expect.any(String) };
      const create = await t
        .http()
        .post('/api/blog')
        .field('title', 'x')
        .attach('coverImage', (await pngFile()).bytes, 'a.png');
      expect(create.status).toBe(401);
      expect(create.body).toEqual(noToken);
      const createJson = await t
        .http()
        .post('/api/blog')
        .send({ ...fields, slug: uniqueSlug() });
      expect(createJson.status).toBe(401);
      expect(createJson.body).toEqual(noToken);
      const update = await t.http().put(`/api/blog/${post.id}`).send({ title: 'Hacked' });
      expect(update.status).toBe(401);
      expect(update.body).toEqual(noToken);
      const remove = await t.http().delete(`/api/blog/${post.id}`);
      expect(remove.status).toBe(401);
      expect(remove.body).toEqual(noToken);
      expect((await t.http().get(`/api/blog/${post.id}`)).body).toMatchObject({ title: post.title });
    });

    it('answers 401 with the token failure for a bad or revoked token', async () => {
      const post = await insertBlogPost(t.db.dataSource);
      const invalid = await t.http().delete(`/api/blog/${post.id}`).set('authorization', 'Bearer nonsense');
      expect(invalid.status).toBe(401);
      expect(invalid.body).toEqual({ success: false, message: 'Invalid token.', requestId: expect.any(String) });
      const token = await t.login();
      expect((await t.http().post('/api/admin/logout').set('authorization', `Bearer ${token}`)).status).toBe(200);
      const revoked = await t.http().put(`/api/blog/${post.id}`).set('authorization', `Bearer ${token}`).send({ title: 'x' });
      expect(revoked.status).toBe(401);
      expect(revoked.body).toEqual({
        success: false,
        message: 'Invalid token or admin account deactivated.',
        requestId: expect.any(String),
      });
    });
  });
});
