/**
 * One measurement of bench/embedded-engines/run.ts in a process of its own (so that one engine's memory never
 * shows in another's figures): argv[2] is a Task as JSON; the result is printed as one line `RESULT <json>`.
 * It runs the server's own code from server/src: startEmbeddedPostgres and writeEmbeddedTemplate for PGlite,
 * createDataSource and runMigrationsLocked (the app's migrations) for both engines.
 */
import './server-source';
import 'reflect-metadata';
import { Client, Pool, type PoolClient } from 'pg';
import type { DataSource } from 'typeorm';
import { percentile } from '../security/figure';
import { createDataSource } from '../../server/src/db/data-source';
import { EMBEDDED_POOL_SIZE, runMigrationsLocked } from '../../server/src/db/database';
import { startEmbeddedPostgres } from '../../server/src/db/embedded-postgres';
import { writeEmbeddedTemplate } from '../../server/src/db/embedded-template';
import { startNativePostgres } from './native-postgres';
import { cpuMsOf, memoryOf, type Memory } from './proc';

export type EngineName = 'pglite' | 'embedded-postgres';

export type Task =
  | { kind: 'template'; engine: EngineName; dir: string }
  | { kind: 'fresh'; engine: EngineName; dir: string; template?: string; writes?: { clients: number; perClient: number } }
  | { kind: 'restart'; engine: EngineName; dir: string };

export interface WriteResult {
  poolSize: number;
  transactions: number;
  seconds: number;
  perSecond: number;
  p50Ms: number;
  p99Ms: number;
  errors: number;
  firstError?: string;
  /** Rows found against rows committed, and the shared counter against the commits that incremented it. */
  rowsFound: number;
  counterFound: number;
  committed: number;
  stalled: boolean;
}

export interface TaskResult {
  /** Engine start (initdb or template copy, start) to migrations done on a connected DataSource. */
  wallMs: number;
  /** CPU time of this process (threads and ended children such as initdb) and of the postgres processes. */
  cpuMs: number;
  startMs: number;
  migrateMs: number;
  memory: Memory;
  writes?: WriteResult;
  memoryAfterWrites?: Memory;
  /** PGlite only: the same writes through MULTIPLEXED_POOL_SIZE connections, not the app's setting. */
  multiplexedWrites?: WriteResult;
  /** embedded-postgres only: the same writes through one connection (PGlite's pool): the engine without its concurrency. */
  singleConnectionWrites?: WriteResult;
  /** A query on a second pooled connection while a transaction is open on the first. */
  secondConnection?: Record<string, string>;
}

interface Running {
  url: string;
  /** The app's pool: 1 for PGlite (EMBEDDED_POOL_SIZE), TypeORM's 10 for a real server. */
  appPoolSize: number | undefined;
  /** The 20 writers' pool: 1 for PGlite (its single session), 20 for a real server. */
  writePoolSize: (clients: number) => number;
  postgresPids(): number[];
  postgresCpuMs(): number;
  stop(): Promise<void>;
}

/**
 * PGlite through several connections at once: the 9 that pglite-socket accepts beside the app's own one
 * (maxConnections 10 in startEmbeddedPostgres). Not what the app does (EMBEDDED_POOL_SIZE is 1): a check of
 * whether PGlite could serve concurrent connections correctly.
 */
const MULTIPLEXED_POOL_SIZE = 9;
const WRITE_TIMEOUT_MS = 120_000;
const PROBE_WAIT_MS = 5_000;
/** pg's wait for a pooled connection in the probe: the bounded wait the app could set (connectionTimeoutMillis). */
const PROBE_CONNECTION_TIMEOUT_MS = 2_000;

async function start(
  engine: EngineName,
  dir: string,
  from: 'initdb' | 'template' | 'existing',
  template?: string,
): Promise<Running> {
  if (engine === 'pglite') {
    const embedded = await startEmbeddedPostgres(dir, { templateDir: from === 'template' ? template! : false });
    return {
      url: embedded.url,
      appPoolSize: EMBEDDED_POOL_SIZE,
      writePoolSize: () => EMBEDDED_POOL_SIZE,
      postgresPids: () => [],
      postgresCpuMs: () => 0,
      stop: () => embedded.stop(),
    };
  }
  const { cluster } = await startNativePostgres(dir, from, template);
  return {
    url: cluster.url,
    appPoolSize: undefined,
    writePoolSize: (clients) => clients,
    postgresPids: () => cluster.pids(),
    postgresCpuMs: () => cluster.cpuMs(),
    stop: () => cluster.stop(),
  };
}

async function withClient<T>(url: string, run: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await run(client);
  } finally {
    await client.end();
  }
}

/** BENCH_VERBOSE=true: each step on stderr. */
const step = (name: string) => {
  if (process.env.BENCH_VERBOSE === 'true') console.error(`  [${process.pid}] ${name}`);
};

const sleep = (ms: number) => new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), ms).unref());

/**
 * `clients` callers at once, each running `perClient` transactions one after the other on a pool of `poolSize`:
 * BEGIN; INSERT a row of its own; UPDATE one counter row all of them share; COMMIT. The latency of a
 * transaction runs from asking the pool for a connection to the COMMIT's answer (what a request waits).
 * Afterwards the rows and the counter must equal the commits: nothing lost, nothing doubled.
 */
async function concurrentWrites(
  url: string,
  poolSize: number,
  clients: number,
  perClient: number,
  whileOpen?: () => void,
): Promise<WriteResult> {
  step(`writes: ${clients} callers, pool of ${poolSize}`);
  await withClient(url, async (client) => {
    await client.query('DROP TABLE IF EXISTS bench_write; DROP TABLE IF EXISTS bench_counter');
    await client.query(
      'CREATE TABLE bench_write (id bigserial PRIMARY KEY, client int NOT NULL, seq int NOT NULL, payload text NOT NULL, UNIQUE (client, seq))',
    );
    await client.query(
      'CREATE TABLE bench_counter (id int PRIMARY KEY, n bigint NOT NULL); INSERT INTO bench_counter VALUES (1, 0)',
    );
  });
  const pool = new Pool({ connectionString: url, max: poolSize });
  pool.on('error', () => undefined);
  const latencies: number[] = [];
  let errors = 0;
  let firstError: string | undefined;
  const payload = 'x'.repeat(200);
  const started = performance.now();
  const writers = Array.from({ length: clients }, async (_, client) => {
    for (let seq = 0; seq < perClient; seq += 1) {
      const asked = performance.now();
      let connection: PoolClient | undefined;
      try {
        connection = await pool.connect();
        await connection.query('BEGIN');
        await connection.query('INSERT INTO bench_write (client, seq, payload) VALUES ($1, $2, $3)', [client, seq, payload]);
        await connection.query('UPDATE bench_counter SET n = n + 1 WHERE id = $1', [1]);
        await connection.query('COMMIT');
        latencies.push(performance.now() - asked);
        connection.release();
      } catch (error) {
        errors += 1;
        firstError ??= error instanceof Error ? error.message : String(error);
        connection?.release(true);
      }
    }
  });
  const stalled = (await Promise.race([Promise.all(writers), sleep(WRITE_TIMEOUT_MS)])) === 'timeout';
  const seconds = (performance.now() - started) / 1000;
  whileOpen?.();
  if (!stalled) await pool.end();
  const { rowsFound, counterFound } = await Promise.race([
    withClient(url, async (client) => ({
      rowsFound: Number((await client.query('SELECT count(*) AS n FROM bench_write')).rows[0].n),
      counterFound: Number((await client.query('SELECT n FROM bench_counter WHERE id = 1')).rows[0].n),
    })),
    sleep(PROBE_WAIT_MS).then(() => ({ rowsFound: NaN, counterFound: NaN })),
  ]).catch(() => ({ rowsFound: NaN, counterFound: NaN }));
  return {
    poolSize,
    transactions: clients * perClient,
    seconds,
    perSecond: latencies.length / seconds,
    p50Ms: latencies.length ? percentile(latencies, 50) : NaN,
    p99Ms: latencies.length ? percentile(latencies, 99) : NaN,
    errors,
    firstError,
    rowsFound,
    counterFound,
    committed: latencies.length,
    stalled,
  };
}

/**
 * A transaction open on one pooled connection while a query asks for another: on a real server the second
 * connection answers at once; PGlite has one session, so the query waits for the transaction to end (with a
 * pool of one, for the connection itself). Whoever awaits it inside the transaction waits for ever unless the
 * pool's wait is bounded (connectionTimeoutMillis).
 */
async function secondConnection(url: string, poolSize: number): Promise<string> {
  step(`second connection: pool of ${poolSize}`);
  const pool = new Pool({ connectionString: url, max: poolSize, connectionTimeoutMillis: PROBE_CONNECTION_TIMEOUT_MS });
  pool.on('error', () => undefined);
  const transaction = await pool.connect();
  await transaction.query('BEGIN');
  await transaction.query('UPDATE bench_counter SET n = n WHERE id = 1');
  const asked = performance.now();
  const other = pool.query('SELECT count(*) FROM bench_write').then(
    () => `answered in ${Math.round(performance.now() - asked)} ms`,
    (error: Error) => `failed after ${Math.round(performance.now() - asked)} ms (${error.message})`,
  );
  const during = await Promise.race([other, sleep(PROBE_WAIT_MS).then(() => `no answer within ${PROBE_WAIT_MS / 1000} s`)]);
  await transaction.query('ROLLBACK');
  transaction.release();
  const after = await Promise.race([other, sleep(PROBE_WAIT_MS).then(() => 'still no answer')]);
  await pool.end();
  return during === after ? during : `${during}; after the transaction ended: ${after}`;
}

async function migrate(url: string, poolSize: number | undefined): Promise<DataSource> {
  const dataSource = createDataSource(url, { poolSize });
  await dataSource.initialize();
  await runMigrationsLocked(dataSource, { embedded: true });
  return dataSource;
}

async function runTask(task: Task): Promise<TaskResult> {
  if (task.kind === 'template') {
    if (task.engine === 'pglite') await writeEmbeddedTemplate(task.dir);
    else {
      const running = await start(task.engine, task.dir, 'initdb');
      const dataSource = await migrate(running.url, running.appPoolSize);
      await dataSource.destroy();
      await running.stop();
    }
    return { wallMs: 0, cpuMs: 0, startMs: 0, migrateMs: 0, memory: memoryOf([]) };
  }
  step(`${task.kind} ${task.engine}`);
  const cpuBefore = cpuMsOf(process.pid);
  const started = performance.now();
  const from = task.kind === 'restart' ? 'existing' : task.template ? 'template' : 'initdb';
  const running = await start(task.engine, task.dir, from, task.kind === 'fresh' ? task.template : undefined);
  const startedEngine = performance.now();
  step('started; migrating');
  let dataSource: DataSource | undefined;
  try {
    dataSource = await migrate(running.url, running.appPoolSize);
    const migrated = performance.now();
    const result: TaskResult = {
      wallMs: migrated - started,
      cpuMs: cpuMsOf(process.pid) - cpuBefore + running.postgresCpuMs(),
      startMs: startedEngine - started,
      migrateMs: migrated - startedEngine,
      memory: memoryOf(running.postgresPids()),
    };
    if (task.kind === 'fresh' && task.writes) {
      const { clients, perClient } = task.writes;
      result.writes = await concurrentWrites(running.url, running.writePoolSize(clients), clients, perClient, () => {
        result.memoryAfterWrites = memoryOf(running.postgresPids());
      });
      result.secondConnection = {};
      if (task.engine === 'pglite') {
        result.secondConnection['pool of 1 (the app)'] = await secondConnection(running.url, 1);
        result.secondConnection['pool of 2'] = await secondConnection(running.url, 2);
        result.multiplexedWrites = await concurrentWrites(running.url, MULTIPLEXED_POOL_SIZE, clients, perClient);
      } else {
        result.secondConnection['pool of 2'] = await secondConnection(running.url, 2);
        result.singleConnectionWrites = await concurrentWrites(running.url, 1, clients, perClient);
      }
    }
    return result;
  } finally {
    if (dataSource?.isInitialized) await dataSource.destroy();
    await running.stop();
  }
}

if (require.main === module) {
  runTask(JSON.parse(process.argv[2]) as Task).then(
    (result) => {
      process.stdout.write(`RESULT ${JSON.stringify(result)}\n`);
      process.exit(0);
    },
    (error: unknown) => {
      console.error(error);
      process.exit(1);
    },
  );
}
