import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres } from './embedded-postgres';
import path from 'node:path';
import { readFile, rm, writeFile } from 'node:fs/promises';

/**
 * PGlite has one session: pglite-socket multiplexes connections onto it, and concurrent
 * extended-protocol queries from several connections can trip over each other's unnamed
 * prepared statements. One pooled connection queues them instead.
 */
export const EMBEDDED_POOL_SIZE = 1;

export interface Database {
  dataSource: DataSource;
  /** 'postgres' when DATABASE_URL is set, otherwise 'embedded' (PGlite under DATA_DIR/pg). */
  mode: 'postgres' | 'embedded';
  /** Where the embedded database listens while the app runs (psql can connect there); undefined for DATABASE_URL. */
  embeddedUrl: string | undefined;
  close(): Promise<void>;
}

/** Every instance of the app takes this advisory lock around its migrations and first-run writes (any fixed number would do). */
export const MIGRATION_LOCK_ID = 4_017_263_551;

/**
 * Runs `work` holding a PostgreSQL advisory lock, so instances starting together take turns: migrations, then the
 * first-run writes (first administrator, demo content: first-run.ts). The first instance does them, the others
 * then find nothing left to do. The embedded database has one process by construction (embeddedOwnerFile), so it
 * needs no lock.
 */
export async function withStartupLock<T>(
  dataSource: DataSource,
  options: { embedded: boolean },
  work: () => Promise<T>,
): Promise<T> {
  if (options.embedded) return work();
  const lock = dataSource.createQueryRunner();
  await lock.connect();
  try {
    await lock.query('SELECT pg_advisory_lock($1)', [MIGRATION_LOCK_ID]);
    try {
      return await work();
    } finally {
      await lock.query('SELECT pg_advisory_unlock($1)', [MIGRATION_LOCK_ID]);
    }
  } finally {
    await lock.release();
  }
}

/** Applies pending migrations (forward only) under the startup lock. */
export async function runMigrationsLocked(dataSource: DataSource, options: { embedded: boolean }): Promise<void> {
  await withStartupLock(dataSource, options, async () => {
    await dataSource.runMigrations({ transaction: 'each' });
  });
}

/** Who has the embedded database open (PGlite is one process): { pid, url } while the app runs. */
export function embeddedOwnerFile(dataDir: string): string {
  return path.join(dataDir, 'embedded-postgres.json');
}

/** The process that has the embedded database under dataDir open, if it is still running. */
export async function embeddedOwner(dataDir: string): Promise<{ pid: number; url: string } | undefined> {
  let owner: { pid: number; url: string };
  try {
    owner = JSON.parse(await readFile(embeddedOwnerFile(dataDir), 'utf8')) as { pid: number; url: string };
  } catch {
    return undefined;
  }
  if (owner.pid === process.pid) return undefined;
  try {
    process.kill(owner.pid, 0);
    return owner;
  } catch {
    return undefined; // left behind by a process that is gone
  }
}

/** Connects to DATABASE_URL, or starts the embedded database; then applies pending migrations. */
export async function openDatabase(
  config: Pick<Config, 'databaseUrl' | 'dataDir'> &
    Partial<Pick<Config, 'databaseWaitSeconds' | 'databaseStatementTimeoutSeconds'>>,
): Promise<Database> {
  if (!config.databaseUrl) {
    // Two processes on one PGlite data folder would corrupt it.
    const owner = await embeddedOwner(config.dataDir);
    if (owner)
      throw new Error(`The embedded database in ${config.dataDir} is open in another process (pid ${owner.pid}); stop it first`);
  }
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
  const dataSource = createDataSource(config.databaseUrl ?? embedded!.url, {
    poolSize: embedded ? EMBEDDED_POOL_SIZE : undefined,
    connectionWaitMs: config.databaseWaitSeconds === undefined ? undefined : config.databaseWaitSeconds * 1000,
    serverTimeoutMs: embedded ? undefined : (config.databaseStatementTimeoutSeconds ?? 0) * 1000,
    preparedStatements: !embedded,
  });
  try {
    if (embedded) await writeFile(embeddedOwnerFile(config.dataDir), JSON.stringify({ pid: process.pid, url: embedded.url }));
    await dataSource.initialize();
    await runMigrationsLocked(dataSource, { embedded: Boolean(embedded) });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    if (embedded) await rm(embeddedOwnerFile(config.dataDir), { force: true });
    throw error;
  }
  return {
    dataSource,
    mode: embedded ? 'embedded' : 'postgres',
    embeddedUrl: embedded?.url,
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
      if (embedded) await rm(embeddedOwnerFile(config.dataDir), { force: true });
    },
  };
}
