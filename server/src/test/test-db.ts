import { fork } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Client } from 'pg';
import type { DataSource } from 'typeorm';
import { createDataSource, type DataSourceOptions } from '../db/data-source';
import { EMBEDDED_POOL_SIZE } from '../db/database';

const TEST_CONNECTION_WAIT_MS = 15_000;

export interface TestDatabase {
  dataSource: DataSource;
  close(): Promise<void>;
}

/**
 * TEST_DATABASE_POOL_SIZE=1 gives a real PostgreSQL server the embedded database's pool of one connection, so
 * code that waits for a second connection while a transaction holds the first fails there too, within the
 * wait bound (docs/decisions/044-no-waiting-forever.md).
 */
function testPoolSize(serverUrl: string | undefined): number | undefined {
  const raw = process.env.TEST_DATABASE_POOL_SIZE;
  if (raw) {
    const size = Number(raw);
    if (!Number.isInteger(size) || size < 1)
      throw new Error(`TEST_DATABASE_POOL_SIZE must be a whole number above 0, got "${raw}"`);
    return size;
  }
  return serverUrl ? undefined : EMBEDDED_POOL_SIZE;
}

/**
 * A fresh, migrated database for one test file: a new database on TEST_DATABASE_URL's
 * server when set (CI), otherwise an in-memory embedded PGlite.
 */
export async function createTestDatabase(
  options: Pick<DataSourceOptions, 'poolSize' | 'connectionWaitMs' | 'preparedStatements'> = {},
): Promise<TestDatabase> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  let url: string;
  let dispose: () => Promise<void>;
  if (serverUrl) {
    const name = `test_${process.pid}_${randomBytes(4).toString('hex')}`;
    await withClient(serverUrl, (client) => client.query(`CREATE DATABASE "${name}"`));
    const parsed = new URL(serverUrl);
    parsed.pathname = `/${name}`;
    url = parsed.toString();
    dispose = () => withClient(serverUrl, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`));
  } else {
    const embedded = await startEmbeddedPostgresProcess();
    url = embedded.url;
    dispose = embedded.stop;
  }
  // A longer wait bound than the app's 5 s: a test machine running two files at once and their databases is
  // slow, and a wait that would have ended is no finding. Code that waits for itself still fails, within it.
  const dataSource = createDataSource(url, {
    poolSize: testPoolSize(serverUrl),
    connectionWaitMs: TEST_CONNECTION_WAIT_MS,
    // As the app connects (db/database.ts): statements prepared on PostgreSQL, not on the embedded PGlite.
    preparedStatements: Boolean(serverUrl),
    ...options,
  });
  await dataSource.initialize();
  await dataSource.runMigrations();
  return {
    dataSource,
    async close() {
      await dataSource.destroy();
      await dispose();
    },
  };
}

async function withClient(url: string, run: (client: Client) => Promise<unknown>): Promise<void> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await run(client);
  } finally {
    await client.end();
  }
}

export interface EmbeddedTestServer {
  url: string;
  /** Writes this database's data folder dump to `file` (how the test template is made). */
  dumpTo(file: string): Promise<void>;
  stop(): Promise<void>;
}

/**
 * Starts embedded-postgres-process.mjs and waits for the port it listens on. It starts from the test run's
 * template (PGLITE_TEST_TEMPLATE, global-setup.ts) when there is one, unless `fresh`.
 */
export function startEmbeddedPostgresProcess(options: { fresh?: boolean } = {}): Promise<EmbeddedTestServer> {
  const env = { ...process.env };
  if (options.fresh) delete env.PGLITE_TEST_TEMPLATE;
  const child = fork(path.join(__dirname, 'embedded-postgres-process.mjs'), [], {
    stdio: ['ignore', 'inherit', 'inherit', 'ipc'],
    env,
  });
  return new Promise((resolve, reject) => {
    child.once('error', reject);
    child.once('exit', (code) => reject(new Error(`Embedded Postgres exited early with code ${code}`)));
    child.once('message', (message: { port: number }) => {
      child.removeAllListeners('exit');
      resolve({
        url: `postgres://postgres@127.0.0.1:${message.port}/postgres`,
        dumpTo: (file) =>
          new Promise<void>((done) => {
            child.once('message', () => done());
            child.send({ dumpTo: file });
          }),
        stop: () =>
          new Promise<void>((done) => {
            child.once('exit', () => done());
            child.disconnect();
          }),
      });
    });
  });
}
