/**
 * `npm run bench:embedded`: what `npm start` costs with the embedded database. Starts the built
 * server (node dist/server/index.js, no DATABASE_URL, the environment scripts/start.mjs gives it)
 * three times on a fresh data folder, three times again on that folder (a restart) and three times
 * on a fresh folder with SEED_DEMO_CONTENT=false, and prints the medians of the time from spawn to
 * the 'Ready on' line (with the CPU time used until then, which a busy machine sways less) and of
 * the process's resident memory (VmRSS from /proc) one second after it, beside the targets of
 * issue 12 (fresh start: <= 400 MB, <= 5 s). Exits 1 when one is missed. The machine is shared:
 * figures are indicative (ADR 027, docs/benchmarks-embedded.md).
 */
import { spawn } from 'node:child_process';
import { mkdtemp, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { median, type Figure } from '../security/figure';
import { freePort } from '../../e2e/support/server';

const RUNS = 3;
/** Memory is read this long after 'Ready on', once start-up's last allocations have settled. */
const SETTLE_MS = 1000;
const START_TIMEOUT_MS = 120_000;
const TARGET_FRESH_RSS_MB = 400;
const TARGET_FRESH_READY_S = 5;

interface Run {
  readyMs: number;
  /** CPU time the process used until ready (all threads): less swayed than wall time by a busy machine. */
  cpuMs: number;
  rssMb: number;
  peakMb: number;
}

const root = path.resolve(__dirname, '..', '..');
/** The built server; BENCH_SERVER measures another build (e.g. one compiled elsewhere to compare a change). */
const SERVER_ENTRY = path.resolve(process.env.BENCH_SERVER ?? path.join(root, 'dist', 'server', 'index.js'));

/** VmRSS (now) and VmHWM (the peak so far) of a process, in MB. */
async function memoryOf(pid: number): Promise<{ rssMb: number; peakMb: number }> {
  const status = await readFile(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`^${field}:\\s+(\\d+) kB`, 'm').exec(status)?.[1] ?? NaN);
  return { rssMb: kb('VmRSS') / 1024, peakMb: kb('VmHWM') / 1024 };
}

// Native import(): scripts/server-env.mjs is an ES module.
const importEsm = new Function('specifier', 'return import(specifier)') as <T>(specifier: string) => Promise<T>;

/** The environment `npm start` gives the server (scripts/start.mjs). */
async function serverEnvironment(): Promise<NodeJS.ProcessEnv> {
  const { serverEnvironment: environment } = await importEsm<{ serverEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv }>(
    path.join(root, 'scripts', 'server-env.mjs'),
  );
  return environment(process.env);
}

/** utime + stime of a process so far, in ms (USER_HZ is 100 on Linux). */
async function cpuOf(pid: number): Promise<number> {
  const stat = await readFile(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return (Number(fields[11]) + Number(fields[12])) * 10;
}

/** One `npm start`-equivalent on `dataDir`: spawn, wait for 'Ready on', read memory, stop with SIGTERM. */
async function startOnce(dataDir: string, extraEnv: NodeJS.ProcessEnv = {}): Promise<Run> {
  const port = await freePort();
  const env: NodeJS.ProcessEnv = { ...(await serverEnvironment()), DATA_DIR: dataDir, PORT: String(port), ...extraEnv };
  for (const name of ['DATABASE_URL', 'NODE_ENV', 'REDIS_URL', 'PUBLIC_URL', 'S3_BUCKET']) delete env[name];
  const started = performance.now();
  const child = spawn(process.execPath, [SERVER_ENTRY], { cwd: root, env, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  try {
    const readyMs = await new Promise<number>((resolve, reject) => {
      const timer = setTimeout(
        () => reject(new Error(`not ready after ${START_TIMEOUT_MS / 1000} s:\n${output}`)),
        START_TIMEOUT_MS,
      );
      // The logger may write to either stream; 'Ready on' is what process managers and the e2e tests wait for.
      const onOutput = (chunk: Buffer) => {
        output += chunk.toString();
        if (output.includes('Ready on')) {
          clearTimeout(timer);
          resolve(performance.now() - started);
        }
      };
      child.stdout.on('data', onOutput);
      child.stderr.on('data', onOutput);
      child.once('exit', (code) => {
        clearTimeout(timer);
        reject(new Error(`the server exited with code ${code} before it was ready:\n${output}`));
      });
    });
    const cpuMs = await cpuOf(child.pid!);
    await new Promise((resolve) => setTimeout(resolve, SETTLE_MS));
    return { readyMs, cpuMs, ...(await memoryOf(child.pid!)) };
  } finally {
    child.removeAllListeners('exit');
    const exited = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await exited;
  }
}

function describe(run: Run): string {
  return `${(run.readyMs / 1000).toFixed(1)} s (CPU ${(run.cpuMs / 1000).toFixed(1)} s) / ${Math.round(run.rssMb)} MB (peak ${Math.round(run.peakMb)})`;
}

const seconds = (ms: number) => `${(ms / 1000).toFixed(1)} s`;

/** Ready time and memory of one scenario's runs as two figures; `targets` only for the fresh start. */
function figuresOf(label: string, runs: Run[], targets: boolean): Figure[] {
  const readyMs = median(runs.map((run) => run.readyMs));
  const cpuMs = median(runs.map((run) => run.cpuMs));
  const rssMb = median(runs.map((run) => run.rssMb));
  const peakMb = median(runs.map((run) => run.peakMb));
  return [
    {
      name: `${label}: spawn to 'Ready on'`,
      value: `${seconds(readyMs)} (CPU time until then ${seconds(cpuMs)})`,
      target: targets ? `<= ${TARGET_FRESH_READY_S} s` : 'for reference',
      met: !targets || readyMs <= TARGET_FRESH_READY_S * 1000,
    },
    {
      name: `${label}: resident memory ${SETTLE_MS / 1000} s after ready`,
      value: `${Math.round(rssMb)} MB (peak until then ${Math.round(peakMb)} MB)`,
      target: targets ? `<= ${TARGET_FRESH_RSS_MB} MB` : 'for reference',
      met: !targets || rssMb <= TARGET_FRESH_RSS_MB,
    },
  ];
}

async function main(): Promise<void> {
  const fresh: Run[] = [];
  const restart: Run[] = [];
  const freshWithoutDemo: Run[] = [];
  for (let n = 1; n <= RUNS; n += 1) {
    const dataDir = await mkdtemp(path.join(tmpdir(), 'bench-embedded-'));
    const emptyDir = await mkdtemp(path.join(tmpdir(), 'bench-embedded-'));
    try {
      fresh.push(await startOnce(dataDir));
      restart.push(await startOnce(dataDir));
      // The same fresh start without drawing the demo pictures: what the database part costs alone.
      freshWithoutDemo.push(await startOnce(emptyDir, { SEED_DEMO_CONTENT: 'false' }));
    } finally {
      await rm(dataDir, { recursive: true, force: true });
      await rm(emptyDir, { recursive: true, force: true });
    }
    console.log(
      `  run ${n}: fresh ${describe(fresh[n - 1])}; restart ${describe(restart[n - 1])}; fresh without demo content ${describe(freshWithoutDemo[n - 1])}`,
    );
  }
  const figures = [
    ...figuresOf('fresh data folder', fresh, true),
    ...figuresOf('restart', restart, false),
    ...figuresOf('fresh data folder, SEED_DEMO_CONTENT=false', freshWithoutDemo, false),
  ];
  console.log(`\n## Embedded database start-up (median of ${RUNS})`);
  for (const figure of figures)
    console.log(`${figure.met ? 'ok  ' : 'MISS'}  ${figure.name}: ${figure.value}  (target ${figure.target})`);
  const missed = figures.filter((figure) => !figure.met).length;
  console.log(missed ? `\n${missed} target(s) missed` : '\nall targets met');
  process.exitCode = missed ? 1 : 0;
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
