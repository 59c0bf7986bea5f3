import { pngFile } from '../../test/images';
import { errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { insertBlogPost } from '../blog-post/blog-post.factory';
import { insertServiceCategory } from '../service-category/service-category.factory';

const UPDATE_POST = `mutation ($id: ID!, $input: UpdateBlogPostInput!, $expectedVersion: Int) {
  updateBlogPost(id: $id, input: $input, expectedVersion: $expectedVersion) { title version }
}`;
const UPDATE_SETTINGS = `mutation ($input: UpdateSiteSettingsInput!, $expectedVersion: Int) {
  updateSiteSettings(input: $input, expectedVersion: $expectedVersion) { companyName version }
}`;

/**
 * Edit conflicts (issue 30, docs/decisions/063-edit-conflicts.md) through both doors: a save made with the version its
 * editor opened is refused once someone else has saved, saying who and when, and nothing of it is kept; saves without
 * a version go through as before. Checked in the save's transaction, so two saves of one version never both pass.
 */
describe('edit conflicts (both doors)', () => {
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
  const storedTitle = async (id: string) =>
    ((await t.db.dataSource.query('select title from blog_post where id = $1', [id])) as Array<{ title: string }>)[0].title;

  it('GraphQL: the second save of one version is refused with CONFLICT, who and when; saved over the new version, it passes', async () => {
    const post = await insertBlogPost(t.db.dataSource, { title: 'Shared Post', slug: 'shared-post', published: true });
    const first = await t.gql(UPDATE_POST, { id: post.id, input: { title: 'Editor One' }, expectedVersion: 1 }, token);
    expect(first.body.errors).toBeUndefined();
    expect(first.body.data?.updateBlogPost).toEqual({ title: 'Editor One', version: 2 });

    const second = await t.gql(UPDATE_POST, { id: post.id, input: { title: 'Editor Two' }, expectedVersion: 1 }, token);
    expect(errorOf(second).code).toBe('CONFLICT');
    const extensions = second.body.errors?.[0].extensions as Record<string, string>;
    expect(extensions).toMatchObject({ changedBy: 'admin', version: '2' });
    expect(Date.now() - Date.parse(extensions.changedAt)).toBeLessThan(60_000);
    expect(errorOf(second).message).toMatch(/^Saved by admin at .+, after you opened it$/);
    expect(await storedTitle(post.id)).toBe('Editor One');
    // The refused save kept no revision: the baseline and Editor One's only.
    const revisions = (await t.db.dataSource.query('select kind from revision where "recordId" = $1', [post.id])) as unknown[];
    expect(revisions).toHaveLength(2);

    const over = await t.gql(UPDATE_POST, { id: post.id, input: { title: 'Editor Two' }, expectedVersion: 2 }, token);
    expect(over.body.data?.updateBlogPost).toEqual({ title: 'Editor Two', version: 3 });
    // Without a version, a save overwrites as it always has.
    const blind = await t.gql(UPDATE_POST, { id: post.id, input: { title: 'Blind' } }, token);
    expect(blind.body.data?.updateBlogPost).toEqual({ title: 'Blind', version: 4 });
  });

  it('two saves of one version sent at once: exactly one passes, the other is refused', async () => {
    const post = await insertBlogPost(t.db.dataSource, { title: 'Raced Post', slug: 'raced-post', published: true });
    const answers = await Promise.all(
      ['Racer A', 'Racer B', 'Racer C'].map((title) =>
        t.gql(UPDATE_POST, { id: post.id, input: { title }, expectedVersion: 1 }, token),
      ),
    );
    const passed = answers.filter((answer) => !answer.body.errors);
    expect(passed).toHaveLength(1);
    expect(answers.filter((answer) => errorOf(answer).code === 'CONFLICT')).toHaveLength(2);
    expect(await storedTitle(post.id)).toBe((passed[0].body.data?.updateBlogPost as { title: string }).title);
  });

  it("a change to a record's parts is a save of it: its version goes up, and an editor of the old version is refused", async () => {
    const category = await insertServiceCategory(t.db.dataSource, {
      category: 'Consulting',
      services: [{ title: 'Audits', description: 'Security audits' }],
    });
    const UPDATE = `mutation ($id: ID!, $input: UpdateServiceCategoryInput!, $expectedVersion: Int) {
      updateServiceCategory(id: $id, input: $input, expectedVersion: $expectedVersion) { version services { title } }
    }`;
    const parts = await t.gql(
      UPDATE,
      { id: category.id, input: { services: [{ title: 'Reviews', description: 'Code reviews' }] }, expectedVersion: 1 },
      token,
    );
    expect(parts.body.errors).toBeUndefined();
    expect(parts.body.data?.updateServiceCategory).toMatchObject({ version: 2, services: [{ title: 'Reviews' }] });
    const stale = await t.gql(
      UPDATE,
      { id: category.id, input: { services: [{ title: 'Stale', description: 'Stale' }] }, expectedVersion: 1 },
      token,
    );
    expect(errorOf(stale).code).toBe('CONFLICT');
  });

  it('the site settings, named by no id, are guarded by their version too', async () => {
    const now = await t.gql<{ siteSettings: { version: number } }>('{ siteSettings { version } }', {}, token);
    const version = now.body.data!.siteSettings.version;
    const saved = await t.gql(UPDATE_SETTINGS, { input: { companyName: 'First Co' }, expectedVersion: version }, token);
    expect(saved.body.data?.updateSiteSettings).toEqual({ companyName: 'First Co', version: version + 1 });
    const stale = await t.gql(UPDATE_SETTINGS, { input: { companyName: 'Second Co' }, expectedVersion: version }, token);
    expect(errorOf(stale).code).toBe('CONFLICT');

    const rest = await t
      .http()
      .put('/api/settings')
      .set(auth())
      .set('If-Match', `"${version}"`)
      .send({ companyName: 'Third Co' });
    expect(rest.status).toBe(412);
    const current = await t.http().get('/api/settings').set(auth());
    expect(current.headers.etag).toBe(`"${version + 1}"`);
    const fresh = await t
      .http()
      .put('/api/settings')
      .set(auth())
      .set('If-Match', current.headers.etag)
      .send({ companyName: 'Nexora Labs' });
    expect(fresh.status).toBe(200);
  });

  it('REST: an admin reads the version as the ETag, If-Match with an old one answers 412 with who and when, * or none passes', async () => {
    const post = await insertBlogPost(t.db.dataSource, { title: 'Rest Post', slug: 'rest-post', published: true });
    const read = await t.http().get(`/api/blog/${post.id}`).set(auth());
    expect(read.headers.etag).toBe('"1"');
    // In the ETag only: the REST contract's bodies stay as agreed.
    expect(read.body.version).toBeUndefined();

    const first = await t.http().put(`/api/blog/${post.id}`).set(auth()).set('If-Match', '"1"').send({ title: 'Rest One' });
    expect(first.status).toBe(200);
    expect(first.headers.etag).toBe('"2"');

    const stale = await t.http().put(`/api/blog/${post.id}`).set(auth()).set('If-Match', '"1"').send({ title: 'Rest Two' });
    expect(stale.status).toBe(412);
    expect(stale.body).toMatchObject({ changedBy: 'admin', version: '2' });
    expect(stale.body.message).toMatch(/after you opened it$/);
    // A tag that names no version (a weak one, say) matches none.
    const weak = await t.http().put(`/api/blog/${post.id}`).set(auth()).set('If-Match', 'W/"2"').send({ title: 'Rest Two' });
    expect(weak.status).toBe(412);
    expect(await storedTitle(post.id)).toBe('Rest One');

    expect((await t.http().put(`/api/blog/${post.id}`).set(auth()).set('If-Match', '*').send({ title: 'Any' })).status).toBe(200);
    expect((await t.http().put(`/api/blog/${post.id}`).set(auth()).send({ title: 'None' })).status).toBe(200);
    // A single-image record's route (registerImageRecordRoutes) honours it as well.
    const partner = await t
      .http()
      .post('/api/partners')
      .set(auth())
      .field('name', 'Acme')
      .field('website', 'https://acme.example.com')
      .attach('image', (await pngFile('acme.png', '#123456')).bytes, 'acme.png');
    expect(partner.status).toBe(201);
    const partnerStale = await t
      .http()
      .put(`/api/partners/${partner.body.id}`)
      .set(auth())
      .set('If-Match', '"7"')
      .send({ name: 'Acme Two' });
    expect(partnerStale.status).toBe(412);
  });

  it("visitors' answers keep the response cache's tags of the body, not the version", async () => {
    const post = await insertBlogPost(t.db.dataSource, { title: 'Public Post', slug: 'public-post', published: true });
    const visitor = await t.http().get(`/api/blog/${post.id}`);
    expect(visitor.status).toBe(200);
    expect(visitor.headers.etag).toMatch(/^W\//);
  });
});
