import { pngFile } from '../../test/images';
import { startTestApp, type TestApp, type TestFile } from '../../test/test-app';
import { Admin } from '../admin/admin.entity';
import { insertContactMessage } from '../contact-message/contact-message.factory';
import { ActivityAction, ActivityLogEntry } from './activity-log.entity';
import {
  changedFields,
  createAdmin,
  entriesAddedBy,
  entryAddedBy,
  expectNoEntryContains,
  loginAs,
  sessionIdOf,
  totpCode,
} from './activity-log.testing';

type Req = ReturnType<ReturnType<TestApp['http']>['post']>;

/** The three single-image record types of the REST contract: multipart text fields plus the file field `image`. */
const IMAGE_RECORDS: Array<{ entityType: string; path: string; form: { name: string } & Record<string, string> }> = [
  {
    entityType: 'Founder',
    path: '/api/founders',
    form: { name: 'Amna Tariq', role: 'CEO', bio: 'Started it.', email: 'amna@example.com' },
  },
  {
    entityType: 'TeamMember',
    path: '/api/team',
    form: { name: 'Bilal Shah', role: 'Engineer', bio: 'Codes.', email: 'bilal@example.com' },
  },
  { entityType: 'Partner', path: '/api/partners', form: { name: 'Cloud Co', website: 'https://cloud.example.com' } },
];

describe('activity log through REST', () => {
  let t: TestApp;
  let auth: string;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApp();
    auth = `Bearer ${await t.login()}`;
    adminId = (await t.db.dataSource.getRepository(Admin).findOneByOrFail({ username: 'admin' })).id;
  });
  afterAll(() => t.close());

  /** Text fields (lists repeated) and files on a multipart request. */
  function multipart(req: Req, fields: Record<string, string | string[]>, files: Array<[string, TestFile]> = []): Req {
    for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) req.field(key, item);
    for (const [field, file] of files) req.attach(field, file.bytes, file.filename);
    return req;
  }

  /** Sends an admin request and insists it worked, so a missing entry is never a failed write in disguise. */
  async function ok(req: Req, status = 200): Promise<Record<string, any>> {
    const res = await req.set('authorization', auth);
    expect({ status: res.status, body: res.body }).toMatchObject({ status });
    return res.body;
  }

  function expectEntry(entry: ActivityLogEntry, expected: Partial<ActivityLogEntry>) {
    expect(entry).toMatchObject({ adminId, adminUsername: 'admin', ipAddress: expect.any(String), ...expected });
  }

  describe.each(IMAGE_RECORDS)('$path', (record) => {
    it('logs the create, the update with its changed fields, the trip through the trash and the delete for good', async () => {
      let id = '';
      const created = await entryAddedBy(t, async () => {
        id = (await ok(multipart(t.http().post(record.path), record.form, [['image', await pngFile()]]), 201))._id;
      });
      expectEntry(created, {
        action: ActivityAction.CREATE,
        entityType: record.entityType,
        recordId: id,
        recordLabel: record.form.name,
      });

      const updated = await entryAddedBy(t, () =>
        ok(multipart(t.http().put(`${record.path}/${id}`), { name: `${record.form.name} Jr` })),
      );
      expectEntry(updated, {
        action: ActivityAction.UPDATE,
        entityType: record.entityType,
        recordId: id,
        recordLabel: `${record.form.name} Jr`,
      });
      expect(updated.changes).toEqual([{ field: 'name', oldValue: record.form.name, newValue: `${record.form.name} Jr` }]);

      const deleted = await entryAddedBy(t, () => ok(t.http().delete(`${record.path}/${id}`)));
      expectEntry(deleted, {
        action: ActivityAction.TRASH,
        entityType: record.entityType,
        recordId: id,
        recordLabel: `${record.form.name} Jr`,
      });
      const trash = `/api/admin/trash/${record.entityType}/${id}`;
      const restored = await entryAddedBy(t, () => ok(t.http().post(`${trash}/restore`)));
      expectEntry(restored, { action: ActivityAction.RESTORE, entityType: record.entityType, recordId: id });
      await ok(t.http().delete(`${record.path}/${id}`));
      const purged = await entryAddedBy(t, () => ok(t.http().delete(trash)));
      expectEntry(purged, { action: ActivityAction.DELETE, entityType: record.entityType, recordId: id });

      const log = await ok(t.http().get('/api/admin/activity').query({ entityType: record.entityType }));
      expect(
        log.filter((entry: { recordId: string }) => entry.recordId === id).map((entry: { action: string }) => entry.action),
      ).toEqual(['delete', 'trash', 'restore', 'trash', 'update', 'create']);
    });
  });

  it('logs a service category create (JSON), a services-only update, a rename and the delete as one entry each', async () => {
    let id = '';
    const created = await entryAddedBy(t, async () => {
      id = (
        await ok(
          t
            .http()
            .post('/api/services')
            .send({
              category: 'AI Solutions',
              services: [
                { icon: 'FaBrain', title: 'Machine Learning', description: 'Models.', features: ['Vision'] },
                { icon: 'FaRobot', title: 'Automation', description: 'Bots.', features: [] },
              ],
            }),
          201,
        )
      )._id;
    });
    expectEntry(created, {
      action: ActivityAction.CREATE,
      entityType: 'ServiceCategory',
      recordId: id,
      recordLabel: 'AI Solutions',
      changes: [],
    });

    const servicesOnly = await entryAddedBy(t, () =>
      ok(
        t
          .http()
          .put(`/api/services/${id}`)
          .send({ services: [{ title: 'Chatbots', description: 'They chat.' }] }),
      ),
    );
    expectEntry(servicesOnly, { action: ActivityAction.UPDATE, recordId: id, recordLabel: 'AI Solutions' });
    expect(changedFields(servicesOnly)).toEqual(['services']);

    const renamed = await entryAddedBy(t, () => ok(t.http().put(`/api/services/${id}`).send({ category: 'AI Services' })));
    expect(renamed.changes).toEqual([{ field: 'category', oldValue: 'AI Solutions', newValue: 'AI Services' }]);

    const deleted = await entryAddedBy(t, () => ok(t.http().delete(`/api/services/${id}`)));
    expectEntry(deleted, {
      action: ActivityAction.TRASH,
      entityType: 'ServiceCategory',
      recordId: id,
      recordLabel: 'AI Services',
    });
  });

  it('logs a project create, an update of its JSON-encoded lists, and the delete', async () => {
    let id = '';
    const created = await entryAddedBy(t, async () => {
      const form = { title: 'Clinic app', description: 'Appointments.', tags: '["Health"]' };
      id = (await ok(multipart(t.http().post('/api/projects'), form, [['image', await pngFile()]]), 201))._id;
    });
    expectEntry(created, { action: ActivityAction.CREATE, entityType: 'Project', recordId: id, recordLabel: 'Clinic app' });

    const updated = await entryAddedBy(t, () =>
      ok(multipart(t.http().put(`/api/projects/${id}`), { tags: '["Health","Mobile"]' })),
    );
    expect(updated.changes).toEqual([{ field: 'tags', oldValue: 'Health', newValue: 'Health, Mobile' }]);

    const deleted = await entryAddedBy(t, () => ok(t.http().delete(`/api/projects/${id}`)));
    expectEntry(deleted, { action: ActivityAction.TRASH, entityType: 'Project', recordId: id, recordLabel: 'Clinic app' });
  });

  it('logs a product create, update, screenshots added and removed, and the delete', async () => {
    const form = {
      name: 'Helpdesk AI',
      shortDescription: 'Answers tickets.',
      fullDescription: '<p>Helpdesk AI reads every ticket and drafts an answer your team can send.</p>',
      features: ['Drafts replies', 'Learns your tone'],
    };
    let id = '';
    const created = await entryAddedBy(t, async () => {
      id = (await ok(multipart(t.http().post('/api/products'), form, [['image', await pngFile()]]), 201))._id;
    });
    expectEntry(created, { action: ActivityAction.CREATE, entityType: 'Product', recordId: id, recordLabel: 'Helpdesk AI' });

    const updated = await entryAddedBy(t, () =>
      ok(multipart(t.http().put(`/api/products/${id}`), { ...form, slug: 'helpdesk-ai', features: ['Drafts replies'] })),
    );
    expect(updated.changes).toEqual([
      { field: 'features', oldValue: 'Drafts replies, Learns your tone', newValue: 'Drafts replies' },
    ]);

    const added = await entryAddedBy(t, async () =>
      ok(
        multipart(t.http().post(`/api/products/${id}/screenshots`), {}, [
          ['screenshots', await pngFile('a.png')],
          ['screenshots', await pngFile('b.png')],
        ]),
      ),
    );
    expectEntry(added, { action: ActivityAction.UPDATE, entityType: 'Product', recordId: id, recordLabel: 'Helpdesk AI' });
    expect(changedFields(added)).toEqual(['screenshots']);

    const removed = await entryAddedBy(t, () => ok(t.http().delete(`/api/products/${id}/screenshots/1`)));
    expectEntry(removed, { action: ActivityAction.UPDATE, entityType: 'Product', recordId: id });
    expect(changedFields(removed)).toEqual(['screenshots']);

    const deleted = await entryAddedBy(t, () => ok(t.http().delete(`/api/products/${id}`)));
    expectEntry(deleted, { action: ActivityAction.TRASH, entityType: 'Product', recordId: id, recordLabel: 'Helpdesk AI' });
  });

  it('logs a blog post create, publish, unpublish and delete', async () => {
    const form = {
      title: 'Shipping AI',
      slug: 'shipping-ai',
      excerpt: 'Lessons.',
      content: '<p>Start small.</p>',
      author: 'Ayesha',
      published: 'false',
    };
    let id = '';
    const created = await entryAddedBy(t, async () => {
      id = (await ok(multipart(t.http().post('/api/blog'), form), 201))._id;
    });
    expectEntry(created, { action: ActivityAction.CREATE, entityType: 'BlogPost', recordId: id, recordLabel: 'Shipping AI' });

    const published = await entryAddedBy(t, () => ok(multipart(t.http().put(`/api/blog/${id}`), { published: 'true' })));
    expect(published.changes).toEqual([{ field: 'published', oldValue: 'false', newValue: 'true' }]);
    const unpublished = await entryAddedBy(t, () => ok(multipart(t.http().put(`/api/blog/${id}`), { published: 'false' })));
    expect(unpublished.changes).toEqual([{ field: 'published', oldValue: 'true', newValue: 'false' }]);

    const deleted = await entryAddedBy(t, () => ok(t.http().delete(`/api/blog/${id}`)));
    expectEntry(deleted, { action: ActivityAction.TRASH, entityType: 'BlogPost', recordId: id, recordLabel: 'Shipping AI' });
  });

  it('logs the deletion of a contact message, not a visitor sending one', async () => {
    const sent = await entriesAddedBy(t, async () => {
      const res = await t.http().post('/api/contact').send({ name: 'Sara Khan', email: 'sara@example.com', message: 'Hello.' });
      expect(res.status).toBe(201);
    });
    expect(sent).toEqual([]);

    const message = await insertContactMessage(t.db.dataSource, { name: 'Omar Ali' });
    const deleted = await entryAddedBy(t, () => ok(t.http().delete(`/api/contact/${message.id}`)));
    expectEntry(deleted, {
      action: ActivityAction.DELETE,
      entityType: 'ContactMessage',
      recordId: message.id,
      recordLabel: 'Omar Ali',
    });
  });

  describe('account actions', () => {
    const PASSWORD = 'first-password-123';
    const NEW_PASSWORD = 'second-password-456';
    const as = (req: Req, token: string) => req.set('authorization', `Bearer ${token}`);

    it('logs a password change with no secret in any entry, then a session end and a logout', async () => {
      const admin = await createAdmin(t, PASSWORD);
      const laptop = await loginAs(t, admin.username, PASSWORD);

      const changed = await entryAddedBy(t, async () => {
        const res = await as(t.http().put('/api/admin/change-password'), laptop).send({
          currentPassword: PASSWORD,
          newPassword: NEW_PASSWORD,
        });
        expect(res.status).toBe(200);
      });
      expect(changed).toMatchObject({
        action: ActivityAction.PASSWORD_CHANGE,
        adminUsername: admin.username,
        entityType: 'Admin',
        recordId: admin.id,
      });
      expect(changed.changes).toEqual([{ field: 'passwordHash', oldValue: null, newValue: null }]);
      await expectNoEntryContains(t, [PASSWORD, NEW_PASSWORD, admin.passwordHash]);

      const phone = await loginAs(t, admin.username, NEW_PASSWORD);
      const ended = await entryAddedBy(t, async () => {
        const res = await as(t.http().delete(`/api/admin/sessions/${sessionIdOf(phone)}`), laptop).send({
          password: NEW_PASSWORD,
        });
        expect(res.status).toBe(200);
      });
      expect(ended).toMatchObject({
        action: ActivityAction.SESSION_END,
        entityType: 'AdminSession',
        recordId: sessionIdOf(phone),
      });

      const loggedOut = await entryAddedBy(t, async () => {
        expect((await as(t.http().post('/api/admin/logout'), laptop)).status).toBe(200);
      });
      expect(loggedOut).toMatchObject({
        action: ActivityAction.LOGOUT,
        entityType: 'AdminSession',
        recordId: sessionIdOf(laptop),
      });
    });

    it('logs two-factor enable and disable, with no secret or recovery code in any entry', async () => {
      const admin = await createAdmin(t, PASSWORD);
      const session = await loginAs(t, admin.username, PASSWORD);
      const { secret } = (await as(t.http().post('/api/admin/2fa/setup'), session)).body;

      let recoveryCodes: string[] = [];
      const enabled = await entryAddedBy(t, async () => {
        const res = await as(t.http().post('/api/admin/2fa/enable'), session).send({
          password: PASSWORD,
          code: totpCode(secret),
        });
        expect(res.status).toBe(200);
        recoveryCodes = res.body.recoveryCodes;
      });
      expect(enabled).toMatchObject({ action: ActivityAction.TWO_FACTOR_ENABLE, entityType: 'Admin', recordId: admin.id });

      const disabled = await entryAddedBy(t, async () => {
        const res = await as(t.http().post('/api/admin/2fa/disable'), session).send({
          password: PASSWORD,
          code: recoveryCodes[0],
        });
        expect(res.status).toBe(200);
      });
      expect(disabled).toMatchObject({ action: ActivityAction.TWO_FACTOR_DISABLE, entityType: 'Admin', recordId: admin.id });
      await expectNoEntryContains(t, [
        secret,
        PASSWORD,
        ...recoveryCodes,
        ...recoveryCodes.map((code) => code.replace(/-/g, '')),
      ]);
    });
  });

  describe('GET /api/admin/activity', () => {
    it('answers the entries newest first with _id, pages with skip and take, and filters by record type', async () => {
      const all = await ok(t.http().get('/api/admin/activity').query({ take: 100 }));
      expect(all.length).toBeGreaterThan(3);
      const times = all.map((entry: { createdAt: string }) => Date.parse(entry.createdAt));
      expect(times).toEqual([...times].sort((a, b) => b - a));
      expect(all[0]).toEqual(
        expect.objectContaining({ _id: all[0].id, adminUsername: expect.any(String), action: expect.any(String) }),
      );

      const page = await ok(t.http().get('/api/admin/activity').query({ skip: 1, take: 2 }));
      expect(page.map((entry: { id: string }) => entry.id)).toEqual(all.slice(1, 3).map((entry: { id: string }) => entry.id));

      const products = await ok(t.http().get('/api/admin/activity').query({ entityType: 'Product', take: 100 }));
      expect(products.length).toBeGreaterThan(0);
      expect(new Set(products.map((entry: { entityType: string }) => entry.entityType))).toEqual(new Set(['Product']));

      const types = await ok(t.http().get('/api/admin/activity/entity-types'));
      expect(types).toEqual(expect.arrayContaining(['Product', 'BlogPost', 'ServiceCategory']));
    });

    it('refuses anonymous callers and bad tokens with 401', async () => {
      for (const path of ['/api/admin/activity', '/api/admin/activity/entity-types']) {
        const anonymous = await t.http().get(path);
        expect(anonymous.status).toBe(401);
        expect(anonymous.body).toMatchObject({ message: 'Access denied. No token provided.' });
        expect((await t.http().get(path).set('authorization', 'Bearer not-a-token')).status).toBe(401);
      }
    });

    it('refuses a page size over 100 with 400', async () => {
      const res = await t.http().get('/api/admin/activity').query({ take: 101 }).set('authorization', auth);
      expect(res.status).toBe(400);
    });
  });
});
