/**
 * Fuzzed inputs: 10,000 generated hostile requests (server/src/test/fuzz-inputs.ts, the same
 * generator as input-guards.test.ts) over every REST route and every GraphQL argument, anonymous
 * and as the admin, against the built server in production mode with the demo content. Counts the
 * answers that are 5xx (or a GraphQL INTERNAL_SERVER_ERROR), that show a stack trace, a path or
 * library text, and the connections that broke without an answer. Loopback only, bounded.
 * Login limits and the contact limit answer 429 to part of it; that is expected.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { startServer } from '../../e2e/support/server';
import { fuzzRequests, runFuzz, type FuzzReport } from '../../server/src/test/fuzz-inputs';
import type { Figure } from './figure';

type Server = Awaited<ReturnType<typeof startServer>>;

const REQUESTS = 10_000;
const IN_FLIGHT = 8;
const SEED = 9;

async function adminToken(server: Server): Promise<string> {
  const res = await fetch(new URL('/api/admin/login', server.url), {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(server.admin),
  });
  const body = (await res.json()) as { token?: string };
  if (!body.token) throw new Error(`Admin login failed (${res.status}): ${JSON.stringify(body)}`);
  return body.token;
}

/** Ids and slugs of the demo content, so part of the fuzzing reaches past the lookups. */
async function knownRecords(server: Server): Promise<{ knownIds: string[]; knownSlugs: string[] }> {
  const knownIds: string[] = [];
  const knownSlugs: string[] = [];
  for (const area of ['founders', 'team', 'services', 'projects', 'products', 'blog', 'partners']) {
    const res = await fetch(new URL(`/api/${area}`, server.url));
    const records = (await res.json()) as Array<{ id?: string; slug?: string }>;
    for (const record of records.slice(0, 3)) {
      if (record.id) knownIds.push(record.id);
      if (record.slug) knownSlugs.push(record.slug);
    }
  }
  return { knownIds, knownSlugs };
}

function describeFirst(title: string, items: Array<{ label: string; body: string }>): void {
  if (!items.length) return;
  console.log(`  ${title} (first ${Math.min(items.length, 5)} of ${items.length}):`);
  for (const item of items.slice(0, 5)) console.log(`    ${item.label}: ${item.body.slice(0, 300)}`);
}

export async function measure(server: Server): Promise<Figure[]> {
  const token = await adminToken(server);
  const schemaSdl = readFileSync(path.join(__dirname, '..', '..', 'schema.graphql'), 'utf8');
  const requests = fuzzRequests(REQUESTS, { schemaSdl, ...(await knownRecords(server)) }, SEED);
  const started = Date.now();
  const report: FuzzReport = await runFuzz(server.url, requests, token, {
    inFlight: IN_FLIGHT,
    onProgress: (done) => {
      if (done % 2_000 === 0) console.log(`  ${done} of ${REQUESTS} sent`);
    },
  });
  const seconds = ((Date.now() - started) / 1000).toFixed(1);
  const statuses = Object.entries(report.byStatus)
    .map(([status, count]) => `${status}: ${count}`)
    .join(', ');
  console.log(`  ${report.sent} requests in ${seconds} s; answers by status: ${statuses}`);
  describeFirst('server errors', report.serverErrors);
  describeFirst(
    'leaks',
    report.leaks.map(({ label, leak, body }) => ({ label: `${label} [${leak}]`, body })),
  );
  describeFirst('broken connections', report.broken);

  return [
    {
      name: `fuzzed requests answered (REST and GraphQL, anonymous and admin)`,
      value: `${report.sent - report.broken.length} of ${REQUESTS}`,
      target: `${REQUESTS} of ${REQUESTS}`,
      met: report.sent === REQUESTS && report.broken.length === 0,
    },
    {
      name: 'answers with status 500 or above (or a GraphQL INTERNAL_SERVER_ERROR)',
      value: String(report.serverErrors.length),
      target: '0',
      met: report.serverErrors.length === 0,
    },
    {
      name: "answers showing a stack trace, a file path, SQL or a library's error text",
      value: String(report.leaks.length),
      target: '0',
      met: report.leaks.length === 0,
    },
  ];
}
