import { pngFile } from '../../test/images';
import { startTestApp, type TestApp } from '../../test/test-app';
import { insertServiceCategory } from './service-category.factory';
import { ServiceOffering } from './service-offering.entity';

const body = {
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
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';

interface RestService {
  _id: string;
  id: string;
  icon: string | null;
  title: string;
  description: string;
  features: string[];
}
interface RestCategory {
  _id: string;
  id: string;
  category: string;
  features: string[];
  services: RestService[];
  createdAt: string;
  updatedAt: string;
}

describe('REST /api/services', () => {
  let t: TestApp;
  let auth: string;
  beforeAll(async () => {
    t = await startTestApp();
    auth = `Bearer ${await t.login()}`;
  });
  afterAll(() => t.close());

  const post = (payload: unknown) =>
    t
      .http()
      .post('/api/services')
      .set('authorization', auth)
      .send(payload as object);
  const put = (id: string, payload: unknown) =>
    t
      .http()
      .put(`/api/services/${id}`)
      .set('authorization', auth)
      .send(payload as object);
  const created = async (payload: unknown = body): Promise<RestCategory> => {
    const res = await post(payload);
    expect(res.status).toBe(201);
    return res.body;
  };
  /** The service rows stored for a category, in position order. */
  const storedRows = (categoryId: string) =>
    t.db.dataSource.getRepository(ServiceOffering).find({ where: { categoryId }, order: { position: 'ASC' } });
  const titles = (category: RestCategory) => category.services.map((s) => s.title);

  describe('reads', () => {
    it('lists categories as a bare array, newest first, each with its services in order, all carrying _id', async () => {
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
      const newer = await insertServiceCategory(t.db.dataSource, { category: 'Newer', createdAt: new Date('2025-01-01') });
      const res = await t.http().get('/api/services');
      expect(res.status).toBe(200);
      expect(Array.isArray(res.body)).toBe(true);
      const list = res.body as RestCategory[];
      const ids = list.map((c) => c._id);
      expect(ids).toContain(older.id);
      expect(ids.indexOf(newer.id)).toBeLessThan(ids.indexOf(older.id));
      const olderRest = list.find((c) => c.id === older.id)!;
      expect(olderRest).toMatchObject({
        _id: older.id,
        category: 'Older',
        features: older.features,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(titles(olderRest)).toEqual(['First', 'Second', 'Third']);
      for (const category of list) {
        expect(category._id).toBe(category.id);
        expect(Array.isArray(category.features)).toBe(true);
        for (const service of category.services) {
          expect(service).toMatchObject({ _id: service.id, title: expect.any(String), description: expect.any(String) });
          expect(Array.isArray(service.features)).toBe(true);
        }
      }
    });

    it('reads one category as a bare object with its services in order; 404 JSON for unknown and malformed ids', async () => {
      const category = await insertServiceCategory(t.db.dataSource, {
        category: 'One',
        services: [
          { title: 'B', position: 1, icon: null, features: [] },
          { title: 'A', position: 0 },
        ],
      });
      const res = await t.http().get(`/api/services/${category.id}`);
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ _id: category.id, id: category.id, category: 'One', features: category.features });
      expect(titles(res.body)).toEqual(['A', 'B']);
      expect(res.body.services[1]).toMatchObject({ _id: res.body.services[1].id, icon: null, title: 'B', features: [] });
      for (const id of [UNKNOWN_ID, 'not-an-id', '1']) {
        const missing = await t.http().get(`/api/services/${id}`);
        expect(missing.status).toBe(404);
        expect(missing.headers['content-type']).toMatch(/json/);
        expect(missing.body).toMatchObject({ message: 'Service not found' });
      }
    });
  });

  describe('create', () => {
    it('creates from JSON: 201 and the bare record, services in the order given, each with _id', async () => {
      const res = await post(body);
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({
        _id: res.body.id,
        category: body.category,
        features: body.features,
        createdAt: expect.any(String),
        updatedAt: expect.any(String),
      });
      expect(res.body.services).toHaveLength(2);
      body.services.forEach((service, index) => {
        expect(res.body.services[index]).toMatchObject({ ...service, _id: expect.any(String) });
        expect(res.body.services[index]._id).toBe(res.body.services[index].id);
      });
      const read = await t.http().get(`/api/services/${res.body.id}`);
      expect(read.body).toMatchObject({ category: body.category, features: body.features });
      expect(titles(read.body)).toEqual(['Machine Learning', 'AI Automation']);
    });

    it('gives empty lists, never null, when features are left out; icon is optional', async () => {
      const res = await post({ category: 'Bare', services: [{ title: 'Only', description: 'Just this.' }] });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ category: 'Bare', features: [] });
      expect(res.body.services).toEqual([
        expect.objectContaining({ icon: null, title: 'Only', description: 'Just this.', features: [] }),
      ]);
    });

    it('trims text, drops blank features and services with a blank title (SPEC §5)', async () => {
      const res = await post({
        category: '  Web  ',
        features: [' Fast ', '', '  '],
        services: [
          { icon: '', title: '  ', description: '' },
          { title: ' Sites ', description: ' Built well. ', features: ['', ' SEO '] },
        ],
      });
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ category: 'Web', features: ['Fast'] });
      expect(res.body.services).toEqual([
        expect.objectContaining({ icon: null, title: 'Sites', description: 'Built well.', features: ['SEO'] }),
      ]);
    });

    it('answers 400 with message and per-field errors in the SPEC words', async () => {
      const noCategory = await post({ ...body, category: '' });
      expect(noCategory.status).toBe(400);
      expect(noCategory.body).toEqual({
        success: false,
        message: 'Category is required',
        errors: { category: 'Category is required' },
        requestId: expect.any(String),
      });

      // The blank-titled first row is dropped, so the paths count the rows that remain.
      const noDescription = await post({
        category: 'X',
        services: [
          { title: '', description: '' },
          { title: 'Kept', description: '' },
        ],
      });
      expect(noDescription.status).toBe(400);
      expect(noDescription.body).toEqual({
        success: false,
        message: 'Description is required',
        errors: { 'services.0.description': 'Description is required' },
        requestId: expect.any(String),
      });

      for (const services of [[], [{ title: ' ', description: 'Blank title' }], undefined, null]) {
        const noServices = await post({ category: 'X', services });
        expect(noServices.status).toBe(400);
        expect(noServices.body).toEqual({
          success: false,
          message: 'Please add at least one service',
          errors: { services: 'Please add at least one service' },
          requestId: expect.any(String),
        });
      }

      const everything = await post({});
      expect(everything.status).toBe(400);
      expect(everything.body.errors).toEqual({ category: 'Category is required', services: 'Please add at least one service' });
      expect(everything.body.message).toBe('Category is required');

      const long = await post({
        category: 'x'.repeat(201),
        services: [{ title: 't'.repeat(201), description: 'd', icon: 'i'.repeat(101) }],
      });
      expect(long.status).toBe(400);
      expect(long.body.errors).toEqual({
        category: 'Category must be at most 200 characters',
        'services.0.title': 'Title must be at most 200 characters',
        'services.0.icon': 'Icon must be at most 100 characters',
      });
    });

    it("ignores fields that are not the category's or the service's (no mass assignment)", async () => {
      const other = await created();
      const otherService = other.services[0];
      const res = await post({
        _id: UNKNOWN_ID,
        id: UNKNOWN_ID,
        createdAt: '2001-01-01T00:00:00Z',
        category: 'Mine',
        services: [
          {
            _id: otherService.id,
            id: otherService.id,
            categoryId: other.id,
            position: 7,
            createdAt: '2001-01-01T00:00:00Z',
            title: 'Fresh',
            description: "Not someone else's row.",
          },
        ],
      });
      expect(res.status).toBe(201);
      expect(res.body.id).not.toBe(UNKNOWN_ID);
      expect(res.body.createdAt.startsWith('2001')).toBe(false);
      expect(res.body.services[0].id).not.toBe(otherService.id);
      expect(res.body.services[0].createdAt.startsWith('2001')).toBe(false);
      const rows = await storedRows(res.body.id);
      expect(rows.map((r) => [r.title, r.position])).toEqual([['Fresh', 0]]);
      // The other category's service is untouched.
      const otherRead = await t.http().get(`/api/services/${other.id}`);
      expect(otherRead.body.services[0]).toMatchObject({ id: otherService.id, title: otherService.title });
    });

    it('tolerates objects and garbage in the JSON body: 400 or dropped, never a 500', async () => {
      const garbage: unknown[] = [
        { category: { $ne: null }, services: body.services },
        { category: ['a', 'b'], services: body.services },
        { category: 'X', services: { 0: body.services[0] } },
        { category: 'X', services: [null, 1, 'text', [body.services[0]]] },
        { category: 'X', services: [{ title: { t: 1 }, description: 'd' }] },
        { category: 'X', services: 'not a list' },
        [body],
        'just text',
      ];
      for (const payload of garbage) {
        const res = await post(payload);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, message: expect.any(String) });
      }
      const oddFeatures = await post({
        category: 'Odd',
        features: [{ a: 1 }, 'kept', ['nested'], null, 2],
        services: [
          { icon: { i: 1 }, title: 'T', description: { d: 1 }, features: { f: 1 } },
          { title: 'U', description: 'ok', features: [{ x: 1 }, 'f'] },
        ],
      });
      expect(oddFeatures.status).toBe(400);
      expect(oddFeatures.body.errors).toEqual({ 'services.0.description': 'Description is required' });
      const objectsDropped = await post({
        category: 'Odd',
        features: { a: 1 },
        services: [
          { icon: { i: 1 }, title: 'T', description: 'D', features: { f: 1 } },
          { title: 'U', description: 'ok', features: [{ x: 1 }, 'f', 3] },
        ],
      });
      expect(objectsDropped.status).toBe(201);
      expect(objectsDropped.body.features).toEqual([]);
      expect(objectsDropped.body.services).toEqual([
        expect.objectContaining({ icon: null, title: 'T', description: 'D', features: [] }),
        expect.objectContaining({ title: 'U', description: 'ok', features: ['f', '3'] }),
      ]);
      const scalars = await post({
        category: 2025,
        features: [1, false],
        services: JSON.stringify([{ title: 42, description: true, icon: 7 }]),
      });
      expect(scalars.status).toBe(201);
      expect(scalars.body).toMatchObject({ category: '2025', features: ['1', 'false'] });
      expect(scalars.body.services).toEqual([
        expect.objectContaining({ icon: '7', title: '42', description: 'true', features: [] }),
      ]);
      const malformed = await t
        .http()
        .post('/api/services')
        .set('authorization', auth)
        .set('content-type', 'application/json')
        .send('{"category": ');
      expect(malformed.status).toBe(400);
      expect(malformed.body).toMatchObject({ success: false, message: expect.any(String) });
    });

    it('accepts the same fields as multipart text (services JSON-encoded, features repeated or JSON-encoded); files refused', async () => {
      const res = await t
        .http()
        .post('/api/services')
        .set('authorization', auth)
        .field('category', 'From a form')
        .field('features', 'One')
        .field('features', 'Two')
        .field('services', JSON.stringify(body.services));
      expect(res.status).toBe(201);
      expect(res.body).toMatchObject({ category: 'From a form', features: ['One', 'Two'] });
      expect(titles(res.body)).toEqual(['Machine Learning', 'AI Automation']);
      const encoded = await t
        .http()
        .post('/api/services')
        .set('authorization', auth)
        .field('category', 'Encoded')
        .field('features', '["A","B"]')
        .field('services', JSON.stringify([{ title: 'Only', description: 'One row', features: ['x'] }]));
      expect(encoded.status).toBe(201);
      expect(encoded.body).toMatchObject({ category: 'Encoded', features: ['A', 'B'] });
      expect(encoded.body.services).toEqual([expect.objectContaining({ title: 'Only', features: ['x'] })]);
      const withFile = await t
        .http()
        .post('/api/services')
        .set('authorization', auth)
        .field('category', 'File')
        .attach('image', (await pngFile()).bytes, 'a.png');
      expect(withFile.status).toBe(400);
      expect(withFile.body).toMatchObject({ success: false, message: expect.stringMatching(/Unexpected file field/) });
    });
  });

  describe('update', () => {
    it('replaces the services when given, in the new order; the old rows are deleted', async () => {
      const category = await created();
      const oldIds = category.services.map((s) => s.id);
      const services = [
        { icon: 'FaRocket', title: 'Launch', description: 'Ship it.', features: ['CI'] },
        { icon: 'FaCloud', title: 'Cloud', description: 'Run it.', features: [] },
        { title: 'Care', description: 'Keep it running.' },
      ];
      const res = await put(category.id, { services });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ _id: category.id, id: category.id, category: body.category, features: body.features });
      expect(titles(res.body)).toEqual(['Launch', 'Cloud', 'Care']);
      for (const service of res.body.services as RestService[]) {
        expect(service._id).toBe(service.id);
        expect(oldIds).not.toContain(service.id);
      }
      const rows = await storedRows(category.id);
      expect(rows.map((r) => r.title)).toEqual(['Launch', 'Cloud', 'Care']);
      expect(rows.map((r) => r.position)).toEqual([0, 1, 2]);
      expect(await t.db.dataSource.getRepository(ServiceOffering).findBy(oldIds.map((id) => ({ id })))).toEqual([]);
      const read = await t.http().get(`/api/services/${category.id}`);
      expect(titles(read.body)).toEqual(['Launch', 'Cloud', 'Care']);
    });

    it('changes only the fields sent: services left out stay as they are', async () => {
      const category = await created();
      const res = await put(category.id, { category: 'Renamed', features: ['Only this'] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ category: 'Renamed', features: ['Only this'] });
      expect(res.body.services.map((s: RestService) => s.id)).toEqual(category.services.map((s) => s.id));
      const features = await put(category.id, { features: null });
      expect(features.status).toBe(200);
      expect(features.body).toMatchObject({ category: 'Renamed', features: [] });
      expect(features.body.services).toHaveLength(2);
    });

    it('answers 400 in the SPEC words and keeps the stored record', async () => {
      const category = await created();
      const blank = await put(category.id, { category: '  ' });
      expect(blank.status).toBe(400);
      expect(blank.body).toEqual({
        success: false,
        message: 'Category is required',
        errors: { category: 'Category is required' },
        requestId: expect.any(String),
      });
      const noServices = await put(category.id, { services: [] });
      expect(noServices.status).toBe(400);
      expect(noServices.body).toMatchObject({
        message: 'Please add at least one service',
        errors: { services: 'Please add at least one service' },
      });
      const noDescription = await put(category.id, { services: [{ title: 'T' }] });
      expect(noDescription.status).toBe(400);
      expect(noDescription.body.errors).toEqual({ 'services.0.description': 'Description is required' });
      const read = await t.http().get(`/api/services/${category.id}`);
      expect(read.body).toMatchObject({ category: body.category });
      expect(titles(read.body)).toEqual(['Machine Learning', 'AI Automation']);
    });

    it('ignores ids and timestamps in the body', async () => {
      const category = await created();
      const res = await put(category.id, {
        id: UNKNOWN_ID,
        _id: UNKNOWN_ID,
        createdAt: '2001-01-01T00:00:00Z',
        category: 'Same id',
      });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ id: category.id, _id: category.id, createdAt: category.createdAt, category: 'Same id' });
    });

    it('answers 404 JSON for unknown and malformed ids', async () => {
      for (const id of [UNKNOWN_ID, 'not-an-id']) {
        const res = await put(id, body);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ message: 'Service not found' });
      }
    });
  });

  describe('delete', () => {
    it("deletes: 200 {message: 'Service deleted successfully'}; its services go when it leaves the trash", async () => {
      const category = await created();
      const rows = await storedRows(category.id);
      const res = await t.http().delete(`/api/services/${category.id}`).set('authorization', auth);
      expect(res.status).toBe(200);
      expect(res.body).toEqual({ message: 'Service deleted successfully' });
      expect((await t.http().get(`/api/services/${category.id}`)).status).toBe(404);
      expect(await storedRows(category.id)).toEqual(rows);
      expect((await t.http().delete(`/api/admin/trash/ServiceCategory/${category.id}`).set('authorization', auth)).status).toBe(
        200,
      );
      expect(await storedRows(category.id)).toEqual([]);
    });

    it('answers 404 JSON for unknown and malformed ids', async () => {
      for (const id of [UNKNOWN_ID, 'not-an-id']) {
        const res = await t.http().delete(`/api/services/${id}`).set('authorization', auth);
        expect(res.status).toBe(404);
        expect(res.body).toMatchObject({ message: 'Service not found' });
      }
    });
  });

  describe('auth', () => {
    it('refuses every write without a valid token: 401 {success: false, message}, nothing changed', async () => {
      const category = await insertServiceCategory(t.db.dataSource, { category: 'Untouchable' });
      const count = (await t.http().get('/api/services')).body.length;
      const writes = () => [
        t.http().post('/api/services').send(body),
        t.http().put(`/api/services/${category.id}`).send({ category: 'Hacked' }),
        t.http().put(`/api/services/${UNKNOWN_ID}`).send({ category: 'Hacked' }),
        t.http().delete(`/api/services/${category.id}`),
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
      const read = await t.http().get(`/api/services/${category.id}`);
      expect(read.status).toBe(200);
      expect(read.body).toMatchObject({ category: 'Untouchable' });
      expect(read.body.services).toHaveLength(2);
      expect((await t.http().get('/api/services')).body).toHaveLength(count);
    });
  });
});
