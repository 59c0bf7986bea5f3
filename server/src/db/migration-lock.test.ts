import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { createApp } from '../app';
import { openDatabase } from './database';
import { runFirstStart } from './first-run';
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
  (serverUrl ? it : it.skip)(
    'four instances starting together on an empty database apply each migration once, and make one first admin and the demo content once',
    async () => {
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

        // Then each makes its first-run writes at the same moment: one first admin, the demo content once (issue 28).
        const databases = opened.flatMap((result) => (result.status === 'fulfilled' ? [result.value] : []));
        const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'first-run-'));
        const apps = await Promise.all(
          databases.map((db) =>
            createApp(
              {
                jwtSecret: 'test-secret',
                jwtExpiresIn: '1h',
                loginRateLimit: { maxAttempts: 10, windowSeconds: 60 },
                maxUploadBytes: 1 << 20,
                uploadsDir,
                nodeEnv: 'test',
              },
              db.dataSource,
            ),
          ),
        );
        const firstRuns = await Promise.allSettled(
          databases.map((db, index) =>
            runFirstStart(db, apps[index], {
              seedDemoContent: true,
              initialAdmin: { username: 'owner', email: 'owner@example.com', password: 'first-run-password' },
            }),
          ),
        );
        expect(
          firstRuns
            .filter((result) => result.status === 'rejected')
            .map((result) => String((result as PromiseRejectedResult).reason)),
        ).toEqual([]);
        const created = firstRuns.filter((result) => result.status === 'fulfilled' && result.value.initialAdmin.created);
        expect(created).toHaveLength(1);
        expect(firstRuns.filter((result) => result.status === 'fulfilled' && result.value.seeded)).toHaveLength(1);
        expect(await sql<{ count: number }>(url.toString(), 'SELECT count(*)::int AS count FROM admin')).toEqual([{ count: 1 }]);
        const founders = await sql<{ name: string }>(url.toString(), 'SELECT name FROM founder');
        expect(new Set(founders.map((row) => row.name)).size).toBe(founders.length);
        expect(founders.length).toBeGreaterThan(0);

        await Promise.all(apps.map((app) => app.stop()));
        await Promise.all(databases.map((db) => db.close()));
        await rm(uploadsDir, { recursive: true, force: true });
      } finally {
        await sql(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      }
    },
  );
});
