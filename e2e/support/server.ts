import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtemp, rm } from 'node:fs/promises';
import { createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { Client } from 'pg';

export interface RunningServer {
  url: string;
  admin: { username: string; password: string };
  /** Runs SQL against the server's database (to check what a flow stored). */
  query<T = Record<string, unknown>>(sql: string, params?: unknown[]): Promise<T[]>;
  /** The server's process (the shutdown tests signal it themselves). */
  child: ChildProcess;
  stop(): Promise<void>;
}

const ROOT = path.resolve(__dirname, '..', '..');

/**
 * The real built server (dist/server/index.js) on a fresh database with the demo content: a new
 * database on TEST_DATABASE_URL's server when set, else embedded PGlite in a fresh data folder.
 */
export async function startServer(
  options: {
    env?: Record<string, string>;
    /** Another checkout's root, to run its build instead of this one (bench:web's BENCH_WEB_BASELINE). */
    root?: string;
  } = {},
): Promise<RunningServer> {
  const root = options.root ?? ROOT;
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'e2e-data-'));
  const admin = { username: 'admin', password: `e2e-${randomBytes(6).toString('hex')}` };
  const database = await freshDatabase();
  const jwtSecret = randomBytes(32).toString('hex');
  const spawnOn = (port: number) =>
    spawn(process.execPath, [path.join(root, 'dist', 'server', 'index.js')], {
      cwd: root,
      env: {
        ...process.env,
        NODE_ENV: 'production',
        PORT: String(port),
        DATA_DIR: dataDir,
        JWT_SECRET: jwtSecret,
        ADMIN_USERNAME: admin.username,
        ADMIN_PASSWORD: admin.password,
        DATABASE_URL: database.url ?? '',
        SEED_DEMO_CONTENT: 'true',
        ...options.env,
      },
      stdio: ['ignore', 'pipe', 'pipe'],
    });
  let port = await freePort();
  let child = spawnOn(port);
  // A port found free can be taken before the server listens on it (the server's own embedded PostgreSQL may draw
  // it): then it is started again on another, at most twice more.
  for (let attempt = 1; ; attempt += 1) {
    // Under jest (not bench:web and the other benches, which start it too).
    if (process.env.JEST_WORKER_ID) forwardOutput(child);
    try {
      await waitForReady(child);
      break;
    } catch (error) {
      if (attempt >= 3 || !(error as Error).message.includes('EADDRINUSE')) throw error;
      port = await freePort();
      child = spawnOn(port);
    }
  }
  const url = `http://127.0.0.1:${port}`;
  const connectionString = database.url ?? (await embeddedUrlFromLog(child));
  return {
    url,
    admin,
    child,
    async query(sql, params) {
      const client = new Client({ connectionString });
      await client.connect();
      try {
        return (await client.query(sql, params)).rows;
      } finally {
        await client.end();
      }
    },
    async stop() {
      await new Promise<void>((resolve) => {
        if (child.exitCode !== null || child.signalCode !== null) return resolve();
        // A shutdown that hangs must not hang the test run: SIGKILL after a grace period.
        const force = setTimeout(() => child.kill('SIGKILL'), 10_000);
        child.once('exit', () => {
          clearTimeout(force);
          resolve();
        });
        child.kill('SIGTERM');
      });
      await database.drop();
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

let output = '';

/**
 * The server's own output goes to the test's console.log, which the quiet test environment (jest.config.ts)
 * shows only when a test fails: a passing run prints nothing of it, a failing test shows what the server said.
 */
function forwardOutput(child: ChildProcess): void {
  for (const stream of [child.stdout!, child.stderr!]) {
    let partial = '';
    stream.on('data', (chunk: Buffer) => {
      const lines = (partial + chunk.toString()).split('\n');
      partial = lines.pop() ?? '';
      if (lines.length > 0) console.log(lines.join('\n'));
    });
    stream.once('end', () => partial && console.log(partial));
  }
}

function waitForReady(child: ChildProcess): Promise<void> {
  output = '';
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`Server did not start in 90 s:\n${output}`)), 90_000);
    const onData = (chunk: Buffer) => {
      output += chunk.toString();
      if (output.includes('Ready on')) {
        clearTimeout(timer);
        resolve();
      }
    };
    child.stdout!.on('data', onData);
    child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
    child.once('exit', (code) => {
      clearTimeout(timer);
      reject(new Error(`Server exited with code ${code}:\n${output}`));
    });
  });
}

/**
 * In embedded mode the server prints its loopback Postgres URL ('Embedded Postgres at ...') just
 * after 'Ready on'; the line may arrive in a later chunk, so wait briefly for it.
 */
async function embeddedUrlFromLog(_child: ChildProcess): Promise<string> {
  const deadline = Date.now() + 5_000;
  for (;;) {
    const match = output.match(/embedded Postgres at (postgres:\/\/\S+)/i);
    if (match) return match[1];
    if (Date.now() > deadline) throw new Error(`The server did not report its embedded database address:\n${output}`);
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
}

async function freshDatabase(): Promise<{ url: string | undefined; drop(): Promise<void> }> {
  const serverUrl = process.env.TEST_DATABASE_URL;
  if (!serverUrl) return { url: undefined, drop: async () => undefined };
  const name = `e2e_${process.pid}_${randomBytes(4).toString('hex')}`;
  const admin = new Client({ connectionString: serverUrl });
  await admin.connect();
  await admin.query(`CREATE DATABASE "${name}"`);
  await admin.end();
  const url = new URL(serverUrl);
  url.pathname = `/${name}`;
  return {
    url: url.toString(),
    async drop() {
      const client = new Client({ connectionString: serverUrl });
      await client.connect();
      await client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`);
      await client.end();
    },
  };
}

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}
