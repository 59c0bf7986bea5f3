/**
 * `npm run bench:analytics` (issue 31, part 2): what counting page views adds to a cached public page. Two instances
 * of the same build (dist/server) on databases of their own, one with counting on (the default) and one with
 * ANALYTICS=off, are loaded in turn (alternating which goes first) BENCH_ROUNDS times (5) for BENCH_SECONDS (4) each
 * with BENCH_CONNECTIONS (10) keep-alive connections asking for the home page as a browser does (Accept text/html, a
 * browser's user agent, no DNT): every answer is a response cache hit, sent before Express, and every one is counted
 * (its batch written every five seconds, which the run includes). A page's cost is the server process's CPU time per
 * answer (/proc), which a shared machine disturbs far less than throughput. Prints the medians of requests per second,
 * p50, p99 and CPU ms per page, and the overhead (on / off - 1 of the CPU per page) against the target (under 5%);
 * exits 1 when it is missed.
 * The machine may be shared: figures are indicative.
 *
 * The databases: new ones on TEST_DATABASE_URL's server when set (e2e/support/server.ts), else embedded PGlite.
 */
import { execFileSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { median, percentile } from '../security/figure';
import { startServer, type RunningServer } from '../../e2e/support/server';

const ROUNDS = Number(process.env.BENCH_ROUNDS || 5);
const SECONDS = Number(process.env.BENCH_SECONDS || 4);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS || 10);
const WARM_UP_SECONDS = 2;
const TARGET_OVERHEAD = 0.05;
const PAGE = '/';
const HEADERS = {
  accept: 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8',
  'accept-encoding': 'br, gzip',
  'user-agent': 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36',
};

interface Result {
  rps: number;
  p50: number;
  p99: number;
  errors: number;
  /** The server process's CPU time per answered request (ms): what a page costs, whatever else the machine runs. */
  cpuMs: number;
}

const TICKS_PER_SECOND = Number(execFileSync('getconf', ['CLK_TCK']).toString().trim()) || 100;

/** A process's user + system CPU time so far (ms), from /proc (Linux). */
function cpuTimeMs(pid: number): number {
  const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
  const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
  return ((Number(fields[11]) + Number(fields[12])) * 1000) / TICKS_PER_SECOND;
}

function requestOnce(agent: http.Agent, port: number): Promise<{ status: number; cache?: string }> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, method: 'GET', path: PAGE, headers: HEADERS, agent }, (res) => {
      res.resume();
      res.on('end', () => resolve({ status: res.statusCode ?? 0, cache: res.headers['x-cache'] as string | undefined }));
    });
    req.on('error', reject);
    req.end();
  });
}

/** `connections` keep-alive connections, each sending its next request when the last is answered. */
async function load(server: RunningServer, connections: number, seconds: number): Promise<Result> {
  const port = portOf(server);
  const cpuBefore = cpuTimeMs(server.child.pid!);
  const latencies: number[] = [];
  let errors = 0;
  const ends = performance.now() + seconds * 1000;
  const started = performance.now();
  await Promise.all(
    Array.from({ length: connections }, async () => {
      const agent = new http.Agent({ keepAlive: true, maxSockets: 1 });
      try {
        while (performance.now() < ends) {
          const sent = performance.now();
          const { status } = await requestOnce(agent, port).catch(() => ({ status: 0 }));
          latencies.push(performance.now() - sent);
          if (status !== 200) errors += 1;
        }
      } finally {
        agent.destroy();
      }
    }),
  );
  const elapsed = (performance.now() - started) / 1000;
  const cpuMs = (cpuTimeMs(server.child.pid!) - cpuBefore) / latencies.length;
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors, cpuMs };
}

const portOf = (server: RunningServer) => Number(new URL(server.url).port);
const fixed = (value: number, digits = 0) => value.toFixed(digits);

async function main(): Promise<void> {
  console.log(`bench:analytics: ${PAGE} from the response cache, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`);
  const env = { CACHE_STATUS_HEADER: 'on' };
  // One after the other: two first starts at once can take longer than the start-up wait on a busy machine.
  const on = await startServer({ env });
  const off = await startServer({ env: { ...env, ANALYTICS: 'off' } }).catch(async (error: unknown) => {
    await on.stop();
    throw error;
  });
  try {
    for (const server of [on, off]) {
      // The first answer renders and stores the page; every later one is a hit.
      await requestOnce(new http.Agent(), portOf(server));
      const { cache } = await requestOnce(new http.Agent(), portOf(server));
      if (cache !== 'HIT') throw new Error(`${server.url}${PAGE} is not answered from the cache (X-Cache: ${cache})`);
      await load(server, CONNECTIONS, WARM_UP_SECONDS);
    }
    const runs: Record<'on' | 'off', Result[]> = { on: [], off: [] };
    for (let round = 0; round < ROUNDS; round += 1) {
      const order: Array<['on' | 'off', RunningServer]> =
        round % 2 === 0
          ? [
              ['on', on],
              ['off', off],
            ]
          : [
              ['off', off],
              ['on', on],
            ];
      for (const [name, server] of order) runs[name].push(await load(server, CONNECTIONS, SECONDS));
      const [withIt, withoutIt] = [runs.on[round], runs.off[round]];
      console.log(
        `  round ${round + 1}: on ${fixed(withIt.rps)} req/s ${fixed(withIt.cpuMs, 3)} CPU ms/page, off ${fixed(withoutIt.rps)} req/s ${fixed(withoutIt.cpuMs, 3)} CPU ms/page`,
      );
    }
    // Give the last batch its flush, then check the counting instance counted and the other did not.
    await new Promise((resolve) => setTimeout(resolve, 6_000));
    const counted = async (server: RunningServer) =>
      (await server.query<{ views: number }>(`SELECT count(*)::int AS "views" FROM "analytics_event" WHERE "kind" = 'view'`))[0]
        .views;
    const [countedOn, countedOff] = [await counted(on), await counted(off)];

    const summary = (name: 'on' | 'off') => {
      const results = runs[name];
      return {
        rps: median(results.map((result) => result.rps)),
        p50: median(results.map((result) => result.p50)),
        p99: median(results.map((result) => result.p99)),
        errors: results.reduce((sum, result) => sum + result.errors, 0),
        cpuMs: median(results.map((result) => result.cpuMs)),
      };
    };
    const withCounting = summary('on');
    const without = summary('off');
    // A page's cost: the server's CPU time per answer (its batched INSERTs included: the embedded database runs in the
    // process; with TEST_DATABASE_URL they are PostgreSQL's and not counted). Throughput is printed beside it, but on
    // a shared machine it moves with everything else that runs, the CPU time much less.
    const overhead = withCounting.cpuMs / without.cpuMs - 1;
    const throughput = withCounting.rps / without.rps - 1;
    console.log('');
    console.log('| ANALYTICS | req/s (median) | p50 ms | p99 ms | CPU ms per page | errors | views stored |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [name, result, views] of [
      ['on', withCounting, countedOn],
      ['off', without, countedOff],
    ] as const) {
      console.log(
        `| ${name} | ${fixed(result.rps)} | ${fixed(result.p50, 2)} | ${fixed(result.p99, 2)} | ${fixed(result.cpuMs, 3)} | ${result.errors} | ${views} |`,
      );
    }
    const met = overhead < TARGET_OVERHEAD && withCounting.errors === 0 && countedOn > 0 && countedOff === 0;
    console.log('');
    console.log(`Throughput with counting: ${(throughput * 100).toFixed(1)}% against ANALYTICS=off (indicative).`);
    console.log(
      `Counting adds ${(overhead * 100).toFixed(1)}% to a cached page's CPU cost (target: under ${TARGET_OVERHEAD * 100}%): ${met ? 'met' : 'MISSED'}`,
    );
    process.exitCode = met ? 0 : 1;
  } finally {
    await Promise.all([on.stop(), off.stop()]);
  }
}

main().catch((error: unknown) => {
  console.error(error);
  process.exit(1);
});
