import { execFileSync } from 'node:child_process';
import { copyFile, mkdir, mkdtemp, readFile, rm, stat, writeFile } from 'node:fs/promises';
import type { IncomingMessage } from 'node:http';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request, { type Response } from 'supertest';
import type { App } from '../app';
import { insertProduct } from '../modules/product/product.factory';
import { startTestApp, type TestApp } from '../test/test-app';
import { PUBLIC_URL, siteApp } from './seo.testing';

const ROOT = path.resolve(__dirname, '../../..');
const PRECOMPRESS = path.join(ROOT, 'scripts/precompress.mjs');

/** A stand-in for the built website, big enough (over 1 KB) to be worth compressing. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Site</title>
    <script>document.documentElement.classList.add('dark');</script>
    <script type="module" crossorigin src="/assets/app-abc123.js"></script>
  </head>
  <body><div id="root">${'<p>Building the Future with AI</p>\n'.repeat(60)}</div></body>
</html>
`;
const APP_JS = `${Array.from({ length: 200 }, (_, i) => `export function feature${i}() { return 'feature ${i}'; }`).join('\n')}\n//# sourceMappingURL=app-abc123.js.map\n`;
const APP_JS_MAP = JSON.stringify({ version: 3, file: 'app-abc123.js', sources: ['../src/main.tsx'], mappings: 'AAAA' });

/** Keeps the bytes as they arrive (after superagent has undone any Content-Encoding, which it does for br and gzip). */
function rawBody(res: Response, done: (error: Error | null, body: Buffer) => void): void {
  // superagent hands parsers the Node response stream, typed as its own Response.
  const stream = res as unknown as IncomingMessage;
  const chunks: Buffer[] = [];
  stream.on('data', (chunk: Buffer) => chunks.push(chunk));
  stream.on('end', () => done(null, Buffer.concat(chunks)));
}

describe('site delivery: compression, favicon and source maps', () => {
  let t: TestApp;
  let clientDir: string;
  let site: App;
  let withMaps: App;

  function get(app: App, url: string, acceptEncoding: string, accept = '*/*'): Promise<Response> {
    return request(app.app).get(url).set('Accept', accept).set('Accept-Encoding', acceptEncoding).buffer(true).parse(rawBody);
  }

  beforeAll(async () => {
    t = await startTestApp();
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'));
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
    await writeFile(path.join(clientDir, 'assets', 'app-abc123.js'), APP_JS);
    await writeFile(path.join(clientDir, 'assets', 'app-abc123.js.map'), APP_JS_MAP);
    await copyFile(path.join(ROOT, 'client/public/favicon.ico'), path.join(clientDir, 'favicon.ico'));
    // A file named as one of the app's own addresses: the app's answer stands (seo-router.ts SEO_PATHS).
    await writeFile(path.join(clientDir, 'robots.txt'), 'User-agent: *\nDisallow: /stale-file\n');
    // What `npm run build` does after Vite: .br and .gz beside each compressible file.
    execFileSync(process.execPath, [PRECOMPRESS, clientDir], { stdio: 'ignore' });
    site = await siteApp(t, { clientDir, publicUrl: PUBLIC_URL });
    withMaps = await siteApp(t, { clientDir, publicUrl: PUBLIC_URL, serveSourceMaps: true });
    for (let i = 0; i < 5; i += 1) await insertProduct(t.db.dataSource);
  });

  afterAll(async () => {
    await site.stop();
    await withMaps.stop();
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  describe('precompressing at build time', () => {
    it('writes brotli and gzip copies of scripts, none of HTML (rendered per request) or icons', async () => {
      const js = (await stat(path.join(clientDir, 'assets', 'app-abc123.js'))).size;
      expect((await stat(path.join(clientDir, 'assets', 'app-abc123.js.br'))).size).toBeLessThan(js / 4);
      expect((await stat(path.join(clientDir, 'assets', 'app-abc123.js.gz'))).size).toBeLessThan(js / 4);
      await expect(stat(path.join(clientDir, 'index.html.br'))).rejects.toThrow();
      await expect(stat(path.join(clientDir, 'favicon.ico.br'))).rejects.toThrow();
    });
  });

  describe('compression', () => {
    it('sends pages as brotli when the browser accepts it, preferring it to gzip, with the nonce and headers intact', async () => {
      const res = await get(site, '/', 'gzip, deflate, br, zstd', 'text/html');
      expect(res.status).toBe(200);
      expect(res.headers['content-encoding']).toBe('br');
      expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
      expect(res.headers.vary).toMatch(/accept-encoding/i);
      const nonce = /'nonce-([^']+)'/.exec(res.headers['content-security-policy'])?.[1];
      expect(nonce).toBeTruthy();
      const html = res.body.toString('utf8');
      expect(html).toContain(`<script nonce="${nonce}">document.documentElement`);
      expect(html).toContain('Building the Future with AI');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('DENY');
    });

    it('falls back to gzip, and sends pages as they are when no coding is accepted', async () => {
      expect((await get(site, '/about', 'gzip', 'text/html')).headers['content-encoding']).toBe('gzip');
      expect((await get(site, '/about', 'br;q=0, gzip', 'text/html')).headers['content-encoding']).toBe('gzip');
      const plain = await get(site, '/about', 'identity', 'text/html');
      expect(plain.headers['content-encoding']).toBeUndefined();
      expect(plain.body.toString('utf8')).toContain('Building the Future with AI');
    });

    it("serves the build's brotli and gzip copies of scripts, each with its own ETag", async () => {
      const br = await get(site, '/assets/app-abc123.js', 'gzip, deflate, br');
      const gzip = await get(site, '/assets/app-abc123.js', 'gzip');
      const plain = await get(site, '/assets/app-abc123.js', 'identity');
      for (const res of [br, gzip, plain]) {
        expect(res.status).toBe(200);
        // The plain file's type, whichever copy answered, as RFC 9239 names scripts.
        expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
        expect(res.headers.vary).toMatch(/accept-encoding/i);
        expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
        expect(res.body.toString('utf8')).toBe(APP_JS);
      }
      expect(br.headers['content-encoding']).toBe('br');
      expect(gzip.headers['content-encoding']).toBe('gzip');
      expect(plain.headers['content-encoding']).toBeUndefined();
      // The very files the build wrote, not compressed again per request.
      expect(Number(br.headers['content-length'])).toBe((await stat(path.join(clientDir, 'assets', 'app-abc123.js.br'))).size);
      expect(Number(gzip.headers['content-length'])).toBe((await stat(path.join(clientDir, 'assets', 'app-abc123.js.gz'))).size);
      expect(Number(plain.headers['content-length'])).toBe(Buffer.byteLength(APP_JS));
      expect(new Set([br.headers.etag, gzip.headers.etag, plain.headers.etag]).size).toBe(3);
    });

    it('answers a revalidation of a compressed copy with 304', async () => {
      const first = await get(site, '/assets/app-abc123.js', 'br');
      const again = await request(site.app)
        .get('/assets/app-abc123.js')
        .set('Accept-Encoding', 'br')
        .set('If-None-Match', first.headers.etag);
      expect(again.status).toBe(304);
    });

    it('compresses JSON from /api and /graphql on the fly', async () => {
      const rest = await get(site, '/api/products', 'br');
      expect(rest.status).toBe(200);
      expect(rest.headers['content-encoding']).toBe('br');
      expect(rest.headers['content-type']).toBe('application/json; charset=utf-8');
      expect(JSON.parse(rest.body.toString('utf8'))).toHaveLength(5);

      const graphql = await request(site.app)
        .post('/graphql')
        .set('Content-Type', 'application/json')
        .set('Accept-Encoding', 'gzip')
        .send({ query: '{ products { id name slug shortDescription fullDescription features } }' });
      expect(graphql.status).toBe(200);
      expect(graphql.headers['content-encoding']).toBe('gzip');
      expect(graphql.body.data.products).toHaveLength(5);
    });

    it('leaves tiny bodies, images and uncompressible answers as they are', async () => {
      const health = await get(site, '/api/health', 'br');
      expect(health.status).toBe(200);
      expect(health.headers['content-encoding']).toBeUndefined();
      const icon = await get(site, '/favicon.ico', 'br, gzip');
      expect(icon.headers['content-encoding']).toBeUndefined();
    });
  });

  describe('/favicon.ico', () => {
    it('is an icon of PNG images made from favicon.svg, not the website', async () => {
      const res = await get(
        site,
        '/favicon.ico',
        'gzip, deflate, br',
        'image/avif,image/webp,image/apng,image/svg+xml,image/*,*/*;q=0.8',
      );
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
      const ico: Buffer = res.body;
      expect([ico.readUInt16LE(0), ico.readUInt16LE(2)]).toEqual([0, 1]);
      const count = ico.readUInt16LE(4);
      const sizes: number[] = [];
      for (let i = 0; i < count; i += 1) {
        const entry = 6 + 16 * i;
        const png = ico.subarray(ico.readUInt32LE(entry + 12), ico.readUInt32LE(entry + 12) + ico.readUInt32LE(entry + 8));
        const meta = await sharp(png).metadata();
        expect(meta.format).toBe('png');
        expect(meta.width).toBe(ico.readUInt8(entry));
        sizes.push(meta.width);
      }
      expect(sizes).toEqual(expect.arrayContaining([16, 32]));
    });

    it('answers a plain */* request with the icon too', async () => {
      const res = await request(site.app).get('/favicon.ico');
      expect(res.headers['content-type']).not.toMatch(/html/);
      expect(res.status).toBe(200);
    });
  });

  describe("a built file named as one of the app's own addresses", () => {
    it("does not shadow it: /robots.txt is still the app's", async () => {
      const res = await request(site.app).get('/robots.txt');
      expect(res.status).toBe(200);
      expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
      expect(res.text).not.toContain('stale-file');
    });
  });

  describe('source maps', () => {
    it('are not served by default, not even as the website page', async () => {
      for (const accept of ['*/*', 'text/html']) {
        const res = await get(site, '/assets/app-abc123.js.map', 'identity', accept);
        expect(res.status).toBe(404);
        expect(res.body.toString('utf8')).not.toContain('mappings');
      }
      expect((await get(site, '/assets/app-abc123.js', 'identity')).status).toBe(200);
    });

    it('are served with SERVE_SOURCE_MAPS', async () => {
      const res = await get(withMaps, '/assets/app-abc123.js.map', 'identity');
      expect(res.status).toBe(200);
      expect(res.body.toString('utf8')).toBe(await readFile(path.join(clientDir, 'assets', 'app-abc123.js.map'), 'utf8'));
    });
  });
});
