import { startTestApp, type TestApp } from '../../test/test-app';
import { insertProduct } from '../product/product.factory';

/** Redirects (issue 30, ADR 060) through the REST door: /api/admin/redirects, the same rules and messages as GraphQL. */
describe('redirects (REST)', () => {
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

  it("lists the redirect a product's rename left, adds one, refuses a bad one with its message, and deletes", async () => {
    const product = await insertProduct(t.db.dataSource, { slug: 'rest-old' });
    const renamed = await t.http().put(`/api/products/${product.id}`).set(auth()).send({ slug: 'rest-new' });
    expect(renamed.status).toBe(200);
    const list = await t.http().get('/api/admin/redirects').set(auth());
    expect(list.status).toBe(200);
    expect(list.body).toEqual([
      expect.objectContaining({ fromPath: '/products/rest-old', toPath: '/products/rest-new', automatic: true }),
    ]);

    const added = await t
      .http()
      .post('/api/admin/redirects')
      .set(auth())
      .send({ fromPath: '/rest-page', toPath: '/products/rest-old' });
    expect(added.status).toBe(201);
    // Its target redirects itself: stored as where that leads.
    expect(added.body).toMatchObject({ fromPath: '/rest-page', toPath: '/products/rest-new', automatic: false });

    const refused = await t.http().post('/api/admin/redirects').set(auth()).send({ fromPath: '/graphql', toPath: '/about' });
    expect(refused.status).toBe(400);
    expect(refused.body).toMatchObject({ errors: { fromPath: 'This address belongs to the site itself and cannot redirect' } });

    const removed = await t.http().delete(`/api/admin/redirects/${added.body.id}`).set(auth());
    expect(removed.status).toBe(200);
    expect(removed.body).toEqual({ message: 'Redirect deleted successfully' });
    expect((await t.http().delete(`/api/admin/redirects/${added.body.id}`).set(auth())).status).toBe(404);
    expect((await t.http().get('/api/admin/redirects').set(auth())).body).toHaveLength(1);
  });

  it('answers 401 without a token, for every route', async () => {
    expect((await t.http().get('/api/admin/redirects')).status).toBe(401);
    expect((await t.http().post('/api/admin/redirects').send({ fromPath: '/a', toPath: '/b' })).status).toBe(401);
    expect((await t.http().delete('/api/admin/redirects/00000000-0000-4000-8000-000000000000')).status).toBe(401);
  });
});
