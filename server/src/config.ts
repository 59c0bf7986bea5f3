import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** S3_* settings : AWS S3, Cloudflare R2, MinIO or any S3-compatible service. */
export interface S3Settings {
  bucket: string;
  /** 'auto' for R2; anything for MinIO; AWS needs the bucket's region. */
  region: string;
  /** Unset for AWS S3; the service's address otherwise (https://<account>.r2.cloudflarestorage.com, http://minio:9000). */
  endpoint: string | undefined;
  /** Both unset: the SDK's default credential chain (environment, instance or task role). */
  accessKeyId: string | undefined;
  secretAccessKey: string | undefined;
  /** bucket in the path (http://host/bucket/key) instead of the host name; MinIO needs it. */
  forcePathStyle: boolean;
  /** Where browsers fetch the files (a CDN, a public bucket's address); unset: the app serves /uploads/<key> from the bucket. */
  publicUrl: string | undefined;
}

/** How the worker sends and retries (WEBHOOKS_* settings; tests use milliseconds). */
export interface WebhookSettings {
  /** WEBHOOKS_ALLOW_PRIVATE_URLS: endpoints on this machine or a private network are allowed (tests, intranets). */
  allowPrivateUrls: boolean;
  /** The waits before each retry: one more attempt than there are waits, then the delivery is given up. */
  retryDelaysMs: number[];
  /** How often each instance looks for due deliveries it was not told of (another instance's, a restart's). */
  pollMs: number;
  /** How long one attempt may take, connection to answer. */
  timeoutMs: number;
  /** How long deliveries are kept in the log. */
  keepDays: number;
}

export const DEFAULT_WEBHOOK_SETTINGS: WebhookSettings = {
  allowPrivateUrls: false,
  retryDelaysMs: [30_000, 120_000, 600_000, 3_600_000, 21_600_000],
  pollMs: 10_000,
  timeoutMs: 10_000,
  keepDays: 30,
};

/** Typed configuration. The only module that reads process.env. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Where visitors reach the site (PUBLIC_URL); https turns on HSTS. */
  publicUrl: string;
  /** Postgres connection string; when unset an embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** The built React client (dist/client), served with an SPA fallback. */
  clientDir: string;
  /** The server renderer (dist/ssr, built from client/src/entry-server.tsx); missing: pages are client-rendered. */
  ssrDir: string;
  /** SERVE_SOURCE_MAPS: answer requests for the client's *.map files (otherwise 404; they are still built). */
  serveSourceMaps: boolean;
  jwtSecret: string;
  jwtExpiresIn: string;
  initialAdmin: { username: string; email: string; password: string | undefined };
  /** SPEC §5: 'PNG, JPG, GIF up to 10MB', enforced on the server. */
  maxUploadBytes: number;
  /** Consecutive failed logins per username and client address; then that pair waits windowSeconds. */
  loginRateLimit: { maxAttempts: number; windowSeconds: number };
  /** The other login limits (docs/decisions/012-login-protection.md). */
  loginFailureLimits: LoginFailureLimits;
  /** Express's `trust proxy`: false ignores X-Forwarded-For; a hop count, addresses/subnets or names trust those proxies. */
  trustProxy: boolean | number | string;
  /** Origins (scheme://host[:port]) of separately hosted clients that may call /api and /graphql from a browser. */
  corsOrigins: string[];
  /** Contact messages accepted per client address per window; then 429. */
  contactRateLimit: { maxMessages: number; windowSeconds: number };
  seedDemoContent: boolean;
  /** Redis for state shared between instances (rate limit counters, the response cache); unset keeps it in memory. */
  redisUrl: string | undefined;
  /** S3_BUCKET and its settings: uploads go to S3-compatible object storage instead of uploadsDir. */
  s3: S3Settings | undefined;
  /** RESPONSE_CACHE: anonymous reads answered from the response cache (on; `off` for the uncached benchmark). */
  responseCache: boolean;
  /** RESPONSE_CACHE_MAX_MB: what the in-memory response cache may hold (with Redis: each instance's copies). */
  responseCacheMaxMb: number;
  /** CACHE_STATUS_HEADER: answers name the response cache's lookup in X-Cache (off; on for debugging and benchmarks). */
  cacheStatusHeader: boolean;
  /** SMTP_URL (nodemailer, 'smtp://user:pass@host:587'): each new contact message is emailed to the company; unset sends nothing. */
  smtpUrl: string | undefined;
  /** MAIL_FROM: the sender of those emails; by default no-reply at PUBLIC_URL's host. */
  mailFrom: string;
  /** HOST: the interface to listen on; unset listens on all of them. */
  host: string | undefined;
  /** LOG_LEVEL for pino (trace … fatal, silent); JSON lines in production, pretty text in development. */
  logLevel: LogLevel;
  /** METRICS_TOKEN: /metrics answers only with `Authorization: Bearer <token>`; unset turns /metrics off. */
  metricsToken: string | undefined;
  /** SHUTDOWN_TIMEOUT_SECONDS: how long SIGTERM waits for requests in flight before closing their connections. */
  shutdownTimeoutSeconds: number;
  /**
   * SHUTDOWN_DRAIN_SECONDS: on SIGTERM, how long the instance keeps serving (not ready, every answer with
   * `Connection: close`) so a proxy notices before the port closes; 0 (the default) closes it at once.
   */
  shutdownDrainSeconds: number;
  /** How long a request waits for a database connection before it is answered 503 (ADR 044). */
  databaseWaitSeconds: number;
  /** PostgreSQL's statement_timeout and idle_in_transaction_session_timeout (DATABASE_URL only; 0 = off). */
  databaseStatementTimeoutSeconds: number;
  /** ANALYTICS: page views counted without tracking (on; `off` counts nothing: docs/decisions/070). */
  analytics: boolean;
  /** WEBHOOKS_*: how webhook deliveries are sent and retried (docs/decisions/068-webhooks.md). */
  webhooks: WebhookSettings;
}

export interface LoginFailureLimits {
  /** Failed logins per client address per day; then the address is blocked for a day. */
  perAddressPerDay: number;
  /**
   * Failed logins per account per day (every address and device counted) before sign-ins from devices the
   * account has not used must wait: account-wide, whatever their address (docs/decisions/046).
   */
  perUsernameBeforeDelay: number;
  /** The longest such wait; it doubles from one second with each further failure. */
  maxDelaySeconds: number;
  /** Failed logins per account per day after which new devices are refused outright (default 20). */
  perAccountBeforeLock?: number;
  /** How long, after the last failure, new devices stay refused once locked (default an hour). */
  accountLockSeconds?: number;
}

export const DEFAULT_LOGIN_FAILURE_LIMITS: Required<LoginFailureLimits> = {
  perAddressPerDay: 100,
  perUsernameBeforeDelay: 10,
  maxDelaySeconds: 15 * 60,
  perAccountBeforeLock: 20,
  accountLockSeconds: 60 * 60,
};

/** Enough for a visitor who sends a second thought; too few for a spam run (CONTACT_RATE_LIMIT_*). */
export const DEFAULT_CONTACT_RATE_LIMIT: Config['contactRateLimit'] = { maxMessages: 5, windowSeconds: 10 * 60 };

type Env = Record<string, string | undefined>;

export const LOG_LEVELS = ['trace', 'debug', 'info', 'warn', 'error', 'fatal', 'silent'] as const;
export type LogLevel = (typeof LOG_LEVELS)[number];

/** LOG_LEVEL; by default info, and silent under jest so test output stays readable. */
function logLevelFrom(env: Env, nodeEnv: Config['nodeEnv']): LogLevel {
  const raw = env.LOG_LEVEL?.trim().toLowerCase();
  if (!raw) return nodeEnv === 'test' ? 'silent' : 'info';
  if (!(LOG_LEVELS as readonly string[]).includes(raw))
    throw new Error(`LOG_LEVEL must be one of ${LOG_LEVELS.join(', ')}, got "${env.LOG_LEVEL}"`);
  return raw as LogLevel;
}

function intFrom(env: Env, name: string, fallback: number): number {
  const raw = env[name];
  if (raw === undefined || raw === '') return fallback;
  const value = Number(raw);
  if (!Number.isInteger(value) || value < 0) {
    throw new Error(`${name} must be a non-negative whole number, got "${raw}"`);
  }
  return value;
}

/**
 * TRUST_PROXY in the forms Express's `trust proxy` accepts. Unset means no proxy is trusted, so a
 * client cannot pick its own address (and its own login limits) by sending X-Forwarded-For.
 */
function trustProxyFrom(env: Env): boolean | number | string {
  const raw = env.TRUST_PROXY?.trim();
  if (!raw || raw === 'false') return false;
  if (raw === 'true') return true;
  if (/^\d+$/.test(raw)) return Number(raw);
  return raw;
}

/** PUBLIC_URL, checked to be an http(s) address; by default the local address on PORT. */
function publicUrlFrom(env: Env): string {
  const raw = env.PUBLIC_URL?.trim() || `http://localhost:${intFrom(env, 'PORT', 4000)}`;
  let url: URL;
  try {
    url = new URL(raw);
  } catch {
    throw new Error(`PUBLIC_URL must be an http(s) address, got "${raw}"`);
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:')
    throw new Error(`PUBLIC_URL must be an http(s) address, got "${raw}"`);
  return url.href.replace(/\/$/, '');
}

/**
 * CORS_ORIGINS: comma-separated origins, each stored as the browser sends it in `Origin`
 * ('https://app.example.com', no path). A wildcard is refused: these callers may send an admin token.
 */
function corsOriginsFrom(env: Env): string[] {
  const origins = (env.CORS_ORIGINS ?? '')
    .split(',')
    .map((item) => item.trim())
    .filter(Boolean);
  return origins.map((raw) => {
    const url = URL.canParse(raw) ? new URL(raw) : undefined;
    const originOnly = url && url.pathname === '/' && !url.search && !url.hash && !url.username && !url.password;
    if (!url || !originOnly || (url.protocol !== 'http:' && url.protocol !== 'https:') || raw.includes('*')) {
      throw new Error(`CORS_ORIGINS must list origins such as https://app.example.com (no wildcard, no path), got "${raw}"`);
    }
    return url.origin;
  });
}

/** An on/off setting (on, true, 1 / off, false, 0), `fallback` when unset. */
function onOffFrom(env: Env, name: string, fallback: boolean): boolean {
  const raw = env[name]?.trim().toLowerCase();
  if (!raw) return fallback;
  if (raw === 'on' || raw === 'true' || raw === '1') return true;
  if (raw === 'off' || raw === 'false' || raw === '0') return false;
  throw new Error(`${name} must be on or off, got "${env[name]}"`);
}

/** An optional http(s) address setting, without its trailing slash. */
function httpUrlFrom(env: Env, name: string): string | undefined {
  const raw = env[name]?.trim();
  if (!raw) return undefined;
  const url = URL.canParse(raw) ? new URL(raw) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:'))
    throw new Error(`${name} must be an http(s) address, got "${raw}"`);
  return raw.replace(/\/+$/, '');
}

/** S3_BUCKET turns the S3 driver on; the other S3_* settings are read only then. */
function s3From(env: Env): S3Settings | undefined {
  const bucket = env.S3_BUCKET?.trim();
  if (!bucket) return undefined;
  const accessKeyId = env.S3_ACCESS_KEY_ID?.trim() || undefined;
  const secretAccessKey = env.S3_SECRET_ACCESS_KEY?.trim() || undefined;
  if (!accessKeyId !== !secretAccessKey)
    throw new Error('S3_ACCESS_KEY_ID and S3_SECRET_ACCESS_KEY go together: set both, or neither for the default credentials');
  const forcePathStyle = env.S3_FORCE_PATH_STYLE?.trim() || 'false';
  if (forcePathStyle !== 'true' && forcePathStyle !== 'false')
    throw new Error(`S3_FORCE_PATH_STYLE must be true or false, got "${forcePathStyle}"`);
  return {
    bucket,
    region: env.S3_REGION?.trim() || 'us-east-1',
    endpoint: httpUrlFrom(env, 'S3_ENDPOINT'),
    accessKeyId,
    secretAccessKey,
    forcePathStyle: forcePathStyle === 'true',
    publicUrl: httpUrlFrom(env, 'S3_PUBLIC_URL'),
  };
}

/** A duration written as a number and a unit: 250ms, 30s, 2m, 1h (a bare number is seconds). */
function durationMs(name: string, raw: string): number {
  const match = /^(\d+(?:\.\d+)?)\s*(ms|s|m|h)?$/i.exec(raw.trim());
  if (!match) throw new Error(`${name} must list durations such as 30s, 2m, 1h, got "${raw}"`);
  const unit = (match[2] ?? 's').toLowerCase();
  return Math.round(Number(match[1]) * { ms: 1, s: 1000, m: 60_000, h: 3_600_000 }[unit as 'ms' | 's' | 'm' | 'h']);
}

/** WEBHOOKS_ALLOW_PRIVATE_URLS, WEBHOOKS_RETRY_SCHEDULE (30s,2m,10m,1h,6h), WEBHOOKS_POLL_SECONDS, WEBHOOKS_TIMEOUT_SECONDS. */
function webhooksFrom(env: Env): WebhookSettings {
  const schedule = env.WEBHOOKS_RETRY_SCHEDULE?.trim();
  return {
    allowPrivateUrls: onOffFrom(env, 'WEBHOOKS_ALLOW_PRIVATE_URLS', false),
    retryDelaysMs: schedule
      ? schedule
          .split(',')
          .filter((item) => item.trim())
          .map((item) => durationMs('WEBHOOKS_RETRY_SCHEDULE', item))
      : DEFAULT_WEBHOOK_SETTINGS.retryDelaysMs,
    pollMs:
      atLeastOne('WEBHOOKS_POLL_SECONDS', intFrom(env, 'WEBHOOKS_POLL_SECONDS', DEFAULT_WEBHOOK_SETTINGS.pollMs / 1000)) * 1000,
    timeoutMs:
      atLeastOne(
        'WEBHOOKS_TIMEOUT_SECONDS',
        intFrom(env, 'WEBHOOKS_TIMEOUT_SECONDS', DEFAULT_WEBHOOK_SETTINGS.timeoutMs / 1000),
      ) * 1000,
    keepDays: DEFAULT_WEBHOOK_SETTINGS.keepDays,
  };
}

function atLeastOne(name: string, value: number): number {
  if (value < 1) throw new Error(`${name} must be at least 1`);
  return value;
}

/**
 * In development a JWT secret is generated once and kept under the data folder, so
 * sessions survive restarts without anyone having to invent a secret.
 */
function developmentJwtSecret(dataDir: string): string {
  const file = path.join(dataDir, 'jwt-secret');
  if (existsSync(file)) return readFileSync(file, 'utf8').trim();
  mkdirSync(dataDir, { recursive: true });
  const secret = randomBytes(48).toString('base64url');
  writeFileSync(file, secret, { mode: 0o600 });
  return secret;
}

export function loadConfig(env: Env = process.env): Config {
  const nodeEnv = env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (nodeEnv === 'production') throw new Error('JWT_SECRET is required in production');
    jwtSecret = developmentJwtSecret(dataDir);
  }
  return {
    nodeEnv,
    port: intFrom(env, 'PORT', 4000),
    publicUrl: publicUrlFrom(env),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    clientDir: path.resolve(env.CLIENT_DIR || path.join(__dirname, '..', '..', 'dist', 'client')),
    ssrDir: path.resolve(env.SSR_DIR || path.join(__dirname, '..', '..', 'dist', 'ssr')),
    serveSourceMaps: env.SERVE_SOURCE_MAPS === 'true',
    jwtSecret,
    jwtExpiresIn: env.JWT_EXPIRES_IN || '7d',
    initialAdmin: {
      username: env.ADMIN_USERNAME || 'admin',
      email: env.ADMIN_EMAIL || 'admin@example.com',
      password: env.ADMIN_PASSWORD || undefined,
    },
    maxUploadBytes: intFrom(env, 'MAX_UPLOAD_BYTES', 10 * 1024 * 1024),
    loginRateLimit: {
      maxAttempts: intFrom(env, 'LOGIN_RATE_LIMIT_MAX', 10),
      windowSeconds: intFrom(env, 'LOGIN_RATE_LIMIT_WINDOW_SECONDS', 15 * 60),
    },
    loginFailureLimits: {
      perAddressPerDay: intFrom(env, 'LOGIN_FAILURES_PER_ADDRESS_PER_DAY', DEFAULT_LOGIN_FAILURE_LIMITS.perAddressPerDay),
      perUsernameBeforeDelay: intFrom(
        env,
        'LOGIN_FAILURES_PER_USERNAME_BEFORE_DELAY',
        DEFAULT_LOGIN_FAILURE_LIMITS.perUsernameBeforeDelay,
      ),
      maxDelaySeconds: intFrom(env, 'LOGIN_MAX_DELAY_SECONDS', DEFAULT_LOGIN_FAILURE_LIMITS.maxDelaySeconds),
      perAccountBeforeLock: intFrom(
        env,
        'LOGIN_FAILURES_PER_ACCOUNT_BEFORE_LOCK',
        DEFAULT_LOGIN_FAILURE_LIMITS.perAccountBeforeLock,
      ),
      accountLockSeconds: intFrom(env, 'LOGIN_ACCOUNT_LOCK_SECONDS', DEFAULT_LOGIN_FAILURE_LIMITS.accountLockSeconds),
    },
    trustProxy: trustProxyFrom(env),
    corsOrigins: corsOriginsFrom(env),
    contactRateLimit: {
      maxMessages: atLeastOne(
        'CONTACT_RATE_LIMIT_MAX',
        intFrom(env, 'CONTACT_RATE_LIMIT_MAX', DEFAULT_CONTACT_RATE_LIMIT.maxMessages),
      ),
      windowSeconds: atLeastOne(
        'CONTACT_RATE_LIMIT_WINDOW_SECONDS',
        intFrom(env, 'CONTACT_RATE_LIMIT_WINDOW_SECONDS', DEFAULT_CONTACT_RATE_LIMIT.windowSeconds),
      ),
    },
    seedDemoContent: env.SEED_DEMO_CONTENT !== 'false',
    redisUrl: env.REDIS_URL || undefined,
    s3: s3From(env),
    responseCache: onOffFrom(env, 'RESPONSE_CACHE', true),
    responseCacheMaxMb: atLeastOne('RESPONSE_CACHE_MAX_MB', intFrom(env, 'RESPONSE_CACHE_MAX_MB', 64)),
    cacheStatusHeader: onOffFrom(env, 'CACHE_STATUS_HEADER', false),
    smtpUrl: env.SMTP_URL?.trim() || undefined,
    mailFrom: env.MAIL_FROM?.trim() || `no-reply@${new URL(publicUrlFrom(env)).hostname}`,
    host: env.HOST?.trim() || undefined,
    logLevel: logLevelFrom(env, nodeEnv),
    metricsToken: env.METRICS_TOKEN || undefined,
    shutdownTimeoutSeconds: intFrom(env, 'SHUTDOWN_TIMEOUT_SECONDS', 20),
    shutdownDrainSeconds: intFrom(env, 'SHUTDOWN_DRAIN_SECONDS', 0),
    databaseWaitSeconds: atLeastOne('DATABASE_WAIT_TIMEOUT_SECONDS', intFrom(env, 'DATABASE_WAIT_TIMEOUT_SECONDS', 5)),
    databaseStatementTimeoutSeconds: intFrom(env, 'DATABASE_STATEMENT_TIMEOUT_SECONDS', 30),
    analytics: onOffFrom(env, 'ANALYTICS', true),
    webhooks: webhooksFrom(env),
  };
}
