import { existsSync } from 'node:fs';
import path from 'node:path';
import { TRASH_DAYS_MESSAGE, UNKNOWN_TRASH_TYPE_MESSAGE } from '@field-rules';
import { pngFile } from '../../test/images';
import { countStatements, holdSessionTouches } from '../../test/statement-counter';
import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { insertPartner } from '../partner/partner.factory';
import { insertProduct } from '../product/product.factory';

const CREATE_POST = `mutation ($input: CreateBlogPostInput!, $coverImage: Upload) {
  createBlogPost(input: $input, coverImage: $coverImage) { id slug coverImage }
}`;
const RENAME_POST = 'mutation ($id: ID!, $slug: String!) { updateBlogPost(id: $id, input: { slug: $slug }) { slug } }';
const DELETE_POST = 'mutation ($id: ID!) { deleteBlogPost(id: $id) { id } }';
const TRASH = '{ trash { recordType recordId label deletedAt purgeAt } }';
const RESTORE = 'mutation ($type: String!, $id: ID!) { restoreFromTrash(recordType: $type, id: $id) { recordId label } }';
const PURGE = 'mutation ($type: String!, $id: ID!) { deleteFromTrash(recordType: $type, id: $id) { recordId label } }';
const DAY_MS = 24 * 60 * 60 * 1000;

/**
 * The trash (issue 30, docs/decisions/064-trash.md) through both doors: a deleted record leaves the public site and both
 * doors at once, waits in the trash for the policy's days, comes back with its pictures, links and history, or goes for
 * good with its files; what has waited too long goes by itself.
 */
describe('trash (both doors)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });

  afterAll(async () => {
    await t?.close();
  });

  const auth = () => ({ authorization: `Bearer ${token}` });
  const onDisk = (url: string) => existsSync(path.join(t.uploadsDir, url.replace(/^\/uploads\//, '')));
  const revisionCount = async (id: string) =>
    (
      (await t.db.dataSource.query('select count(*)::int as n from revision where "recordId" = $1', [id])) as Array<{ n: number }>
    )[0].n;

  const redirectsFrom = async (fromPath: string) =>
    ((await t.gql('{ redirects { fromPath toPath } }', {}, token)).body.data!.redirects as Array<Record<string, string>>)
      .filter((redirect) => redirect.fromPath === fromPath)
      .map(({ toPath }) => ({ toPath }));

  async function createPost(slug: string): Promise<{ id: string; slug: string; coverImage: string }> {
    const input = { title: `Post ${slug}`, slug, excerpt: 'E', content: '<p>Body</p>', author: 'A', published: true };
    const res = await t.gqlUpload(CREATE_POST, { input, coverImage: null }, { coverImage: await pngFile() }, token);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.createBlogPost;
  }

  it('a deleted post leaves both doors at once and comes back from the trash with its cover, address, redirect and history', async () => {
    const post = await createPost('trip-to-the-trash');
    await t.gql(RENAME_POST, { id: post.id, slug: 'trip-and-back' }, token);
    const revisions = await revisionCount(post.id);
    expect(revisions).toBeGreaterThan(0);
    // Read once, so a kept answer would show if the delete did not reach the response cache.
    expect((await t.http().get('/api/blog/slug/trip-and-back')).status).toBe(200);

    const deletedAt = Date.now();
    expect((await t.gql(DELETE_POST, { id: post.id }, token)).body.data?.deleteBlogPost).toEqual({ id: post.id });
    expect((await t.http().get('/api/blog/slug/trip-and-back')).status).toBe(404);
    expect((await t.http().get('/api/blog')).body.map((p: { id: string }) => p.id)).not.toContain(post.id);
    expect(errorOf(await t.gql('query ($id: ID!) { blogPost(id: $id) { id } }', { id: post.id }, token)).code).toBe('NOT_FOUND');
    expect(onDisk(post.coverImage)).toBe(true);

    const listed = (await t.gql(TRASH, {}, token)).body.data!.trash as Array<Record<string, string>>;
    const item = listed.find((entry) => entry.recordId === post.id)!;
    expect(item).toMatchObject({ recordType: 'BlogPost', label: 'Post trip-to-the-trash' });
    expect(Math.abs(Date.parse(item.deletedAt) - deletedAt)).toBeLessThan(60_000);
    expect(Date.parse(item.purgeAt) - Date.parse(item.deletedAt)).toBe(30 * DAY_MS);
    const rest = await t.http().get('/api/admin/trash').set(auth());
    expect(rest.status).toBe(200);
    expect(rest.body.find((entry: { recordId: string }) => entry.recordId === post.id)).toEqual(item);

    const restored = await t.http().post(`/api/admin/trash/BlogPost/${post.id}/restore`).set(auth());
    expect(restored.status).toBe(200);
    expect(restored.body).toMatchObject({ recordType: 'BlogPost', recordId: post.id, label: 'Post trip-to-the-trash' });
    const back = await t.http().get('/api/blog/slug/trip-and-back');
    expect(back.status).toBe(200);
    expect(back.body.coverImage).toBe(post.coverImage);
    expect(onDisk(post.coverImage)).toBe(true);
    // The old address still leads to the new one, and the history is whole (going and coming back adds no revision).
    expect(await redirectsFrom('/blog/trip-to-the-trash')).toEqual([{ toPath: '/blog/trip-and-back' }]);
    expect(await revisionCount(post.id)).toBe(revisions);
    expect((await t.gql(TRASH, {}, token)).body.data!.trash.map((entry: { recordId: string }) => entry.recordId)).not.toContain(
      post.id,
    );
  });

  it('deleted for good, a post takes its cover file and redirects with it; its history stays', async () => {
    const post = await createPost('gone-for-good');
    await t.gql(RENAME_POST, { id: post.id, slug: 'gone-for-good-2' }, token);
    await t.gql(DELETE_POST, { id: post.id }, token);
    const purged = await t.gql(PURGE, { type: 'BlogPost', id: post.id }, token);
    expect(purged.body.data?.deleteFromTrash).toEqual({ recordId: post.id, label: 'Post gone-for-good' });
    expect(onDisk(post.coverImage)).toBe(false);
    expect(await redirectsFrom('/blog/gone-for-good')).toEqual([]);
    expect(await revisionCount(post.id)).toBeGreaterThan(0);
    // Gone from the trash too: a second purge or restore finds nothing.
    expect(errorOf(await t.gql(PURGE, { type: 'BlogPost', id: post.id }, token)).code).toBe('NOT_FOUND');
    expect((await t.http().post(`/api/admin/trash/BlogPost/${post.id}/restore`).set(auth())).status).toBe(404);
  });

  it('only what is in the trash can be restored or purged; unknown kinds and callers are refused with a clear answer', async () => {
    const product = await insertProduct(t.db.dataSource);
    // On the site, not in the trash: neither door restores or purges it.
    expect(errorOf(await t.gql(PURGE, { type: 'Product', id: product.id }, token))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Product not found',
    });
    const notTrashed = await t.http().delete(`/api/admin/trash/Product/${product.id}`).set(auth());
    expect(notTrashed.status).toBe(404);
    expect(notTrashed.body).toMatchObject({ message: 'Product not found' });
    expect((await t.http().get(`/api/products/${product.id}`)).status).toBe(200);

    expect(errorOf(await t.gql(RESTORE, { type: 'ContactMessage', id: product.id }, token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { recordType: UNKNOWN_TRASH_TYPE_MESSAGE },
    });
    const unknown = await t.http().post(`/api/admin/trash/Admin/${product.id}/restore`).set(auth());
    expect(unknown.status).toBe(400);
    expect((await t.http().delete(`/api/admin/trash/Product/not-an-id`).set(auth())).status).toBe(404);

    expect(errorOf(await t.gql(TRASH)).code).toBe('UNAUTHENTICATED');
    expect((await t.http().get('/api/admin/trash')).status).toBe(401);
    expect((await t.http().delete(`/api/admin/trash/Product/${product.id}`)).status).toBe(401);
  });

  it('a trashed record keeps its place out of lists and reorders, and its address stays held until it is deleted for good', async () => {
    const [kept, trashed] = [await insertPartner(t.db.dataSource), await insertPartner(t.db.dataSource)];
    expect((await t.http().delete(`/api/partners/${trashed.id}`).set(auth())).status).toBe(200);
    expect((await t.http().get('/api/partners')).body.map((p: { id: string }) => p.id)).not.toContain(trashed.id);
    const reorder = await t.gql(
      'mutation ($ids: [ID!]!) { reorderPartners(ids: $ids) { id } }',
      { ids: [trashed.id, kept.id] },
      token,
    );
    expect(errorOf(reorder).code).toBe('BAD_USER_INPUT');

    const post = await createPost('held-address');
    await t.gql(DELETE_POST, { id: post.id }, token);
    const input = { title: 'Newcomer', slug: 'held-address', excerpt: 'E', content: '<p>C</p>', author: 'A', published: true };
    const taken = await t.gql(CREATE_POST, { input }, token);
    expect(errorOf(taken).fields).toEqual({ slug: expect.any(String) });
    await t.gql(PURGE, { type: 'BlogPost', id: post.id }, token);
    expect((await t.gql(CREATE_POST, { input }, token)).body.data?.createBlogPost.slug).toBe('held-address');
  });

  it('lists a page at a time, newest first, with the same statements for 3 trashed records as for 30', async () => {
    const counter = countStatements(t.db.dataSource);
    const listed = async (variables: object) => {
      await holdSessionTouches(t.db.dataSource);
      counter.reset();
      const res = await t.gql(
        'query ($skip: Int, $take: Int) { trash(skip: $skip, take: $take) { recordId } }',
        variables,
        token,
      );
      expect(res.body.errors).toBeUndefined();
      return {
        ids: (res.body.data!.trash as Array<{ recordId: string }>).map((item) => item.recordId),
        statements: counter.statements.length,
      };
    };
    try {
      const trashPartners = async (count: number) => {
        const ids: string[] = [];
        for (let index = 0; index < count; index += 1) {
          const partner = await insertPartner(t.db.dataSource);
          await t.http().delete(`/api/partners/${partner.id}`).set(auth());
          ids.push(partner.id);
        }
        return ids;
      };
      const first = await trashPartners(3);
      const few = await listed({ take: 100 });
      const newest = few.ids.slice(0, 2);
      expect(newest).toEqual([first[2], first[1]]);
      expect((await listed({ take: 2 })).ids).toEqual(newest);
      expect((await listed({ skip: 1, take: 1 })).ids).toEqual([first[1]]);
      await trashPartners(27);
      const many = await listed({ take: 100 });
      expect(many.ids.length).toBe(few.ids.length + 27);
      expect(many.statements).toBe(few.statements);
    } finally {
      counter.stop();
    }
  });

  it('what waited longer than the policy days goes for good, with its files, when the trash is next read', async () => {
    const policy = 'mutation ($days: Int!) { updateRevisionPolicy(input: { trashDays: $days }) { trashDays } }';
    expect(errorOf(await t.gql(policy, { days: 0 }, token)).fields).toEqual({ trashDays: TRASH_DAYS_MESSAGE });
    expect((await t.gql(policy, { days: 2 }, token)).body.data?.updateRevisionPolicy).toEqual({ trashDays: 2 });
    try {
      const [old, recent] = [await createPost('waited-too-long'), await createPost('waited-a-little')];
      for (const { id } of [old, recent]) await t.gql(DELETE_POST, { id }, token);
      await t.db.dataSource.query(`update blog_post set "deletedAt" = now() - interval '3 days' where id = $1`, [old.id]);

      const listed = (await t.http().get('/api/admin/trash').set(auth())).body as Array<{ recordId: string; purgeAt: string }>;
      expect(listed.map((entry) => entry.recordId)).not.toContain(old.id);
      expect(listed.find((entry) => entry.recordId === recent.id)).toBeDefined();
      expect(onDisk(old.coverImage)).toBe(false);
      expect(onDisk(recent.coverImage)).toBe(true);
      const left = (await t.db.dataSource.query('select id from blog_post where id = $1', [old.id])) as unknown[];
      expect(left).toEqual([]);
    } finally {
      await t.gql(policy, { days: 30 }, token);
    }
  });
});
