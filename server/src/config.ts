import { randomBytes } from 'node:crypto';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';

/** Typed configuration. The only module that reads process.env. */
export interface Config {
  nodeEnv: 'development' | 'production' | 'test';
  port: number;
  /** Postgres connection string; when unset an embedded PGlite database under dataDir is used. */
  databaseUrl: string | undefined;
  dataDir: string;
  uploadsDir: string;
  /** The built React client (dist/client), served with an SPA fallback. */
  clientDir: string;
  jwtSecret: string;
  jwtExpiresIn: string;
  initialAdmin: { username: string; email: string; password: string | undefined };
  /** SPEC §5: 'PNG, JPG, GIF up to 10MB', enforced on the server. */
  maxUploadBytes: number;
  loginRateLimit: { maxAttempts: number; windowSeconds: number };
  seedDemoContent: boolean;
}

type Env = Record<string, string | undefined>;

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
  const nodeEnv =
    env.NODE_ENV === 'production' || env.NODE_ENV === 'test' ? env.NODE_ENV : 'development';
  const dataDir = path.resolve(env.DATA_DIR || 'data');
  let jwtSecret = env.JWT_SECRET;
  if (!jwtSecret) {
    if (nodeEnv === 'production') throw new Error('JWT_SECRET is required in production');
    jwtSecret = developmentJwtSecret(dataDir);
  }
  return {
    nodeEnv,
    port: intFrom(env, 'PORT', 4000),
    databaseUrl: env.DATABASE_URL || undefined,
    dataDir,
    uploadsDir: path.resolve(env.UPLOADS_DIR || path.join(dataDir, 'uploads')),
    clientDir: path.resolve(env.CLIENT_DIR || path.join(__dirname, '..', '..', 'dist', 'client')),
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
    seedDemoContent: env.SEED_DEMO_CONTENT !== 'false',
  };
}
