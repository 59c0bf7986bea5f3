import type { DataSource } from 'typeorm';
import { ManualOrder1795438228459 } from '../db/migrations/1795438228459-manual-order';
import { insertFounder } from '../modules/founder/founder.factory';
import { insertPartner } from '../modules/partner/partner.factory';
import { insertProduct } from '../modules/product/product.factory';
import { insertProject } from '../modules/project/project.factory';
import { buildService, insertServiceCategory } from '../modules/service-category/service-category.factory';
import { insertTeamMember } from '../modules/team-member/team-member.factory';
import { pngFile } from '../test/images';
import { IDS_LIST_MESSAGE } from '../rest/rest-kit';
import { errorOf, startTestApp, type TestApp } from '../test/test-app';
import { DUPLICATE_ID_MESSAGE, NO_IDS_MESSAGE, TOO_MANY_IDS_MESSAGE } from './reorder';

/**
 * Manual order (docs/decisions/035-manual-order.md) through both doors, for every ordered kind:
 * one request saves it, both doors then list in it, bad ids change nothing, pages follow it,
 * and new records go first.
 */
interface Kind {
  list: string;
  mutation: string;
  rest: string;
  label: string;
  insert(dataSource: DataSource): Promise<{ id: string }>;
}

const KINDS: Kind[] = [
  { list: 'founders', mutation: 'reorderFounders', rest: '/api/founders', label: 'founder', insert: (ds) => insertFounder(ds) },
  {
    list: 'teamMembers',
    mutation: 'reorderTeamMembers',
    rest: '/api/team',
    label: 'team member',
    insert: (ds) => insertTeamMember(ds),
  },
  {
    list: 'serviceCategories',
    mutation: 'reorderServiceCategories',
    rest: '/api/services',
    label: 'service category',
    insert: (ds) => insertServiceCategory(ds),
  },
  { list: 'projects', mutation: 'reorderProjects', rest: '/api/projects', label: 'project', insert: (ds) => insertProject(ds) },
  { list: 'products', mutation: 'reorderProducts', rest: '/api/products', label: 'product', insert: (ds) => insertProduct(ds) },
  { list: 'partners', mutation: 'reorderPartners', rest: '/api/partners', label: 'partner', insert: (ds) => insertPartner(ds) },
];

const UNKNOWN_ID = '5f1d7c2e-0000-4000-8000-000000000000';
const ids = (rows: Array<{ id: string }>) => rows.map((row) => row.id);

describe('manual order through both doors', () => {
  let t: TestApp;
  let token: string;
  let auth: string;

  beforeAll(async () => {
    t = await startTestApp();
    token = await t.login();
    auth = `Bearer ${token}`;
  });
  afterAll(() => t.close());

  const gqlList = async (kind: Kind, page = '') =>
    (await t.gql(`{ ${kind.list}${page} { id position } }`)).body.data![kind.list] as Array<{ id: string; position: number }>;
  const restList = async (kind: Kind, query = '') =>
    (await t.http().get(`${kind.rest}${query}`)).body as Array<{ id: string; _id: string; position: number }>;
  const reorder = (kind: Kind, order: string[], as: string | null = token) =>
    t.gql(`mutation ($ids: [ID!]!) { ${kind.mutation}(ids: $ids) { id position } }`, { ids: order }, as ?? undefined);
  const putOrder = (kind: Kind, body: unknown, as: string | null = auth) => {
    const req = t.http().put(`${kind.rest}/order`);
    if (as) req.set('authorization', as);
    return req.send(body as object);
  };

  describe.each(KINDS)('$list', (kind) => {
    let start: string[];

    beforeAll(async () => {
      for (let n = 0; n < 4; n += 1) await kind.insert(t.db.dataSource);
      start = ids(await gqlList(kind));
    });

    it('saves an order in one GraphQL request and both doors then list in it, with the position field', async () => {
      const wanted = [start[2], start[0], start[3], start[1]];
      const res = await reorder(kind, wanted);
      expect(res.body.errors).toBeUndefined();
      expect(ids(res.body.data![kind.mutation])).toEqual(wanted);

      expect(await gqlList(kind)).toEqual(wanted.map((id, position) => ({ id, position })));
      const rest = await restList(kind);
      expect(rest.map((row) => row._id)).toEqual(wanted);
      expect(rest.map((row) => row.position)).toEqual([0, 1, 2, 3]);
      start = wanted;

      // Written through the repository: the activity log's subscriber saw each record whose number changed
      // (all started at 0, so the one now first was not written).
      const log = await t.gql('{ activityLog(take: 20) { recordId changes { field newValue } } }', {}, token);
      const moved = (
        log.body.data!.activityLog as Array<{ recordId: string; changes: Array<{ field: string; newValue: string }> }>
      )
        .filter((entry) => wanted.includes(entry.recordId))
        .map((entry) => [entry.recordId, entry.changes.find((change) => change.field === 'position')?.newValue]);
      expect(moved.sort()).toEqual(
        wanted
          .slice(1)
          .map((id) => [id, String(wanted.indexOf(id))])
          .sort(),
      );
    });

    it('saves an order with PUT <area>/order {ids} and answers the records in it, in the REST shape', async () => {
      const wanted = [...start].reverse();
      const res = await putOrder(kind, { ids: wanted });
      expect(res.status).toBe(200);
      expect(res.body.map((row: { _id: string; id: string }) => [row._id, row.id])).toEqual(wanted.map((id) => [id, id]));
      expect(ids(await gqlList(kind))).toEqual(wanted);
      start = wanted;
    });

    it('moves only the named records among the places they hold; the others stay put', async () => {
      // Swap the 2nd and 4th, naming only them.
      const res = await putOrder(kind, { ids: [start[3], start[1]] });
      expect(res.status).toBe(200);
      const expected = [start[0], start[3], start[2], start[1]];
      expect(ids(await restList(kind))).toEqual(expected);
      start = expected;
    });

    it('pages through the manual order with skip and take, through both doors', async () => {
      const pages = [...(await gqlList(kind, '(take: 3)')), ...(await gqlList(kind, '(skip: 3, take: 3)'))];
      expect(ids(pages)).toEqual(start);
      const restPages = [...(await restList(kind, '?take=2')), ...(await restList(kind, '?skip=2&take=2'))];
      expect(ids(restPages)).toEqual(start);
    });

    it('refuses unknown, duplicate, missing and too many ids with the field named, and changes nothing', async () => {
      const unknown = await reorder(kind, [start[1], UNKNOWN_ID, 'not-an-id']);
      const unknownMessage = `Unknown ${kind.label} id`;
      expect(errorOf(unknown)).toEqual({
        code: 'BAD_USER_INPUT',
        message: unknownMessage,
        fields: { 'ids.1': unknownMessage, 'ids.2': unknownMessage },
      });
      const duplicate = await putOrder(kind, { ids: [start[1], start[0], start[1]] });
      expect(duplicate.status).toBe(400);
      expect(duplicate.body).toMatchObject({
        success: false,
        message: DUPLICATE_ID_MESSAGE,
        errors: { 'ids.2': DUPLICATE_ID_MESSAGE },
      });
      expect(errorOf(await reorder(kind, []))).toMatchObject({ code: 'BAD_USER_INPUT', fields: { ids: NO_IDS_MESSAGE } });
      const tooMany = Array.from({ length: 101 }, (_, n) => `5f1d7c2e-0000-4000-8000-${String(n).padStart(12, '0')}`);
      expect(errorOf(await reorder(kind, tooMany))).toMatchObject({
        code: 'BAD_USER_INPUT',
        fields: { ids: TOO_MANY_IDS_MESSAGE },
      });
      for (const body of [{}, { ids: 'nope' }, { ids: [start[0], 7] }, { ids: [{ id: start[0] }] }, []]) {
        const res = await putOrder(kind, body);
        expect(res.status).toBe(400);
        expect(res.body).toMatchObject({ success: false, message: IDS_LIST_MESSAGE, errors: { ids: IDS_LIST_MESSAGE } });
      }
      expect(ids(await gqlList(kind))).toEqual(start);
    });

    it('is for administrators only', async () => {
      expect(errorOf(await reorder(kind, [...start].reverse(), null)).code).toBe('UNAUTHENTICATED');
      expect((await putOrder(kind, { ids: [...start].reverse() }, null)).status).toBe(401);
      expect(ids(await gqlList(kind))).toEqual(start);
    });
  });

  describe('new records', () => {
    it('go first, also after a manual order was saved, so an untouched list stays newest first', async () => {
      const before = ids(await restList(KINDS[2]));
      const created = await t
        .http()
        .post('/api/services')
        .set('authorization', auth)
        .send({ category: 'Newest category', services: [{ title: 'One', description: 'First service.' }] });
      expect(created.status).toBe(201);
      expect(ids(await restList(KINDS[2]))).toEqual([created.body.id, ...before]);

      const teamBefore = ids(await gqlList(KINDS[1]));
      const member = await t.gqlUpload(
        'mutation ($input: CreateTeamMemberInput!, $image: Upload) { createTeamMember(input: $input, image: $image) { id position } }',
        { input: { name: 'New Member', role: 'Engineer', bio: 'Just joined.', email: 'new@example.com' }, image: null },
        { image: await pngFile() },
        token,
      );
      expect(member.body.errors).toBeUndefined();
      const newest = member.body.data!.createTeamMember as { id: string; position: number };
      expect(ids(await gqlList(KINDS[1]))).toEqual([newest.id, ...teamBefore]);
    });
  });

  describe('services inside a category', () => {
    const SERVICES = 'id category services { id title position }';
    let categoryId: string;
    let serviceIds: string[];
    let otherServiceId: string;

    beforeAll(async () => {
      const category = await insertServiceCategory(t.db.dataSource, {
        services: [buildService({ title: 'A' }), buildService({ title: 'B' }), buildService({ title: 'C' })],
      });
      const other = await insertServiceCategory(t.db.dataSource);
      categoryId = category.id;
      const read = await t.gql(`query ($id: ID!) { serviceCategory(id: $id) { ${SERVICES} } }`, { id: category.id });
      serviceIds = ids(read.body.data!.serviceCategory.services);
      otherServiceId = other.services[0].id;
    });

    const servicesOf = async () => {
      const rest = await t.http().get(`/api/services/${categoryId}`);
      const list = (await t.http().get('/api/services')).body.find((row: { id: string }) => row.id === categoryId);
      expect(list.services.map((s: { id: string }) => s.id)).toEqual(rest.body.services.map((s: { id: string }) => s.id));
      return rest.body.services as Array<{ id: string; title: string; position: number }>;
    };

    it('reorders one category in one GraphQL request and answers the category with its services in the new order', async () => {
      const wanted = [serviceIds[2], serviceIds[0], serviceIds[1]];
      const res = await t.gql(
        `mutation ($categoryId: ID!, $ids: [ID!]!) { reorderServices(categoryId: $categoryId, ids: $ids) { ${SERVICES} } }`,
        { categoryId, ids: wanted },
        token,
      );
      expect(res.body.errors).toBeUndefined();
      expect(res.body.data!.reorderServices.services).toEqual([
        { id: wanted[0], title: 'C', position: 0 },
        { id: wanted[1], title: 'A', position: 1 },
        { id: wanted[2], title: 'B', position: 2 },
      ]);
      expect((await servicesOf()).map((s) => s.title)).toEqual(['C', 'A', 'B']);
    });

    it('reorders with PUT /api/services/:id/services/order, answering the category in the REST shape', async () => {
      const res = await t
        .http()
        .put(`/api/services/${categoryId}/services/order`)
        .set('authorization', auth)
        .send({ ids: [serviceIds[0], serviceIds[1], serviceIds[2]] });
      expect(res.status).toBe(200);
      expect(res.body).toMatchObject({ _id: categoryId, id: categoryId });
      expect(res.body.services.map((s: { _id: string; title: string }) => s.title)).toEqual(['A', 'B', 'C']);
      expect((await servicesOf()).map((s) => s.position)).toEqual([0, 1, 2]);
    });

    it("refuses another category's service and an unknown category, and changes nothing", async () => {
      const res = await t
        .http()
        .put(`/api/services/${categoryId}/services/order`)
        .set('authorization', auth)
        .send({ ids: [serviceIds[2], otherServiceId] });
      expect(res.status).toBe(400);
      expect(res.body).toMatchObject({ errors: { 'ids.1': 'This category has no service with this id' } });
      const missing = await t
        .http()
        .put(`/api/services/${UNKNOWN_ID}/services/order`)
        .set('authorization', auth)
        .send({ ids: [serviceIds[0]] });
      expect(missing.status).toBe(404);
      expect(missing.body.message).toBe('Service not found');
      expect((await servicesOf()).map((s) => s.title)).toEqual(['A', 'B', 'C']);
    });
  });

  describe('the migration', () => {
    it("numbers the rows that exist in today's order, newest first", async () => {
      const runner = t.db.dataSource.createQueryRunner();
      const migration = new ManualOrder1795438228459();
      try {
        await runner.query('DELETE FROM "partner"');
        await migration.down(runner);
        for (const [name, createdAt] of [
          ['Middle', '2025-01-01'],
          ['Oldest', '2024-01-01'],
          ['Newest', '2026-01-01'],
        ]) {
          await runner.query('INSERT INTO "partner" ("name", "website", "logo", "createdAt") VALUES ($1, $2, $3, $4)', [
            name,
            'https://example.com',
            '/uploads/partners/x.png',
            createdAt,
          ]);
        }
        await migration.up(runner);
      } finally {
        await runner.release();
      }
      // Read from the table itself: the migration's SQL is no request the response cache would hear of.
      const rows: Array<{ name: string; position: number }> = await t.db.dataSource.query(
        'SELECT "name", "position" FROM "partner" ORDER BY "position"',
      );
      expect(rows.map((row) => [row.name, row.position])).toEqual([
        ['Newest', 0],
        ['Middle', 1],
        ['Oldest', 2],
      ]);
    });
  });
});
