import { QueryFailedError } from 'typeorm';
import { Founder } from '../modules/founder/founder.entity';
import { insertFounder } from '../modules/founder/founder.factory';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { PREPARED_PER_CONNECTION } from './prepared-statements';

/**
 * Each SELECT prepared once per connection (docs/decisions/073-prepared-statements.md), on the test database with
 * a pool of one, so every statement below runs on the connection whose prepared statements are listed.
 */
describe('prepared statements', () => {
  let db: TestDatabase;
  const preparedTexts = async (): Promise<string[]> => {
    const rows = (await db.dataSource.query('SELECT statement FROM pg_prepared_statements')) as Array<{ statement: string }>;
    return rows.map((row) => row.statement);
  };

  beforeAll(async () => {
    db = await createTestDatabase({ poolSize: 1, preparedStatements: true });
  });
  afterAll(() => db.close());

  it('prepares a SELECT the first time it runs and reuses it after, with the same answers', async () => {
    await insertFounder(db.dataSource, { name: 'Ada Prepared' });
    const founders = db.dataSource.getRepository(Founder);
    const first = await founders.find({ order: { name: 'ASC' } });
    const second = await founders.find({ order: { name: 'ASC' } });
    expect(second).toEqual(first);
    expect(first.map((founder) => founder.name)).toContain('Ada Prepared');
    const selects = (await preparedTexts()).filter((text) => text.includes('FROM "founder"'));
    expect(selects).toHaveLength(1);
    // A parameter bound to the prepared statement: each run its own value.
    const [byName] = (await db.dataSource.query('SELECT name FROM founder WHERE name = $1', ['Ada Prepared'])) as Array<{
      name: string;
    }>;
    expect(byName.name).toBe('Ada Prepared');
    expect(await db.dataSource.query('SELECT name FROM founder WHERE name = $1', ['Nobody'])).toEqual([]);
  });

  it('leaves writes and several statements in one text unprepared', async () => {
    await db.dataSource.query("UPDATE founder SET role = 'CEO' WHERE name = $1", ['Ada Prepared']);
    // The simple protocol's two statements: a prepared statement could not hold both.
    await db.dataSource.query('SELECT 1 AS one; SELECT 2 AS two');
    const texts = await preparedTexts();
    expect(texts.some((text) => text.startsWith('UPDATE'))).toBe(false);
    expect(texts.some((text) => text.includes('SELECT 2 AS two'))).toBe(false);
  });

  it('keeps a failed statement usable, failing as TypeORM fails', async () => {
    const divide = (by: number) => db.dataSource.query('SELECT 10 / $1::int AS result', [by]);
    await expect(divide(0)).rejects.toBeInstanceOf(QueryFailedError);
    expect(await divide(2)).toEqual([{ result: 5 }]);
    // Inside a transaction too, and after its rollback.
    await expect(
      db.dataSource.transaction(async (manager) => {
        await manager.query('SELECT 10 / $1::int AS result', [5]);
        await manager.query('SELECT 10 / $1::int AS result', [0]);
      }),
    ).rejects.toBeInstanceOf(QueryFailedError);
    expect(await divide(5)).toEqual([{ result: 2 }]);
  });

  it('prepares at most PREPARED_PER_CONNECTION statements on a connection; past it they run unnamed', async () => {
    for (let n = 0; n < PREPARED_PER_CONNECTION + 20; n += 1) {
      expect(await db.dataSource.query(`SELECT ${n}::int AS n`)).toEqual([{ n }]);
    }
    expect((await preparedTexts()).length).toBe(PREPARED_PER_CONNECTION);
  });
});
