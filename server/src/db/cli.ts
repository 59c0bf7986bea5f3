import 'reflect-metadata';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { createDataSource } from './data-source';
import { openDatabase } from './database';
import { startEmbeddedPostgres } from './embedded-postgres';
import { generateMigration } from './generate-migration';
import { isDatabaseEmpty, seedDatabase } from './seed';
import { LocalDiskStorage } from '../shared/storage/local-disk-storage';

const USAGE = `Usage: node dist/server/db/cli.js <command>
  migrate               apply pending migrations
  seed                  put demo content into an empty database
  reset                 drop everything, migrate and seed again
  migration:new <Name>  write a migration for the entity changes (uses a throwaway embedded database)`;

async function main(command: string | undefined, arg: string | undefined): Promise<void> {
  const config = loadConfig();
  switch (command) {
    case 'migrate': {
      const db = await openDatabase(config);
      console.log('Migrations applied.');
      await db.close();
      return;
    }
    case 'seed':
    case 'reset': {
      const db = await openDatabase(config);
      try {
        if (command === 'reset') {
          await db.dataSource.dropDatabase();
          await db.dataSource.runMigrations({ transaction: 'each' });
          await rm(config.uploadsDir, { recursive: true, force: true });
        } else if (!(await isDatabaseEmpty(db.dataSource))) {
          console.log('The database already has content; nothing seeded (use db:reset to start over).');
          return;
        }
        console.log(await seedDatabase(db.dataSource, new LocalDiskStorage(config.uploadsDir)));
      } finally {
        await db.close();
      }
      return;
    }
    case 'migration:new': {
      if (!arg) throw new Error('Give the migration a name, e.g. npm run db:migration:new -- AddPartnerLogo');
      const embedded = await startEmbeddedPostgres();
      const dataSource = createDataSource(embedded.url);
      try {
        await dataSource.initialize();
        await dataSource.runMigrations();
        const dir = path.resolve(__dirname, '../../../server/src/db/migrations');
        const file = await generateMigration(dataSource, arg, dir);
        console.log(file ? `Wrote ${file}; add it to server/src/db/migrations/index.ts.` : 'No entity changes: nothing to write.');
      } finally {
        await dataSource.destroy();
        await embedded.stop();
      }
      return;
    }
    default:
      console.log(USAGE);
      process.exitCode = command ? 1 : 0;
  }
}

main(process.argv[2], process.argv[3]).catch((error: unknown) => {
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});
