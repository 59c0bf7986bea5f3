import { randomBytes } from 'node:crypto';
import { Client } from 'pg';
import { openDatabase } from './database';
import { migrations } from './migrations';

/**
 * Migrations run on start under an advisory lock: several instances starting together on one empty
 * PostgreSQL database all start, and each migration is applied exactly once. Needs a real server
 * (TEST_DATABASE_URL): the embedded database is one process by construction.
 */
const serverUrl = process.env.TEST_DATABASE_URL;

async function sql<T>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

describe('migrations on start', () => {
  // Needs a PostgreSQL server (TEST_DATABASE_URL): CI's PostgreSQL runs have one (.ci/run); on the embedded default,
  // which the README's npm test uses, there is one process by construction and nothing to lock.
  (serverUrl ? it : it.skip)('four instances starting together on an empty database apply each migration once', async () => {
    const name = `test_migrate_${process.pid}_${randomBytes(4).toString('hex')}`;
    await sql(serverUrl!, `CREATE DATABASE "${name}"`);
    const url = new URL(serverUrl!);
    url.pathname = `/${name}`;
    try {
      const opened = await Promise.allSettled(
        Array.from({ length: 4 }, () => openDatabase({ databaseUrl: url.toString(), dataDir: '/nonexistent-not-used' })),
      );
      const failures = opened
        .filter((result) => result.status === 'rejected')
        .map((result) => String((result as PromiseRejectedResult).reason));
      expect(failures).toEqual([]);
      const applied = await sql<{ name: string }>(url.toString(), 'SELECT name FROM migrations ORDER BY id');
      expect(applied.map((row) => row.name)).toEqual(migrations.map((migration) => migration.name));
      await Promise.all(opened.map((result) => (result.status === 'fulfilled' ? result.value.close() : undefined)));
    } finally {
      await sql(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
    }
  });
});
