/**
 * Starts the built server (node dist/server/index.js, the environment `npm start` gives it) on a free port and a
 * fresh temporary DATA_DIR, on the embedded database (DATABASE_URL unset) or on a fresh database of a PostgreSQL
 * server (created here, dropped by stop()).
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { Client } from 'pg';
import { freePort } from '../../e2e/support/server';

export type Engine = 'embedded' | 'postgresql';

export const ADMIN_USERNAME = 'admin';
export const ADMIN_PASSWORD = 'bench-embedded-load-password';
const START_TIMEOUT_MS = 180_000;
/** BENCH_DATABASE_URL: the PostgreSQL server of the baseline (a database is created and dropped for each run). */
export const DATABASE_SERVER = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';

const root = path.resolve(__dirname, '..', '..');
const SERVER_ENTRY = path.resolve(process.env.BENCH_SERVER ?? path.join(root, 'dist', 'server', 'index.js'));

export interface Running {
  engine: Engine;
  url: string;
  dataDir: string;
  /** Spawn to the first 200 from /api/health. */
  readyMs: number;
  /** The server's warn/error lines, counted by kind (no connection within the wait, slow SQL, 4xx answers...). */
  warnings(): Map<string, number>;
  /** The server's last output, for a failure's report. */
  output(): string;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();
const databases = new Set<string>();

// Native import(): scripts/server-env.mjs is an ES module.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

/** The environment `npm start` gives the server (scripts/server-env.mjs: MALLOC_ARENA_MAX=2). */
async function serverEnvironment(): Promise<NodeJS.ProcessEnv> {
  const { serverEnvironment: environment } = await importEsm<{ serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv }>(
    path.join(root, 'scripts', 'server-env.mjs'),
  );
  return environment(process.env);
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

async function dropDatabase(name: string): Promise<void> {
  await withClient(DATABASE_SERVER, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).catch(
    () => undefined,
  );
  databases.delete(name);
}

/** Whether the PostgreSQL server of the baseline answers. */
export function postgresAvailable(): Promise<boolean> {
  return withClient(DATABASE_SERVER, (client) => client.query('SELECT 1')).then(
    () => true,
    () => false,
  );
}

/**
 * The kind of one log line of the server, or undefined for a continuation line: JSON lines (production) and
 * pino-pretty text ('[01:29:15.190] WARN: message', then indented fields) alike.
 */
export function logKindOf(line: string): string | undefined {
  let level: string | undefined;
  let message = '';
  if (line.startsWith('{')) {
    try {
      const parsed = JSON.parse(line) as { level?: number; msg?: string };
      level = (parsed.level ?? 0) >= 50 ? 'ERROR' : 'WARN';
      message = parsed.msg ?? '';
    } catch {
      return undefined;
    }
  } else {
    const match = /^\[[^\]]*\]\s+(WARN|ERROR|FATAL):\s*(.*)$/.exec(line);
    if (!match) return undefined;
    [, level, message] = match;
  }
  if (/No database connection came free/.test(message)) return `${level}: no database connection within the wait (503)`;
  if (/Slow SQL/.test(message)) return `${level}: slow SQL statement`;
  if (/aborted/.test(message)) return `${level}: request aborted by its client`;
  const request = /^(GET|POST|PUT|DELETE|PATCH) (\S+) (\d{3})/.exec(message);
  if (request) {
    const [, method, path, status] = request;
    const area = path.startsWith('/uploads/')
      ? '/uploads'
      : path.startsWith('/api/')
        ? '/api'
        : path.startsWith('/graphql')
          ? '/graphql'
          : 'pages';
    return `${level}: ${method} ${area} answered ${status}`;
  }
  return `${level}: ${message.replace(/\d+(\.\d+)?/g, 'N').slice(0, 100)}`;
}

export async function startServer(engine: Engine, label: string): Promise<Running> {
  const port = await freePort();
  const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-embedded-load-'));
  const env: NodeJS.ProcessEnv = {
    ...(await serverEnvironment()),
    DATA_DIR: dataDir,
    PORT: String(port),
    HOST: '127.0.0.1',
    SEED_DEMO_CONTENT: 'true',
    ADMIN_USERNAME,
    ADMIN_PASSWORD,
    // The request log lines off (one per request would be most of the output); warnings stay, and are counted.
    LOG_LEVEL: 'warn',
    // The reads are told apart as hits and misses by X-Cache, which production leaves off.
    CACHE_STATUS_HEADER: 'on',
  };
  for (const name of ['DATABASE_URL', 'NODE_ENV', 'REDIS_URL', 'PUBLIC_URL', 'S3_BUCKET', 'UPLOADS_DIR', 'RESPONSE_CACHE'])
    delete env[name];
  let database: string | undefined;
  if (engine === 'postgresql') {
    database = `bench_embedded_load_${process.pid}_${label.replace(/\W/g, '_')}`;
    await withClient(DATABASE_SERVER, (client) => client.query(`CREATE DATABASE "${database}"`));
    databases.add(database);
    env.DATABASE_URL = Object.assign(new URL(DATABASE_SERVER), { pathname: `/${database}` }).toString();
  }
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  children.add(child);
  let tail = '';
  let partial = '';
  const warnings = new Map<string, number>();
  const onOutput = (chunk: Buffer) => {
    const text = chunk.toString();
    tail = (tail + text).slice(-20_000);
    const lines = (partial + text).split('\n');
    partial = lines.pop() ?? '';
    for (const line of lines) {
      const kind = logKindOf(line);
      if (kind) warnings.set(kind, (warnings.get(kind) ?? 0) + 1);
    }
  };
  child.stdout!.on('data', onOutput);
  child.stderr!.on('data', onOutput);
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const url = `http://127.0.0.1:${port}`;

  const stop = async () => {
    if (exited === undefined) {
      const gone = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await gone;
    }
    children.delete(child);
    await rm(dataDir, { recursive: true, force: true });
    if (database) await dropDatabase(database);
  };

  try {
    // With LOG_LEVEL=warn the server prints no 'Ready on' line: it is ready when /api/health answers 200.
    for (;;) {
      if (exited !== undefined) throw new Error(`the server exited with code ${exited} before it was ready:\n${tail}`);
      if (performance.now() - started > START_TIMEOUT_MS)
        throw new Error(`the server was not ready after ${START_TIMEOUT_MS / 1000} s:\n${tail}`);
      const ok = await fetch(`${url}/api/health`, { signal: AbortSignal.timeout(5_000) }).then(
        (res) => res.ok,
        () => false,
      );
      if (ok) break;
      await new Promise((resolve) => setTimeout(resolve, 200));
    }
  } catch (error) {
    await stop();
    throw error;
  }
  const readyMs = performance.now() - started;
  // Start-up's own lines (the pgcrypto notice and the like) are not the workload's.
  warnings.clear();
  return { engine, url, dataDir, readyMs, warnings: () => warnings, output: () => tail, stop };
}

/** Stops whatever is still running (Ctrl+C, a crash) and drops the databases made. */
export async function stopEverything(): Promise<void> {
  for (const child of children) child.kill('SIGTERM');
  if (children.size) await new Promise((resolve) => setTimeout(resolve, 2000));
  for (const name of [...databases]) await dropDatabase(name);
}
