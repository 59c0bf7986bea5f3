/**
 * Issue 27's small leaks, each counted over every path it had: JSON nested 10,000 deep in every part of a request
 * (was a 500), `Accept-Encoding: br;q=0, gzip;q=0` (cache hits and the read lane compressed anyway), formula cells
 * in the contact CSV read with ';' as the separator, and anonymous persisted-query registration.
 */
import { createHash } from 'node:crypto';
import { parse } from 'csv-parse/sync';
import type { startServer } from '../../e2e/support/server';
import type { Figure } from './figure';

type Server = Awaited<ReturnType<typeof startServer>>;

const DEEP = 10_000;
const deep = (levels: number) => `${'['.repeat(levels)}1${']'.repeat(levels)}`;
const FOUNDERS = '{ founders { name role bio } }';

async function status(server: Server, path: string, init: RequestInit = {}): Promise<Response> {
  const response = await fetch(`${server.url}${path}`, init);
  await response.arrayBuffer();
  return response;
}

async function deepJson(server: Server): Promise<Figure> {
  const json = { 'content-type': 'application/json' };
  const answers = await Promise.all([
    ...['variables', 'extensions', 'operationName'].map((part) =>
      status(server, '/graphql', {
        method: 'POST',
        headers: json,
        body: `{"query":${JSON.stringify(FOUNDERS)},"${part}":${deep(DEEP)}}`,
      }),
    ),
    status(server, '/api/contact', {
      method: 'POST',
      headers: json,
      body: `{"name":${deep(DEEP)},"email":"a@b.co","message":"x"}`,
    }),
    // A URL holds about 2,500 levels before Node itself answers 431.
    ...['variables', 'extensions'].map((part) =>
      status(server, `/graphql?query=${encodeURIComponent(FOUNDERS)}&${part}=${encodeURIComponent(deep(2_000))}`, {
        headers: { 'apollo-require-preflight': 'true' },
      }),
    ),
  ]);
  const wrong = answers.filter((answer) => answer.status !== 400).map((answer) => answer.status);
  return {
    name: `requests with JSON nested ${DEEP.toLocaleString('en-US')} deep (GraphQL POST variables/extensions/operationName, REST body; 2,000 in a GET) not answered 400`,
    value: `${wrong.length} of ${answers.length}${wrong.length ? ` (${wrong.join(', ')})` : ''}`,
    target: '0',
    met: wrong.length === 0,
  };
}

async function refusedCodings(server: Server): Promise<Figure> {
  const { url } = server;
  const html = await (await fetch(url)).text();
  const script = /<script[^>]*src="([^"]+\.js)"|"(\/assets\/[^"]+\.js)"/.exec(html);
  const asset = script?.[1] ?? script?.[2];
  const refused = { 'accept-encoding': 'br;q=0, gzip;q=0' };
  const reads: Array<[string, RequestInit]> = [
    ['/api/founders', {}],
    ['/api/products', {}],
    ['/api/blog', {}],
    [`/graphql?query=${encodeURIComponent(FOUNDERS)}`, { headers: { 'apollo-require-preflight': 'true' } }],
    ['/graphql', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ query: FOUNDERS }) }],
    ['/', { headers: { accept: 'text/html' } }],
    ['/work', { headers: { accept: 'text/html' } }],
    ...(asset ? [[asset, {}] as [string, RequestInit]] : []),
  ];
  let compressed = 0;
  let answers = 0;
  // Twice each: a miss (or the read lane) and then a hit.
  for (let round = 0; round < 2; round += 1) {
    for (const [path, init] of reads) {
      const response = await status(server, path, { ...init, headers: { ...(init.headers as object), ...refused } });
      answers += 1;
      if (response.headers.get('content-encoding')) compressed += 1;
    }
  }
  return {
    name: `answers compressed although 'Accept-Encoding: br;q=0, gzip;q=0' refused both (REST, GraphQL GET and POST, pages, an asset; miss and hit)`,
    value: `${compressed} of ${answers}`,
    target: '0',
    met: compressed === 0,
  };
}

async function csvFormulaCells(server: Server): Promise<Figure> {
  // The contact limit lets five messages through per address: five payloads.
  const payloads = ['Hi;=1+1', 'a;+SUM(1)', 'b;-2+3', 'c;@SUM(A1)', 'd,=cmd|x'];
  for (const [index, message] of payloads.entries()) {
    await status(server, '/api/contact', {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ name: `Sender ${message}`, email: `csv${index}@example.com`, message }),
    });
  }
  const login = await fetch(`${server.url}/api/admin/login`, {
    method: 'POST',
    headers: { 'content-type': 'application/json' },
    body: JSON.stringify(server.admin),
  });
  const { token } = (await login.json()) as { token: string };
  const csv = (
    await (await fetch(`${server.url}/api/contact/export.csv`, { headers: { authorization: `Bearer ${token}` } })).text()
  ).replace(/^\uFEFF/, '');
  const formulaCells = (delimiter: string) =>
    (parse(csv, { delimiter, relax_quotes: true, relax_column_count: true, skip_empty_lines: true }) as string[][])
      .flat()
      .filter((cell) => /^[=+\-@\t\r]/.test(cell)).length;
  const comma = formulaCells(',');
  const semicolon = formulaCells(';');
  return {
    name: `cells a spreadsheet would run in the contact CSV holding ${payloads.length} formula payloads, read with ',' / with ';'`,
    value: `${comma} / ${semicolon}`,
    target: '0 / 0',
    met: comma === 0 && semicolon === 0,
  };
}

async function persistedQueries(server: Server): Promise<Figure> {
  const query = '{ founders { name } }';
  const persistedQuery = { version: 1, sha256Hash: createHash('sha256').update(query).digest('hex') };
  const send = async (body: object) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(body),
    });
    return (await response.json()) as { data?: unknown; errors?: Array<{ extensions?: { code?: string } }> };
  };
  const registered = await send({ query, extensions: { persistedQuery } });
  const byHash = await send({ extensions: { persistedQuery } });
  const refused = registered.errors?.[0]?.extensions?.code === 'PERSISTED_QUERY_NOT_SUPPORTED' && byHash.data === undefined;
  return {
    name: 'an anonymous caller registers a persisted query, then runs it by its hash',
    value: refused ? 'refused' : 'stored',
    target: 'refused',
    met: refused,
  };
}

export async function measure(server: Server): Promise<Figure[]> {
  return [await deepJson(server), await refusedCodings(server), await csvFormulaCells(server), await persistedQueries(server)];
}
