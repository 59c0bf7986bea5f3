import { cpSync, existsSync, readFileSync, rmSync } from 'node:fs';
import { mkdir, readFile, readdir, rename } from 'node:fs/promises';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
import { PGLiteSocketServer } from '@electric-sql/pglite-socket';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

export interface EmbeddedPostgres {
  url: string;
  stop(): Promise<void>;
}

/**
 * PGlite's own start parameters plus a smaller shared_buffers: initdb's 128 MB lives in the WASM heap and
 * made it grow to 188 MB; 16 MB caches a site of this size (a larger one still works, reading more from disk; ADR 027).
 */
export const EMBEDDED_START_PARAMS = [...PGlite.defaultStartParams, '-c', 'shared_buffers=16MB'];

/** Extensions the migrations create (the site search's trigram index): PGlite loads them on every start. */
export const EMBEDDED_EXTENSIONS = { pg_trgm };

/**
 * A data folder made once by `npm run build` (initdb and the migrations of that build, ADR 027): a fresh
 * data folder starts as a copy of it instead of running initdb, which took 5-7 s and 450 MB of
 * short-lived WASM memory on every first start. Without it a fresh folder is initialised as before.
 */
export const EMBEDDED_TEMPLATE_DIR = path.resolve(__dirname, '..', '..', 'pg-template');

/** The template records which PGlite made it; another version's files are never used. */
export const TEMPLATE_VERSION_FILE = 'PGLITE_VERSION';

export function installedPgliteVersion(): string {
  const entry = require.resolve('@electric-sql/pglite');
  const manifest = path.join(entry.slice(0, entry.lastIndexOf(`${path.sep}dist${path.sep}`)), 'package.json');
  return (JSON.parse(readFileSync(manifest, 'utf8')) as { version: string }).version;
}

async function usableTemplate(templateDir: string): Promise<boolean> {
  if (!existsSync(path.join(templateDir, 'PG_VERSION'))) return false;
  const version = await readFile(path.join(templateDir, TEMPLATE_VERSION_FILE), 'utf8').catch(() => '');
  return version.trim() === installedPgliteVersion();
}

/** A missing or empty data folder becomes a copy of the template (when there is a usable one), made whole before it is used. */
async function prepareDataDir(dataDir: string, templateDir: string | false): Promise<void> {
  const fresh = !existsSync(dataDir) || (await readdir(dataDir)).length === 0;
  if (templateDir && fresh && (await usableTemplate(templateDir))) {
    // Copied beside it and renamed into place: an interrupted copy never looks like a database. The
    // synchronous copy is 4 times cheaper than fs.promises.cp for these 1000 files, and nothing else runs yet.
    const copying = `${dataDir}.copying-${process.pid}`;
    await mkdir(path.dirname(dataDir), { recursive: true });
    rmSync(copying, { recursive: true, force: true });
    cpSync(templateDir, copying, { recursive: true, filter: (source) => path.basename(source) !== TEMPLATE_VERSION_FILE });
    rmSync(dataDir, { recursive: true, force: true });
    await rename(copying, dataDir);
  } else if (fresh) {
    await initialiseInWorker(dataDir);
  }
  await mkdir(dataDir, { recursive: true });
}

/**
 * initdb without a template, in a worker thread: PGlite runs it with two more Postgres instances whose
 * WASM memory (about 450 MB) stayed in this process until a garbage collection that did not come; a
 * thread's memory goes when it ends (ADR 027).
 */
function initialiseInWorker(dataDir: string): Promise<void> {
  const source = `
    const { workerData } = require('node:worker_threads');
    const { PGlite } = require(workerData.pglite);
    PGlite.create(workerData.dataDir, { startParams: workerData.startParams }).then((db) => db.close());`;
  const worker = new Worker(source, {
    eval: true,
    workerData: { pglite: require.resolve('@electric-sql/pglite'), dataDir, startParams: EMBEDDED_START_PARAMS },
  });
  return new Promise((resolve, reject) => {
    worker.once('error', reject);
    worker.once('exit', (code) => (code === 0 ? resolve() : reject(new Error(`initdb in ${dataDir} ended with code ${code}`))));
  });
}

/**
 * Embedded Postgres (PGlite) served on a loopback port, so the very same `pg` driver and
 * TypeORM code run against it as against a real server. `dataDir` undefined = in memory.
 */
export async function startEmbeddedPostgres(
  dataDir?: string,
  options: { templateDir: string | false } = { templateDir: EMBEDDED_TEMPLATE_DIR },
): Promise<EmbeddedPostgres> {
  if (dataDir) await prepareDataDir(dataDir, options.templateDir);
  const db = await PGlite.create(dataDir ?? 'memory://', {
    startParams: EMBEDDED_START_PARAMS,
    extensions: EMBEDDED_EXTENSIONS,
  });
  const server = new PGLiteSocketServer({ db, host: '127.0.0.1', port: 0, maxConnections: 10 });
  await server.start();
  // After start() the server reports the port the OS picked for port 0.
  const port = Number(server.getServerConn().split(':').pop());
  return {
    url: `postgres://postgres@127.0.0.1:${port}/postgres`,
    async stop() {
      await server.stop();
      await db.close();
    },
  };
}
