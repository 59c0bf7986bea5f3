/**
 * GraphQL query limits against the running production build: how fast the 5,000-alias request
 * that used to freeze the process is refused, and whether /api/health stays quick while 20 of
 * them arrive every second. Also prints the site's largest operation beside the limits.
 */
import 'reflect-metadata';
import { execFileSync } from 'node:child_process';
import path from 'node:path';
import { QUERY_LIMITS, type QueryFigures } from '../../server/src/graphql/query-limits';
import type { startServer } from '../../e2e/support/server';
import { median, percentile, type Figure } from './figure';

type Server = Awaited<ReturnType<typeof startServer>>;

const ALIASES = 5000;
const REFUSAL_RUNS = 10;
const ATTACKS_PER_SECOND = 20;
const ATTACK_SECONDS = 10;
const HEALTH_PROBE_INTERVAL_MS = 50;
const TARGET_MS = 50;

const ALIAS_FLOOD = JSON.stringify({
  query: `{ ${Array.from({ length: ALIASES }, (_, i) => `a${i}: products { id name shortDescription }`).join(' ')} }`,
});

async function attack(url: string): Promise<{ ms: number; status: number; message: string }> {
  const started = performance.now();
  const res = await fetch(`${url}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: ALIAS_FLOOD,
  });
  const body = (await res.json()) as { errors?: Array<{ message: string }> };
  return { ms: performance.now() - started, status: res.status, message: body.errors?.[0]?.message ?? '(no error)' };
}

async function health(url: string): Promise<number> {
  const started = performance.now();
  const res = await fetch(`${url}/api/health`);
  await res.arrayBuffer();
  if (!res.ok) throw new Error(`/api/health answered ${res.status}`);
  return performance.now() - started;
}

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const ms = (value: number) => `${value.toFixed(1)} ms`;

/** (a) Time until the flood is refused, one request at a time (the first warms the server up). */
async function timeToRefusal(url: string): Promise<Figure[]> {
  const first = await attack(url);
  if (first.status !== 400) throw new Error(`The ${ALIASES}-alias request was not refused: ${first.status} ${first.message}`);
  const times: number[] = [];
  for (let run = 0; run < REFUSAL_RUNS; run += 1) times.push((await attack(url)).ms);
  const value = median(times);
  return [
    {
      name: `refusal of a ${ALIASES}-alias anonymous request (median of ${REFUSAL_RUNS}; "${first.message}")`,
      value: ms(value),
      target: `< ${TARGET_MS} ms`,
      met: value < TARGET_MS,
    },
  ];
}

/** (b) /api/health latency while the flood arrives at a steady rate; both loops are bounded. */
async function healthUnderAttack(url: string): Promise<Figure[]> {
  const attacks: Array<Promise<unknown>> = [];
  const attackTimer = setInterval(() => {
    if (attacks.length < ATTACKS_PER_SECOND * ATTACK_SECONDS) attacks.push(attack(url));
  }, 1000 / ATTACKS_PER_SECOND);
  const latencies: number[] = [];
  const until = performance.now() + ATTACK_SECONDS * 1000;
  try {
    while (performance.now() < until) {
      latencies.push(await health(url));
      await sleep(HEALTH_PROBE_INTERVAL_MS);
    }
  } finally {
    clearInterval(attackTimer);
  }
  const results = (await Promise.all(attacks)) as Array<Awaited<ReturnType<typeof attack>>>;
  const refused = results.filter((result) => result.status === 400).length;
  const during = `/api/health during ${results.length} flood requests in ${ATTACK_SECONDS} s (${refused} refused), ${latencies.length} probes`;
  return [
    {
      name: `${during}: p50`,
      value: ms(percentile(latencies, 50)),
      target: `< ${TARGET_MS} ms`,
      met: percentile(latencies, 50) < TARGET_MS,
    },
    {
      name: `${during}: p99`,
      value: ms(percentile(latencies, 99)),
      target: `< ${TARGET_MS} ms`,
      met: percentile(latencies, 99) < TARGET_MS,
    },
    {
      name: `${during}: max`,
      value: ms(Math.max(...latencies)),
      target: `< ${TARGET_MS} ms`,
      met: Math.max(...latencies) < TARGET_MS,
    },
  ];
}

/** The site's own largest operation (by cost), measured as the server measures it. */
function largestClientOperation(): Figure[] {
  const script = path.join(__dirname, 'client-operation-figures.mjs');
  const measured = JSON.parse(execFileSync(process.execPath, [script], { encoding: 'utf8' })) as Array<{
    name: string;
    figures: QueryFigures;
  }>;
  const largest = (key: keyof QueryFigures) => measured.reduce((a, b) => (b.figures[key] > a.figures[key] ? b : a));
  return (Object.keys(QUERY_LIMITS) as Array<keyof QueryFigures>).map((key) => {
    const top = largest(key);
    return {
      name: `largest ${key} of the ${measured.length} client operations (${top.figures[key] ? top.name : 'none uses any'})`,
      value: String(top.figures[key]),
      target: `<= half the limit of ${QUERY_LIMITS[key]}`,
      met: top.figures[key] <= QUERY_LIMITS[key] / 2,
    };
  });
}

export async function measure(server: Server): Promise<Figure[]> {
  return [...largestClientOperation(), ...(await timeToRefusal(server.url)), ...(await healthUnderAttack(server.url))];
}
