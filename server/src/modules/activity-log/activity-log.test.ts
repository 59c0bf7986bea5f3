import { pngFile } from '../../test/images';
import { errorOf, startTestApp, type GraphQLResponse, type TestApp, type TestFile } from '../../test/test-app';
import { Admin } from '../admin/admin.entity';
import { insertFounder } from '../founder/founder.factory';
import { insertContactMessage } from '../contact-message/contact-message.factory';
import { ActivityAction, ActivityLogEntry } from './activity-log.entity';
import {
  changedFields,
  changeOf,
  createAdmin,
  entriesAddedBy,
  entryAddedBy,
  expectNoEntryContains,
  loginAs,
  sessionIdOf,
  storedEntries,
  totpCode,
} from './activity-log.testing';

const ENTRY_FIELDS =
  'id createdAt adminId adminUsername action entityType recordId recordLabel changes { field oldValue newValue } ipAddress requestId';
const LOG = `query ($skip: Int, $take: Int, $entityType: String) {
  activityLog(skip: $skip, take: $take, entityType: $entityType) { ${ENTRY_FIELDS} } }`;
const LONG_TEXT = 'A paragraph that is far too long to be worth copying into an activity log entry. '.repeat(4);

/** The three single-image record types: one form, one image field, one service shape. */
const IMAGE_RECORDS = [
  {
    entityType: 'Founder',
    create: 'createFounder(input: $input, image: $file)',
    createInput: 'CreateFounderInput',
    update: 'updateFounder(id: $id, input: $input)',
    updateInput: 'UpdateFounderInput',
    remove: 'deleteFounder(id: $id)',
    input: { name: 'Amna Tariq', role: 'CEO', bio: 'Started the company.', email: 'amna@example.com' },
  },
  {
    entityType: 'TeamMember',
    create: 'createTeamMember(input: $input, image: $file)',
    createInput: 'CreateTeamMemberInput',
    update: 'updateTeamMember(id: $id, input: $input)',
    updateInput: 'UpdateTeamMemberInput',
    remove: 'deleteTeamMember(id: $id)',
    input: { name: 'Bilal Shah', role: 'Engineer', bio: 'Writes the code.', email: 'bilal@example.com' },
  },
  {
    entityType: 'Partner',
    create: 'createPartner(input: $input, logo: $file)',
    createInput: 'CreatePartnerInput',
    update: 'updatePartner(id: $id, input: $input)',
    updateInput: 'UpdatePartnerInput',
    remove: 'deletePartner(id: $id)',
    input: { name: 'Cloud Co', website: 'https://cloud.example.com' },
  },
];

describe('activity log through GraphQL', () => {
  let t: TestApp;
  let token: string;
  let adminId: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
    adminId = (await t.db.dataSource.getRepository(Admin).findOneByOrFail({ username: 'admin' })).id;
  });
  afterAll(() => t.close());

  /** Runs an admin operation and insists it worked, so a missing entry is never a failed write in disguise. */
  async function ok<T = Record<string, any>>(query: string, variables: object = {}, as = token): Promise<T> {
    const res = await t.gql<T>(query, variables, as);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!;
  }
  async function okUpload<T = Record<string, any>>(
    query: string,
    variables: object,
    files: Record<string, TestFile>,
  ): Promise<T> {
    const res = await t.gqlUpload<T>(query, variables, files, token);
    expect(res.body.errors).toBeUndefined();
    return res.body.data!;
  }

  function expectEntry(entry: ActivityLogEntry, expected: Partial<ActivityLogEntry>) {
    expect(entry).toMatchObject({ adminId, adminUsername: 'admin', ipAddress: expect.any(String), ...expected });
    expect(entry.requestId).toEqual(expect.any(String));
  }

  describe.each(IMAGE_RECORDS)('$entityType', (record) => {
    const CREATE = `mutation ($input: ${record.createInput}!, $file: Upload) { created: ${record.create} { id } }`;
    const UPDATE = `mutation ($id: ID!, $input: ${record.updateInput}!) { updated: ${record.update} { id } }`;
    const DELETE = `mutation ($id: ID!) { deleted: ${record.remove} { id } }`;

    it('logs the create, the update with its changed fields, the trip through the trash and the delete for good, and keeps them after', async () => {
      let id = '';
      const created = await entryAddedBy(t, async () => {
        id = (await okUpload(CREATE, { input: record.input }, { file: await pngFile() })).created.id;
      });
      expectEntry(created, {
        action: ActivityAction.CREATE,
        entityType: record.entityType,
        recordId: id,
        recordLabel: record.input.name,
        changes: [],
      });

      const updated = await entryAddedBy(t, () => ok(UPDATE, { id, input: { name: `${record.input.name} Jr` } }));
      expectEntry(updated, {
        action: ActivityAction.UPDATE,
        entityType: record.entityType,
        recordId: id,
        recordLabel: `${record.input.name} Jr`,
      });
      expect(updated.changes).toEqual([{ field: 'name', oldValue: record.input.name, newValue: `${record.input.name} Jr` }]);

      const deleted = await entryAddedBy(t, () => ok(DELETE, { id }));
      expectEntry(deleted, {
        action: ActivityAction.TRASH,
        entityType: record.entityType,
        recordId: id,
        recordLabel: `${record.input.name} Jr`,
      });

      const restored = await entryAddedBy(t, () =>
        ok('mutation ($type: String!, $id: ID!) { restoreFromTrash(recordType: $type, id: $id) { recordId } }', {
          type: record.entityType,
          id,
        }),
      );
      expectEntry(restored, { action: ActivityAction.RESTORE, entityType: record.entityType, recordId: id, changes: [] });
      await ok(DELETE, { id });
      const purged = await entryAddedBy(t, () =>
        ok('mutation ($type: String!, $id: ID!) { deleteFromTrash(recordType: $type, id: $id) { recordId } }', {
          type: record.entityType,
          id,
        }),
      );
      expectEntry(purged, { action: ActivityAction.DELETE, entityType: record.entityType, recordId: id });

      // No foreign key to the record: its history stays once it is gone.
      const history = (await storedEntries(t)).filter((entry) => entry.recordId === id).map((entry) => entry.action);
      expect(history).toEqual([
        ActivityAction.CREATE,
        ActivityAction.UPDATE,
        ActivityAction.TRASH,
        ActivityAction.RESTORE,
        ActivityAction.TRASH,
        ActivityAction.DELETE,
      ]);
    });
  });

  it('logs an image replacement as a change of the image field', async () => {
    const founder = await insertFounder(t.db.dataSource);
    const image = await pngFile();
    const entry = await entryAddedBy(t, () =>
      okUpload(
        'mutation ($id: ID!, $image: Upload) { updateFounder(id: $id, input: {}, image: $image) { id } }',
        { id: founder.id },
        { image },
      ),
    );
    expectEntry(entry, { action: ActivityAction.UPDATE, entityType: 'Founder', recordId: founder.id, recordLabel: founder.name });
    expect(changedFields(entry)).toEqual(['image']);
  });

  describe('service categories', () => {
    const FIELDS = 'id category services { id title }';
    const input = {
      category: 'AI Solutions',
      features: ['Fixed price'],
      services: [
        { icon: 'FaBrain', title: 'Machine Learning', description: 'Models that learn.', features: ['Vision'] },
        { icon: 'FaRobot', title: 'Automation', description: 'Bots that work.', features: [] },
      ],
    };

    it('logs a create with its services, a services-only update, a rename and the delete as one entry each', async () => {
      let id = '';
      const created = await entryAddedBy(t, async () => {
        id = (
          await ok(`mutation ($input: CreateServiceCategoryInput!) { createServiceCategory(input: $input) { ${FIELDS} } }`, {
            input,
          })
        ).createServiceCategory.id;
      });
      expectEntry(created, {
        action: ActivityAction.CREATE,
        entityType: 'ServiceCategory',
        recordId: id,
        recordLabel: 'AI Solutions',
        changes: [],
      });

      const UPDATE = `mutation ($id: ID!, $input: UpdateServiceCategoryInput!) { updateServiceCategory(id: $id, input: $input) { ${FIELDS} } }`;
      // Replacing the services inserts and deletes service rows, but the category row itself does not change.
      const servicesOnly = await entryAddedBy(t, () =>
        ok(UPDATE, { id, input: { services: [{ title: 'Chatbots', description: 'They chat.' }] } }),
      );
      expectEntry(servicesOnly, {
        action: ActivityAction.UPDATE,
        entityType: 'ServiceCategory',
        recordId: id,
        recordLabel: 'AI Solutions',
      });
      expect(changedFields(servicesOnly)).toEqual(['services']);

      const renamed = await entryAddedBy(t, () =>
        ok(UPDATE, { id, input: { category: 'AI Services', features: ['Fixed price', 'Weekly demos'] } }),
      );
      expectEntry(renamed, { action: ActivityAction.UPDATE, recordId: id, recordLabel: 'AI Services' });
      expect(renamed.changes).toEqual(
        expect.arrayContaining([
          { field: 'category', oldValue: 'AI Solutions', newValue: 'AI Services' },
          { field: 'features', oldValue: 'Fixed price', newValue: 'Fixed price, Weekly demos' },
        ]),
      );
      expect(changedFields(renamed)).toEqual(['category', 'features']);

      const deleted = await entryAddedBy(t, () => ok(`mutation ($id: ID!) { deleteServiceCategory(id: $id) { id } }`, { id }));
      expectEntry(deleted, {
        action: ActivityAction.TRASH,
        entityType: 'ServiceCategory',
        recordId: id,
        recordLabel: 'AI Services',
        changes: [],
      });
    });
  });

  it('logs a project create, an update of text and list fields, and the delete', async () => {
    let id = '';
    const created = await entryAddedBy(t, async () => {
      const data = await okUpload(
        'mutation ($input: CreateProjectInput!, $image: Upload) { createProject(input: $input, image: $image) { id } }',
        { input: { title: 'Clinic app', description: 'Appointments for clinics.', tags: ['Health'] } },
        { image: await pngFile() },
      );
      id = data.createProject.id;
    });
    expectEntry(created, { action: ActivityAction.CREATE, entityType: 'Project', recordId: id, recordLabel: 'Clinic app' });

    const updated = await entryAddedBy(t, () =>
      ok('mutation ($id: ID!, $input: UpdateProjectInput!) { updateProject(id: $id, input: $input) { id } }', {
        id,
        input: { description: LONG_TEXT, tags: ['Health', 'Mobile'] },
      }),
    );
    expectEntry(updated, { action: ActivityAction.UPDATE, recordId: id, recordLabel: 'Clinic app' });
    expect(changedFields(updated)).toEqual(['description', 'tags']);
    expect(changeOf(updated, 'tags')).toEqual({ field: 'tags', oldValue: 'Health', newValue: 'Health, Mobile' });
    // Long text is named, not copied.
    expect(changeOf(updated, 'description')).toEqual({ field: 'description', oldValue: null, newValue: null });

    const deleted = await entryAddedBy(t, () => ok('mutation ($id: ID!) { deleteProject(id: $id) { id } }', { id }));
    expectEntry(deleted, { action: ActivityAction.TRASH, entityType: 'Project', recordId: id, recordLabel: 'Clinic app' });
  });

  it('logs a product create, update, screenshots added and removed, and the delete', async () => {
    let id = '';
    const created = await entryAddedBy(t, async () => {
      const data = await okUpload(
        'mutation ($input: CreateProductInput!, $banner: Upload) { createProduct(input: $input, bannerImage: $banner) { id } }',
        {
          input: {
            name: 'Helpdesk AI',
            shortDescription: 'Answers tickets.',
            fullDescription: '<p>Helpdesk AI reads every ticket and drafts an answer your team can send.</p>',
            features: ['Drafts replies'],
          },
        },
        { banner: await pngFile() },
      );
      id = data.createProduct.id;
    });
    expectEntry(created, { action: ActivityAction.CREATE, entityType: 'Product', recordId: id, recordLabel: 'Helpdesk AI' });

    const updated = await entryAddedBy(t, () =>
      ok('mutation ($id: ID!, $input: UpdateProductInput!) { updateProduct(id: $id, input: $input) { id } }', {
        id,
        input: { shortDescription: 'Answers tickets fast.' },
      }),
    );
    expectEntry(updated, { action: ActivityAction.UPDATE, recordId: id, recordLabel: 'Helpdesk AI' });
    expect(updated.changes).toEqual([
      { field: 'shortDescription', oldValue: 'Answers tickets.', newValue: 'Answers tickets fast.' },
    ]);

    const added = await entryAddedBy(t, async () =>
      okUpload(
        'mutation ($id: ID!, $shots: [Upload!]!) { addProductScreenshots(id: $id, screenshots: $shots) { added } }',
        { id, shots: [null, null] },
        { 'shots.0': await pngFile('one.png'), 'shots.1': await pngFile('two.png') },
      ),
    );
    expectEntry(added, { action: ActivityAction.UPDATE, entityType: 'Product', recordId: id, recordLabel: 'Helpdesk AI' });
    expect(changedFields(added)).toEqual(['screenshots']);

    const removed = await entryAddedBy(t, () =>
      ok('mutation ($id: ID!) { removeProductScreenshot(id: $id, index: 0) { screenshots } }', { id }),
    );
    expectEntry(removed, { action: ActivityAction.UPDATE, entityType: 'Product', recordId: id });
    expect(changedFields(removed)).toEqual(['screenshots']);

    const deleted = await entryAddedBy(t, () => ok('mutation ($id: ID!) { deleteProduct(id: $id) { id } }', { id }));
    expectEntry(deleted, { action: ActivityAction.TRASH, entityType: 'Product', recordId: id, recordLabel: 'Helpdesk AI' });
  });

  it('logs a blog post create, publish, unpublish and delete', async () => {
    let id = '';
    const created = await entryAddedBy(t, async () => {
      id = (
        await ok('mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { id } }', {
          input: {
            title: 'Shipping AI',
            excerpt: 'Lessons.',
            content: '<p>Start small.</p>',
            author: 'Ayesha',
            published: false,
          },
        })
      ).createBlogPost.id;
    });
    expectEntry(created, { action: ActivityAction.CREATE, entityType: 'BlogPost', recordId: id, recordLabel: 'Shipping AI' });

    const UPDATE = 'mutation ($id: ID!, $input: UpdateBlogPostInput!) { updateBlogPost(id: $id, input: $input) { id } }';
    const published = await entryAddedBy(t, () => ok(UPDATE, { id, input: { published: true } }));
    expectEntry(published, { action: ActivityAction.UPDATE, entityType: 'BlogPost', recordId: id, recordLabel: 'Shipping AI' });
    expect(published.changes).toEqual([{ field: 'published', oldValue: 'false', newValue: 'true' }]);

    const unpublished = await entryAddedBy(t, () => ok(UPDATE, { id, input: { published: false } }));
    expect(unpublished.changes).toEqual([{ field: 'published', oldValue: 'true', newValue: 'false' }]);

    const deleted = await entryAddedBy(t, () => ok('mutation ($id: ID!) { deleteBlogPost(id: $id) { id } }', { id }));
    expectEntry(deleted, { action: ActivityAction.TRASH, entityType: 'BlogPost', recordId: id, recordLabel: 'Shipping AI' });
  });

  it('logs the deletion of a contact message, not a visitor sending one', async () => {
    const SUBMIT = 'mutation ($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { id } }';
    const sent = await entriesAddedBy(t, async () => {
      const res = await t.gql(SUBMIT, { input: { name: 'Sara Khan', email: 'sara@example.com', message: 'We need an app.' } });
      expect(res.body.errors).toBeUndefined();
    });
    expect(sent).toEqual([]);

    const message = await insertContactMessage(t.db.dataSource, { name: 'Omar Ali' });
    const deleted = await entryAddedBy(t, () =>
      ok('mutation ($id: ID!) { deleteContactMessage(id: $id) { id } }', { id: message.id }),
    );
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

    it('logs a password change on the admin, with no secret in any entry and no entries for the sessions it ends', async () => {
      const admin = await createAdmin(t, PASSWORD);
      const current = await loginAs(t, admin.username, PASSWORD);
      await loginAs(t, admin.username, PASSWORD); // another device, which the change signs out

      const entry = await entryAddedBy(t, () =>
        ok(
          'mutation ($c: String!, $n: String!) { changePassword(currentPassword: $c, newPassword: $n) { success } }',
          { c: PASSWORD, n: NEW_PASSWORD },
          current,
        ),
      );
      expect(entry).toMatchObject({
        action: ActivityAction.PASSWORD_CHANGE,
        adminId: admin.id,
        adminUsername: admin.username,
        entityType: 'Admin',
        recordId: admin.id,
        recordLabel: admin.username,
      });
      expect(entry.changes).toEqual([{ field: 'passwordHash', oldValue: null, newValue: null }]);
      await expectNoEntryContains(t, [PASSWORD, NEW_PASSWORD, admin.passwordHash]);
    });

    it('logs a logout, and ending another of the admin’s sessions', async () => {
      const admin = await createAdmin(t, PASSWORD);
      const laptop = await loginAs(t, admin.username, PASSWORD);
      const phone = await loginAs(t, admin.username, PASSWORD);

      const ended = await entryAddedBy(t, () =>
        ok(
          'mutation ($id: ID!, $p: String) { endAdminSession(id: $id, password: $p) { success } }',
          { id: sessionIdOf(phone), p: PASSWORD },
          laptop,
        ),
      );
      expect(ended).toMatchObject({
        action: ActivityAction.SESSION_END,
        adminUsername: admin.username,
        entityType: 'AdminSession',
        recordId: sessionIdOf(phone),
      });

      const loggedOut = await entryAddedBy(t, () => ok('mutation { logout { success } }', {}, laptop));
      expect(loggedOut).toMatchObject({
        action: ActivityAction.LOGOUT,
        adminUsername: admin.username,
        entityType: 'AdminSession',
        recordId: sessionIdOf(laptop),
      });
      await expectNoEntryContains(t, [laptop, phone]);
    });

    it('logs two-factor enable and disable, with no secret or recovery code in any entry', async () => {
      const admin = await createAdmin(t, PASSWORD);
      const session = await loginAs(t, admin.username, PASSWORD);
      const { setupTwoFactor } = await ok('mutation { setupTwoFactor { secret } }', {}, session);

      let recoveryCodes: string[] = [];
      const enabled = await entryAddedBy(t, async () => {
        const data = await ok(
          'mutation ($p: String!, $c: String!) { enableTwoFactor(password: $p, code: $c) { recoveryCodes } }',
          { p: PASSWORD, c: totpCode(setupTwoFactor.secret) },
          session,
        );
        recoveryCodes = data.enableTwoFactor.recoveryCodes;
      });
      expect(enabled).toMatchObject({
        action: ActivityAction.TWO_FACTOR_ENABLE,
        entityType: 'Admin',
        recordId: admin.id,
        recordLabel: admin.username,
      });

      const disabled = await entryAddedBy(t, () =>
        ok(
          'mutation ($p: String!, $c: String!) { disableTwoFactor(password: $p, code: $c) { success } }',
          { p: PASSWORD, c: recoveryCodes[0] },
          session,
        ),
      );
      expect(disabled).toMatchObject({ action: ActivityAction.TWO_FACTOR_DISABLE, entityType: 'Admin', recordId: admin.id });
      await expectNoEntryContains(t, [
        setupTwoFactor.secret,
        PASSWORD,
        ...recoveryCodes,
        ...recoveryCodes.map((code) => code.replace(/-/g, '')),
      ]);
    });

    it('keeps the entries of an admin who is since deleted, under their name', async () => {
      const admin = await createAdmin(t, PASSWORD);
      const session = await loginAs(t, admin.username, PASSWORD);
      await entryAddedBy(t, () => ok('mutation { logout { success } }', {}, session));
      await t.db.dataSource.getRepository(Admin).delete(admin.id);

      const theirs = (await storedEntries(t)).filter((entry) => entry.adminId === admin.id);
      expect(theirs.map((entry) => [entry.adminUsername, entry.action])).toEqual([[admin.username, ActivityAction.LOGOUT]]);
    });
  });

  it('logs nothing for a write that fails, or for writes made outside a request (seed, CLI)', async () => {
    const refused = await entriesAddedBy(t, async () => {
      const res = await t.gql(
        'mutation ($input: CreateFounderInput!) { createFounder(input: $input) { id } }',
        { input: IMAGE_RECORDS[0].input },
        token,
      );
      expect(errorOf(res).code).toBe('BAD_USER_INPUT');
    });
    expect(refused).toEqual([]);
    expect(await entriesAddedBy(t, () => insertFounder(t.db.dataSource))).toEqual([]);
    expect(await entriesAddedBy(t, () => t.app.services.admin.resetPassword('admin', 'correct-horse-battery'))).toEqual([]);
  });

  describe('reading the log', () => {
    let reader: TestApp;
    let readerToken: string;

    // Its own app and database, so the counts are exact whatever the other tests wrote.
    beforeAll(async () => {
      reader = await startTestApp();
      readerToken = await reader.login();
      for (const name of ['First', 'Second', 'Third']) {
        const res = await reader.gqlUpload(
          'mutation ($input: CreatePartnerInput!, $logo: Upload) { createPartner(input: $input, logo: $logo) { id } }',
          { input: { name, website: 'https://partner.example.com' } },
          { logo: await pngFile() },
          readerToken,
        );
        expect(res.body.errors).toBeUndefined();
      }
      const res = await reader.gql(
        'mutation ($input: CreateServiceCategoryInput!) { createServiceCategory(input: $input) { id } }',
        {
          input: { category: 'Cloud', services: [{ title: 'Hosting', description: 'Servers.' }] },
        },
        readerToken,
      );
      expect(res.body.errors).toBeUndefined();
    });
    afterAll(() => reader.close());

    const read = (variables: object, as = readerToken): Promise<GraphQLResponse> => reader.gql(LOG, variables, as);

    it('lists entries newest first, pages with skip and take, and filters by record type', async () => {
      const all = (await read({})).body.data!.activityLog;
      expect(all.map((entry: ActivityLogEntry) => entry.recordLabel)).toEqual(['Cloud', 'Third', 'Second', 'First']);
      expect(all[0]).toMatchObject({ action: 'CREATE', entityType: 'ServiceCategory', adminUsername: 'admin', changes: [] });

      const page = (await read({ skip: 1, take: 2 })).body.data!.activityLog;
      expect(page.map((entry: ActivityLogEntry) => entry.recordLabel)).toEqual(['Third', 'Second']);

      const partners = (await read({ entityType: 'Partner' })).body.data!.activityLog;
      expect(partners.map((entry: ActivityLogEntry) => entry.recordLabel)).toEqual(['Third', 'Second', 'First']);

      const types = await reader.gql('{ activityLogEntityTypes }', {}, readerToken);
      expect(types.body.data!.activityLogEntityTypes).toEqual(['Partner', 'ServiceCategory']);
    });

    it('refuses a page size over 100', async () => {
      expect(errorOf(await read({ take: 101 })).code).toBe('BAD_USER_INPUT');
    });

    it('refuses anonymous callers and revoked tokens', async () => {
      const anonymous = await reader.gql(LOG, {});
      expect(anonymous.status).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      expect(anonymous.body.data ?? null).toBeNull();
      expect(errorOf(await reader.gql('{ activityLogEntityTypes }')).code).toBe('UNAUTHENTICATED');

      const revoked = await reader.login();
      await reader.gql('mutation { logout { success } }', {}, revoked);
      expect(errorOf(await read({}, revoked)).code).toBe('UNAUTHENTICATED');
    });
  });
});
