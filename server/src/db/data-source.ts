import pg from 'pg';
import { DataSource } from 'typeorm';
import { entities } from '../modules';
import { migrations } from './migrations';
import { logger } from '../ops/logger';
import { PinoTypeOrmLogger } from '../ops/typeorm-logger';
import { currentRequestContext } from '../shared/request-context';
import { DatabaseBusyError } from '../shared/errors';
import { PreparingClient } from './prepared-statements';

/** How long a caller waits for a pooled connection before DatabaseBusyError (HTTP 503): DATABASE_WAIT_TIMEOUT_SECONDS. */
export const DEFAULT_CONNECTION_WAIT_MS = 5_000;

export interface DataSourceOptions {
  logging?: boolean;
  poolSize?: number;
  /** The bound on waiting for a connection from the pool (never forever: ADR 044). */
  connectionWaitMs?: number;
  /**
   * PostgreSQL's statement_timeout and idle_in_transaction_session_timeout, so a runaway statement or a
   * transaction left open gives its connection back. Not for the embedded PGlite, which has no timers for them.
   */
  serverTimeoutMs?: number;
  /** Each SELECT prepared once per connection (db/prepared-statements.ts): PostgreSQL only, not the embedded PGlite. */
  preparedStatements?: boolean;
}

/**
 * pg's pool, whose "timeout exceeded when trying to connect" becomes DatabaseBusyError: the one place that
 * knows pg-pool's wording, so both doors answer 503 with Retry-After instead of a masked 500.
 */
class BoundedPool extends pg.Pool {
  constructor(config?: pg.PoolConfig) {
    super(config);
    this.on('connect', watchForSessionEnd);
  }

  override connect(): Promise<pg.PoolClient>;
  override connect(
    callback: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): void;
  override connect(
    callback?: (error: Error | undefined, client: pg.PoolClient | undefined, done: (release?: unknown) => void) => void,
  ): Promise<pg.PoolClient> | void {
    const waitMs = this.options.connectionTimeoutMillis ?? 0;
    if (!callback) return super.connect().catch((error: Error) => Promise.reject(busyOr(error, waitMs, this)));
    // pg-pool's callback types name `Error | undefined` where it passes `null`; passed on as it came.
    super.connect((error, client, done) =>
      callback(error ? busyOr(error, waitMs, this) : error, client, client ? releaseOrDiscard(client, done) : done),
    );
  }
}

/**
 * A client whose connection was lost while it was checked out (terminated by the server, a failover) is discarded
 * when released instead of going back to the pool, where the next request would get it and fail too (issue 28).
 * node-postgres marks such a client not queryable; TypeORM releases it without saying so.
 */
function releaseOrDiscard(client: pg.PoolClient, done: (release?: unknown) => void): (release?: unknown) => void {
  return (release?: unknown) => {
    const lost = (client as pg.PoolClient & { _queryable?: boolean })._queryable === false || endingSessions.has(client);
    done(release ?? (lost ? new Error('The database connection was lost') : undefined));
  };
}

/** Clients whose server announced the end of their session: a FATAL error (pg_terminate_backend, a shutdown). */
const endingSessions = new WeakSet<pg.ClientBase>();

/**
 * The server sends its FATAL error before it closes the socket, and TypeORM releases the client as soon as the
 * statement fails: before node-postgres has seen the socket close. Remembering the FATAL keeps that client from
 * going back to the pool, where the next statement (with a pool of one, the very next) would fail on it too.
 */
function watchForSessionEnd(client: pg.PoolClient): void {
  const connection = (client as pg.PoolClient & { connection?: NodeJS.EventEmitter }).connection;
  connection?.on('errorMessage', (message: { severity?: string }) => {
    if (message.severity === 'FATAL') endingSessions.add(client);
  });
}

function busyOr(error: Error, waitMs: number, pool: pg.Pool): Error {
  if (error.message !== 'timeout exceeded when trying to connect') return error;
  // The one log line naming the wait, with the request it failed (each door then answers 503 without logging it again).
  logger.warn(
    { requestId: currentRequestContext()?.requestId, waitedMs: waitMs, waiting: pool.waitingCount, connections: pool.totalCount },
    `No database connection came free within ${waitMs} ms: answering 503`,
  );
  return new DatabaseBusyError(waitMs);
}

/** `pg` as TypeORM loads it, with the bounded pool. */
const boundedDriver: typeof pg = Object.create(pg, { Pool: { value: BoundedPool } }) as typeof pg;

/** One DataSource shape for production, development (embedded), tests and the migration CLI. */
export function createDataSource(url: string, options: DataSourceOptions = {}): DataSource {
  const serverTimeouts = options.serverTimeoutMs
    ? { statement_timeout: options.serverTimeoutMs, idle_in_transaction_session_timeout: options.serverTimeoutMs }
    : {};
  return new DataSource({
    type: 'postgres',
    driver: boundedDriver,
    url,
    entities,
    migrations,
    // Schema changes only ever happen through migrations (run on start).
    synchronize: false,
    migrationsRun: false,
    // PGlite has no uuid-ossp; gen_random_uuid() is built into Postgres 13+.
    uuidExtension: 'pgcrypto',
    // No CREATE EXTENSION on connect: the migrations need none (gen_random_uuid() is built into PostgreSQL 13+ and
    // PGlite), and PGlite refused it with a warning at every build, start and test file.
    installExtensions: false,
    logging: options.logging ? ['query', 'error'] : ['error'],
    logger: new PinoTypeOrmLogger(options.logging),
    extra: {
      max: options.poolSize ?? 10,
      connectionTimeoutMillis: options.connectionWaitMs ?? DEFAULT_CONNECTION_WAIT_MS,
      ...serverTimeouts,
      // pg-pool's own option: the client class each pooled connection is.
      ...(options.preparedStatements ? { Client: PreparingClient } : {}),
    },
  });
}
