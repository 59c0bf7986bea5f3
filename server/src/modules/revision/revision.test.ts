import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { insertBlogPost } from '../blog-post/blog-post.factory';
import { insertServiceCategory } from '../service-category/service-category.factory';

const REVISIONS = `query ($type: String!, $id: ID!) {
  revisions(recordType: $type, recordId: $id) { id kind adminUsername values { field value } }
}`;
const UPDATE_POST = 'mutation ($id: ID!, $input: UpdateBlogPostInput!) { updateBlogPost(id: $id, input: $input) { title slug } }';
const RESTORE = 'mutation ($id: ID!) { restoreRevision(id: $id) { id kind values { field value } } }';

interface ShownRevision {
  id: string;
  kind: string;
  adminUsername: string | null;
  values: Array<{ field: string; value: string | null }>;
}
const valueOf = (revision: ShownRevision, field: string) =>
  JSON.parse(revision.values.find((value) => value.field === field)?.value ?? 'null') as unknown;

/**
 * Revision history (issue 30) through the GraphQL door: every save of a content record keeps the whole record,
 * from the change events (any write path, one per transaction); restore is a new save, never a rewrite.
 */
describe('revisions (GraphQL)', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });

  afterAll(async () => {
    await t?.close();
  });

  const revisions = async (type: string, id: string) => {
    const res = await t.gql<{ revisions: ShownRevision[] }>(REVISIONS, { type, id }, token);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!.revisions;
  };

  it('keeps a revision per save, newest first, with who saved it; a save that changes nothing keeps none', async () => {
    // Written outside a request (as the seed and start-up write): not an edit, no revision yet.
    const post = await insertBlogPost(t.db.dataSource, { title: 'First Title', slug: 'revisioned-post', published: true });
    expect(await revisions('BlogPost', post.id)).toEqual([]);

    await t.gql(UPDATE_POST, { id: post.id, input: { title: 'Second Title' } }, token);
    await t.gql(UPDATE_POST, { id: post.id, input: { title: 'Second Title' } }, token);
    await t.gql(UPDATE_POST, { id: post.id, input: { title: 'Third Title', excerpt: 'A new excerpt' } }, token);
    const all = await revisions('BlogPost', post.id);
    // The first edit also kept how the post was before it, so it can be undone.
    expect(all.map((revision) => revision.kind)).toEqual(['update', 'update', 'baseline']);
    expect(all[2].adminUsername).toBeNull();
    expect(all.map((revision) => valueOf(revision, 'title'))).toEqual(['Third Title', 'Second Title', 'First Title']);
    expect(valueOf(all[0], 'excerpt')).toBe('A new excerpt');
    expect(all[0].adminUsername).toBe('admin');
    // The whole record, not only what changed: each revision stands alone.
    expect(valueOf(all[1], 'slug')).toBe('revisioned-post');
    expect(all[0].values.map((value) => value.field)).not.toEqual(expect.arrayContaining(['id', 'createdAt', 'updatedAt']));
  });

  it('restores an old revision as a new save: its fields back, a new revision of kind restore, history kept', async () => {
    const post = await insertBlogPost(t.db.dataSource, { title: 'Original', slug: 'restore-me', published: true });
    await t.gql(UPDATE_POST, { id: post.id, input: { title: 'Edited', slug: 'restore-me-edited' } }, token);
    const [, original] = await revisions('BlogPost', post.id);

    const restored = await t.gql<{ restoreRevision: ShownRevision }>(RESTORE, { id: original.id }, token);
    expect(restored.body.errors).toBeUndefined();
    expect(restored.body.data!.restoreRevision.kind).toBe('restore');
    const shown = await t.gql('query ($id: ID!) { blogPostById: blogPost(id: $id) { title slug } }', { id: post.id }, token);
    expect(shown.body.data?.blogPostById).toEqual({ title: 'Original', slug: 'restore-me' });
    expect((await revisions('BlogPost', post.id)).map((revision) => revision.kind)).toEqual(['restore', 'update', 'baseline']);
    // The slug went back through the same write path: its redirect followed, as for any rename.
    const redirects = await t.gql('{ redirects { fromPath toPath } }', {}, token);
    expect(redirects.body.data?.redirects).toEqual(
      expect.arrayContaining([{ fromPath: '/blog/restore-me-edited', toPath: '/blog/restore-me' }]),
    );
  });

  it("keeps the current slug when another record has taken the old one, and a category's services in its revision", async () => {
    const post = await insertBlogPost(t.db.dataSource, { title: 'Slug Holder', slug: 'wanted-slug', published: true });
    await t.gql(UPDATE_POST, { id: post.id, input: { slug: 'other-slug', title: 'Renamed' } }, token);
    await insertBlogPost(t.db.dataSource, { slug: 'wanted-slug', published: true });
    const [, first] = await revisions('BlogPost', post.id);
    expect((await t.gql(RESTORE, { id: first.id }, token)).body.errors).toBeUndefined();
    const shown = await t.gql('query ($id: ID!) { blogPost(id: $id) { title slug } }', { id: post.id }, token);
    expect(shown.body.data?.blogPost).toEqual({ title: 'Slug Holder', slug: 'other-slug' });

    const category = await insertServiceCategory(t.db.dataSource, { category: 'Cloud' });
    const updated = await t.gql(
      'mutation ($id: ID!) { updateServiceCategory(id: $id, input: { services: [{ title: "Migration", description: "Lift and shift", icon: "FiCloud" }] }) { id } }',
      { id: category.id },
      token,
    );
    expect(updated.body.errors).toBeUndefined();
    const [latest] = await revisions('ServiceCategory', category.id);
    expect(valueOf(latest, 'services')).toEqual([expect.objectContaining({ title: 'Migration' })]);
  });

  it('keeps what the policy says: every save of its last days and its newest saves, dropped at once when it changes', async () => {
    const POLICY =
      'mutation ($input: UpdateRevisionPolicyInput!) { updateRevisionPolicy(input: $input) { keepDays keepLatest } }';
    expect((await t.gql('{ revisionPolicy { keepDays keepLatest } }', {}, token)).body.data?.revisionPolicy).toEqual({
      keepDays: 90,
      keepLatest: 50,
    });
    const post = await insertBlogPost(t.db.dataSource, { title: 'Kept 0', slug: 'policy-post', published: true });
    for (let save = 1; save <= 4; save += 1) await t.gql(UPDATE_POST, { id: post.id, input: { title: `Kept ${save}` } }, token);
    expect(await revisions('BlogPost', post.id)).toHaveLength(5);
    // Saved ten days ago, as far as the policy can tell.
    await t.db.dataSource.query(`UPDATE "revision" SET "createdAt" = "createdAt" - interval '10 days' WHERE "recordId" = $1`, [
      post.id,
    ]);
    try {
      const changed = await t.gql(POLICY, { input: { keepDays: 7, keepLatest: 2 } }, token);
      expect(changed.body.data?.updateRevisionPolicy).toEqual({ keepDays: 7, keepLatest: 2 });
      expect((await revisions('BlogPost', post.id)).map((revision) => valueOf(revision, 'title'))).toEqual(['Kept 4', 'Kept 3']);
      // A new save is within the days and the newest; of the older ones only the newest other stays.
      await t.gql(UPDATE_POST, { id: post.id, input: { title: 'Kept 5' } }, token);
      expect((await revisions('BlogPost', post.id)).map((revision) => valueOf(revision, 'title'))).toEqual(['Kept 5', 'Kept 4']);

      expect(errorOf(await t.gql(POLICY, { input: { keepDays: 0, keepLatest: 1001 } }, token))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: {
          keepDays: 'Enter a whole number of days from 1 to 3650',
          keepLatest: 'Enter a whole number from 1 to 1000',
        },
      });
      expect(errorOf(await t.gql(POLICY, { input: { keepDays: 30 } }))).toMatchObject({ code: 'UNAUTHENTICATED' });
    } finally {
      await t.gql(POLICY, { input: { keepDays: 90, keepLatest: 50 } }, token);
    }
  });

  it('refuses an unknown record type, an unknown revision, and anyone but an administrator', async () => {
    expect(errorOf(await t.gql(REVISIONS, { type: 'Admin', id: 'x' }, token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      fields: { recordType: 'This kind of record keeps no history' },
    });
    expect(errorOf(await t.gql(RESTORE, { id: '00000000-0000-4000-8000-000000000000' }, token))).toMatchObject({
      code: 'NOT_FOUND',
      message: 'Revision not found',
    });
    expect(errorOf(await t.gql(REVISIONS, { type: 'BlogPost', id: 'x' }))).toMatchObject({ code: 'UNAUTHENTICATED' });
    expect(errorOf(await t.gql(RESTORE, { id: 'x' }))).toMatchObject({ code: 'UNAUTHENTICATED' });
  });
});
