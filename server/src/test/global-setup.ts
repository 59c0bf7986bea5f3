import { createHash } from 'node:crypto';
import { existsSync, readdirSync, readFileSync } from 'node:fs';
import { mkdir, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import 'reflect-metadata';
import './field-rules-alias';
import { createDataSource } from '../db/data-source';
import { installedPgliteVersion } from '../db/embedded-postgres';
import { startEmbeddedPostgresProcess } from './test-db';

const MIGRATIONS_DIR = path.join(__dirname, '..', 'db', 'migrations');
const CACHE_DIR = path.join(__dirname, '..', '..', '..', 'node_modules', '.cache', 'portfolio-test-db');

/**
 * The server project's set-up, once per test run. On the embedded default (no TEST_DATABASE_URL) each test
 * file starts its own in-memory PGlite: initdb and the migrations took each of them 5-25 s of CPU. They are
 * done once here instead, into a data folder dump that every file's PGlite starts from (PGLITE_TEST_TEMPLATE,
 * read by embedded-postgres-process.mjs); kept under node_modules/.cache for the next run, keyed by the
 * migrations and the PGlite version, so it is remade when either changes.
 */
export default async function globalSetup(): Promise<void> {
  if (process.env.TEST_DATABASE_URL) return;
  const file = path.join(CACHE_DIR, `${templateKey()}.tar`);
  if (!existsSync(file)) await makeTemplate(file);
  process.env.PGLITE_TEST_TEMPLATE = file;
}

function templateKey(): string {
  const hash = createHash('sha256').update(installedPgliteVersion());
  for (const name of readdirSync(MIGRATIONS_DIR).sort()) {
    hash.update(name).update(readFileSync(path.join(MIGRATIONS_DIR, name)));
  }
  return hash.digest('hex').slice(0, 16);
}

async function makeTemplate(file: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const partial = `${file}.${process.pid}.partial`;
  const embedded = await startEmbeddedPostgresProcess({ fresh: true });
  try {
    const dataSource = createDataSource(embedded.url, { poolSize: 1 });
    await dataSource.initialize();
    try {
      await dataSource.runMigrations({ transaction: 'each' });
    } finally {
      await dataSource.destroy();
    }
    await embedded.dumpTo(partial);
    // Whole or not at all: two runs making it at once each rename a complete file.
    await rename(partial, file);
  } finally {
    await rm(partial, { force: true });
    await embedded.stop();
  }
}
