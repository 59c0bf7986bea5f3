import type { DataSource } from 'typeorm';
import type { Config } from '../config';
import { createDataSource } from './data-source';
import { startEmbeddedPostgres } from './embedded-postgres';
import path from 'node:path';

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

/** Connects to DATABASE_URL, or starts the embedded database; then applies pending migrations. */
export async function openDatabase(config: Pick<Config, 'databaseUrl' | 'dataDir'>): Promise<Database> {
  const embedded = config.databaseUrl ? undefined : await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
  const dataSource = createDataSource(config.databaseUrl ?? embedded!.url, { poolSize: embedded ? EMBEDDED_POOL_SIZE : undefined });
  try {
    await dataSource.initialize();
    await dataSource.runMigrations({ transaction: 'each' });
  } catch (error) {
    if (dataSource.isInitialized) await dataSource.destroy();
    await embedded?.stop();
    throw error;
  }
  return {
    dataSource,
    mode: embedded ? 'embedded' : 'postgres',
    embeddedUrl: embedded?.url,
    async close() {
      await dataSource.destroy();
      await embedded?.stop();
    },
  };
}
