import { Router } from 'express';
import type { Redis } from 'ioredis';
import type { DataSource } from 'typeorm';
import type { Storage } from '../shared/storage/storage';
import { documented, objectShape, type JsonSchema } from '../http/route-docs';

/** A dependency that does not answer within this is reported down (a hung database must not hang the probe). */
export const CHECK_TIMEOUT_MS = 3_000;

export interface CheckResult {
  status: 'up' | 'down';
  latencyMs: number;
  /** Why it is down, in a few words (no addresses or credentials). */
  error?: string;
}

export interface ReadinessDependencies {
  dataSource: DataSource;
  storage: Storage;
  /** Checked only when REDIS_URL is configured. */
  redis?: Pick<Redis, 'ping'>;
  /** True once a shutdown has begun: not ready, whatever the dependencies say. */
  shuttingDown?: () => boolean;
}

async function timed(check: () => Promise<unknown>): Promise<CheckResult> {
  const started = performance.now();
  let timer: NodeJS.Timeout | undefined;
  try {
    await Promise.race([
      check(),
      new Promise((_resolve, reject) => {
        timer = setTimeout(() => reject(new Error(`no answer within ${CHECK_TIMEOUT_MS} ms`)), CHECK_TIMEOUT_MS);
      }),
    ]);
    return { status: 'up', latencyMs: elapsed(started) };
  } catch (error) {
    return { status: 'down', latencyMs: elapsed(started), error: reasonOf(error) };
  } finally {
    clearTimeout(timer);
  }
}

function elapsed(started: number): number {
  return Math.round((performance.now() - started) * 10) / 10;
}

/** The first line of the error's message, cut short: enough to tell 'refused' from 'timed out'. */
function reasonOf(error: unknown): string {
  const message = error instanceof Error ? error.message : String(error);
  return message.split('\n', 1)[0].slice(0, 200);
}

/** What decides readiness: without them nothing can be answered. Redis is optional: its absence only degrades. */
const REQUIRED = new Set(['database', 'storage']);

export async function checkReadiness(
  deps: ReadinessDependencies,
): Promise<{ ready: boolean; degraded: string[]; checks: Record<string, CheckResult> }> {
  const entries: Array<[string, () => Promise<unknown>]> = [
    ['database', () => deps.dataSource.query('SELECT 1')],
    ['storage', () => deps.storage.check()],
  ];
  if (deps.redis) {
    const redis = deps.redis;
    entries.push(['redis', () => redis.ping()]);
  }
  const results = await Promise.all(entries.map(async ([name, check]) => [name, await timed(check)] as const));
  const checks = Object.fromEntries(results);
  const down = results.filter(([, result]) => result.status === 'down').map(([name]) => name);
  return {
    ready: down.every((name) => !REQUIRED.has(name)),
    degraded: down.filter((name) => !REQUIRED.has(name)),
    checks,
  };
}

const CHECK: JsonSchema = objectShape({ status: { enum: ['up', 'down'] }, latencyMs: { type: 'number' }, error: 'String!' }, [
  'error',
]);
const CHECKS: JsonSchema = { type: 'object', additionalProperties: CHECK };

/**
 * /api/health/live: the process answers (a liveness probe restarts it otherwise).
 * /api/health/ready: the database and the storage answer, each with its latency; 503 naming what is down, so a
 * load balancer stops sending traffic until it is back. Redis (when configured) is checked too, but an instance
 * without it still serves everything (uncached, counters in memory): 200 with status 'degraded' (ADR 047), so a
 * Redis outage never leaves a proxy with no upstream.
 * /api/health itself stays in the REST router with its original contract.
 */
export function healthRouter(deps: ReadinessDependencies): Router {
  const router = Router();
  const routes = documented(router, 'Health');
  const live = {
    summary: 'Liveness: the process answers',
    answer: objectShape({ status: { const: 'ok' }, uptimeSeconds: 'Int!' }),
  };
  routes.get('/live', live, (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    res.json({ status: 'ok', uptimeSeconds: Math.round(process.uptime()) });
  });
  const ready = {
    summary: 'Readiness: the database and the storage answer (Redis too when configured, optional)',
    answer: objectShape({ status: { enum: ['ok', 'degraded'] }, message: 'String!', checks: CHECKS }),
    answers: { 503: objectShape({ status: { const: 'error' }, message: 'String!', checks: CHECKS }, ['checks']) },
  };
  routes.get('/ready', ready, async (_req, res) => {
    res.setHeader('Cache-Control', 'no-store');
    if (deps.shuttingDown?.()) {
      res.status(503).json({ status: 'error', message: 'Not ready: shutting down' });
      return;
    }
    const { ready, degraded, checks } = await checkReadiness(deps);
    const down = Object.entries(checks)
      .filter(([, result]) => result.status === 'down')
      .map(([name]) => name);
    const isAre = down.length === 1 ? 'is' : 'are';
    if (!ready) {
      res.status(503).json({ status: 'error', message: `Not ready: ${down.join(', ')} ${isAre} down`, checks });
    } else if (degraded.length > 0) {
      // Still ready: the site answers without the optional dependency (uncached, counters in memory).
      res.json({ status: 'degraded', message: `Ready, degraded: ${degraded.join(', ')} ${isAre} down`, checks });
    } else {
      res.json({ status: 'ok', message: 'Ready', checks });
    }
  });
  return router;
}
