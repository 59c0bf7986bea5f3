import { execFile } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdir, mkdtemp, readdir, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { Client } from 'pg';
import * as tar from 'tar';
import { startServer } from './support/server';

/**
 * `npm run backup` / `npm run restore` (dist/server/ops/backup-cli.js) round trips between the embedded
 * default and another embedded data folder, and between the embedded default and PostgreSQL both ways: every row of
 * every table and every byte of every stored file must come back. The PostgreSQL round trip needs TEST_DATABASE_URL
 * (CI's PostgreSQL run has it).
 */
jest.setTimeout(300_000);

const ROOT = path.resolve(__dirname, '..');
const CLI = path.join(ROOT, 'dist', 'server', 'ops', 'backup-cli.js');
const serverUrl = process.env.TEST_DATABASE_URL;
const run = promisify(execFile);

type Target = { databaseUrl: string; dataDir: string; uploadsDir: string };

async function cli(args: string[], target: Target): Promise<{ code: number; output: string }> {
  try {
    const { stdout, stderr } = await run(process.execPath, [CLI, ...args], {
      cwd: ROOT,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        JWT_SECRET: 'backup-test',
        DATABASE_URL: target.databaseUrl,
        DATA_DIR: target.dataDir,
        UPLOADS_DIR: target.uploadsDir,
      },
    });
    return { code: 0, output: stdout + stderr };
  } catch (error) {
    const failed = error as { code: number; stdout: string; stderr: string };
    return { code: failed.code, output: failed.stdout + failed.stderr };
  }
}

async function sql<T>(url: string, text: string): Promise<T[]> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    await client.query("SET TIME ZONE 'UTC'");
    return (await client.query(text)).rows as T[];
  } finally {
    await client.end();
  }
}

/** Every table's rows as PostgreSQL writes them (row_to_json, UTC), sorted; the migrations by name only. */
type Rows = Record<string, string[]>;

const DUMP_SQL = {
  tables:
    "SELECT table_name AS name FROM information_schema.tables WHERE table_schema = current_schema() AND table_type = 'BASE TABLE' ORDER BY 1",
  rows: (table: string) => `SELECT row_to_json(t)::text AS line FROM "${table}" t`,
};

async function postgresRows(url: string): Promise<Rows> {
  const rows: Rows = {};
  for (const { name } of await sql<{ name: string }>(url, DUMP_SQL.tables)) {
    rows[name] =
      name === 'migrations'
        ? (await sql<{ name: string }>(url, 'SELECT name FROM migrations')).map((row) => row.name).sort()
        : (await sql<{ line: string }>(url, DUMP_SQL.rows(name))).map((row) => row.line).sort();
  }
  return rows;
}

/** The same, read straight from an embedded (PGlite) data folder in a process of its own (not through the app). */
async function embeddedRows(dataDir: string): Promise<Rows> {
  const script = `
    import { PGlite } from '@electric-sql/pglite';
    const db = await PGlite.create(process.argv[1]);
    await db.exec("SET TIME ZONE 'UTC'");
    const rows = {};
    for (const { name } of (await db.query(${JSON.stringify(DUMP_SQL.tables)})).rows) {
      rows[name] = name === 'migrations'
        ? (await db.query('SELECT name FROM migrations')).rows.map((row) => row.name).sort()
        : (await db.query('SELECT row_to_json(t)::text AS line FROM "' + name + '" t')).rows.map((row) => row.line).sort();
    }
    await db.close();
    process.stdout.write(JSON.stringify(rows));`;
  const { stdout } = await run(process.execPath, ['--input-type=module', '-e', script, path.join(dataDir, 'pg')], {
    cwd: ROOT,
    maxBuffer: 64 * 1024 * 1024,
  });
  return JSON.parse(stdout) as Rows;
}

/** Every file under a folder: relative path to its bytes. */
async function filesIn(dir: string): Promise<Map<string, Buffer>> {
  const files = new Map<string, Buffer>();
  const entries = await readdir(dir, { recursive: true, withFileTypes: true }).catch(() => []);
  for (const entry of entries) {
    if (!entry.isFile()) continue;
    const file = path.join(entry.parentPath, entry.name);
    files.set(path.relative(dir, file), await readFile(file));
  }
  return files;
}

function expectSameFiles(actual: Map<string, Buffer>, expected: Map<string, Buffer>): void {
  expect([...actual.keys()].sort()).toEqual([...expected.keys()].sort());
  for (const [name, bytes] of expected) expect(actual.get(name)!.equals(bytes)).toBe(true);
}

function expectSameRows(actual: Rows, expected: Rows): void {
  expect(Object.keys(actual).sort()).toEqual(Object.keys(expected).sort());
  for (const table of Object.keys(expected)) expect({ table, rows: actual[table] }).toEqual({ table, rows: expected[table] });
}

async function freshPostgres(): Promise<{ url: string; drop(): Promise<void> }> {
  const name = `backup_${process.pid}_${randomBytes(4).toString('hex')}`;
  await sql(serverUrl!, `CREATE DATABASE "${name}"`);
  const url = new URL(serverUrl!);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    drop: () => sql(serverUrl!, `DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`).then(() => undefined),
  };
}

describe('backup and restore', () => {
  const cleanUps: Array<() => Promise<unknown>> = [];
  afterAll(async () => {
    for (const cleanUp of cleanUps.reverse()) await cleanUp();
  });

  async function tempDir(prefix: string): Promise<string> {
    const dir = await mkdtemp(path.join(os.tmpdir(), prefix));
    cleanUps.push(() => rm(dir, { recursive: true, force: true }));
    return dir;
  }

  /** A backup of the real app's embedded default (the demo content, an admin and a session), checked, with what it holds. */
  async function embeddedBackup(): Promise<{ archive: string; sourceRows: Rows; sourceFiles: Map<string, Buffer> }> {
    const work = await tempDir('backup-work-');
    const embeddedSource: Target = { databaseUrl: '', dataDir: await tempDir('backup-src-'), uploadsDir: '' };
    embeddedSource.uploadsDir = path.join(embeddedSource.dataDir, 'uploads');
    const app = await startServer({ env: { DATABASE_URL: '', DATA_DIR: embeddedSource.dataDir } });
    const login = await fetch(`${app.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: app.admin.username, password: app.admin.password }),
    });
    expect(login.status).toBe(200);
    await app.stop();

    // Refused while the app holds the embedded database? It is stopped now, so the backup runs.
    const archive = path.join(work, 'embedded.tar.gz');
    const backup = await cli(['backup', archive], embeddedSource);
    expect(backup).toMatchObject({ code: 0 });
    expect(backup.output).toMatch(/Wrote .*embedded\.tar\.gz: \d+ rows in \d+ tables, \d+ files\./);

    // The archive: a manifest with a checksum for every table and file.
    const unpacked = await tempDir('backup-unpacked-');
    await tar.extract({ file: archive, cwd: unpacked });
    const manifest = JSON.parse(await readFile(path.join(unpacked, 'manifest.json'), 'utf8'));
    expect(manifest).toMatchObject({ format: 'portfolio-backup', version: 1, source: { engine: 'embedded' } });
    expect(manifest.files.length).toBeGreaterThan(10);
    expect(manifest.tables.find((table: { name: string }) => table.name === 'admin_session').rows).toBeGreaterThan(0);
    for (const entry of [...manifest.tables, ...manifest.files]) expect(entry.sha256).toMatch(/^[0-9a-f]{64}$/);

    const sourceRows = await embeddedRows(embeddedSource.dataDir);
    const sourceFiles = await filesIn(embeddedSource.uploadsDir);
    expect(sourceFiles.size).toBe(manifest.files.length);
    return { archive, sourceRows, sourceFiles };
  }

  it('round-trips the embedded default into a fresh embedded data folder, every row and every file byte', async () => {
    const { archive, sourceRows, sourceFiles } = await embeddedBackup();
    const target: Target = { databaseUrl: '', dataDir: await tempDir('backup-copy-'), uploadsDir: '' };
    target.uploadsDir = path.join(target.dataDir, 'uploads');
    expect(await cli(['restore', archive], target)).toMatchObject({ code: 0 });
    expectSameRows(await embeddedRows(target.dataDir), sourceRows);
    expectSameFiles(await filesIn(target.uploadsDir), sourceFiles);
  });

  // Needs a PostgreSQL server (TEST_DATABASE_URL): CI's PostgreSQL run has one (.ci/run); the README's npm test has none.
  (serverUrl ? it : it.skip)(
    'round-trips the embedded default through PostgreSQL and back, every row and every file byte',
    async () => {
      const work = await tempDir('backup-work-');
      const { archive, sourceRows, sourceFiles } = await embeddedBackup();

      // Embedded -> PostgreSQL.
      const pg = await freshPostgres();
      cleanUps.push(pg.drop);
      const postgresTarget: Target = {
        databaseUrl: pg.url,
        dataDir: await tempDir('backup-pgdata-'),
        uploadsDir: await tempDir('backup-pgfiles-'),
      };
      const restored = await cli(['restore', archive], postgresTarget);
      expect(restored).toMatchObject({ code: 0 });
      expectSameRows(await postgresRows(pg.url), sourceRows);
      expectSameFiles(await filesIn(postgresTarget.uploadsDir), sourceFiles);

      // A target with content is refused without --force, and replaced with it.
      const refused = await cli(['restore', archive], postgresTarget);
      expect(refused.code).toBe(2);
      expect(refused.output).toMatch(/The target is not empty \(\d+ rows, \d+ stored files\); pass --force to replace it/);
      await sql(pg.url, "UPDATE founder SET name = 'Changed after the backup'");
      expect(await cli(['restore', archive, '--force'], postgresTarget)).toMatchObject({ code: 0 });
      expectSameRows(await postgresRows(pg.url), sourceRows);

      // PostgreSQL -> embedded: a backup of the PostgreSQL copy (with a pg_dump copy) into a fresh data folder.
      const pgArchive = path.join(work, 'postgres.tar.gz');
      expect(await cli(['backup', pgArchive], postgresTarget)).toMatchObject({ code: 0 });
      const pgManifestDir = await tempDir('backup-pgmanifest-');
      await tar.extract({ file: pgArchive, cwd: pgManifestDir, filter: (entry) => entry === 'manifest.json' });
      expect(JSON.parse(await readFile(path.join(pgManifestDir, 'manifest.json'), 'utf8')).source.engine).toBe('postgres');

      const embeddedTarget: Target = { databaseUrl: '', dataDir: await tempDir('backup-dst-'), uploadsDir: '' };
      embeddedTarget.uploadsDir = path.join(embeddedTarget.dataDir, 'uploads');
      expect(await cli(['restore', pgArchive], embeddedTarget)).toMatchObject({ code: 0 });
      expectSameRows(await embeddedRows(embeddedTarget.dataDir), sourceRows);
      expectSameFiles(await filesIn(embeddedTarget.uploadsDir), sourceFiles);
    },
  );

  it('refuses a damaged archive before touching the target', async () => {
    const work = await tempDir('backup-damaged-');
    const target: Target = { databaseUrl: '', dataDir: path.join(work, 'data'), uploadsDir: path.join(work, 'uploads') };
    // A well-formed archive whose one table does not match the manifest's checksum.
    const content = path.join(work, 'content');
    await mkdir(path.join(content, 'database'), { recursive: true });
    await mkdir(path.join(content, 'files'), { recursive: true });
    await writeFile(path.join(content, 'database', 'founder.jsonl'), '{"id":"x"}\n');
    await writeFile(
      path.join(content, 'manifest.json'),
      JSON.stringify({
        format: 'portfolio-backup',
        version: 1,
        createdAt: new Date().toISOString(),
        source: { engine: 'postgres', serverVersion: '16' },
        migrations: [],
        tables: [{ name: 'founder', rows: 1, file: 'database/founder.jsonl', bytes: 11, sha256: '0'.repeat(64) }],
        files: [],
      }),
    );
    const archive = path.join(work, 'damaged.tar.gz');
    await tar.create({ gzip: true, file: archive, cwd: content }, ['manifest.json', 'database', 'files']);
    const result = await cli(['restore', archive], target);
    expect(result.code).toBe(2);
    expect(result.output).toContain('The archive is damaged: database/founder.jsonl does not match its checksum');
    // Nothing was created: the checksums are checked before the database is opened for writing.
    expect(await filesIn(target.uploadsDir)).toEqual(new Map());
  });
});
