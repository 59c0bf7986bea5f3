import { Product } from '../../modules/product/product.entity';
import { insertFounder } from '../../modules/founder/founder.factory';
import { insertPartner } from '../../modules/partner/partner.factory';
import { insertProduct } from '../../modules/product/product.factory';
import { insertTeamMember } from '../../modules/team-member/team-member.factory';
import { startTestApp, type TestApp } from '../../test/test-app';
import { ChangeStream } from '../changes/change-stream';
import { IMAGE_ASSET } from '../images';
import { runInRequestContext, type RequestContext } from '../request-context';
import { anonymousViewer } from '../viewer';

/**
 * Answers tagged with the record types they were read from (docs/decisions/059-answers-tagged-by-record-type.md):
 * a change drops the answers that read its type and leaves the others cached; an empty answer is dropped by the first
 * record of its type; a change to a type no service names drops everything; a read around the services is not kept.
 */
describe('response cache: answers dropped by the record types they read', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await startTestApp();
  });
  afterAll(() => t.close());

  const rest = (path: string) => t.http().get(path);
  const cacheOf = async (path: string) => (await rest(path)).headers['x-cache'] as string;

  it('drops the answers that read a changed type and keeps the others', async () => {
    await insertProduct(t.db.dataSource, { name: 'Tagged Product' });
    await insertPartner(t.db.dataSource, { name: 'Tagged Partner' });
    const graphqlProducts = () =>
      t.http().get('/graphql').query({ query: '{ products { id name } }' }).set('apollo-require-preflight', 'true');
    for (const path of ['/api/partners', '/api/products', '/api/founders']) await rest(path);
    await graphqlProducts();
    expect(await cacheOf('/api/products')).toBe('HIT');

    await insertPartner(t.db.dataSource, { name: 'Partner Added Later' });
    const partners = await rest('/api/partners');
    expect(partners.headers['x-cache']).toBe('MISS');
    expect(partners.text).toContain('Partner Added Later');
    expect(await cacheOf('/api/products')).toBe('HIT');
    expect(await cacheOf('/api/founders')).toBe('HIT');
    expect((await graphqlProducts()).headers['x-cache']).toBe('HIT');

    await insertProduct(t.db.dataSource, { name: 'Product Added Later' });
    const products = await rest('/api/products');
    expect(products.headers['x-cache']).toBe('MISS');
    expect(products.text).toContain('Product Added Later');
    const viaGraphql = await graphqlProducts();
    expect(viaGraphql.headers['x-cache']).toBe('MISS');
    expect(viaGraphql.text).toContain('Product Added Later');
    expect(await cacheOf('/api/partners')).toBe('HIT');
  });

  it('drops an empty answer when the first record of its type is added', async () => {
    const empty = await rest('/api/team');
    expect(empty.body).toEqual([]);
    expect(await cacheOf('/api/team')).toBe('HIT');
    await insertTeamMember(t.db.dataSource, { name: 'First Team Member' });
    const after = await rest('/api/team');
    expect(after.headers['x-cache']).toBe('MISS');
    expect(after.text).toContain('First Team Member');
  });

  it("drops the answers that show an image when that image's row changes, and no other", async () => {
    const founder = await insertFounder(t.db.dataSource, { name: 'Pictured Founder' });
    const pictures = () =>
      t.http().get('/graphql').query({ query: '{ founders { name picture { src } } }' }).set('apollo-require-preflight', 'true');
    const imageChanged = (url: string) =>
      ChangeStream.of(t.db.dataSource).publish([
        { type: IMAGE_ASSET, id: url, kind: 'update', fields: ['variants'], before: { url }, after: { url, variants: [] } },
      ]);
    expect((await pictures()).text).toContain('Pictured Founder');
    expect((await pictures()).headers['x-cache']).toBe('HIT');
    await imageChanged('/uploads/founders/someone-else.jpg');
    expect((await pictures()).headers['x-cache']).toBe('HIT');
    await imageChanged(founder.image);
    expect((await pictures()).headers['x-cache']).toBe('MISS');
  });

  it('drops every answer when a type no service names changes', async () => {
    await rest('/api/partners');
    expect(await cacheOf('/api/partners')).toBe('HIT');
    await ChangeStream.of(t.db.dataSource).publish([
      { type: 'SomethingNew', id: 'x', kind: 'update', fields: ['name'], before: {}, after: { name: 'x' } },
    ]);
    expect(await cacheOf('/api/partners')).toBe('MISS');
  });

  it('keeps out an answer that loaded a record none of its service calls named', async () => {
    await insertProduct(t.db.dataSource, { name: 'Read Around The Services' });
    const around: RequestContext = { viewer: anonymousViewer() };
    await runInRequestContext(around, async () => {
      await t.app.services.partners.list();
      await t.db.dataSource.getRepository(Product).find();
    });
    expect(around.readRecordTypes?.has('Partner')).toBe(true);
    expect(around.unnotedRead).toBe('Product');

    // Through the services only: every loaded type is named.
    const through: RequestContext = { viewer: anonymousViewer() };
    await runInRequestContext(through, () => t.app.services.products.list());
    expect(through.readRecordTypes?.has('Product')).toBe(true);
    expect(through.unnotedRead).toBeUndefined();
  });
});
