import 'reflect-metadata';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { loadConfig } from '../config';
import { createDataSource } from './data-source';
import { DEMO_IMAGES_DIR, writeDemoImageSet } from './demo-image-set';
import { openDatabase } from './database';
import { EMBEDDED_TEMPLATE_DIR, startEmbeddedPostgres } from './embedded-postgres';
import { writeEmbeddedTemplate } from './embedded-template';
import { generateMigration } from './generate-migration';
import { isDatabaseEmpty, seedDatabase } from './seed';
import { ImageStore } from '../shared/images';
import { createStorage } from '../shared/storage/create-storage';
import { S3Storage } from '../shared/storage/s3-storage';

const USAGE = `Usage: node dist/server/db/cli.js <command>
  migrate               apply pending migrations
  seed                  put demo content into an empty database
  reset                 drop everything, migrate and seed again
  images:variants       make the variants of every stored image that has none (images stored before ADR 022)
  migration:new <Name>  write a migration for the entity changes (uses a throwaway embedded database)
  template              initdb and the migrations once into dist/pg-template, which fresh embedded data folders copy (npm run build)
  demo-images           draw the demo pictures and their variants once into dist/demo-images, which the seed copies (npm run build)`;

async function main(command: string | undefined, arg: string | undefined): Promise<void> {
  if (command === 'template') {
    // Part of the build: needs no settings (and must not create a development secret under DATA_DIR).
    await writeEmbeddedTemplate();
    console.log(`Embedded database template written to ${EMBEDDED_TEMPLATE_DIR}.`);
    return;
  }
  if (command === 'demo-images') {
    // Part of the build, like the template; redraws only when the pictures or the code drawing them changed.
    const drawn = await writeDemoImageSet();
    console.log(
      drawn
        ? `Demo pictures drawn with their variants into ${DEMO_IMAGES_DIR}: ${drawn}.`
        : `Demo pictures in ${DEMO_IMAGES_DIR} are up to date.`,
    );
    return;
  }
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
      const storage = createStorage(config);
      try {
        if (command === 'reset') {
          await db.dataSource.dropDatabase();
          await db.dataSource.runMigrations({ transaction: 'each' });
          await rm(config.uploadsDir, { recursive: true, force: true });
          // The bucket holds this app's uploads only: every file in it went with the records just dropped.
          if (storage instanceof S3Storage)
            for await (const file of storage.list()) await storage.delete(storage.urlOf(file.key));
        } else if (!(await isDatabaseEmpty(db.dataSource))) {
          console.log('The database already has content; nothing seeded (use db:reset to start over).');
          return;
        }
        console.log(await seedDatabase(db.dataSource, storage));
      } finally {
        await db.close();
      }
      return;
    }
    case 'images:variants': {
      const db = await openDatabase(config);
      try {
        const images = new ImageStore(createStorage(config), config.maxUploadBytes, db.dataSource);
        const made = await images.makePendingVariants((message) => console.warn(message));
        console.log(`Image variants made for ${made} stored images.`);
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
        console.log(file ? `Wrote ${file}.` : 'No entity changes: nothing to write.');
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
