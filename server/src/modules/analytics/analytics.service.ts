import { randomBytes } from 'node:crypto';
import type { IncomingHttpHeaders, IncomingMessage } from 'node:http';
import type { DataSource } from 'typeorm';
import { logger } from '../../ops/logger';
import { ValidationError } from '../../shared/errors';
import { requireRole, type Viewer } from '../../shared/viewer';
import type { ActivityLogService } from '../activity-log/activity-log.service';
import type { Dashboard, DashboardCount, DashboardDay, DashboardWeek } from './dashboard.types';
import {
  dayOf,
  deviceOf,
  isBot,
  optedOutOrPrefetch,
  pagePath,
  pendingEvent,
  referrerHost,
  visitorHash,
  type PendingEvent,
} from './visitor';

const DAY_MS = 24 * 60 * 60 * 1000;
/** Raw events are kept this many days (the roll-up keeps the figures). */
export const RAW_EVENT_DAYS = 30;
/** The dashboard's default period, and the longest it shows. */
export const DEFAULT_DASHBOARD_DAYS = 30;
export const MAX_DASHBOARD_DAYS = 365;
/** Each breakdown (pages, referrers, devices) lists this many. */
export const TOP_COUNT = 10;
/** The recent activity shown at a glance. */
export const RECENT_ACTIVITY = 8;
/** The roll-up's lock: one instance rolls up at a time, the others skip (any fixed number would do). */
const ROLL_UP_LOCK = 7_031_070;
/** A day's salt is deleted this long after the day ends, so a flush of its last views still finds it. */
const SALT_GRACE_MS = 5 * 60 * 1000;
/** Days before today that the roll-up computes again each time (views flushed after midnight land there). */
const RECOMPUTED_DAYS = 2;

export interface AnalyticsOptions {
  /** ANALYTICS: off counts nothing (the dashboard still shows messages, posts and activity). */
  enabled: boolean;
  /** PUBLIC_URL: its host, like the request's own, is not a referrer. */
  publicUrl?: string;
  /** How long views wait in memory before their batched INSERT. */
  flushIntervalMs?: number;
  /** Views held at most between flushes; more are dropped (and logged) rather than held without bound. */
  maxPending?: number;
  /** The clock (tests move it across days). */
  now?: () => number;
}

/** One statement's rows: what the dashboard's and the roll-up's SQL return. */
type Row = Record<string, unknown>;

/**
 * Privacy-friendly analytics (issue 31, docs/decisions/070-analytics-without-tracking.md). Every page answer
 * (a response cache hit or a rendered page) is reported to `pageAnswered` by the request pipeline's observer; what counts is held in memory and written in one INSERT every few seconds, never
 * on the request's path. The roll-up turns past days into daily figures and deletes raw events after 30 days.
 */
export class AnalyticsService {
  private pending: PendingEvent[] = [];
  private timer: NodeJS.Timeout | undefined;
  private flushing: Promise<void> | undefined;
  private readonly salts = new Map<string, string>();
  private readonly ownHosts: string[];
  private readonly now: () => number;
  private readonly flushIntervalMs: number;
  private readonly maxPending: number;
  private dropped = 0;
  private closed = false;

  constructor(
    private readonly dataSource: DataSource,
    private readonly activityLog: Pick<ActivityLogService, 'list'>,
    private readonly options: AnalyticsOptions,
  ) {
    this.now = options.now ?? Date.now;
    this.flushIntervalMs = options.flushIntervalMs ?? 5_000;
    this.maxPending = options.maxPending ?? 10_000;
    this.ownHosts = options.publicUrl ? [new URL(options.publicUrl).hostname.toLowerCase()] : [];
  }

  get enabled(): boolean {
    return this.options.enabled;
  }

  /**
   * A page answer was sent (ops/request-observer.ts for Express's, the response cache for its hits). Counted when it
   * is a public page's 200 (or 304: the browser shows its copy) to a GET, and the visitor neither asked not to be
   * counted nor prefetched it. Only memory is touched here.
   */
  readonly pageAnswered = (req: IncomingMessage, status: number, clientAddress: () => string): void => {
    if (!this.options.enabled || this.closed || req.method !== 'GET' || (status !== 200 && status !== 304)) return;
    const { headers } = req;
    if (!(headers.accept ?? '').includes('text/html') || optedOutOrPrefetch(headers)) return;
    const path = pagePath((req as { originalUrl?: string }).originalUrl ?? req.url ?? '/');
    if (path === null) return;
    this.add(pendingEvent('view', path, clientAddress(), headers, this.now()));
  };

  /** A contact message was stored (both doors and the page's form): the visitor's conversion, counted like a view. */
  contactSent(address: string, headers: IncomingHttpHeaders): void {
    if (!this.options.enabled || this.closed || optedOutOrPrefetch(headers)) return;
    this.add(pendingEvent('contact', '', address, headers, this.now()));
  }

  private add(event: PendingEvent): void {
    if (this.pending.length >= this.maxPending) {
      this.dropped += 1;
      return;
    }
    this.pending.push(event);
    this.timer ??= setTimeout(() => void this.flush(), this.flushIntervalMs).unref();
  }

  /**
   * Writes what is held in memory: bots left out, each visitor hashed with its day's salt, all in one INSERT. A
   * failure is logged and the batch dropped (counting is never worth holding requests or memory for).
   */
  async flush(): Promise<void> {
    if (this.flushing) await this.flushing;
    clearTimeout(this.timer);
    this.timer = undefined;
    const batch = this.pending;
    if (batch.length === 0) return;
    this.pending = [];
    if (this.dropped > 0) {
      logger.warn(`Analytics: ${this.dropped} views dropped while the database was slow to take them`);
      this.dropped = 0;
    }
    this.flushing = this.write(batch)
      .catch((error: unknown) => logger.error({ err: error }, `Analytics: ${batch.length} views could not be written`))
      .finally(() => {
        this.flushing = undefined;
      });
    await this.flushing;
  }

  private async write(batch: PendingEvent[]): Promise<void> {
    const counted = batch.filter((event) => !isBot(event.userAgent));
    if (counted.length === 0) return;
    const salts = new Map<string, string>();
    for (const day of new Set(counted.map((event) => dayOf(event.at)))) salts.set(day, await this.saltOf(day));
    const columns: string[][] = [[], [], [], [], [], []];
    for (const event of counted) {
      const day = dayOf(event.at);
      const values = [
        day,
        event.kind,
        event.path,
        visitorHash(salts.get(day)!, event.address, event.userAgent, event.host),
        referrerHost(event.referer, [...this.ownHosts, event.host]) ?? '',
        deviceOf(event.userAgent, event.mobileHint),
      ];
      values.forEach((value, index) => columns[index].push(value));
    }
    await this.dataSource.query(
      `INSERT INTO "analytics_event" ("day", "kind", "path", "visitor", "referrer", "device")
       SELECT d, k, p, v, NULLIF(r, ''), dv FROM unnest($1::date[], $2::text[], $3::text[], $4::text[], $5::text[], $6::text[])
         AS t(d, k, p, v, r, dv)`,
      columns,
    );
  }

  /** The day's salt: made by the first instance that needs it, read by the others (kept in memory for its day). */
  private async saltOf(day: string): Promise<string> {
    const known = this.salts.get(day);
    if (known) return known;
    const rows: Array<{ salt: string }> = await this.dataSource.query(
      `INSERT INTO "analytics_salt" ("day", "salt") VALUES ($1, $2)
       ON CONFLICT ("day") DO UPDATE SET "day" = EXCLUDED."day" RETURNING "salt"`,
      [day, randomBytes(32).toString('base64url')],
    );
    // Only the newest days are worth keeping: an older day's salt is about to be deleted.
    for (const old of [...this.salts.keys()].filter((other) => other < dayOf(this.now() - DAY_MS))) this.salts.delete(old);
    this.salts.set(day, rows[0].salt);
    return rows[0].salt;
  }

  /**
   * Rolls past days up into daily figures (computed again for the last two, whose late views may have come in after
   * midnight), deletes raw events older than 30 days and salts of days that are over. Under a transaction-scoped
   * advisory lock: another instance rolling up at the same moment skips, and a run that fails changes nothing.
   * Answers whether it ran.
   */
  async rollUp(): Promise<boolean> {
    const now = this.now();
    const today = dayOf(now);
    return this.dataSource.transaction(async (manager) => {
      const [{ locked }]: Array<{ locked: boolean }> = await manager.query('SELECT pg_try_advisory_xact_lock($1) AS "locked"', [
        ROLL_UP_LOCK,
      ]);
      if (!locked) return false;
      this.salts.forEach((_salt, day) => day < dayOf(now - SALT_GRACE_MS) && this.salts.delete(day));
      await manager.query('DELETE FROM "analytics_salt" WHERE "day" < $1', [dayOf(now - SALT_GRACE_MS)]);
      await manager.query('DELETE FROM "analytics_event" WHERE "day" < $1', [dayOf(now - RAW_EVENT_DAYS * DAY_MS)]);
      const days: Array<{ day: string }> = await manager.query(
        `SELECT DISTINCT e."day"::text AS "day" FROM "analytics_event" e
         WHERE e."day" < $1 AND (e."day" >= $2 OR NOT EXISTS (
           SELECT 1 FROM "analytics_daily" d WHERE d."day" = e."day" AND d."dimension" = 'total'))`,
        [today, dayOf(now - RECOMPUTED_DAYS * DAY_MS)],
      );
      if (days.length === 0) return true;
      const list = days.map((row) => row.day);
      await manager.query('DELETE FROM "analytics_daily" WHERE "day" = ANY($1::date[])', [list]);
      await manager.query(
        `INSERT INTO "analytics_daily" ("day", "dimension", "key", "views", "visitors")
         ${figuresOf('SELECT * FROM "analytics_event" WHERE "day" = ANY($1::date[])')}`,
        [list],
      );
      return true;
    });
  }

  /**
   * The admin home's figures for the last `days` days (today included, UTC): daily views and visitors (zero-filled),
   * the top pages, referrers and devices, contact messages per week, the share of visitors who sent one, and at a
   * glance the unread messages, drafts, scheduled posts and recent activity. Editors and owners. Five statements,
   * whatever the period; what this instance still holds in memory is written first, so today is current.
   */
  async dashboard(viewer: Viewer, days: number = DEFAULT_DASHBOARD_DAYS): Promise<Dashboard> {
    requireRole(viewer, 'editor');
    if (!Number.isInteger(days) || days < 1 || days > MAX_DASHBOARD_DAYS)
      throw ValidationError.single('days', `Days must be a whole number from 1 to ${MAX_DASHBOARD_DAYS}`);
    await this.flush();
    const now = this.now();
    const from = dayOf(now - (days - 1) * DAY_MS);
    const to = dayOf(now);
    // Rolled-up days come from analytics_daily; the others (today, and any day not rolled up yet) from the raw events.
    const figures = `
      WITH "live" AS (
        ${figuresOf(`SELECT * FROM "analytics_event" e WHERE e."day" BETWEEN $1 AND $2 AND NOT EXISTS (
          SELECT 1 FROM "analytics_daily" d WHERE d."day" = e."day" AND d."dimension" = 'total')`)}
      ), "figures" AS (
        SELECT "day", "dimension", "key", "views", "visitors" FROM "analytics_daily" WHERE "day" BETWEEN $1 AND $2
        UNION ALL SELECT "day", "dimension", "key", "views", "visitors" FROM "live"
      )`;
    const [daily, breakdowns, weeks, [glance], recentActivity] = await Promise.all([
      this.dataSource.query(
        `${figures} SELECT "day"::text AS "day", "dimension", "views"::int AS "views", "visitors"::int AS "visitors"
         FROM "figures" WHERE "dimension" IN ('total', 'contact')`,
        [from, to],
      ) as Promise<Row[]>,
      this.dataSource.query(
        `${figures}, "summed" AS (
           SELECT "dimension", "key", sum("views")::int AS "views", sum("visitors")::int AS "visitors" FROM "figures"
           WHERE "dimension" IN ('path', 'referrer', 'device') GROUP BY "dimension", "key"
         )
         SELECT "dimension", "key", "views", "visitors" FROM (
           SELECT *, row_number() OVER (PARTITION BY "dimension" ORDER BY "views" DESC, "key") AS "rank" FROM "summed"
         ) AS "ranked" WHERE "rank" <= ${TOP_COUNT} ORDER BY "dimension", "rank"`,
        [from, to],
      ) as Promise<Row[]>,
      this.dataSource.query(
        `SELECT to_char(date_trunc('week', "submittedAt" AT TIME ZONE 'UTC'), 'YYYY-MM-DD') AS "week", count(*)::int AS "messages"
         FROM "contact_message" WHERE "submittedAt" >= $1::date GROUP BY 1`,
        [weekOf(from)],
      ) as Promise<Row[]>,
      this.dataSource.query(
        `SELECT (SELECT count(*) FROM "contact_message" WHERE "readAt" IS NULL)::int AS "unreadMessages",
           (SELECT count(*) FROM "blog_post" WHERE NOT "published" AND "deletedAt" IS NULL)::int AS "drafts",
           (SELECT count(*) FROM "blog_post" WHERE "published" AND "publishAt" > now() AND "deletedAt" IS NULL)::int
             AS "scheduledPosts"`,
      ) as Promise<Row[]>,
      this.activityLog.list(viewer, { take: RECENT_ACTIVITY }),
    ]);
    const byDay = new Map<string, DashboardDay>();
    let contactVisitors = 0;
    for (const row of daily) {
      const day = String(row.day);
      const entry = byDay.get(day) ?? { day, views: 0, visitors: 0 };
      if (row.dimension === 'total') {
        entry.views += Number(row.views);
        entry.visitors += Number(row.visitors);
      } else contactVisitors += Number(row.visitors);
      byDay.set(day, entry);
    }
    const series = daysFrom(from, days).map((day) => byDay.get(day) ?? { day, views: 0, visitors: 0 });
    const visitors = series.reduce((sum, day) => sum + day.visitors, 0);
    const top = (dimension: string): DashboardCount[] =>
      breakdowns
        .filter((row) => row.dimension === dimension)
        .map((row) => ({ key: String(row.key), views: Number(row.views), visitors: Number(row.visitors) }));
    const perWeek = new Map(weeks.map((row) => [String(row.week), Number(row.messages)]));
    return {
      days,
      countingEnabled: this.options.enabled,
      daily: series,
      views: series.reduce((sum, day) => sum + day.views, 0),
      visitors,
      contactVisitors,
      conversionRate: visitors > 0 ? contactVisitors / visitors : 0,
      topPages: top('path'),
      topReferrers: top('referrer'),
      devices: top('device'),
      contactsPerWeek: weeksFrom(weekOf(from), to).map((week): DashboardWeek => ({ week, messages: perWeek.get(week) ?? 0 })),
      unreadMessages: Number(glance.unreadMessages),
      drafts: Number(glance.drafts),
      scheduledPosts: Number(glance.scheduledPosts),
      recentActivity,
    };
  }

  /** Stops the flush timer and writes what is held (bounded: the shutdown does not wait on a stuck database). */
  async close(timeoutMs = 5_000): Promise<void> {
    this.closed = true;
    clearTimeout(this.timer);
    this.timer = undefined;
    let timeout: NodeJS.Timeout | undefined;
    await Promise.race([
      this.flush(),
      new Promise<void>((resolve) => {
        timeout = setTimeout(resolve, timeoutMs).unref();
      }),
    ]);
    clearTimeout(timeout);
  }
}

/**
 * The daily figures of the events `source` selects, as analytics_daily's rows: a day's total views and visitors,
 * per path, per referrer and per device, and the visitors who sent a contact message after a view that day.
 */
function figuresOf(source: string): string {
  return `SELECT "day", 'total'::varchar AS "dimension", ''::varchar AS "key",
      count(*) FILTER (WHERE "kind" = 'view')::int AS "views",
      count(DISTINCT "visitor") FILTER (WHERE "kind" = 'view')::int AS "visitors"
    FROM (${source}) AS "events" GROUP BY "day"
    UNION ALL SELECT "day", 'path', "path", count(*)::int, count(DISTINCT "visitor")::int
      FROM (${source}) AS "events" WHERE "kind" = 'view' GROUP BY "day", "path"
    UNION ALL SELECT "day", 'referrer', "referrer", count(*)::int, count(DISTINCT "visitor")::int
      FROM (${source}) AS "events" WHERE "kind" = 'view' AND "referrer" IS NOT NULL GROUP BY "day", "referrer"
    UNION ALL SELECT "day", 'device', "device", count(*)::int, count(DISTINCT "visitor")::int
      FROM (${source}) AS "events" WHERE "kind" = 'view' GROUP BY "day", "device"
    UNION ALL SELECT c."day", 'contact', '', count(*)::int, count(DISTINCT c."visitor")::int
      FROM (${source}) AS c WHERE c."kind" = 'contact' AND EXISTS (
        SELECT 1 FROM "analytics_event" v WHERE v."day" = c."day" AND v."kind" = 'view' AND v."visitor" = c."visitor")
      GROUP BY c."day"`;
}

/** `count` days from `from` (YYYY-MM-DD), in order. */
function daysFrom(from: string, count: number): string[] {
  const start = Date.parse(`${from}T00:00:00Z`);
  return Array.from({ length: count }, (_, index) => dayOf(start + index * DAY_MS));
}

/** The Monday starting a day's week (ISO weeks, as PostgreSQL's date_trunc('week')). */
function weekOf(day: string): string {
  const date = new Date(`${day}T00:00:00Z`);
  return dayOf(date.getTime() - ((date.getUTCDay() + 6) % 7) * DAY_MS);
}

/** Every week's Monday from `firstWeek` to the week of `lastDay`. */
function weeksFrom(firstWeek: string, lastDay: string): string[] {
  const weeks: string[] = [];
  for (let week = firstWeek; week <= lastDay; week = dayOf(Date.parse(`${week}T00:00:00Z`) + 7 * DAY_MS)) weeks.push(week);
  return weeks;
}
