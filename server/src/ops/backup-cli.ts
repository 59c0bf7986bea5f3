import 'reflect-metadata';
import path from 'node:path';
import { loadConfig } from '../config';
import { createDataSource } from '../db/data-source';
import { EMBEDDED_POOL_SIZE, embeddedOwner, embeddedOwnerFile } from '../db/database';
import { startEmbeddedPostgres, type EmbeddedPostgres } from '../db/embedded-postgres';
import { createStorage } from '../shared/storage/create-storage';
import { createBackup, restoreBackup, RestoreRefused } from './backup';
import { rm, writeFile } from 'node:fs/promises';

const USAGE = `Usage:
  npm run backup [-- <archive.tar.gz>]            write the database and every stored file to one archive
                                                  (default: backups/portfolio-<date>.tar.gz)
  npm run restore -- <archive.tar.gz> [--force]   restore it into an empty database and storage
                                                  (--force replaces what is there)
The database and storage are the app's own (DATABASE_URL or the embedded one in DATA_DIR; UPLOADS_DIR or S3_*).`;

/** The database the app is configured with; the embedded one is opened here and must not be open elsewhere. */
async function openTarget(
  config: ReturnType<typeof loadConfig>,
): Promise<{ url: string; embedded?: EmbeddedPostgres; close(): Promise<void> }> {
  if (config.databaseUrl) return { url: config.databaseUrl, close: async () => undefined };
  const owner = await embeddedOwner(config.dataDir);
  if (owner) {
    // PGlite serves one session: a backup through the running app's connection would share its transactions.
    throw new RestoreRefused(
      `The embedded database in ${config.dataDir} is open in the running app (pid ${owner.pid}); stop the app first`,
    );
  }
  const embedded = await startEmbeddedPostgres(path.join(config.dataDir, 'pg'));
  await writeFile(embeddedOwnerFile(config.dataDir), JSON.stringify({ pid: process.pid, url: embedded.url }));
  return {
    url: embedded.url,
    embedded,
    async close() {
      await embedded.stop();
      await rm(embeddedOwnerFile(config.dataDir), { force: true });
    },
  };
}

function defaultArchiveName(): string {
  return path.join('backups', `portfolio-${new Date().toISOString().replace(/[:.]/g, '-')}.tar.gz`);
}

async function main(args: string[]): Promise<void> {
  const [command, ...rest] = args;
  const force = rest.includes('--force');
  const [archiveArg] = rest.filter((arg) => !arg.startsWith('--'));
  if (command !== 'backup' && command !== 'restore') {
    console.log(USAGE);
    process.exitCode = command && command !== '--help' ? 1 : 0;
    return;
  }
  const config = loadConfig();
  const storage = createStorage(config);
  const database = await openTarget(config);
  const poolSize = database.embedded ? EMBEDDED_POOL_SIZE : undefined;
  const log = (line: string) => console.log(line);
  try {
    if (command === 'backup') {
      const outFile = path.resolve(archiveArg ?? defaultArchiveName());
      const dataSource = createDataSource(database.url, { poolSize });
      await dataSource.initialize();
      try {
        console.log(`Backing up the ${database.embedded ? 'embedded' : 'PostgreSQL'} database and the stored files...`);
        const manifest = await createBackup({
          dataSource,
          storage,
          engine: database.embedded ? 'embedded' : 'postgres',
          outFile,
          pgDumpUrl: database.embedded ? undefined : database.url,
          log,
        });
        const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
        console.log(`Wrote ${outFile}: ${rows} rows in ${manifest.tables.length} tables, ${manifest.files.length} files.`);
      } finally {
        await dataSource.destroy();
      }
    } else {
      if (!archiveArg) throw new RestoreRefused('Name the archive: npm run restore -- <archive.tar.gz> [--force]');
      console.log(`Restoring ${archiveArg} into the ${database.embedded ? 'embedded' : 'PostgreSQL'} database...`);
      const manifest = await restoreBackup({
        archive: path.resolve(archiveArg),
        databaseUrl: database.url,
        poolSize,
        embedded: Boolean(database.embedded),
        storage,
        force,
        log,
      });
      const rows = manifest.tables.reduce((sum, table) => sum + table.rows, 0);
      console.log(
        `Restored ${rows} rows in ${manifest.tables.length} tables and ${manifest.files.length} files (backup of ${manifest.createdAt}, from ${manifest.source.engine}).`,
      );
    }
  } finally {
    await database.close();
  }
}

main(process.argv.slice(2)).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(error instanceof RestoreRefused ? 2 : 1);
});
