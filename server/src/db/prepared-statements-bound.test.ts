import type { QueryRunner } from 'typeorm';
import { createTestDatabase, type TestDatabase } from '../test/test-db';
import { NAMED_PER_PROCESS, PREPARED_PER_CONNECTION } from './prepared-statements';

/**
 * The process-wide bound on statement names (docs/decisions/073-prepared-statements.md): a file of its own, so the
 * names start from this file's data source only. On a PostgreSQL server (TEST_DATABASE_URL): the embedded PGlite
 * prepares nothing, and its single session would not give each query runner a connection of its own.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe('prepared statement names in one process', () => {
  let db: TestDatabase;
  const runners: QueryRunner[] = [];
  const preparedOn = async (runner: QueryRunner): Promise<string[]> =>
    ((await runner.query('SELECT statement FROM pg_prepared_statements')) as Array<{ statement: string }>).map(
      (row) => row.statement,
    );

  afterAll(async () => {
    for (const runner of runners) await runner.release();
    await db?.close();
  });

  (serverUrl ? it : it.skip)(
    'names at most NAMED_PER_PROCESS texts: past it a new text runs unnamed everywhere, a named one is still prepared',
    async () => {
      const connections = NAMED_PER_PROCESS / PREPARED_PER_CONNECTION + 1;
      db = await createTestDatabase({ poolSize: connections, preparedStatements: true });
      for (let index = 0; index < connections; index += 1) {
        const runner = db.dataSource.createQueryRunner();
        await runner.connect();
        runners.push(runner);
      }
      const filled = runners.slice(0, -1);
      const fresh = runners[runners.length - 1];
      // Every connection but the last prepares as many texts as it may: together, every name the process has.
      for (const [index, runner] of filled.entries()) {
        for (let n = 0; n < PREPARED_PER_CONNECTION; n += 1) {
          expect(await runner.query(`SELECT ${n}::int AS n, ${index}::int AS connection`)).toEqual([{ n, connection: index }]);
        }
      }
      const named = (await Promise.all(filled.map(preparedOn))).flat();
      expect(named.length).toBeLessThanOrEqual(NAMED_PER_PROCESS);
      expect(named).toContain('SELECT 0::int AS n, 0::int AS connection');

      // The last connection has room, but the process has no name left for a new text: it runs, unprepared.
      expect(await fresh.query('SELECT 7::int AS past_the_bound')).toEqual([{ past_the_bound: 7 }]);
      expect(await preparedOn(fresh)).toEqual([]);
      // A text named on another connection is prepared here under its name.
      expect(await fresh.query('SELECT 0::int AS n, 0::int AS connection')).toEqual([{ n: 0, connection: 0 }]);
      expect(await preparedOn(fresh)).toEqual(['SELECT 0::int AS n, 0::int AS connection']);
    },
    120_000,
  );
});
