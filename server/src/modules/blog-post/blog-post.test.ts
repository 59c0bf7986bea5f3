import { existsSync } from 'node:fs';
import path from 'node:path';
import { fakePngFile, jpegFile, pngFile, storedOriginalsIn } from '../../test/images';
import { AuthenticationError } from '../../shared/errors';
import { anonymousViewer } from '../../shared/viewer';
import { deleteForGood, errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { BlogPost } from './blog-post.entity';
import { insertBlogPost } from './blog-post.factory';

const FIELDS = 'id slug title excerpt content coverImage author category tags published featured createdAt updatedAt';
const LIST = `query ($includeDrafts: Boolean, $skip: Int, $take: Int) { blogPosts(includeDrafts: $includeDrafts, skip: $skip, take: $take) { id slug published } }`;
const BY_ID = `query ($id: ID!) { blogPost(id: $id) { ${FIELDS} } }`;
const BY_SLUG = `query ($slug: String!) { blogPostBySlug(slug: $slug) { ${FIELDS} } }`;
const CREATE = `mutation ($input: CreateBlogPostInput!, $coverImage: Upload) { createBlogPost(input: $input, coverImage: $coverImage) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateBlogPostInput!, $coverImage: Upload) { updateBlogPost(id: $id, input: $input, coverImage: $coverImage) { ${FIELDS} } }`;
const DELETE = 'mutation ($id: ID!) { deleteBlogPost(id: $id) { id slug title coverImage } }';

let counter = 0;
/** A valid create input with a slug no other test uses. */
function validInput(overrides: Record<string, unknown> = {}) {
  counter += 1;
  return {
    title: `Shipping AI features ${counter}`,
    slug: `shipping-ai-features-${counter}`,
    excerpt: 'Lessons from a year of production models.',
    content: '<h2>Start small</h2><p>Measure <strong>everything</strong>.</p>',
    author: 'Ayesha Khan',
    category: 'Engineering',
    tags: ['ai', 'mlops'],
    published: true,
    featured: false,
    ...overrides,
  };
}

describe('blog post', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  const fileOnDisk = (url: string) => path.join(t.uploadsDir, url.replace(/^\/uploads\//, ''));
  // Stored images only: their responsive variants ('<name>-<width>.<ext>') come and go with them.
  const blogFiles = () => storedOriginalsIn(t.uploadsDir, 'blog');
  const ids = (res: { body: { data?: Record<string, any> | null } }) => res.body.data!.blogPosts.map((p: { id: string }) => p.id);
  const create = async (input = validInput(), file?: { bytes: Buffer; filename: string }) => {
    const res = file
      ? await t.gqlUpload(CREATE, { input, coverImage: null }, { coverImage: file }, token)
      : await t.gql(CREATE, { input }, token);
    if (!res.body.data?.createBlogPost) throw new Error(`create failed: ${JSON.stringify(res.body)}`);
    return res.body.data.createBlogPost;
  };

  describe('queries and draft visibility', () => {
    it('lists only published posts, newest first, to visitors', async () => {
      const older = await insertBlogPost(t.db.dataSource, { createdAt: new Date('2024-01-01') });
      const newer = await insertBlogPost(t.db.dataSource, { createdAt: new Date('2025-01-01') });
      const draft = await insertBlogPost(t.db.dataSource, { published: false });
      const res = await t.gql(LIST);
      expect(res.body.data!.blogPosts.every((p: { published: boolean }) => p.published)).toBe(true);
      const list = ids(res);
      expect(list.indexOf(newer.id)).toBeLessThan(list.indexOf(older.id));
      expect(list).not.toContain(draft.id);
    });

    it('hides a draft from visitors by id and by slug, as if it did not exist', async () => {
      const draft = await insertBlogPost(t.db.dataSource, { published: false });
      for (const res of [await t.gql(BY_ID, { id: draft.id }), await t.gql(BY_SLUG, { slug: draft.slug })]) {
        expect(res.status).toBe(200);
        expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Blog post not found', fields: undefined });
      }
      // A stale token is a visitor too.
      expect(errorOf(await t.gql(BY_SLUG, { slug: draft.slug }, 'not.a.jwt')).code).toBe('NOT_FOUND');
    });

    it('shows drafts to the admin: in the list with includeDrafts, by id and by slug', async () => {
      const draft = await insertBlogPost(t.db.dataSource, { published: false, title: 'Secret plans' });
      expect(ids(await t.gql(LIST, { includeDrafts: true }, token))).toContain(draft.id);
      expect((await t.gql(BY_ID, { id: draft.id }, token)).body.data!.blogPost).toMatchObject({
        id: draft.id,
        title: 'Secret plans',
        published: false,
      });
      expect((await t.gql(BY_SLUG, { slug: draft.slug }, token)).body.data!.blogPostBySlug).toMatchObject({
        id: draft.id,
        published: false,
      });
    });

    it('lists only published posts to the admin too unless includeDrafts is true', async () => {
      const draft = await insertBlogPost(t.db.dataSource, { published: false });
      expect(ids(await t.gql(LIST, {}, token))).not.toContain(draft.id);
      expect(ids(await t.gql(LIST, { includeDrafts: false }, token))).not.toContain(draft.id);
    });

    it('refuses includeDrafts to a visitor with UNAUTHENTICATED (HTTP 401)', async () => {
      const anonymous = await t.gql(LIST, { includeDrafts: true });
      expect(anonymous.status).toBe(401);
      expect(errorOf(anonymous)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Access denied. No token provided.' });
      const badToken = await t.gql(LIST, { includeDrafts: true }, 'not.a.jwt');
      expect(badToken.status).toBe(401);
      expect(errorOf(badToken)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Invalid token.' });
    });

    it('reads a published post anonymously by id and by slug', async () => {
      const post = await insertBlogPost(t.db.dataSource, { featured: true });
      const byId = (await t.gql(BY_ID, { id: post.id })).body.data!.blogPost;
      expect(byId).toMatchObject({
        id: post.id,
        slug: post.slug,
        title: post.title,
        tags: post.tags,
        featured: true,
        coverImage: null,
      });
      expect((await t.gql(BY_SLUG, { slug: post.slug })).body.data!.blogPostBySlug).toEqual(byId);
    });

    it("answers 'Blog post not found' for an unknown or malformed id and an unknown slug", async () => {
      for (const id of ['5f1d7c2e-0000-4000-8000-000000000000', 'not-an-id']) {
        expect(errorOf(await t.gql(BY_ID, { id }, token))).toEqual({
          code: 'NOT_FOUND',
          message: 'Blog post not found',
          fields: undefined,
        });
      }
      expect(errorOf(await t.gql(BY_SLUG, { slug: 'no-such-post' }, token)).message).toBe('Blog post not found');
    });

    it('pages with skip and take, and refuses a page size over 100', async () => {
      await insertBlogPost(t.db.dataSource);
      await insertBlogPost(t.db.dataSource);
      const all = ids(await t.gql(LIST, { includeDrafts: true }, token));
      expect(ids(await t.gql(LIST, { includeDrafts: true, skip: 1, take: 2 }, token))).toEqual(all.slice(1, 3));
      expect(errorOf(await t.gql(LIST, { take: 101 }))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { take: expect.any(String) },
      });
    });
  });

  describe('createBlogPost', () => {
    it('creates a post with a real cover image stored under /uploads/blog', async () => {
      const input = validInput({ featured: true });
      const post = await create(input, await pngFile());
      expect(post).toMatchObject({ ...input, coverImage: expect.stringMatching(/^\/uploads\/blog\/.+\.png$/) });
      expect(existsSync(fileOnDisk(post.coverImage))).toBe(true);
      const served = await t.http().get(post.coverImage);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
    });

    it('needs no cover image and defaults to an unfeatured draft with no tags or category', async () => {
      const { title, slug, excerpt, content, author } = validInput();
      const post = await create({ title, slug, excerpt, content, author } as never);
      expect(post).toMatchObject({ slug, coverImage: null, category: null, tags: [], published: false, featured: false });
    });

    it('derives an empty slug from the title (SPEC §5)', async () => {
      const post = await create(validInput({ title: "  What's New in AI & ML -- 2025 Edition!  ", slug: '  ' }));
      expect(post.slug).toBe('whats-new-in-ai-ml-2025-edition');
      const withoutSlug = await create(validInput({ title: 'Hello   Islamabad', slug: undefined }));
      expect(withoutSlug.slug).toBe('hello-islamabad');
    });

    it('cuts a slug derived from a long title to 200 characters', async () => {
      const title = `${'Word '.repeat(57)}final words`; // 296 characters
      const post = await create(validInput({ title, slug: null }));
      // The first 200 characters end in a hyphen, which is dropped too.
      expect(post.slug).toBe('word-'.repeat(40).slice(0, -1));
    });

    it('trims tags and drops blank ones', async () => {
      const post = await create(validInput({ tags: ['  ai ', '', '   ', 'cloud'] }));
      expect(post.tags).toEqual(['ai', 'cloud']);
    });

    it('sanitises the content: no script, event handler or javascript: link survives', async () => {
      const content =
        '<p>Hello <script>alert("x")</script>world</p>' +
        '<img src="https://example.com/a.png" onerror="alert(1)" alt="diagram">' +
        '<a href="javascript:alert(1)">click</a> <a href="https://example.com" target="_blank">safe</a>';
      const post = await create(validInput({ content }));
      expect(post.content).not.toMatch(/script|onerror|javascript:|alert/i);
      expect(post.content).toContain('<p>Hello world</p>');
      expect(post.content).toContain('<img src="https://example.com/a.png" alt="diagram" />');
      expect(post.content).toContain('<a>click</a>');
      expect(post.content).toContain('<a href="https://example.com" target="_blank" rel="noopener noreferrer">safe</a>');
      const stored = await t.db.dataSource.getRepository(BlogPost).findOneByOrFail({ id: post.id });
      expect(stored.content).toBe(post.content);
    });

    it("treats content that is nothing but a script as empty: 'Content is required'", async () => {
      const res = await t.gql(CREATE, { input: validInput({ content: '<script>alert(1)</script>' }) }, token);
      expect(errorOf(res)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Content is required',
        fields: { content: 'Content is required' },
      });
    });

    it('is refused with UNAUTHENTICATED (HTTP 401) without a token', async () => {
      const input = validInput();
      const res = await t.gqlUpload(CREATE, { input, coverImage: null }, { coverImage: await pngFile() });
      expect(res.status).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Access denied. No token provided.' });
      expect(errorOf(await t.gql(BY_SLUG, { slug: input.slug }, token)).code).toBe('NOT_FOUND');
    });

    it.each([
      ['title', 'Title is required', { title: '   ' }],
      ['author', 'Author is required', { author: '' }],
      ['excerpt', 'Excerpt is required', { excerpt: ' ' }],
      ['content', 'Content is required', { content: '' }],
      ['slug', 'Slug must contain only lowercase letters, numbers, and hyphens', { slug: 'Hello World' }],
      ['slug', 'Slug must contain only lowercase letters, numbers, and hyphens', { slug: 'double--hyphen' }],
      ['slug', 'Slug must be at most 200 characters', { slug: 'a'.repeat(201) }],
      ['title', 'Title must be at most 300 characters', { title: 't'.repeat(301) }],
      ['author', 'Author must be at most 200 characters', { author: 'a'.repeat(201) }],
      ['category', 'Category must be at most 200 characters', { category: 'c'.repeat(201) }],
      // Nothing in this title survives slug derivation, so a slug must be typed in.
      ['slug', 'Slug is required', { title: '¡¿!?', slug: '' }],
    ])('rejects a bad %s: %s', async (field, message, override) => {
      const input = validInput(override);
      const res = await t.gql(CREATE, { input }, token);
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
    });

    it('reports a missing title once, not again as a missing slug derived from it', async () => {
      const res = await t.gql(CREATE, { input: validInput({ title: '', slug: '', author: '' }) }, token);
      expect(errorOf(res)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Title is required',
        fields: { title: 'Title is required', author: 'Author is required' },
      });
    });

    it('refuses a slug already taken, given or derived', async () => {
      const first = await create(validInput({ title: 'Unique Title Here', slug: '' }));
      const filesBefore = blogFiles();
      for (const input of [validInput({ slug: first.slug }), validInput({ title: 'Unique title here!', slug: null })]) {
        const res = await t.gqlUpload(CREATE, { input, coverImage: null }, { coverImage: await pngFile() }, token);
        expect(errorOf(res)).toEqual({
          code: 'BAD_USER_INPUT',
          message: 'A blog post with this slug already exists',
          fields: { slug: 'A blog post with this slug already exists' },
        });
      }
      // Checked before the cover is stored, so no file is left behind.
      expect(blogFiles()).toEqual(filesBefore);
    });

    it('maps a slug clash caught only by the unique index (a concurrent write) to the same error, never a 500', async () => {
      const taken = await insertBlogPost(t.db.dataSource);
      const filesBefore = blogFiles();
      const repo = t.db.dataSource.getRepository(BlogPost);
      const spy = jest.spyOn(repo, 'existsBy').mockResolvedValueOnce(false);
      const quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined); // TypeORM logs the refused INSERT
      try {
        const res = await t.gqlUpload(
          CREATE,
          { input: validInput({ slug: taken.slug }), coverImage: null },
          { coverImage: await pngFile() },
          token,
        );
        expect(spy).toHaveBeenCalled();
        expect(errorOf(res)).toEqual({
          code: 'BAD_USER_INPUT',
          message: 'A blog post with this slug already exists',
          fields: { slug: 'A blog post with this slug already exists' },
        });
        // The cover stored for the failed write is removed again.
        expect(blogFiles()).toEqual(filesBefore);
      } finally {
        spy.mockRestore();
        quiet.mockRestore();
      }
    });

    it('lets only one of two simultaneous creates with the same slug through', async () => {
      const input = validInput();
      const quiet = jest.spyOn(console, 'log').mockImplementation(() => undefined); // the loser's INSERT may be logged
      const results = await Promise.all([t.gql(CREATE, { input }, token), t.gql(CREATE, { input }, token)]).finally(() =>
        quiet.mockRestore(),
      );
      expect(results.filter((r) => r.body.data?.createBlogPost)).toHaveLength(1);
      expect(results.map(errorOf).filter((e) => e.code)).toEqual([
        {
          code: 'BAD_USER_INPUT',
          message: 'A blog post with this slug already exists',
          fields: { slug: 'A blog post with this slug already exists' },
        },
      ]);
    });

    it('refuses a non-image file named .png and stores nothing', async () => {
      const input = validInput();
      const filesBefore = blogFiles();
      const res = await t.gqlUpload(CREATE, { input, coverImage: null }, { coverImage: fakePngFile() }, token);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
      expect(errorOf(await t.gql(BY_SLUG, { slug: input.slug }, token)).code).toBe('NOT_FOUND');
      expect(blogFiles()).toEqual(filesBefore);
    });

    it('refuses NUL characters, which the database would refuse, with 400 and stores nothing', async () => {
      const input = validInput({ excerpt: 'Nul byte', tags: ['a\u0000i'] });
      const res = await t.gql(CREATE, { input }, token);
      expect(res.status).toBe(400);
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Invalid characters in request' });
      expect(errorOf(await t.gql(BY_SLUG, { slug: input.slug }, token)).code).toBe('NOT_FOUND');
    });
  });

  describe('updateBlogPost', () => {
    it('changes only the given fields, keeps the slug and the cover, and round-trips the flags', async () => {
      const created = await create(validInput({ published: false, featured: false }), await pngFile());
      const res = await t.gql(
        UPDATE,
        { id: created.id, input: { title: 'A brand new title', published: true, featured: true } },
        token,
      );
      const updated = res.body.data!.updateBlogPost;
      expect(updated).toMatchObject({
        ...created,
        title: 'A brand new title',
        slug: created.slug,
        published: true,
        featured: true,
        updatedAt: expect.any(String),
      });
      expect((await t.gql(BY_ID, { id: created.id })).body.data!.blogPost).toMatchObject({ featured: true, published: true });

      const unfeatured = await t.gql(UPDATE, { id: created.id, input: { featured: false } }, token);
      expect(unfeatured.body.data!.updateBlogPost).toMatchObject({
        featured: false,
        published: true,
        title: 'A brand new title',
      });
    });

    it('takes a new slug and clears optional fields with empty values', async () => {
      const post = await insertBlogPost(t.db.dataSource, { category: 'News', tags: ['a', 'b'] });
      const res = await t.gql(UPDATE, { id: post.id, input: { slug: 'renamed-post', category: '', tags: [] } }, token);
      expect(res.body.data!.updateBlogPost).toMatchObject({ slug: 'renamed-post', category: null, tags: [] });
      const nulls = await t.gql(UPDATE, { id: post.id, input: { tags: null, published: null, featured: null } }, token);
      expect(nulls.body.data!.updateBlogPost).toMatchObject({ tags: [], published: false, featured: false });
    });

    it.each([
      ['slug', 'Slug is required', { slug: '' }],
      ['slug', 'Slug must contain only lowercase letters, numbers, and hyphens', { slug: 'Not_A_Slug' }],
      ['title', 'Title is required', { title: ' ' }],
      ['author', 'Author is required', { author: '' }],
      ['excerpt', 'Excerpt is required', { excerpt: null }],
      ['content', 'Content is required', { content: '<script>x()</script>' }],
    ])('validates the merged values: %s %s', async (field, message, patch) => {
      const post = await insertBlogPost(t.db.dataSource);
      const res = await t.gql(UPDATE, { id: post.id, input: patch }, token);
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
      expect((await t.gql(BY_ID, { id: post.id })).body.data!.blogPost).toMatchObject({ slug: post.slug, title: post.title });
    });

    it("refuses another post's slug but keeps its own", async () => {
      const other = await insertBlogPost(t.db.dataSource);
      const post = await insertBlogPost(t.db.dataSource);
      const clash = await t.gql(UPDATE, { id: post.id, input: { slug: other.slug } }, token);
      expect(errorOf(clash)).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { slug: 'A blog post with this slug already exists' },
      });
      const same = await t.gql(UPDATE, { id: post.id, input: { slug: post.slug, excerpt: 'New excerpt' } }, token);
      expect(same.body.data!.updateBlogPost).toMatchObject({ slug: post.slug, excerpt: 'New excerpt' });
    });

    it('sanitises the content on update too', async () => {
      const post = await insertBlogPost(t.db.dataSource);
      const res = await t.gql(
        UPDATE,
        { id: post.id, input: { content: '<p onclick="steal()">Hi<script>steal()</script></p>' } },
        token,
      );
      expect(res.body.data!.updateBlogPost.content).toBe('<p>Hi</p>');
    });

    it('adds a cover to a post without one, then replaces it and removes the old file', async () => {
      const post = await insertBlogPost(t.db.dataSource);
      const added = (
        await t.gqlUpload(UPDATE, { id: post.id, input: {}, coverImage: null }, { coverImage: await pngFile() }, token)
      ).body.data!.updateBlogPost;
      expect(added.coverImage).toMatch(/^\/uploads\/blog\/.+\.png$/);
      expect(existsSync(fileOnDisk(added.coverImage))).toBe(true);

      const replaced = (
        await t.gqlUpload(UPDATE, { id: post.id, input: {}, coverImage: null }, { coverImage: await jpegFile() }, token)
      ).body.data!.updateBlogPost;
      expect(replaced.coverImage).toMatch(/\.jpg$/);
      expect(existsSync(fileOnDisk(replaced.coverImage))).toBe(true);
      expect(existsSync(fileOnDisk(added.coverImage))).toBe(false);
    });

    it('keeps the old cover and the post when the new file is not an image', async () => {
      const created = await create(validInput(), await pngFile());
      const res = await t.gqlUpload(
        UPDATE,
        { id: created.id, input: { title: 'Changed' }, coverImage: null },
        { coverImage: fakePngFile() },
        token,
      );
      expect(errorOf(res)).toMatchObject({ code: 'BAD_USER_INPUT', message: 'Only image files are allowed!' });
      expect((await t.gql(BY_ID, { id: created.id })).body.data!.blogPost).toMatchObject({
        title: created.title,
        coverImage: created.coverImage,
      });
      expect(existsSync(fileOnDisk(created.coverImage))).toBe(true);
    });

    it('keeps the old cover and removes the new file when validation fails', async () => {
      const created = await create(validInput(), await pngFile());
      const filesBefore = blogFiles();
      const res = await t.gqlUpload(
        UPDATE,
        { id: created.id, input: { title: '' }, coverImage: null },
        { coverImage: await jpegFile() },
        token,
      );
      expect(errorOf(res).fields).toEqual({ title: 'Title is required' });
      expect(blogFiles()).toEqual(filesBefore);
    });

    it('is refused without a token and for an unknown id', async () => {
      const post = await insertBlogPost(t.db.dataSource);
      const anonymous = await t.gql(UPDATE, { id: post.id, input: { title: 'x' } });
      expect(anonymous.status).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      expect(errorOf(await t.gql(UPDATE, { id: 'nope', input: { title: 'x' } }, token)).message).toBe('Blog post not found');
      expect((await t.gql(BY_ID, { id: post.id })).body.data!.blogPost.title).toBe(post.title);
    });
  });

  describe('deleteBlogPost', () => {
    it('moves the post to the trash, returns it, and its cover file goes when it is deleted for good', async () => {
      const created = await create(validInput(), await pngFile());
      const res = await t.gql(DELETE, { id: created.id }, token);
      expect(res.body.data!.deleteBlogPost).toEqual({
        id: created.id,
        slug: created.slug,
        title: created.title,
        coverImage: created.coverImage,
      });
      expect(errorOf(await t.gql(BY_ID, { id: created.id }, token)).code).toBe('NOT_FOUND');
      expect(existsSync(fileOnDisk(created.coverImage))).toBe(true);
      await deleteForGood(t, 'BlogPost', created.id, token);
      expect(existsSync(fileOnDisk(created.coverImage))).toBe(false);
    });

    it('deletes a draft too', async () => {
      const draft = await insertBlogPost(t.db.dataSource, { published: false });
      expect((await t.gql(DELETE, { id: draft.id }, token)).body.data!.deleteBlogPost.id).toBe(draft.id);
      expect(ids(await t.gql(LIST, { includeDrafts: true }, token))).not.toContain(draft.id);
    });

    it("answers 'Blog post not found' for an unknown id", async () => {
      const res = await t.gql(DELETE, { id: '5f1d7c2e-0000-4000-8000-000000000000' }, token);
      expect(errorOf(res)).toEqual({ code: 'NOT_FOUND', message: 'Blog post not found', fields: undefined });
    });

    it('is refused without a token and keeps the post', async () => {
      const post = await insertBlogPost(t.db.dataSource);
      const res = await t.gql(DELETE, { id: post.id });
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
      expect((await t.gql(BY_ID, { id: post.id })).body.data!.blogPost.id).toBe(post.id);
    });
  });

  it('guards writes and the drafts list in the service itself, for the REST door', async () => {
    const post = await insertBlogPost(t.db.dataSource);
    const service = t.app.services.blogPosts;
    const visitor = anonymousViewer();
    await expect(service.list(visitor, { includeDrafts: true })).rejects.toBeInstanceOf(AuthenticationError);
    await expect(service.create(visitor, validInput())).rejects.toBeInstanceOf(AuthenticationError);
    await expect(service.update(visitor, post.id, { title: 'x' })).rejects.toBeInstanceOf(AuthenticationError);
    await expect(service.delete(visitor, post.id)).rejects.toBeInstanceOf(AuthenticationError);
    await expect(service.get(visitor, post.id)).resolves.toMatchObject({ id: post.id, title: post.title });
  });
});
