import {
  In,
  LessThanOrEqual,
  QueryFailedError,
  Raw,
  Repository,
  SelectQueryBuilder,
  type DataSource,
  type EntitySubscriberInterface,
  type FindManyOptions,
  type ObjectLiteral,
} from 'typeorm';
import { Founder } from '../modules/founder/founder.entity';
import { buildFounder, insertFounder } from '../modules/founder/founder.factory';
import { Product } from '../modules/product/product.entity';
import { insertProduct } from '../modules/product/product.factory';
import { ServiceCategory } from '../modules/service-category/service-category.entity';
import { insertServiceCategory } from '../modules/service-category/service-category.factory';
import { ServiceOffering } from '../modules/service-category/service-offering.entity';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { findCompiled, findOneByCompiled } from './compiled-find';
import { MANUAL_ORDER } from './reorder';

describe('findCompiled', () => {
  let db: TestDatabase;
  let dataSource: DataSource;
  let founders: Repository<Founder>;
  let products: Repository<Product>;
  let getQuery: jest.SpyInstance;
  /** Repository.prototype.find, so a fallback shows (a spy on one repository would itself force the fallback). */
  let plainFind: jest.SpyInstance;

  beforeAll(async () => {
    db = await createTestDatabase();
    dataSource = db.dataSource;
    founders = dataSource.getRepository(Founder);
    products = dataSource.getRepository(Product);
    // Equal positions for some, so the tie-breaking order columns matter.
    for (const [index, name] of ['Cleo', 'Abel', 'Bea', 'Dara', 'Eli'].entries()) {
      await insertFounder(dataSource, { name, position: index % 2, twitter: index === 2 ? 'https://x.com/bea' : null });
    }
    await insertProduct(dataSource, { slug: 'alpha', name: 'Alpha' });
    await insertProduct(dataSource, { slug: 'beta', name: 'Beta' });
    await insertServiceCategory(dataSource);
    await insertServiceCategory(dataSource);
  });

  afterAll(() => db.close());

  beforeEach(() => {
    getQuery = jest.spyOn(SelectQueryBuilder.prototype, 'getQuery');
    plainFind = jest.spyOn(Repository.prototype, 'find');
  });

  afterEach(() => jest.restoreAllMocks());

  /** The compiled answer next to TypeORM's own; `calls` counts what the compiled call alone did. */
  async function bothAnswers<E extends ObjectLiteral>(repo: Repository<E>, options: FindManyOptions<E>) {
    getQuery.mockClear();
    plainFind.mockClear();
    const compiled = await findCompiled(repo, options);
    const calls = { getQuery: getQuery.mock.calls.length, find: plainFind.mock.calls.length };
    return { compiled, expected: await repo.find(options), calls };
  }

  it.each<[string, FindManyOptions<Founder>]>([
    ['manual order with take and skip', { order: MANUAL_ORDER, take: 2, skip: 1 }],
    ['newest first, first page', { order: { createdAt: 'DESC', id: 'DESC' }, take: 3 }],
    ['no options', {}],
    [
      'a where with In and an array of alternatives',
      { where: [{ name: In(['Abel', 'Eli']) }, { twitter: 'https://x.com/bea' }] },
    ],
    ['a skip past the end', { order: MANUAL_ORDER, skip: 50, take: 5 }],
  ])('answers what repo.find answers: %s', async (_, options) => {
    const { compiled, expected, calls } = await bothAnswers(founders, options);
    expect(compiled).toStrictEqual(expected);
    expect(calls.find).toBe(0);
  });

  it('leaves a partial select to repo.find (getMany adds the primary columns), with the same answer', async () => {
    const { compiled, expected, calls } = await bothAnswers(founders, { select: { name: true }, order: { name: 'ASC' } });
    expect(compiled).toStrictEqual(expected);
    expect(calls.find).toBe(1);
  });

  it('rejects options TypeORM refuses with the same error, as a rejected promise', async () => {
    const options = { where: { nickname: 'Abel' } } as unknown as FindManyOptions<Founder>;
    const expected = await founders.find(options).catch((error: Error) => error);
    expect(expected).toBeInstanceOf(Error);
    let answer: Promise<unknown> | undefined;
    expect(() => (answer = findCompiled(founders, options))).not.toThrow();
    await expect(answer).rejects.toThrow(expected as Error);
  });

  it('hydrates entities, not plain rows', async () => {
    const [first] = await findCompiled(founders, { order: MANUAL_ORDER, take: 1 });
    expect(first).toBeInstanceOf(Founder);
    expect(first.createdAt).toBeInstanceOf(Date);
  });

  it('finds by slug, and answers [] and null when nothing matches', async () => {
    expect(await findCompiled(products, { where: { slug: 'beta' } })).toStrictEqual(await products.findBy({ slug: 'beta' }));
    expect(await findOneByCompiled(products, { slug: 'alpha' })).toStrictEqual(await products.findOneBy({ slug: 'alpha' }));
    expect((await findOneByCompiled(products, { slug: 'alpha' }))?.name).toBe('Alpha');
    expect(await findCompiled(products, { where: { slug: 'missing' } })).toEqual([]);
    expect(await findOneByCompiled(products, { slug: 'missing' })).toBeNull();
  });

  it('keeps the order of the order keys (they are not sorted into one statement)', async () => {
    const byPosition = await findCompiled(founders, { order: { position: 'ASC', name: 'ASC' } });
    const byName = await findCompiled(founders, { order: { name: 'ASC', position: 'ASC' } });
    expect(byPosition.map((founder) => founder.name)).toEqual(['Bea', 'Cleo', 'Eli', 'Abel', 'Dara']);
    expect(byName.map((founder) => founder.name)).toEqual(['Abel', 'Bea', 'Cleo', 'Dara', 'Eli']);
  });

  it('tells apart Raw conditions that differ only in their SQL function', async () => {
    const abel = await findCompiled(founders, { where: { name: Raw((column) => `${column} = 'Abel'`) } });
    const bea = await findCompiled(founders, { where: { name: Raw((column) => `${column} = 'Bea'`) } });
    expect(abel.map((founder) => founder.name)).toEqual(['Abel']);
    expect(bea.map((founder) => founder.name)).toEqual(['Bea']);
    expect(plainFind).not.toHaveBeenCalled();
  });

  it('builds the statement once for repeated equal options, and still reads the database each time', async () => {
    const options = () => ({ where: { position: 0 }, order: { name: 'ASC' as const }, take: 10 });
    const first = await findCompiled(founders, options());
    const built = getQuery.mock.calls.length;
    expect(built).toBe(1);
    const added = await insertFounder(dataSource, { name: 'Aaron', position: 0 });
    const second = await findCompiled(founders, options());
    await findCompiled(founders, options());
    expect(getQuery).toHaveBeenCalledTimes(built);
    expect(second.map((founder) => founder.name)).toEqual(['Aaron', ...first.map((founder) => founder.name)]);
    await founders.delete(added.id);
    // Another slug is another statement.
    await findOneByCompiled(products, { slug: 'alpha' });
    await findOneByCompiled(products, { slug: 'alpha' });
    const afterAlpha = getQuery.mock.calls.length;
    await findOneByCompiled(products, { slug: 'beta' });
    expect(getQuery.mock.calls.length).toBe(afterAlpha + 1);
  });

  it('keeps a bounded number of statements per entity: the oldest is built again', async () => {
    const options = { where: { slug: 'bounded-first' } };
    await findCompiled(products, options);
    for (let n = 0; n < 200; n += 1) await findOneByCompiled(products, { slug: `bounded-${n}` });
    const before = getQuery.mock.calls.length;
    await findCompiled(products, options);
    expect(getQuery.mock.calls.length).toBe(before + 1);
  });

  it('leaves eager relations to repo.find, with the same answer', async () => {
    const categories = dataSource.getRepository(ServiceCategory);
    const options: FindManyOptions<ServiceCategory> = { order: MANUAL_ORDER, take: 5 };
    const { compiled, expected, calls } = await bothAnswers(categories, options);
    expect(calls.find).toBe(1);
    expect(compiled).toStrictEqual(expected);
    expect(compiled).toHaveLength(2);
    expect(compiled[0].services).toHaveLength(2);
    // The verdict is remembered: a second call builds no more statements than repo.find itself.
    getQuery.mockClear();
    await categories.find(options);
    const builtByFind = getQuery.mock.calls.length;
    getQuery.mockClear();
    await findCompiled(categories, options);
    expect(getQuery.mock.calls.length).toBe(builtByFind);
  });

  it('leaves relations, and wheres on a relation, to repo.find', async () => {
    const services = dataSource.getRepository(ServiceOffering);
    const [category] = await dataSource.getRepository(ServiceCategory).find({ order: MANUAL_ORDER, take: 1 });
    const withRelation = await bothAnswers(services, { relations: { category: true }, order: { position: 'ASC' } });
    expect(withRelation.calls.find).toBe(1);
    expect(withRelation.compiled).toStrictEqual(withRelation.expected);
    expect(withRelation.compiled[0].category).toBeInstanceOf(ServiceCategory);
    const whereOnRelation = await bothAnswers(services, { where: { category: { id: category.id } }, order: { position: 'ASC' } });
    expect(whereOnRelation.calls.find).toBe(1);
    expect(whereOnRelation.compiled).toStrictEqual(whereOnRelation.expected);
    expect(whereOnRelation.compiled).toHaveLength(2);
  });

  it('reads through the transaction a repository is bound to', async () => {
    let added: Founder | undefined;
    let seen: Founder | null = null;
    const rolledBack = new Error('rolled back');
    await expect(
      dataSource.transaction(async (manager) => {
        added = await manager.getRepository(Founder).save(founders.create(buildFounder({ name: 'Zed' })));
        // Only the transaction's own connection sees Zed: a read on another connection would answer null
        // (and with a pool of one it would wait for this one, ADR 044).
        seen = await findOneByCompiled(manager.getRepository(Founder), { id: added.id });
        throw rolledBack;
      }),
    ).rejects.toBe(rolledBack);
    expect((seen as Founder | null)?.name).toBe('Zed');
    expect(await findOneByCompiled(founders, { id: added!.id })).toBeNull();
  });

  it('does not keep statements for options holding a Date, which would be new every call', async () => {
    const options = () => ({ where: { createdAt: LessThanOrEqual(new Date()) }, order: { name: 'ASC' as const } });
    const { compiled, expected, calls } = await bothAnswers(founders, options());
    expect(compiled).toStrictEqual(expected);
    expect(calls.find).toBe(1);
  });

  it("broadcasts 'Load' to subscribers, as getMany does", async () => {
    const loaded: string[] = [];
    const subscriber: EntitySubscriberInterface<Founder> = {
      listenTo: () => Founder,
      afterLoad: (founder) => void loaded.push(founder.name),
    };
    dataSource.subscribers.push(subscriber);
    try {
      await findCompiled(founders, { where: { name: In(['Abel', 'Bea']) }, order: { name: 'ASC' } });
      await findCompiled(founders, { where: { name: In(['Abel', 'Bea']) }, order: { name: 'ASC' } });
    } finally {
      dataSource.subscribers.splice(dataSource.subscribers.indexOf(subscriber), 1);
    }
    expect(loaded).toEqual(['Abel', 'Bea', 'Abel', 'Bea']);
  });

  it('fails as repo.find does when the database refuses the statement, and says so to subscribers', async () => {
    const outcomes: boolean[] = [];
    const subscriber: EntitySubscriberInterface = { afterQuery: (event) => void outcomes.push(event.success) };
    // Postgres refuses a malformed uuid when it runs the statement, after TypeORM built it.
    const options = { where: { id: 'not-a-uuid' } };
    const expected = await founders.find(options).catch((error: unknown) => error);
    expect(expected).toBeInstanceOf(QueryFailedError);
    plainFind.mockClear();
    dataSource.subscribers.push(subscriber);
    try {
      const failed = await findCompiled(founders, options).catch((error: unknown) => error);
      expect(failed).toBeInstanceOf(QueryFailedError);
      expect((failed as Error).message).toBe((expected as Error).message);
      expect(outcomes).toEqual([false]);
      expect(plainFind).not.toHaveBeenCalled();
    } finally {
      dataSource.subscribers.splice(dataSource.subscribers.indexOf(subscriber), 1);
    }
  });
});
