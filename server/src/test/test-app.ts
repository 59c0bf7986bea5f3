import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import { createApp, type App, type AppConfig } from '../app';
import { createTestDatabase, type TestDatabase } from './test-db';
import type { DataSourceOptions } from '../db/data-source';

export const TEST_ADMIN = { username: 'admin', email: 'admin@example.com', password: 'correct-horse-battery' };

export interface GraphQLBody<T = Record<string, any>> {
  data?: T | null;
  errors?: Array<{ message: string; extensions?: { code?: string; fields?: Record<string, string> } }>;
}

export interface GraphQLResponse<T = Record<string, any>> {
  status: number;
  body: GraphQLBody<T>;
}

export interface TestFile {
  bytes: Buffer;
  filename: string;
}

export interface TestApp {
  app: App;
  db: TestDatabase;
  uploadsDir: string;
  http(): ReturnType<typeof request>;
  /** Runs an operation over HTTP against /graphql. */
  gql<T = Record<string, any>>(query: string, variables?: object, token?: string): Promise<GraphQLResponse<T>>;
  /** Runs an operation as a GraphQL multipart request; `files` maps a variable path ('image', 'files.0') to a file. */
  gqlUpload<T = Record<string, any>>(
    query: string,
    variables: object,
    files: Record<string, TestFile>,
    token?: string,
  ): Promise<GraphQLResponse<T>>;
  /** A fresh admin token (a new session each call). */
  login(): Promise<string>;
  close(): Promise<void>;
}

export type TestAppOptions = Partial<
  Pick<
    AppConfig,
    | 'loginRateLimit'
    | 'loginFailureLimits'
    | 'trustProxy'
    | 'nodeEnv'
    | 'corsOrigins'
    | 'contactRateLimit'
    | 'smtpUrl'
    | 'mailFrom'
    | 'publicUrl'
    | 's3'
    | 'responseCache'
    | 'cacheStatusHeader'
    | 'analytics'
    | 'analyticsClock'
    | 'webhooks'
  >
> & {
  /** The database's pool (a test of the wait bound holds its only connection). */
  database?: Pick<DataSourceOptions, 'poolSize' | 'connectionWaitMs'>;
};

/**
 * The real application on a fresh database, with its own uploads folder, for one test file.
 * Login and contact limits are generous unless a test sets them, and X-Forwarded-For from loopback is
 * believed unless it sets trustProxy, so tests can play several clients.
 */
export async function startTestApp(options: TestAppOptions = {}): Promise<TestApp> {
  const db = await createTestDatabase(options.database);
  const uploadsDir = await mkdtemp(path.join(os.tmpdir(), 'uploads-'));
  const app = await createApp(
    {
      jwtSecret: 'test-secret',
      jwtExpiresIn: '1h',
      loginRateLimit: options.loginRateLimit ?? { maxAttempts: 1000, windowSeconds: 60 },
      loginFailureLimits: options.loginFailureLimits ?? {
        perAddressPerDay: 10_000,
        perUsernameBeforeDelay: 10_000,
        perAccountBeforeLock: 10_000,
        maxDelaySeconds: 1,
      },
      trustProxy: options.trustProxy ?? 'loopback',
      corsOrigins: options.corsOrigins ?? [],
      contactRateLimit: options.contactRateLimit ?? { maxMessages: 1000, windowSeconds: 60 },
      maxUploadBytes: 10 * 1024 * 1024,
      uploadsDir,
      nodeEnv: options.nodeEnv ?? 'test',
      smtpUrl: options.smtpUrl,
      mailFrom: options.mailFrom,
      publicUrl: options.publicUrl,
      s3: options.s3,
      responseCache: options.responseCache,
      analytics: options.analytics,
      analyticsClock: options.analyticsClock,
      // Tests read X-Cache to tell a hit from a miss; production leaves it off.
      cacheStatusHeader: options.cacheStatusHeader ?? true,
      webhooks: options.webhooks,
    },
    db.dataSource,
  );
  await app.services.admin.ensureInitialAdmin(TEST_ADMIN);
  const http = () => request(app.app);

  const testApp: TestApp = {
    app,
    db,
    uploadsDir,
    http,
    async gql(query, variables, token) {
      const req = http().post('/graphql').set('content-type', 'application/json');
      if (token) req.set('authorization', `Bearer ${token}`);
      const res = await req.send({ query, variables });
      return { status: res.status, body: res.body };
    },
    async gqlUpload(query, variables, files, token) {
      const map: Record<string, string[]> = {};
      Object.keys(files).forEach((variablePath, index) => {
        map[String(index)] = [`variables.${variablePath}`];
      });
      const req = http().post('/graphql').set('apollo-require-preflight', 'true');
      if (token) req.set('authorization', `Bearer ${token}`);
      req.field('operations', JSON.stringify({ query, variables })).field('map', JSON.stringify(map));
      Object.values(files).forEach((file, index) => {
        req.attach(String(index), file.bytes, file.filename);
      });
      const res = await req;
      return { status: res.status, body: res.body };
    },
    async login() {
      const res = await testApp.gql<{ login: { token: string } }>(
        'mutation Login($u: String!, $p: String!) { login(username: $u, password: $p) { token } }',
        { u: TEST_ADMIN.username, p: TEST_ADMIN.password },
      );
      if (!res.body.data?.login.token) throw new Error(`Test login failed: ${JSON.stringify(res.body)}`);
      return res.body.data.login.token;
    },
    async close() {
      await app.stop();
      await db.close();
      await rm(uploadsDir, { recursive: true, force: true });
    },
  };
  return testApp;
}

/** The first error's code and the per-field messages, for compact assertions. */
export function errorOf(res: GraphQLResponse): { code?: string; message?: string; fields?: Record<string, string> } {
  const error = res.body.errors?.[0];
  return { code: error?.extensions?.code, message: error?.message, fields: error?.extensions?.fields };
}

/** Empties a deleted record out of the trash (GraphQL's deleteFromTrash), failing the test if that is refused. */
export async function deleteForGood(t: TestApp, recordType: string, id: string, token: string): Promise<void> {
  const res = await t.gql(
    'mutation ($recordType: String!, $id: ID!) { deleteFromTrash(recordType: $recordType, id: $id) { recordId } }',
    { recordType, id },
    token,
  );
  if (res.body.data?.deleteFromTrash?.recordId !== id) throw new Error(`deleteFromTrash failed: ${JSON.stringify(res.body)}`);
}

/**
 * Another real app on the test app's database and uploads, with the settings a test needs (clientDir,
 * publicUrl, no public read lane, ...): what a test compares with, or a site with its pages built.
 */
export function siteApp(t: TestApp, settings: Partial<AppConfig> = {}): Promise<App> {
  return createApp(
    {
      jwtSecret: 'test-secret',
      jwtExpiresIn: '1h',
      loginRateLimit: { maxAttempts: 1000, windowSeconds: 60 },
      maxUploadBytes: 10 * 1024 * 1024,
      uploadsDir: t.uploadsDir,
      nodeEnv: 'test',
      cacheStatusHeader: true,
      ...settings,
    },
    t.db.dataSource,
  );
}
