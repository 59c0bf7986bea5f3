/**
 * `npm run bench:analytics` (issue 31, part 2): what counting page views adds to a cached public page. Two instances
 * of the same build (dist/server) on databases of their own, one with counting on (the default) and one with
 * ANALYTICS=off, are loaded in turn (alternating which goes first) BENCH_ROUNDS times (5) for BENCH_SECONDS (4) each
 * with BENCH_CONNECTIONS (10) keep-alive connections asking for the home page as a browser does (Accept text/html, a
 * browser's user agent, no DNT): every answer is a response cache hit, sent before Express, and every one is counted
 * (its batch written every five seconds, which the run includes). Prints the medians of requests per second, p50 and
 * p99, the cost per page, and the overhead 1 - on/off against the target (under 5%); exits 1 when it is missed.
 * The machine may be shared: figures are indicative.
 *
 * The databases: new ones on TEST_DATABASE_URL's server when set (e2e/support/server.ts), else embedded PGlite.
 */
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
async function load(port: number, connections: number, seconds: number): Promise<Result> {
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
  return { rps: latencies.length / elapsed, p50: percentile(latencies, 50), p99: percentile(latencies, 99), errors };
}

const portOf = (server: RunningServer) => Number(new URL(server.url).port);
const fixed = (value: number, digits = 0) => value.toFixed(digits);

async function main(): Promise<void> {
  console.log(`bench:analytics: ${PAGE} from the response cache, ${CONNECTIONS} connections, ${ROUNDS} rounds of ${SECONDS} s`);
  const env = { CACHE_STATUS_HEADER: 'on', LOG_LEVEL: 'warn' };
  const [on, off] = await Promise.all([startServer({ env }), startServer({ env: { ...env, ANALYTICS: 'off' } })]);
  try {
    for (const server of [on, off]) {
      // The first answer renders and stores the page; every later one is a hit.
      await requestOnce(new http.Agent(), portOf(server));
      const { cache } = await requestOnce(new http.Agent(), portOf(server));
      if (cache !== 'HIT') throw new Error(`${server.url}${PAGE} is not answered from the cache (X-Cache: ${cache})`);
      await load(portOf(server), CONNECTIONS, WARM_UP_SECONDS);
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
      for (const [name, server] of order) runs[name].push(await load(portOf(server), CONNECTIONS, SECONDS));
      console.log(`  round ${round + 1}: on ${fixed(runs.on[round].rps)} req/s, off ${fixed(runs.off[round].rps)} req/s`);
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
      };
    };
    const withCounting = summary('on');
    const without = summary('off');
    // Cost per page in the server (ms of wall time per request at this concurrency), and what counting adds to it.
    const overhead = 1 - withCounting.rps / without.rps;
    console.log('');
    console.log('| ANALYTICS | req/s (median) | p50 ms | p99 ms | ms per page | errors | views stored |');
    console.log('|---|---|---|---|---|---|---|');
    for (const [name, result, views] of [
      ['on', withCounting, countedOn],
      ['off', without, countedOff],
    ] as const) {
      console.log(
        `| ${name} | ${fixed(result.rps)} | ${fixed(result.p50, 2)} | ${fixed(result.p99, 2)} | ${fixed(1000 / result.rps, 3)} | ${result.errors} | ${views} |`,
      );
    }
    const met = overhead < TARGET_OVERHEAD && withCounting.errors === 0 && countedOn > 0 && countedOff === 0;
    console.log('');
    console.log(
      `Counting adds ${(overhead * 100).toFixed(1)}% to a cached page's cost (target: under ${TARGET_OVERHEAD * 100}%): ${met ? 'met' : 'MISSED'}`,
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
