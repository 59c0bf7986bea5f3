import { spawnSync } from 'node:child_process';
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { DataSource, type QueryRunner } from 'typeorm';
import { createDataSource } from '../db/data-source';
import { runMigrationsLocked } from '../db/database';
import { migrations as allMigrations } from '../db/migrations';
import type { Storage } from '../shared/storage/storage';

/**
 * One archive (.tar.gz) holding the whole site: every table as JSON lines, every stored file, and a
 * manifest with row counts, sizes and SHA-256 checksums. The table dump is logical and the same for the
 * embedded database and PostgreSQL, so a backup of either restores into either
 * (docs/decisions/030-backup-and-restore.md). From PostgreSQL a pg_dump custom-format file is added
 * when pg_dump is installed, for restoring with PostgreSQL's own tools.
 */
export const BACKUP_FORMAT = 'portfolio-backup';
export const BACKUP_VERSION = 1;

export interface BackupManifest {
  format: typeof BACKUP_FORMAT;
  version: typeof BACKUP_VERSION;
  createdAt: string;
  source: { engine: DatabaseEngine; serverVersion: string };
  /** The migrations applied to the backed-up database, oldest first: its schema. */
  migrations: string[];
  tables: Array<{ name: string; rows: number; file: string; bytes: number; sha256: string }>;
  files: Array<{ key: string; size: number; contentType: string; file: string; sha256: string }>;
  /** PostgreSQL only, when pg_dump was available: the same data in pg_dump's custom format. */
  pgDump?: { file: string; bytes: number; sha256: string };
}

export type DatabaseEngine = 'postgres' | 'embedded';

/** Not part of the site's data: TypeORM's own bookkeeping (the migrations are recorded in the manifest). */
const SKIPPED_TABLES = ['migrations', 'typeorm_metadata'];

/**
 * Tables whose rows the migrations themselves insert (the default site settings, the revision policy): a freshly
 * migrated database, and the embedded database made from the build's template, already has them, so they do not
 * make a target "not empty". A restore replaces them like everything else.
 */
const FILLED_BY_MIGRATIONS = ['site_settings', 'revision_policy'];

/** Rows per INSERT when restoring: few statements, none of them huge. */
const ROWS_PER_INSERT = 500;

const CONTENT_TYPES: Record<string, string> = {
  '.png': 'image/png',
  '.jpg': 'image/jpeg',
  '.jpeg': 'image/jpeg',
  '.gif': 'image/gif',
  '.webp': 'image/webp',
  '.avif': 'image/avif',
  '.svg': 'image/svg+xml',
  '.txt': 'text/plain',
};

function contentTypeOf(key: string): string {
  return CONTENT_TYPES[path.extname(key).toLowerCase()] ?? 'application/octet-stream';
}

function quoteIdent(name: string): string {
  return `"${name.replace(/"/g, '""')}"`;
}

async function sha256OfFile(file: string): Promise<string> {
  const hash = createHash('sha256');
  await pipeline(createReadStream(file), hash);
  return hash.digest('hex');
}

/** The site's tables in the current schema, parents before children (foreign keys), then by name. */
async function tablesInDependencyOrder(runner: QueryRunner): Promise<string[]> {
  const tables = (
    (await runner.query(
      `SELECT table_name AS name FROM information_schema.tables
      WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY table_name`,
    )) as Array<{ name: string }>
  )
    .map((row) => row.name)
    .filter((name) => !SKIPPED_TABLES.includes(name));
  const references = (await runner.query(
    `SELECT child.relname AS child, parent.relname AS parent
       FROM pg_constraint c
       JOIN pg_class child ON child.oid = c.conrelid
       JOIN pg_class parent ON parent.oid = c.confrelid
       JOIN pg_namespace n ON n.oid = child.relnamespace
      WHERE c.contype = 'f' AND n.nspname = current_schema()`,
  )) as Array<{ child: string; parent: string }>;
  const ordered: string[] = [];
  const visiting = new Set<string>();
  const visit = (table: string) => {
    if (ordered.includes(table) || visiting.has(table)) return; // a cycle or a self-reference: insert as is
    visiting.add(table);
    for (const { parent } of references.filter((reference) => reference.child === table)) {
      if (parent !== table && tables.includes(parent)) visit(parent);
    }
    visiting.delete(table);
    ordered.push(table);
  };
  tables.forEach(visit);
  return ordered;
}

export interface BackupOptions {
  dataSource: DataSource;
  storage: Storage;
  engine: DatabaseEngine;
  /** Where the archive goes (.tar.gz). */
  outFile: string;
  /** PostgreSQL's address, for pg_dump (skipped when pg_dump is missing or refuses). */
  pgDumpUrl?: string;
  log?: (line: string) => void;
}

export async function createBackup({
  dataSource,
  storage,
  engine,
  outFile,
  pgDumpUrl,
  log = () => undefined,
}: BackupOptions): Promise<BackupManifest> {
  const work = await mkdtemp(path.join(os.tmpdir(), 'backup-'));
  try {
    await mkdir(path.join(work, 'database'), { recursive: true });
    await mkdir(path.join(work, 'files'), { recursive: true });
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      version: BACKUP_VERSION,
      createdAt: new Date().toISOString(),
      source: { engine, serverVersion: '' },
      migrations: [],
      tables: [],
      files: [],
    };

    // One snapshot for every table: rows written while the backup runs are either all in it or not at all.
    const runner = dataSource.createQueryRunner();
    await runner.connect();
    try {
      await runner.startTransaction('REPEATABLE READ');
      manifest.source.serverVersion = (
        (await runner.query('SHOW server_version')) as Array<{ server_version: string }>
      )[0].server_version;
      manifest.migrations = ((await runner.query('SELECT name FROM migrations ORDER BY id')) as Array<{ name: string }>).map(
        (row) => row.name,
      );
      for (const table of await tablesInDependencyOrder(runner)) {
        // row_to_json as text: every type as PostgreSQL writes it, never through JavaScript numbers or dates.
        const rows = (await runner.query(`SELECT row_to_json(t)::text AS line FROM ${quoteIdent(table)} t`)) as Array<{
          line: string;
        }>;
        const file = `database/${table}.jsonl`;
        const text = rows.map((row) => `${row.line}\n`).join('');
        await writeFile(path.join(work, file), text);
        manifest.tables.push({
          name: table,
          rows: rows.length,
          file,
          bytes: Buffer.byteLength(text),
          sha256: createHash('sha256').update(text).digest('hex'),
        });
        log(`  ${table}: ${rows.length} rows`);
      }
      await runner.commitTransaction();
    } catch (error) {
      if (runner.isTransactionActive) await runner.rollbackTransaction();
      throw error;
    } finally {
      await runner.release();
    }

    for await (const stored of storage.list()) {
      const file = `files/${stored.key}`;
      const target = path.join(work, file);
      await mkdir(path.dirname(target), { recursive: true });
      const hash = createHash('sha256');
      await pipeline(
        await storage.read(stored.key),
        new Transform({
          transform(chunk: Buffer, _encoding, done) {
            hash.update(chunk);
            done(null, chunk);
          },
        }),
        createWriteStream(target),
      );
      const { size } = await stat(target);
      manifest.files.push({ key: stored.key, size, contentType: contentTypeOf(stored.key), file, sha256: hash.digest('hex') });
    }
    log(`  ${manifest.files.length} stored files`);

    if (engine === 'postgres' && pgDumpUrl) {
      const file = 'database/pg_dump.custom';
      const dumped = spawnSync(
        'pg_dump',
        ['--format=custom', '--no-owner', '--no-privileges', `--file=${path.join(work, file)}`, `--dbname=${pgDumpUrl}`],
        {
          encoding: 'utf8',
        },
      );
      if (dumped.status === 0) {
        manifest.pgDump = {
          file,
          bytes: (await stat(path.join(work, file))).size,
          sha256: await sha256OfFile(path.join(work, file)),
        };
        log('  pg_dump custom-format copy included');
      } else {
        await rm(path.join(work, file), { force: true });
        log(
          `  no pg_dump copy (${dumped.error ? 'pg_dump is not installed' : (dumped.stderr.trim().split('\n')[0] ?? 'pg_dump failed')})`,
        );
      }
    }

    await writeFile(path.join(work, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    await mkdir(path.dirname(path.resolve(outFile)), { recursive: true });
    await tar.create({ gzip: true, file: outFile, cwd: work, portable: true }, ['manifest.json', 'database', 'files']);
    return manifest;
  } finally {
    await rm(work, { recursive: true, force: true });
  }
}

/** A refusal the CLI reports as such (exit code 2), not as a crash. */
export class RestoreRefused extends Error {}

/** Unpacks an archive and checks its manifest and every checksum; the caller removes `dir`. */
export async function openArchive(archive: string): Promise<{ dir: string; manifest: BackupManifest }> {
  const dir = await mkdtemp(path.join(os.tmpdir(), 'restore-'));
  try {
    // tar refuses entries that would land outside `dir` (absolute paths, '..').
    await tar.extract({ file: archive, cwd: dir, strict: true });
    const manifest = JSON.parse(await readFile(path.join(dir, 'manifest.json'), 'utf8')) as BackupManifest;
    if (manifest.format !== BACKUP_FORMAT || manifest.version !== BACKUP_VERSION) {
      throw new RestoreRefused(
        `${archive} is not a backup this version can read (format ${manifest.format} v${manifest.version})`,
      );
    }
    const entries = [...manifest.tables, ...manifest.files, ...(manifest.pgDump ? [manifest.pgDump] : [])];
    for (const entry of entries) {
      const actual = await sha256OfFile(path.join(dir, entry.file)).catch(() => 'missing');
      if (actual !== entry.sha256) throw new RestoreRefused(`The archive is damaged: ${entry.file} does not match its checksum`);
    }
    return { dir, manifest };
  } catch (error) {
    await rm(dir, { recursive: true, force: true });
    throw error;
  }
}

/** Rows in the site's tables (beyond what migrations insert) and files in the storage: what a restore would replace. */
export async function contentOf(dataSource: DataSource, storage: Storage): Promise<{ rows: number; files: number }> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  let rows = 0;
  try {
    for (const table of await tablesInDependencyOrder(runner)) {
      if (FILLED_BY_MIGRATIONS.includes(table)) continue;
      const [{ count }] = (await runner.query(`SELECT count(*)::int AS count FROM ${quoteIdent(table)}`)) as Array<{
        count: number;
      }>;
      rows += count;
    }
  } finally {
    await runner.release();
  }
  let files = 0;
  for await (const _file of storage.list()) files += 1;
  return { rows, files };
}

export interface RestoreOptions {
  archive: string;
  /** The target database's address (embedded: the address it is served on while restoring). */
  databaseUrl: string;
  poolSize?: number;
  /** The embedded database: one connection, so migrations run without the advisory lock's own connection. */
  embedded: boolean;
  storage: Storage;
  /** Replace a database or storage that is not empty. */
  force: boolean;
  log?: (line: string) => void;
}

/**
 * Restores an archive: refuses a target with content unless `force`; empties the database, brings it to
 * the backup's schema with the same migrations, inserts every row, resets the sequences, applies the
 * migrations that came after the backup, and stores every file again under its key.
 */
export async function restoreBackup({
  archive,
  databaseUrl,
  poolSize,
  embedded,
  storage,
  force,
  log = () => undefined,
}: RestoreOptions): Promise<BackupManifest> {
  const { dir, manifest } = await openArchive(archive);
  try {
    const known = allMigrations.map((migration) => migration.name);
    const unknown = manifest.migrations.filter((name) => !known.includes(name));
    if (unknown.length) {
      throw new RestoreRefused(
        `The backup was made by a newer version (migration ${unknown[0]} is unknown here): restore it with that version`,
      );
    }

    const target = createDataSource(databaseUrl, { poolSize });
    await target.initialize();
    try {
      const { rows, files } = await contentOf(target, storage);
      if ((rows || files) && !force) {
        throw new RestoreRefused(`The target is not empty (${rows} rows, ${files} stored files); pass --force to replace it`);
      }
      // Everything goes: tables, sequences and types, so the schema is rebuilt exactly as the backup had it.
      await target.dropDatabase();
    } finally {
      await target.destroy();
    }

    // The backup's schema: its own migrations, no later ones (its rows fit those tables exactly).
    const atBackup = new DataSource({
      ...createDataSource(databaseUrl, { poolSize }).options,
      migrations: allMigrations.filter((migration) => manifest.migrations.includes(migration.name)),
    });
    await atBackup.initialize();
    try {
      await atBackup.runMigrations({ transaction: 'each' });
      await insertRows(atBackup, dir, manifest, log);
    } finally {
      await atBackup.destroy();
    }

    // Then whatever came after the backup was made.
    const current = createDataSource(databaseUrl, { poolSize });
    await current.initialize();
    try {
      await runMigrationsLocked(current, { embedded });
    } finally {
      await current.destroy();
    }

    for (const file of manifest.files) {
      await storage.put(file.key, { path: path.join(dir, file.file) }, file.contentType);
    }
    log(`  ${manifest.files.length} stored files`);
    return manifest;
  } finally {
    await rm(dir, { recursive: true, force: true });
  }
}

async function insertRows(
  dataSource: DataSource,
  dir: string,
  manifest: BackupManifest,
  log: (line: string) => void,
): Promise<void> {
  const runner = dataSource.createQueryRunner();
  await runner.connect();
  try {
    await runner.startTransaction();
    const order = await tablesInDependencyOrder(runner);
    const byName = new Map(manifest.tables.map((table) => [table.name, table]));
    const missing = manifest.tables.filter((table) => !order.includes(table.name));
    if (missing.length)
      throw new RestoreRefused(`The backup has tables this schema has not: ${missing.map((table) => table.name).join(', ')}`);
    // Rows the migrations themselves inserted (default settings) give way to the backup's.
    if (order.length) await runner.query(`TRUNCATE ${order.map(quoteIdent).join(', ')} RESTART IDENTITY CASCADE`);
    for (const table of order) {
      const entry = byName.get(table);
      if (!entry || entry.rows === 0) continue;
      const columns = (
        (await runner.query(
          `SELECT column_name AS name FROM information_schema.columns
          WHERE table_schema = current_schema() AND table_name = $1 AND is_generated = 'NEVER' ORDER BY ordinal_position`,
          [table],
        )) as Array<{ name: string }>
      ).map((column) => quoteIdent(column.name));
      const lines = (await readFile(path.join(dir, entry.file), 'utf8')).split('\n').filter(Boolean);
      for (let start = 0; start < lines.length; start += ROWS_PER_INSERT) {
        const batch = `[${lines.slice(start, start + ROWS_PER_INSERT).join(',')}]`;
        // json_populate_recordset reads each value with the column's own type: the text PostgreSQL wrote.
        await runner.query(
          `INSERT INTO ${quoteIdent(table)} (${columns.join(', ')}) OVERRIDING SYSTEM VALUE
           SELECT ${columns.join(', ')} FROM json_populate_recordset(NULL::${quoteIdent(table)}, $1::json)`,
          [batch],
        );
      }
      log(`  ${table}: ${lines.length} rows`);
    }
    // Serial and identity columns continue after the restored rows.
    const sequences = (await runner.query(
      `SELECT table_name AS "table", column_name AS "column", pg_get_serial_sequence(quote_ident(table_name), column_name) AS sequence
         FROM information_schema.columns
        WHERE table_schema = current_schema() AND (column_default LIKE 'nextval(%' OR is_identity = 'YES')`,
    )) as Array<{ table: string; column: string; sequence: string | null }>;
    for (const { table, column, sequence } of sequences) {
      if (!sequence || SKIPPED_TABLES.includes(table)) continue;
      await runner.query(
        `SELECT setval($1, COALESCE((SELECT max(${quoteIdent(column)}) FROM ${quoteIdent(table)}), 0) + 1, false)`,
        [sequence],
      );
    }
    await runner.commitTransaction();
  } catch (error) {
    if (runner.isTransactionActive) await runner.rollbackTransaction();
    throw error;
  } finally {
    await runner.release();
  }
}
