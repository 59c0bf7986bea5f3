import { Client } from 'pg';
import { problemOf } from '../http/final-error-handler';
import { appErrorOf, DatabaseUnavailableError } from '../shared/errors';
import { createTestDatabase, type TestDatabase } from '../test/test-db';

/**
 * Issue 28: a statement whose database connection is terminated under it (a restart, a failover, an operator's
 * pg_terminate_backend) is a 503 with Retry-After, not a masked 500. Needs a PostgreSQL server (TEST_DATABASE_URL):
 * the embedded database runs in the app's own process, where no other session can end its connection.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

describe('a lost database connection', () => {
  let db: TestDatabase;
  beforeAll(async () => {
    db = await createTestDatabase();
  });
  afterAll(() => db?.close());

  (serverUrl ? it : it.skip)('is answered 503 with Retry-After when the server ends it under a statement', async () => {
    // The next statement is sent the moment the first fails: before node-postgres has seen the socket close, as a
    // busy server's next request would be (with a pool of one, it is handed the same client unless that is discarded).
    const running = db.dataSource.query('SELECT pg_sleep(10)').then(
      () => ({ error: undefined, next: undefined }),
      async (error: unknown) => ({ error, next: await db.dataSource.query('SELECT 1 AS one').catch((e: unknown) => e) }),
    );
    const admin = new Client({ connectionString: (db.dataSource.options as { url: string }).url });
    await admin.connect();
    try {
      // Wait until the statement is running, then end its session as an operator or a failover would.
      for (let i = 0; i < 50; i += 1) {
        const { rows } = await admin.query("SELECT pid FROM pg_stat_activity WHERE query = 'SELECT pg_sleep(10)'");
        if (rows.length > 0) {
          await admin.query('SELECT pg_terminate_backend($1)', [rows[0].pid]);
          break;
        }
        await new Promise((resolve) => setTimeout(resolve, 50));
      }
    } finally {
      await admin.end();
    }
    const { error, next } = await running;
    expect(error).toBeDefined();
    expect(appErrorOf(error)).toBeInstanceOf(DatabaseUnavailableError);
    expect(problemOf(error)).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE', headers: { 'Retry-After': '1' } });
    // The pool hands out a working connection at once, and afterwards.
    expect(next).toEqual([{ one: 1 }]);
    expect(await db.dataSource.query('SELECT 1 AS one')).toEqual([{ one: 1 }]);
  });
});
