import { pngFile } from '../../test/images';
import { startTestApp, type TestApp } from '../../test/test-app';

/**
 * Revision history (issue 30) through the REST door: /api/admin/revisions. A partner's logo replaced since an old
 * revision is stored no more: restoring that revision brings its other fields back and keeps the logo shown now.
 */
describe('revisions (REST)', () => {
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

  it("lists a partner's revisions and restores one, keeping the logo when the old one is stored no more", async () => {
    const created = await t
      .http()
      .post('/api/partners')
      .set(auth())
      .field('name', 'Initech')
      .field('website', 'https://initech.example.com')
      .attach('image', (await pngFile('first.png', '#112233')).bytes, 'first.png');
    expect(created.status).toBe(201);
    const replaced = await t
      .http()
      .put(`/api/partners/${created.body.id}`)
      .set(auth())
      .field('name', 'Initech Global')
      .attach('image', (await pngFile('second.png', '#445566')).bytes, 'second.png');
    expect(replaced.status).toBe(200);
    expect(replaced.body.logo).not.toBe(created.body.logo);

    const list = await t
      .http()
      .get('/api/admin/revisions')
      .query({ recordType: 'Partner', recordId: created.body.id })
      .set(auth());
    expect(list.status).toBe(200);
    expect(list.body.map((revision: { kind: string }) => revision.kind)).toEqual(['update', 'create']);
    const first = list.body[1] as { _id: string; values: Array<{ field: string; value: string }> };
    expect(first.values).toEqual(expect.arrayContaining([{ field: 'name', value: '"Initech"' }]));

    const restored = await t.http().post(`/api/admin/revisions/${first._id}/restore`).set(auth());
    expect(restored.status).toBe(200);
    expect(restored.body.kind).toBe('restore');
    const partner = await t.http().get(`/api/partners/${created.body.id}`);
    expect(partner.body).toMatchObject({ name: 'Initech', logo: replaced.body.logo });
  });

  it('reads and changes the policy at /api/admin/revision-policy, refusing what is not a whole number in range', async () => {
    expect((await t.http().get('/api/admin/revision-policy').set(auth())).body).toMatchObject({ keepDays: 90, keepLatest: 50 });
    const refused = await t.http().put('/api/admin/revision-policy').set(auth()).send({ keepDays: 'ten', keepLatest: 0 });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({
      errors: { keepDays: 'Enter a whole number of days from 1 to 3650', keepLatest: 'Enter a whole number from 1 to 1000' },
    });
    const changed = await t.http().put('/api/admin/revision-policy').set(auth()).send({ keepLatest: 20 });
    expect(changed.status).toBe(200);
    expect(changed.body).toMatchObject({ keepDays: 90, keepLatest: 20 });
    expect((await t.http().get('/api/admin/revision-policy')).status).toBe(401);
  });

  it('answers 400 for a record type without history, 404 for an unknown revision and 401 without a token', async () => {
    const refused = await t.http().get('/api/admin/revisions').query({ recordType: 'ContactMessage', recordId: 'x' }).set(auth());
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { recordType: 'This kind of record keeps no history' } });
    expect((await t.http().post('/api/admin/revisions/00000000-0000-4000-8000-000000000000/restore').set(auth())).status).toBe(
      404,
    );
    expect((await t.http().get('/api/admin/revisions').query({ recordType: 'Partner', recordId: 'x' })).status).toBe(401);
  });
});
