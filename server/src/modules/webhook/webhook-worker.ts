import http from 'node:http';
import https from 'node:https';
import type { DataSource } from 'typeorm';
import { logger } from '../../ops/logger';
import type { WebhookSettings } from '../../config';
import type { SecretBox } from '../admin/secret-box';
import { isPrivateHost, publicOnlyLookup } from './webhook-address';
import { signedHeaders } from './webhook-signature';

/** Deliveries one worker claims at once, sent side by side. */
const BATCH = 10;
/** How much longer than an attempt's timeout a claim lasts: a stopped instance's claims are taken again after it. */
const CLAIM_MARGIN_MS = 30_000;
const HOUR_MS = 60 * 60 * 1000;
const ERROR_MAX = 300;
/** The shortest wait before looking again for a delivery due now but held by another worker. */
const MIN_WAIT_MS = 50;

interface Claimed {
  id: string;
  attempts: number;
  payload: Record<string, unknown>;
  url: string;
  sealedSecret: string;
  active: boolean;
}

interface Outcome {
  ok: boolean;
  status: number | null;
  error: string | null;
}

/**
 * Sends webhook deliveries (docs/decisions/068-webhooks.md). Rows are claimed with `FOR UPDATE SKIP LOCKED` and a
 * short lease, so several instances share the work and none sends a delivery another is sending; the POST runs
 * outside any transaction, bounded by the timeout; its outcome is written back with the next attempt's time from the
 * backoff schedule. The worker runs when told a delivery was written (after the commit), when a retry it scheduled
 * falls due, and on its poll; stop() ends all three and waits for the attempts in flight.
 */
export class WebhookWorker {
  private running: Promise<void> | null = null;
  private again = false;
  private stopped = false;
  private wakeTimer: NodeJS.Timeout | null = null;
  private wakeAt = Infinity;
  private poll: NodeJS.Timeout | null = null;
  private lastPurge = 0;
  private readonly inFlight = new Set<AbortController>();

  constructor(
    private readonly dataSource: DataSource,
    private readonly settings: WebhookSettings,
    private readonly secrets: SecretBox,
  ) {}

  /** Looks for due deliveries now. */
  kick(): void {
    if (this.stopped) return;
    if (this.running) {
      this.again = true;
      return;
    }
    this.running = this.runUntilIdle().finally(() => {
      this.running = null;
      // Told again after its last look (while it set its next wake): look once more.
      if (this.again) this.kick();
    });
  }

  /** Looks for due deliveries at `at` (the earliest of the times asked stands). */
  wake(at: Date): void {
    if (this.stopped) return;
    const time = at.getTime();
    if (time >= this.wakeAt) return;
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    this.wakeAt = time;
    this.wakeTimer = setTimeout(
      () => {
        this.wakeTimer = null;
        this.wakeAt = Infinity;
        this.kick();
      },
      // A timer longer than Node's limit (24.8 days: a post scheduled far ahead) would fire at once: look again hourly.
      Math.min(Math.max(0, time - Date.now()), HOUR_MS),
    );
    this.wakeTimer.unref();
  }

  /** The poll (started by the server, not by tests' apps): due deliveries of other instances, and the 30 days' purge. */
  startPolling(): void {
    if (this.poll || this.stopped) return;
    this.poll = setInterval(() => this.kick(), this.settings.pollMs).unref();
    this.kick();
  }

  async stop(): Promise<void> {
    this.stopped = true;
    if (this.poll) clearInterval(this.poll);
    if (this.wakeTimer) clearTimeout(this.wakeTimer);
    for (const controller of this.inFlight) controller.abort();
    await this.running;
  }

  private async runUntilIdle(): Promise<void> {
    try {
      do {
        this.again = false;
        await this.purgeHourly();
        for (let batch = await this.claim(); batch.length > 0 && !this.stopped; batch = await this.claim()) {
          await Promise.all(batch.map((delivery) => this.attempt(delivery)));
        }
      } while (this.again && !this.stopped);
      if (!this.stopped) await this.wakeForNextDue();
    } catch (error) {
      if (!this.stopped) logger.error({ err: error }, 'Webhook deliveries could not be sent');
      // Whatever failed (the database away), the poll or the next change tries again.
    }
  }

  /**
   * Wakes when the next delivery falls due (a retry, a scheduled post, a claim of a stopped instance lapsing): the
   * earliest is the one this worker knows of, whatever timers it set before.
   */
  private async wakeForNextDue(): Promise<void> {
    const [{ due }] = await this.dataSource.query<Array<{ due: Date | null }>>(
      `SELECT MIN(GREATEST("nextAttemptAt", COALESCE("lockedUntil", "nextAttemptAt"))) AS due
         FROM "webhook_delivery" WHERE "status" IN ('pending', 'failed')`,
    );
    if (due) this.wake(new Date(Math.max(new Date(due).getTime(), Date.now() + MIN_WAIT_MS)));
  }

  private async purgeHourly(): Promise<void> {
    if (Date.now() - this.lastPurge < HOUR_MS) return;
    this.lastPurge = Date.now();
    await this.dataSource.query(`DELETE FROM "webhook_delivery" WHERE "createdAt" < now() - make_interval(days => $1)`, [
      this.settings.keepDays,
    ]);
  }

  /** Due deliveries no other worker holds, held by this one for an attempt's timeout and a margin. */
  private async claim(): Promise<Claimed[]> {
    const rows = await this.dataSource.query<unknown[]>(
      `WITH due AS (
         SELECT "id" FROM "webhook_delivery"
          WHERE "status" IN ('pending', 'failed') AND "nextAttemptAt" <= now()
            AND ("lockedUntil" IS NULL OR "lockedUntil" < now())
          ORDER BY "nextAttemptAt"
          LIMIT ${BATCH}
          FOR UPDATE SKIP LOCKED
       )
       UPDATE "webhook_delivery" d SET "lockedUntil" = now() + $1 * interval '1 millisecond'
         FROM due, "webhook_endpoint" e
        WHERE d."id" = due."id" AND e."id" = d."endpointId"
       RETURNING d."id", d."attempts", d."payload", e."url", e."sealedSecret", e."active"`,
      [this.settings.timeoutMs + CLAIM_MARGIN_MS],
    );
    return returned(rows);
  }

  private async attempt(delivery: Claimed): Promise<void> {
    const outcome = delivery.active
      ? await this.send(delivery)
      : { ok: false, status: null, error: 'The endpoint is turned off' };
    if (this.stopped && outcome.error === 'Stopped') return; // the claim lapses; another start sends it
    const attempts = delivery.attempts + 1;
    const retryMs = delivery.active && !outcome.ok ? this.settings.retryDelaysMs[attempts - 1] : undefined;
    const status = outcome.ok ? 'succeeded' : retryMs !== undefined ? 'failed' : 'gave-up';
    const result = await this.dataSource.query<unknown[]>(
      `UPDATE "webhook_delivery"
          SET "attempts" = $2, "status" = $3, "responseStatus" = $4, "error" = $5, "lastAttemptAt" = now(),
              "lockedUntil" = NULL, "updatedAt" = now(),
              "nextAttemptAt" = CASE WHEN $6::float8 IS NULL THEN NULL ELSE now() + $6::float8 * interval '1 millisecond' END
        WHERE "id" = $1
        RETURNING "nextAttemptAt"`,
      [delivery.id, attempts, status, outcome.status, outcome.error?.slice(0, ERROR_MAX) ?? null, retryMs ?? null],
    );
    const [row] = returned<{ nextAttemptAt: Date | null }>(result);
    if (row?.nextAttemptAt) this.wake(new Date(row.nextAttemptAt));
  }

  /** One POST of the payload, signed; success is any 2xx answer within the timeout. Redirects are not followed. */
  private async send(delivery: Claimed): Promise<Outcome> {
    const secret = this.secrets.open(delivery.sealedSecret);
    if (!secret) return { ok: false, status: null, error: 'The signing secret cannot be read (JWT_SECRET changed): roll it' };
    let url: URL;
    try {
      url = new URL(delivery.url);
    } catch {
      return { ok: false, status: null, error: 'The endpoint URL is not valid' };
    }
    if (!this.settings.allowPrivateUrls && isPrivateHost(url)) {
      return { ok: false, status: null, error: 'The endpoint is a private address' };
    }
    const body = JSON.stringify(delivery.payload);
    const headers = {
      'content-type': 'application/json',
      'user-agent': 'company-portfolio-webhooks/1',
      ...signedHeaders(secret, String(delivery.payload.id), body),
    };
    // One controller for both ends of an attempt: the timeout and stop(). A timer of our own, not
    // AbortSignal.any([.., AbortSignal.timeout()]): under load Node 20 let that timeout signal be collected and never
    // fire, and one attempt without an answer then held the worker for good.
    const controller = new AbortController();
    let timedOut = false;
    const timer = setTimeout(() => {
      timedOut = true;
      controller.abort();
    }, this.settings.timeoutMs);
    this.inFlight.add(controller);
    try {
      const status = await post(url, headers, body, {
        signal: controller.signal,
        lookup: this.settings.allowPrivateUrls ? undefined : publicOnlyLookup,
      });
      const ok = status >= 200 && status < 300;
      return { ok, status, error: ok ? null : `The endpoint answered ${status}` };
    } catch (error) {
      if (timedOut) return { ok: false, status: null, error: `No answer within ${this.settings.timeoutMs / 1000} s` };
      if (controller.signal.aborted) return { ok: false, status: null, error: 'Stopped' };
      return { ok: false, status: null, error: describe(error) };
    } finally {
      clearTimeout(timer);
      this.inFlight.delete(controller);
    }
  }
}

/** The rows of an UPDATE … RETURNING: TypeORM's query() answers PostgreSQL's as [rows, count]. */
export function returned<T>(result: unknown[]): T[] {
  return (Array.isArray(result[0]) ? result[0] : result) as T[];
}

/** POSTs the body and answers the status code once the headers arrive (the body is not read). */
function post(
  url: URL,
  headers: Record<string, string>,
  body: string,
  options: { signal: AbortSignal; lookup?: typeof publicOnlyLookup },
): Promise<number> {
  return new Promise((resolve, reject) => {
    const client = url.protocol === 'https:' ? https : http;
    const request = client.request(
      url,
      {
        method: 'POST',
        headers: { ...headers, 'content-length': Buffer.byteLength(body).toString() },
        signal: options.signal,
        lookup: options.lookup as never,
        agent: false,
      },
      (response) => {
        resolve(response.statusCode ?? 0);
        response.destroy();
      },
    );
    request.on('error', reject);
    request.end(body);
  });
}

function describe(error: unknown): string {
  const err = error as NodeJS.ErrnoException;
  if (err?.code === 'EPRIVATEADDRESS') return err.message;
  if (err?.code === 'ENOTFOUND') return 'The host name was not found';
  if (err?.code === 'ECONNREFUSED') return 'The connection was refused';
  return err?.message ? String(err.message) : 'The request failed';
}
