import { collectDefaultMetrics, Counter, Gauge, Histogram, Registry } from 'prom-client';
import type { DataSource } from 'typeorm';

/** One registry for the whole process, served at /metrics when METRICS_TOKEN is set. */
export const metricsRegistry = new Registry();

/** Every lookup the public response cache makes: hit, miss (stored after), or bypass (not cacheable). */
export const responseCacheLookups = new Counter({
  name: 'response_cache_lookups_total',
  help: 'Public response cache lookups by door and result',
  labelNames: ['door', 'result'] as const,
  registers: [metricsRegistry],
});

/** Every answered HTTP request, by method, route pattern (never the raw path) and status. */
export const httpRequests = new Counter({
  name: 'http_requests_total',
  help: 'HTTP requests answered, by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  registers: [metricsRegistry],
});

export const httpRequestDuration = new Histogram({
  name: 'http_request_duration_seconds',
  help: 'Time from receiving a request to finishing its answer, by method, route and status',
  labelNames: ['method', 'route', 'status'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/** Each GraphQL operation by its name (or 'anonymous'; names past MAX_OPERATION_NAMES count as 'other'). */
export const graphqlOperationDuration = new Histogram({
  name: 'graphql_operation_duration_seconds',
  help: 'GraphQL operation time from parsing to response, by operation name, type and outcome',
  labelNames: ['operation', 'type', 'outcome'] as const,
  buckets: [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10],
  registers: [metricsRegistry],
});

/**
 * Each public page the server rendered, by how many times React rendered it: 1 when its routes named every query it
 * asked (client/src/shared/first-queries.ts), 3 when one was missing (a page twice as costly; see entry-server.tsx).
 */
export const pageRenders = new Counter({
  name: 'page_renders_total',
  help: 'Server-rendered public pages, by how many render passes each took',
  labelNames: ['passes'] as const,
  registers: [metricsRegistry],
});

/** The database pools this process uses; read when /metrics is scraped. */
const databasePools = new Set<PoolStats>();

interface PoolStats {
  totalCount: number;
  idleCount: number;
  waitingCount: number;
}

new Gauge({
  name: 'database_pool_connections',
  help: 'Database pool connections by state (in use, idle) and callers waiting for one',
  labelNames: ['state'] as const,
  registers: [metricsRegistry],
  collect() {
    let total = 0;
    let idle = 0;
    let waiting = 0;
    for (const pool of databasePools) {
      total += pool.totalCount;
      idle += pool.idleCount;
      waiting += pool.waitingCount;
    }
    this.set({ state: 'in_use' }, total - idle);
    this.set({ state: 'idle' }, idle);
    this.set({ state: 'waiting' }, waiting);
  },
});

/** Counts a DataSource's pg pool in database_pool_connections until the returned function is called. */
export function observeDatabasePool(dataSource: DataSource): () => void {
  // TypeORM's Postgres driver keeps its pg Pool as `master`.
  const pool = (dataSource.driver as unknown as { master?: PoolStats }).master;
  if (!pool) return () => undefined;
  databasePools.add(pool);
  return () => databasePools.delete(pool);
}

let processMetricsOn = false;

/** Node's own figures (CPU, memory, event loop lag, handles, GC); once per process. */
export function collectProcessMetrics(): void {
  if (processMetricsOn) return;
  processMetricsOn = true;
  collectDefaultMetrics({ register: metricsRegistry });
}

/** 1 while the Redis connection is ready, 0 while it is away (the app then runs degraded: ADR 047). */
const redisUp = new Gauge({
  name: 'redis_up',
  help: 'Whether the Redis connection (REDIS_URL) is ready: 1, or 0 while the cache and counters fall back',
  registers: [metricsRegistry],
});

/** Follows a Redis client's connection in redis_up. */
export function observeRedis(client: { status: string; on(event: string, listener: () => void): unknown }): void {
  const update = () => redisUp.set(client.status === 'ready' ? 1 : 0);
  for (const event of ['ready', 'close', 'end', 'reconnecting', 'error']) client.on(event, update);
  update();
}
