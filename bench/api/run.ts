/**
 * `npm run bench:api` (issue 12): the app's anonymous reads against a raw node:http + pg handler
 * (baseline.ts) returning the same rows, on the local PostgreSQL. Each server runs as its own process;
 * app and baseline are measured in turn (alternating which goes first) BENCH_ROUNDS times (3) for
 * BENCH_SECONDS (3) each, with 10 and 50 keep-alive connections, for four reads: the home page's
 * GraphQL query, a product by slug (both as GET, the form a CDN caches), and the REST founders and
 * products lists. Once with the response cache on, once with RESPONSE_CACHE=off, then again with two
 * app instances sharing PostgreSQL and Redis (and two baseline processes), the connections spread over both. Prints the median ratio
 * app / baseline (requests per second) and the medians of p50 / p99, then the targets; exits 1 when
 * one is missed. The machine may be shared: figures are indicative.
 *
 * BENCH_DATABASE_URL: a PostgreSQL server (a database is created and dropped); default postgres@127.0.0.1:5432.
 * BENCH_REDIS_URL: default redis://127.0.0.1:6379/9 (the rc:* and rl:* keys are removed afterwards).
 * BENCH_GRAPHQL_POST=true: GraphQL by POST (as the admin and other clients send it); =both: by GET, and cached by POST too.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import path from 'node:path';
import { Redis } from 'ioredis';
import { Client } from 'pg';
import { median, percentile } from '../security/figure';
import { freePort } from '../../e2e/support/server';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 3);
const SECONDS = Number(process.env.BENCH_SECONDS || 3);
const WARM_UP_SECONDS = 1;
const CONNECTIONS = [10, 50];
const DATABASE_SERVER = process.env.BENCH_DATABASE_URL || 'postgres://postgres@127.0.0.1:5432/postgres';
const REDIS_URL = process.env.BENCH_REDIS_URL || 'redis://127.0.0.1:6379/9';
/** The 'before' build's instances share another Redis database. */
const BEFORE_REDIS_URL = REDIS_URL.replace(/\/\d+$/, '/10');
const START_TIMEOUT_MS = 120_000;
/** How long the seeding instance is left to make the demo images' variants (in the background after ready). */
const SEED_SETTLE_MS = 15_000;
const root = path.resolve(__dirname, '..', '..');
/**
 * BENCH_API_BEFORE: another checkout with its own built dist (a worktree of the commit before a change). Its app runs
 * beside this one, each read measured in the same rounds against the same baseline: before and after, side by side.
 */
const BEFORE_ROOT = process.env.BENCH_API_BEFORE ? path.resolve(process.env.BENCH_API_BEFORE) : undefined;

/** The home page's reads as one operation (PublicFounders, PublicPartners and SiteSettings of the client). */
const HOME_QUERY = `query Home {
  siteSettings { id companyName tagline phones email address linkedinUrl twitterUrl githubUrl facebookUrl heroBadge heroTitle heroText }
  founders { id name role bio email linkedin twitter image }
  partners { id name website logo }
}`;
const PRODUCT_QUERY = `query ProductPage($slug: String!) {
  productBySlug(slug: $slug) { id name slug shortDescription fullDescription features bannerImage screenshots githubLink liveLink }
}`;

interface Target {
  port: number;
  method: 'GET' | 'POST';
  path: string;
  body?: string;
  headers?: Record<string, string>;
}

interface Scenario {
  name: string;
  door: 'graphql' | 'rest';
  /** Measured with the response cache only. */
  cachedOnly?: boolean;
  app(port: number): Target;
  baseline(port: number): Target;
}

/**
 * GraphQL queries as GET with Apollo's preflight header: the form a CDN can cache, and the one the site's client sends.
 * BENCH_GRAPHQL_POST=true sends them as POST instead (as the admin and other clients do); =both measures them both
 * ways, the POST rows cached only (issue 29: a cached POST read as fast as a cached GET one; an uncached POST is the
 * GraphQL door's, measured with =true).
 */
const GRAPHQL_POST = process.env.BENCH_GRAPHQL_POST;
const graphql = (port: number, method: 'GET' | 'POST', query: string, variables?: object): Target =>
  method === 'POST'
    ? { port, method, path: '/graphql', body: JSON.stringify({ query, variables }) }
    : {
        port,
        method,
        path: `/graphql?${new URLSearchParams({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}) })}`,
        headers: { 'apollo-require-preflight': 'true' },
      };

function scenarios(productSlug: string): Scenario[] {
  const graphqlReads = (method: 'GET' | 'POST', suffix = '', cachedOnly = false): Scenario[] => [
    {
      name: `home page's GraphQL query${suffix}`,
      door: 'graphql',
      cachedOnly,
      app: (port) => graphql(port, method, HOME_QUERY),
      baseline: (port) => ({ port, method: 'GET', path: '/home' }),
    },
    {
      name: `product by slug (GraphQL)${suffix}`,
      door: 'graphql',
      cachedOnly,
      app: (port) => graphql(port, method, PRODUCT_QUERY, { slug: productSlug }),
      baseline: (port) => ({ port, method: 'GET', path: `/product/${encodeURIComponent(productSlug)}` }),
    },
  ];
  return [
    ...graphqlReads(GRAPHQL_POST === 'true' ? 'POST' : 'GET'),
    ...(GRAPHQL_POST === 'both' ? graphqlReads('POST', ' by POST', true) : []),
    {
      name: 'REST founders list',
      door: 'rest',
      app: (port) => ({ port, method: 'GET', path: '/api/founders' }),
      baseline: (port) => ({ port, method: 'GET', path: '/founders' }),
    },
    {
      name: 'REST products list',
      door: 'rest',
      app: (port) => ({ port, method: 'GET', path: '/api/products' }),
      baseline: (port) => ({ port, method: 'GET', path: '/products' }),
    },
  ];
}

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /**
   * CPU time the server processes used per answered request (user + system, from /proc): what a build costs per
   * request, less swayed than requests per second by other work on a shared machine, so two builds can be
   * compared from runs made at different times.
   */
  cpuMs: number;
}

/** A target and the process answering it (its CPU time is read around each run). */
type MeasuredTarget = Target & { pid: number };

/** A process's CPU time so far (user + system) in ms, from /proc/<pid>/stat (clock ticks of 10 ms). */
function cpuTimeMs(pid: number): number {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1].split(' ');
  // After the command: state is field 3, utime 14 and stime 15 (1-based), so 11 and 12 here.
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

function requestOnce(agent: http.Agent, target: Target): Promise<number> {
  return new Promise((resolve, reject) => {
    const headers: Record<string, string | number> = { ...target.headers };
    if (target.body)
      Object.assign(headers, { 'content-type': 'application/json', 'content-length': Buffer.byteLength(target.body) });
    const req = http.request(
      { host: '127.0.0.1', port: target.port, method: target.method, path: target.path, headers, agent },
      (res) => {
        res.resume();
        res.on('end', () => resolve(res.statusCode ?? 0));
      },
    );
    req.on('error', reject);
    req.end(target.body);
  });
}

/** `connections` keep-alive connections, each sending its next request when the last is answered, spread over the targets. */
async function load(targets: MeasuredTarget[], connections: number, seconds: number): Promise<Result> {
  const pids = [...new Set(targets.map((target) => target.pid))];
  const cpuBefore = pids.reduce((sum, pid) => sum + cpuTimeMs(pid), 0);
  const latencies: number[] = [];
  let errors = 0;
  const ends = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async (_, index) => {
      const target = targets[index % targets.length];
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        while (performance.now() < ends) {
          const sent = performance.now();
          const status = await requestOnce(agent, target).catch(() => 0);
          latencies.push(performance.now() - sent);
          if (status !== 200) errors += 1;
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = (pids.reduce((sum, pid) => sum + cpuTimeMs(pid), 0) - cpuBefore) / Math.max(1, latencies.length);
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, cpuMs };
}

interface Running {
  port: number;
  pid: number;
  stop(): Promise<void>;
}

const children = new Set<ChildProcess>();

/** Spawns a server and waits until it answers 200 (the measured apps log warnings only, so they are asked). */
async function start(kind: 'app' | 'baseline', env: NodeJS.ProcessEnv, appRoot = root): Promise<Running> {
  const port = await freePort();
  const args =
    kind === 'app'
      ? [path.join(appRoot, 'dist', 'server', 'index.js')]
      : ['-r', 'esbuild-register', path.join(__dirname, 'baseline.ts')];
  const child = spawn(process.execPath, args, {
    cwd: appRoot,
    env: { ...env, PORT: String(port) },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  children.add(child);
  let output = '';
  child.stderr!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stdout!.on('data', (chunk: Buffer) => (output += chunk.toString()));
  let exited: number | null | undefined;
  child.once('exit', (code) => (exited = code));
  const probe = kind === 'app' ? '/api/founders' : '/founders';
  const started = Date.now();
  for (;;) {
    if (exited !== undefined) throw new Error(`${kind} exited with code ${exited} before it was ready:\n${output}`);
    if (Date.now() - started > START_TIMEOUT_MS)
      throw new Error(`${kind} not ready after ${START_TIMEOUT_MS / 1000} s:\n${output}`);
    if (
      await fetch(`http://127.0.0.1:${port}${probe}`).then(
        (res) => res.ok,
        () => false,
      )
    )
      break;
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
  output = '';
  // Keep draining its output so a chatty server never blocks on a full pipe.
  child.stdout!.removeAllListeners('data').resume();
  child.stderr!.removeAllListeners('data').resume();
  return {
    port,
    pid: child.pid!,
    async stop() {
      const exited = new Promise((resolve) => child.once('exit', resolve));
      child.kill('SIGTERM');
      await exited;
      children.delete(child);
    },
  };
}

interface Row {
  section: string;
  scenario: Scenario;
  cached: boolean;
  connections: number;
  ratio: number;
  app: Result;
  baseline: Result;
  /** BENCH_API_BEFORE's app in the same rounds. */
  before?: { ratio: number; app: Result };
}

/**
 * ROUNDS rounds of the app, the baseline and (with BENCH_API_BEFORE) the app before the change, for one scenario and
 * connection count, the order rotating each round; each ratio against the baseline of its own round; medians.
 */
async function compare(
  appTargets: MeasuredTarget[],
  baselineTargets: MeasuredTarget[],
  connections: number,
  beforeTargets?: MeasuredTarget[],
) {
  const groups = [appTargets, baselineTargets, ...(beforeTargets ? [beforeTargets] : [])];
  const results: Result[][] = groups.map(() => []);
  for (const targets of groups) await load(targets, connections, WARM_UP_SECONDS);
  for (let round = 0; round < ROUNDS; round += 1) {
    for (let turn = 0; turn < groups.length; turn += 1) {
      const group = (round + turn) % groups.length;
      results[group].push(await load(groups[group], connections, SECONDS));
    }
  }
  const ratioOf = (measured: Result[]) => median(measured.map((result, round) => result.rps / results[1][round].rps));
  const mid = (measured: Result[]): Result => ({
    rps: median(measured.map((r) => r.rps)),
    p50: median(measured.map((r) => r.p50)),
    p99: median(measured.map((r) => r.p99)),
    errors: measured.reduce((sum, r) => sum + r.errors, 0),
    cpuMs: median(measured.map((r) => r.cpuMs)),
  });
  return {
    ratio: ratioOf(results[0]),
    app: mid(results[0]),
    baseline: mid(results[1]),
    ...(beforeTargets ? { before: { ratio: ratioOf(results[2]), app: mid(results[2]) } } : {}),
  };
}

function printRow(row: Row): void {
  const ms = (result: Result) => `${result.p50.toFixed(1)} / ${result.p99.toFixed(1)}`;
  const errors =
    row.app.errors + row.baseline.errors ? `  (non-200 answers: app ${row.app.errors}, baseline ${row.baseline.errors})` : '';
  console.log(
    `${row.scenario.name.padEnd(34)} ${(row.cached ? 'cached' : 'uncached').padEnd(9)} ${String(row.connections).padStart(5)}  ` +
      `${Math.round(row.app.rps).toString().padStart(7)} ${Math.round(row.baseline.rps).toString().padStart(8)}  ${row.ratio.toFixed(2).padStart(5)}x  ` +
      `${ms(row.app).padStart(13)}  ${ms(row.baseline).padStart(13)}  ${row.app.cpuMs.toFixed(3).padStart(7)}` +
      (row.before
        ? `  ${Math.round(row.before.app.rps).toString().padStart(7)}  ${row.before.ratio.toFixed(2).padStart(5)}x  ${row.before.app.cpuMs.toFixed(3).padStart(7)}`
        : '') +
      errors,
  );
}

interface Apps {
  cached: Running[];
  uncached: Running[];
}

async function section(name: string, apps: Apps, baselines: Running[], productSlug: string, rows: Row[], before?: Apps) {
  console.log(`\n## ${name}`);
  console.log(
    `${'read'.padEnd(34)} ${'cache'.padEnd(9)} ${'conns'.padStart(5)}  ${'app/s'.padStart(7)} ${'base/s'.padStart(8)}  ${'ratio'.padStart(6)}  ${'app p50/p99'.padStart(13)}  ${'base p50/p99'.padStart(13)}  ${'CPU ms/req'.padStart(7)}` +
      (before ? `  ${'before/s'.padStart(7)}  ${'ratio'.padStart(6)}  ${'CPU ms/req'.padStart(7)}` : ''),
  );
  for (const scenario of scenarios(productSlug)) {
    for (const cached of scenario.cachedOnly ? [true] : [true, false]) {
      for (const connections of CONNECTIONS) {
        const targetsOf = (of: Apps) =>
          (cached ? of.cached : of.uncached).map((app) => ({ ...scenario.app(app.port), pid: app.pid }));
        const baselineTargets = baselines.map((baseline) => ({ ...scenario.baseline(baseline.port), pid: baseline.pid }));
        const row: Row = {
          section: name,
          scenario,
          cached,
          connections,
          ...(await compare(targetsOf(apps), baselineTargets, connections, before && targetsOf(before))),
        };
        rows.push(row);
        printRow(row);
      }
    }
  }
}

async function productSlugOf(port: number): Promise<string> {
  const response = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify({ query: '{ products { slug } }' }),
  });
  const { data } = (await response.json()) as { data: { products: Array<{ slug: string }> } };
  if (!data.products.length) throw new Error('The demo content has no product');
  return data.products[0].slug;
}

async function withClient<T>(url: string, work: (client: Client) => Promise<T>): Promise<T> {
  const client = new Client({ connectionString: url });
  await client.connect();
  try {
    return await work(client);
  } finally {
    await client.end();
  }
}

const name = `bench_api_${process.pid}`;
const dropDatabase = () =>
  withClient(DATABASE_SERVER, (client) => client.query(`DROP DATABASE IF EXISTS "${name}" WITH (FORCE)`)).catch(() => undefined);

async function main(): Promise<void> {
  await withClient(DATABASE_SERVER, (client) => client.query(`CREATE DATABASE "${name}"`));
  const databaseUrl = Object.assign(new URL(DATABASE_SERVER), { pathname: `/${name}` }).toString();
  const running: Running[] = [];
  const startApp = async (env: NodeJS.ProcessEnv, appRoot = root) => {
    const app = await start('app', { ...baseEnv, ...env }, appRoot);
    running.push(app);
    return app;
  };
  const baseEnv: NodeJS.ProcessEnv = {
    ...process.env,
    NODE_ENV: 'production',
    DATABASE_URL: databaseUrl,
    JWT_SECRET: 'bench-api-secret-bench-api-secret',
    ADMIN_PASSWORD: 'bench-api-admin-password',
    // Request log lines off: the baseline writes none either.
    LOG_LEVEL: 'warn',
    SEED_DEMO_CONTENT: 'true',
    REDIS_URL: '',
    RESPONSE_CACHE: 'on',
  };
  const rows: Row[] = [];
  try {
    // A first start migrates, seeds the demo content and makes its image variants (in the background
    // after ready), then stops: the measured instances find it all there and start quiet.
    const seeder = await start('app', { ...baseEnv, LOG_LEVEL: 'info' });
    await new Promise((resolve) => setTimeout(resolve, SEED_SETTLE_MS));
    await seeder.stop();
    const cached = await startApp({});
    const productSlug = await productSlugOf(cached.port);
    const uncached = await startApp({ RESPONSE_CACHE: 'off' });
    const before = BEFORE_ROOT
      ? {
          cached: [await startApp({}, BEFORE_ROOT)],
          uncached: [await startApp({ RESPONSE_CACHE: 'off' }, BEFORE_ROOT)],
        }
      : undefined;
    if (before) console.log(`Beside it, the app built in ${BEFORE_ROOT} (the 'before' columns), in the same rounds.`);
    const baseline = await start('baseline', { ...process.env, DATABASE_URL: databaseUrl });
    running.push(baseline);
    await section('1 instance', { cached: [cached], uncached: [uncached] }, [baseline], productSlug, rows, before);
    for (const server of running.splice(0)) await server.stop();

    // Each instance its own Redis database: the two builds' caches must not answer for each other.
    const pair = async (env: NodeJS.ProcessEnv, appRoot = root, redisUrl = REDIS_URL) => [
      await startApp({ REDIS_URL: redisUrl, ...env }, appRoot),
      await startApp({ REDIS_URL: redisUrl, ...env }, appRoot),
    ];
    const cachedPair = await pair({});
    const uncachedPair = await pair({ RESPONSE_CACHE: 'off' });
    const beforePairs = BEFORE_ROOT
      ? {
          cached: await pair({}, BEFORE_ROOT, BEFORE_REDIS_URL),
          uncached: await pair({ RESPONSE_CACHE: 'off' }, BEFORE_ROOT, BEFORE_REDIS_URL),
        }
      : undefined;
    const baselines = [
      await start('baseline', { ...process.env, DATABASE_URL: databaseUrl }),
      await start('baseline', { ...process.env, DATABASE_URL: databaseUrl }),
    ];
    running.push(...baselines);
    await section(
      '2 app instances sharing PostgreSQL and Redis (against 2 baseline processes)',
      { cached: cachedPair, uncached: uncachedPair },
      baselines,
      productSlug,
      rows,
      beforePairs,
    );
  } finally {
    for (const server of running) await server.stop().catch(() => undefined);
    await dropDatabase();
    for (const url of BEFORE_ROOT ? [REDIS_URL, BEFORE_REDIS_URL] : [REDIS_URL]) await removeRedisKeys(url);
  }
  report(rows);
}

async function removeRedisKeys(url: string): Promise<void> {
  const redis = new Redis(url, { lazyConnect: true, maxRetriesPerRequest: 1 });
  try {
    await redis.connect();
    for (const pattern of ['rc:*', 'rl:*']) {
      let cursor = '0';
      do {
        const [next, keys] = await redis.scan(cursor, 'MATCH', pattern, 'COUNT', 1000);
        if (keys.length) await redis.del(...keys);
        cursor = next;
      } while (cursor !== '0');
    }
  } catch {
    // No Redis: nothing was stored there.
  } finally {
    redis.disconnect();
  }
}

/** The targets of issue 12, read from the rows. */
function targetChecks(rows: Row[]): Array<{ name: string; met: boolean; value: string; target: string }> {
  const checks: Array<{ name: string; met: boolean; value: string; target: string }> = [];
  for (const row of rows) {
    const label = `${row.section.startsWith('1') ? '1 instance' : '2 instances'}, ${row.scenario.name}, ${row.connections} connections`;
    if (row.cached && row.connections === 10)
      checks.push({ name: `cached ratio: ${label}`, value: `${row.ratio.toFixed(2)}x`, target: '>= 1.0x', met: row.ratio >= 1 });
    if (!row.cached && row.connections === 10) {
      const floor = row.scenario.door === 'graphql' ? 0.5 : 0.6;
      checks.push({
        name: `uncached ratio: ${label}`,
        value: `${row.ratio.toFixed(2)}x`,
        target: `>= ${floor}x`,
        met: row.ratio >= floor,
      });
    }
    if (row.cached && row.connections === 50)
      checks.push({
        name: `cached p99: ${label}`,
        value: `${row.app.p99.toFixed(1)} ms`,
        target: '< 50 ms',
        met: row.app.p99 < 50,
      });
  }
  return checks;
}

function report(rows: Row[]): void {
  const checks = targetChecks(rows);
  console.log(`\n## Targets (ratios at 10 connections, p99 at 50; medians of ${ROUNDS} alternating rounds of ${SECONDS} s)`);
  for (const check of checks)
    console.log(`${check.met ? 'ok  ' : 'MISS'}  ${check.name}: ${check.value}  (target ${check.target})`);
  const missed = checks.filter((check) => !check.met).length;
  if (BEFORE_ROOT) {
    // The same targets for the build before the change, from the same rounds: what it met beside this one.
    const before = rows.filter((row) => row.before).map((row) => ({ ...row, ratio: row.before!.ratio, app: row.before!.app }));
    const met = targetChecks(before).filter((check) => check.met).length;
    console.log(`\nThe build in ${BEFORE_ROOT}, in the same rounds: ${met} of ${targetChecks(before).length} targets met.`);
  }
  console.log(missed ? `\n${missed} target(s) missed` : '\nall targets met');
  process.exitCode = missed ? 1 : 0;
}

process.on('SIGINT', () => {
  for (const child of children) child.kill('SIGTERM');
  // Give the servers a moment to let go of the database, then drop it.
  setTimeout(() => void dropDatabase().finally(() => process.exit(130)), 2000);
});

main().catch((error: unknown) => {
  console.error(error);
  for (const child of children) child.kill('SIGTERM');
  process.exit(1);
});
