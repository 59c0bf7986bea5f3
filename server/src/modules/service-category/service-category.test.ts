import { deleteForGood, errorOf, startTestApp, type TestApp } from '../../test/test-app';
import { insertServiceCategory } from './service-category.factory';
import { ServiceOffering } from './service-offering.entity';

const SERVICE_FIELDS = 'id icon title description features';
const FIELDS = `id category features createdAt updatedAt services { ${SERVICE_FIELDS} }`;
const LIST = `{ serviceCategories { id category services { title } } }`;
const ONE = `query ($id: ID!) { serviceCategory(id: $id) { ${FIELDS} } }`;
const CREATE = `mutation ($input: CreateServiceCategoryInput!) { createServiceCategory(input: $input) { ${FIELDS} } }`;
const UPDATE = `mutation ($id: ID!, $input: UpdateServiceCategoryInput!) { updateServiceCategory(id: $id, input: $input) { ${FIELDS} } }`;
const DELETE = `mutation ($id: ID!) { deleteServiceCategory(id: $id) { ${FIELDS} } }`;

const validInput = {
  category: 'AI Solutions',
  features: ['Fixed price', 'Weekly demos'],
  services: [
    {
      icon: 'FaBrain',
      title: 'Machine Learning',
      description: 'Models that learn from your data.',
      features: ['Forecasting', 'Vision'],
    },
    { icon: 'fas fa-robot', title: 'AI Automation', description: 'Bots that do the busywork.', features: ['Chatbots'] },
  ],
};

describe('service category', () => {
  let t: TestApp;
  let token: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
  });
  afterAll(() => t.close());

  /** The service rows stored for a category, in position order. */
  const storedRows = (categoryId: string) =>
    t.db.dataSource.getRepository(ServiceOffering).find({ where: { categoryId }, order: { position: 'ASC' } });

  describe('queries', () => {
    it('lists categories newest first and reads one by id, anonymously, services in position order', async () => {
      // Inserted out of position order so that insertion order cannot pass for display order.
      const services = [
        { title: 'Third', position: 2 },
        { title: 'First', position: 0 },
        { title: 'Second', position: 1 },
      ];
      const older = await insertServiceCategory(t.db.dataSource, {
        category: 'Older',
        services,
        createdAt: new Date('2024-01-01'),
      });
      await insertServiceCategory(t.db.dataSource, { category: 'Newer', createdAt: new Date('2025-01-01') });

      const list = (await t.gql(LIST)).body.data!.serviceCategories as Array<{
        category: string;
        services: Array<{ title: string }>;
      }>;
      const categories = list.map((c) => c.category);
      expect(categories.indexOf('Newer')).toBeLessThan(categories.indexOf('Older'));
      expect(list.find((c) => c.category === 'Older')!.services.map((s) => s.title)).toEqual(['First', 'Second', 'Third']);

      const one = (await t.gql(ONE, { id: older.id })).body.data!.serviceCategory;
      expect(one).toMatchObject({ id: older.id, category: 'Older', features: older.features });
      expect(one.services.map((s: { title: string }) => s.title)).toEqual(['First', 'Second', 'Third']);
      expect(one.services[0]).toEqual({
        id: expect.any(String),
        icon: 'FaCode',
        title: 'First',
        description: expect.any(String),
        features: expect.any(Array),
      });
    });

    it('pages a list with skip and take', async () => {
      await insertServiceCategory(t.db.dataSource);
      await insertServiceCategory(t.db.dataSource);
      const page = (await t.gql('{ serviceCategories(skip: 1, take: 1) { id services { id } } }')).body.data!.serviceCategories;
      expect(page).toHaveLength(1);
      expect(page[0].services).toHaveLength(2);
    });

    it("answers 'Service not found' for an unknown or malformed id", async () => {
      for (const id of ['5f1d7c2e-0000-4000-8000-000000000000', 'not-an-id']) {
        expect(errorOf(await t.gql(ONE, { id }))).toEqual({ code: 'NOT_FOUND', message: 'Service not found', fields: undefined });
      }
    });
  });

  describe('createServiceCategory', () => {
    it('creates a category with its services in the given order', async () => {
      const res = await t.gql(CREATE, { input: validInput }, token);
      const created = res.body.data!.createServiceCategory;
      expect(created).toMatchObject(validInput);
      const rows = await storedRows(created.id);
      expect(rows.map((r) => [r.position, r.title])).toEqual([
        [0, 'Machine Learning'],
        [1, 'AI Automation'],
      ]);
      expect((await t.gql(ONE, { id: created.id })).body.data!.serviceCategory).toEqual(created);
    });

    it('trims values, drops blank-titled services and blank features, and defaults optional fields', async () => {
      const input = {
        category: '  Web  ',
        features: [' Fast ', '', '  '],
        services: [
          { title: '   ', description: 'Dropped with its blank title.' },
          { title: ' Websites ', description: ' Sites that sell. ', features: ['SEO', ' ', ''] },
          { title: '', description: '' },
          { icon: '', title: 'Shops', description: 'Stores.' },
        ],
      };
      const created = (await t.gql(CREATE, { input }, token)).body.data!.createServiceCategory;
      expect(created).toMatchObject({
        category: 'Web',
        features: ['Fast'],
        services: [
          { icon: null, title: 'Websites', description: 'Sites that sell.', features: ['SEO'] },
          { icon: null, title: 'Shops', description: 'Stores.', features: [] },
        ],
      });
      expect((await storedRows(created.id)).map((r) => r.position)).toEqual([0, 1]);
    });

    it('is refused with UNAUTHENTICATED (HTTP 401) without a token', async () => {
      const res = await t.gql(CREATE, { input: validInput });
      expect(res.status).toBe(401);
      expect(errorOf(res)).toMatchObject({ code: 'UNAUTHENTICATED', message: 'Access denied. No token provided.' });
    });

    it("requires a category: 'Category is required'", async () => {
      const res = await t.gql(CREATE, { input: { ...validInput, category: '  ' } }, token);
      expect(errorOf(res)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Category is required',
        fields: { category: 'Category is required' },
      });
    });

    it("reports a missing description at the service's index after blank-titled rows are dropped", async () => {
      const services = [
        { title: '', description: '' },
        { title: 'Kept', description: 'Fine.' },
        { title: ' ', description: 'Dropped.' },
        { title: 'No description', description: '  ' },
      ];
      const res = await t.gql(CREATE, { input: { ...validInput, services } }, token);
      expect(errorOf(res)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Description is required',
        fields: { 'services.1.description': 'Description is required' },
      });
    });

    it.each([
      ['no services', []],
      [
        'only blank-titled services',
        [
          { title: '  ', description: 'Something.' },
          { title: null, description: null },
        ],
      ],
    ])("requires at least one service (%s): 'Please add at least one service'", async (_case, services) => {
      const res = await t.gql(CREATE, { input: { ...validInput, services } }, token);
      expect(errorOf(res)).toEqual({
        code: 'BAD_USER_INPUT',
        message: 'Please add at least one service',
        fields: { services: 'Please add at least one service' },
      });
    });

    it.each([
      ['services.0.icon', { icon: 'x'.repeat(101) }, 'Icon must be at most 100 characters'],
      ['services.0.title', { title: 'x'.repeat(201) }, 'Title must be at most 200 characters'],
    ])('refuses a %s longer than its column', async (field, override, message) => {
      const services = [{ ...validInput.services[0], ...override }];
      const res = await t.gql(CREATE, { input: { ...validInput, services } }, token);
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
    });
  });

  describe('updateServiceCategory', () => {
    it('changes only the given fields and keeps the services when none are sent', async () => {
      const category = await insertServiceCategory(t.db.dataSource);
      const before = await storedRows(category.id);
      const res = await t.gql(UPDATE, { id: category.id, input: { category: 'Renamed', features: ['New', ''] } }, token);
      const updated = res.body.data!.updateServiceCategory;
      expect(updated).toMatchObject({ category: 'Renamed', features: ['New'] });
      expect(updated.services.map((s: { id: string }) => s.id)).toEqual(before.map((r) => r.id));
      expect((await storedRows(category.id)).map((r) => r.id)).toEqual(before.map((r) => r.id));
    });

    it('replaces the whole services list, reassigning positions and deleting the old rows', async () => {
      const category = await insertServiceCategory(t.db.dataSource, {
        services: [{ title: 'Old A' }, { title: 'Old B' }, { title: 'Old C' }],
      });
      const oldIds = (await storedRows(category.id)).map((r) => r.id);
      const services = [
        { title: 'New B', description: 'Second becomes first.', features: ['x'] },
        { title: '', description: 'Blank, dropped.' },
        { icon: 'FaCloud', title: 'New A', description: 'Then this one.' },
      ];
      const res = await t.gql(UPDATE, { id: category.id, input: { services } }, token);
      const updated = res.body.data!.updateServiceCategory;
      expect(updated.category).toBe(category.category);
      expect(updated.services).toMatchObject([
        { title: 'New B', icon: null, features: ['x'] },
        { title: 'New A', icon: 'FaCloud', features: [] },
      ]);

      const rows = await storedRows(category.id);
      expect(rows.map((r) => [r.position, r.title])).toEqual([
        [0, 'New B'],
        [1, 'New A'],
      ]);
      expect(await t.db.dataSource.getRepository(ServiceOffering).countBy(oldIds.map((id) => ({ id })))).toBe(0);
      expect((await t.gql(ONE, { id: category.id })).body.data!.serviceCategory.services).toEqual(updated.services);
    });

    it.each([
      ['category', { category: '' }, 'Category is required'],
      ['services.0.description', { services: [{ title: 'No description' }] }, 'Description is required'],
      ['services', { services: [] }, 'Please add at least one service'],
      ['services', { services: null }, 'Please add at least one service'],
    ])('validates the merged values: %s (case %#)', async (field, input, message) => {
      const category = await insertServiceCategory(t.db.dataSource);
      const before = await storedRows(category.id);
      const res = await t.gql(UPDATE, { id: category.id, input }, token);
      expect(errorOf(res)).toEqual({ code: 'BAD_USER_INPUT', message, fields: { [field]: message } });
      expect(await storedRows(category.id)).toEqual(before);
    });

    it('is refused without a token and for an unknown id', async () => {
      const category = await insertServiceCategory(t.db.dataSource);
      const anonymous = await t.gql(UPDATE, { id: category.id, input: { category: 'x' } });
      expect(anonymous.status).toBe(401);
      expect(errorOf(anonymous).code).toBe('UNAUTHENTICATED');
      expect(errorOf(await t.gql(UPDATE, { id: 'nope', input: { category: 'x' } }, token))).toMatchObject({
        code: 'NOT_FOUND',
        message: 'Service not found',
      });
    });
  });

  describe('deleteServiceCategory', () => {
    it('moves the category to the trash and returns it; its services go when it is deleted for good', async () => {
      const category = await insertServiceCategory(t.db.dataSource, {
        services: [
          { title: 'B', position: 1 },
          { title: 'A', position: 0 },
        ],
      });
      const rowIds = (await storedRows(category.id)).map((r) => r.id);
      const res = await t.gql(DELETE, { id: category.id }, token);
      const deleted = res.body.data!.deleteServiceCategory;
      expect(deleted).toMatchObject({ id: category.id, category: category.category, services: [{ title: 'A' }, { title: 'B' }] });
      expect(deleted.services.map((s: { id: string }) => s.id)).toEqual(rowIds);
      expect(errorOf(await t.gql(ONE, { id: category.id })).code).toBe('NOT_FOUND');
      expect((await storedRows(category.id)).map((r) => r.id)).toEqual(rowIds);
      await deleteForGood(t, 'ServiceCategory', category.id, token);
      expect(await storedRows(category.id)).toEqual([]);
    });

    it('is refused without a token and answers not found for an unknown id', async () => {
      const category = await insertServiceCategory(t.db.dataSource);
      const res = await t.gql(DELETE, { id: category.id });
      expect(res.status).toBe(401);
      expect(errorOf(res).code).toBe('UNAUTHENTICATED');
      expect(errorOf(await t.gql(DELETE, { id: '5f1d7c2e-0000-4000-8000-000000000000' }, token)).message).toBe(
        'Service not found',
      );
    });
  });
});
