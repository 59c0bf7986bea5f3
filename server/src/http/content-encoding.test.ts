import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import type { App } from '../app';
import { insertFounder } from '../modules/founder/founder.factory';
import { siteApp, startTestApp, type TestApp } from '../test/test-app';

/**
 * Issue 27: every path that writes a body honours Accept-Encoding, q values included, exactly as Express's
 * compression middleware does (http/content-encoding.ts): answers through Express, the response cache's hits, the
 * public read lane (cache on and off) and the build's precompressed files. `q=0` refuses a coding.
 */
const CASES: Array<[header: string, expected: string | undefined]> = [
  ['br;q=0, gzip;q=0', undefined],
  ['gzip;q=0, br', 'br'],
  ['br;q=0, gzip', 'gzip'],
  ['gzip, deflate, br, zstd', 'br'],
  ['br;q=0.5, gzip', 'gzip'],
  ['*;q=0', undefined],
  ['identity', undefined],
];

describe('Accept-Encoding on every answer path', () => {
  let t: TestApp;
  let cached: App;
  let uncached: App;
  let clientDir: string;
  const servers: http.Server[] = [];
  const bases: Record<string, string> = {};

  async function listen(app: App, name: string): Promise<void> {
    const server = http.createServer(app.app).listen(0, '127.0.0.1');
    await new Promise((resolve) => server.once('listening', resolve));
    servers.push(server);
    bases[name] = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  }

  /** The Content-Encoding of an answer, read byte for byte (no client decoding in between). */
  function encodingOf(base: string, method: string, address: string, headers: Record<string, string>, body?: string) {
    return new Promise<{ status: number; encoding: string | undefined; cache: string | undefined }>((resolve, reject) => {
      const req = http.request(`${base}${address}`, { method, headers }, (res) => {
        res.resume();
        res.on('end', () =>
          resolve({
            status: res.statusCode ?? 0,
            encoding: res.headers['content-encoding'],
            cache: res.headers['x-cache'] as string | undefined,
          }),
        );
      });
      req.on('error', reject);
      req.end(body);
    });
  }

  beforeAll(async () => {
    t = await startTestApp();
    // Enough founders for every answer to pass compression's 1 KB threshold.
    for (let n = 0; n < 12; n += 1) await insertFounder(t.db.dataSource, {});
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'encoding-client-'));
    await mkdir(path.join(clientDir, 'assets'));
    const script = `export const text = ${JSON.stringify('x'.repeat(4000))};\n`;
    await writeFile(
      path.join(clientDir, 'index.html'),
      '<!doctype html><html><head></head><body><div id="root"></div></body></html>',
    );
    await writeFile(path.join(clientDir, 'assets', 'app.js'), script);
    await writeFile(path.join(clientDir, 'assets', 'app.js.br'), brotliCompressSync(script));
    await writeFile(path.join(clientDir, 'assets', 'app.js.gz'), gzipSync(script));
    cached = await siteApp(t, { clientDir, trustProxy: 'loopback' });
    uncached = await siteApp(t, { trustProxy: 'loopback', responseCache: false });
    await listen(cached, 'cached');
    await listen(uncached, 'uncached');
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => new Promise((resolve) => server.close(resolve))));
    await cached?.stop();
    await uncached?.stop();
    await t?.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  const FOUNDERS = '{ founders { name role bio email } }';
  const graphqlGet = `/graphql?query=${encodeURIComponent(FOUNDERS)}`;
  const preflight = { 'apollo-require-preflight': 'true' };
  const jsonPost = (body: object) => ['POST', '/graphql', { 'content-type': 'application/json' }, JSON.stringify(body)] as const;

  it.each(CASES)(
    '"%s": %s on a miss and a hit through REST, GraphQL GET and POST, the lane and Express',
    async (header, expected) => {
      // A fresh key per case (the cache is shared): the first read misses, the second hits.
      const founders = `/api/founders?case=${encodeURIComponent(header)}`;
      const get = `${graphqlGet}&case=${encodeURIComponent(header)}`;
      const post = jsonPost({ query: `${FOUNDERS.slice(0, -1)} } #${header}` });
      const accept = { 'accept-encoding': header };
      for (const [what, read] of [
        ['REST', () => encodingOf(bases.cached, 'GET', founders, accept)],
        ['GraphQL GET', () => encodingOf(bases.cached, 'GET', get, { ...accept, ...preflight })],
        ['GraphQL POST', () => encodingOf(bases.cached, post[0], post[1], { ...post[2], ...accept }, post[3])],
      ] as const) {
        const miss = await read();
        const hit = await read();
        expect({ what, status: miss.status, cache: miss.cache, encoding: miss.encoding }).toEqual({
          what,
          status: 200,
          cache: 'MISS',
          encoding: expected,
        });
        expect({ what, status: hit.status, cache: hit.cache, encoding: hit.encoding }).toEqual({
          what,
          status: 200,
          cache: 'HIT',
          encoding: expected,
        });
      }
      // The cache off: the read lane answers REST and GraphQL GET; an admin's read goes through Express.
      expect((await encodingOf(bases.uncached, 'GET', founders, accept)).encoding).toBe(expected);
      expect((await encodingOf(bases.uncached, 'GET', get, { ...accept, ...preflight })).encoding).toBe(expected);
      const token = await t.login();
      const admin = await encodingOf(bases.cached, 'GET', '/api/contact', { ...accept, authorization: `Bearer ${token}` });
      expect(admin.status).toBe(200);
      // Too short to compress unless messages exist; the admin's founders read is long enough.
      const adminFounders = await encodingOf(bases.cached, 'GET', founders, { ...accept, authorization: `Bearer ${token}` });
      expect({ cache: adminFounders.cache, encoding: adminFounders.encoding }).toEqual({ cache: 'BYPASS', encoding: expected });
    },
  );

  it.each(CASES)('"%s": %s for the build\'s precompressed files', async (header, expected) => {
    const res = await encodingOf(bases.cached, 'GET', '/assets/app.js', { 'accept-encoding': header });
    expect(res.status).toBe(200);
    expect(res.encoding).toBe(expected);
  });
});
