import { execFileSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, mkdtemp, readFile, rm, writeFile } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import sharp from 'sharp';
import request, { type Response } from 'supertest';
import type { App } from '../app';
import { GRAPHIQL_DIST } from '../graphql/graphiql';
import { pngFile } from '../test/images';
import { siteApp, startTestApp, type TestApp } from '../test/test-app';

/** What Chromium sends when the address bar opens a page. */
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

/** A stand-in for the built website: index.html with an inline script like client/index.html's theme script. */
const INDEX_HTML = `<!doctype html>
<html lang="en">
  <head>
    <title>Site</title>
    <script>document.documentElement.classList.add('dark');</script>
    <script type="module" crossorigin src="/assets/app.js"></script>
  </head>
  <body><div id="root"></div></body>
</html>
`;

/** Directive name -> its sources, e.g. { 'script-src': ["'self'", "'nonce-...'"] }. */
function directivesOf(res: Response): Record<string, string[]> {
  const header = res.headers['content-security-policy'];
  expect(header).toEqual(expect.any(String));
  return Object.fromEntries(
    header
      .split(';')
      .map((part: string) => part.trim().split(/\s+/))
      .filter(([name]: string[]) => name)
      .map(([name, ...sources]: string[]) => [name, sources]),
  );
}

/** The headers every response carries, whatever its Content-Security-Policy. */
function expectCommonHeaders(res: Response): void {
  expect(directivesOf(res)['frame-ancestors']).toEqual(["'none'"]);
  expect(res.headers['x-content-type-options']).toBe('nosniff');
  expect(res.headers['x-frame-options']).toBe('DENY');
  expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
  for (const feature of ['camera', 'microphone', 'geolocation', 'payment', 'usb']) {
    expect(res.headers['permissions-policy']).toContain(`${feature}=()`);
  }
}

/** The website's policy: scripts only from the site or carrying this response's nonce. */
function expectSitePolicy(res: Response): void {
  expectCommonHeaders(res);
  const csp = directivesOf(res);
  expect(csp['default-src']).toEqual(["'self'"]);
  expect(csp['script-src']).toEqual(["'self'", expect.stringMatching(/^'nonce-[A-Za-z0-9+/]{22}==?'$/)]);
  expect(csp['script-src-attr']).toEqual(["'none'"]);
  expect(csp['object-src']).toEqual(["'none'"]);
  expect(csp['base-uri']).toEqual(["'none'"]);
  expect(csp['connect-src']).toEqual(["'self'"]);
}

function nonceOf(res: Response): string {
  return /'nonce-([^']+)'/.exec(res.headers['content-security-policy'])![1];
}

describe('security headers', () => {
  let t: TestApp;
  let clientDir: string;
  const extraApps: App[] = [];

  /** The real app on the test app's database and uploads, serving the fake website, at `publicUrl` (closed afterwards). */
  async function websiteApp(publicUrl?: string): Promise<App> {
    const app = await siteApp(t, { clientDir, publicUrl });
    extraApps.push(app);
    return app;
  }

  beforeAll(async () => {
    // A fresh clone has no GraphiQL bundle yet; esbuild makes one in a second or two.
    if (!existsSync(path.join(GRAPHIQL_DIST, 'index.html'))) {
      execFileSync(process.execPath, [path.resolve(__dirname, '../../../scripts/build-graphiql.mjs')], { stdio: 'ignore' });
    }
    t = await startTestApp();
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'));
    await writeFile(path.join(clientDir, 'index.html'), INDEX_HTML);
    await mkdir(path.join(clientDir, 'assets'));
    await writeFile(path.join(clientDir, 'assets', 'app.js'), 'console.log("app");\n');
  });

  afterAll(async () => {
    for (const app of extraApps) await app.stop();
    await t.close();
    await rm(clientDir, { recursive: true, force: true });
  });

  describe('website', () => {
    let site: App;
    beforeAll(async () => {
      site = await websiteApp('http://localhost:4000');
    });

    it.each(['/', '/about', '/products/some-product', '/admin/founders', '/no-such-page', '/index.html'])(
      'serves %s with the site policy and a nonce on its inline script',
      async (page) => {
        const res = await request(site.app).get(page).set('accept', BROWSER_ACCEPT);
        expect(res.status).toBe(200);
        expectSitePolicy(res);
        expect(res.headers['strict-transport-security']).toBeUndefined();
        const nonce = nonceOf(res);
        expect(res.text).toContain(`<script nonce="${nonce}">document.documentElement`);
        expect(res.text).toContain(`<script nonce="${nonce}" type="module" crossorigin src="/assets/app.js">`);
        expect(res.text).not.toMatch(/<script(?![^>]*nonce=)/);
      },
    );

    it('gives every response its own nonce', async () => {
      const pages = await Promise.all([1, 2, 3].map(() => request(site.app).get('/').set('accept', BROWSER_ACCEPT)));
      const nonces = pages.map(nonceOf);
      expect(new Set(nonces).size).toBe(3);
      pages.forEach((page, i) => expect(page.text).toContain(`nonce="${nonces[i]}"`));
    });

    it('allows inline styles (styled-components) and blob: image previews, nothing else inline', async () => {
      const csp = directivesOf(await request(site.app).get('/').set('accept', BROWSER_ACCEPT));
      expect(csp['style-src']).toEqual(["'self'", "'unsafe-inline'"]);
      expect(csp['img-src']).toEqual(expect.arrayContaining(["'self'", 'blob:']));
      expect(csp['script-src']).not.toContain("'unsafe-inline'");
      expect(csp['script-src']).not.toContain("'unsafe-eval'");
    });

    it('serves the built assets with the headers too', async () => {
      const res = await request(site.app).get('/assets/app.js');
      expect(res.status).toBe(200);
      expectSitePolicy(res);
    });

    it.each(['/assets/missing.js', '/uploads/missing.png', '/graphql/assets/missing.js'])(
      'adds the headers to the miss %s',
      async (url) => {
        const res = await request(site.app).get(url);
        expect(res.status).toBe(404);
        expectCommonHeaders(res);
      },
    );
  });

  describe('HSTS', () => {
    it('is sent when the public address is https', async () => {
      const secure = await websiteApp('https://www.example.com');
      for (const url of ['/', '/api/health', '/api/nope']) {
        const res = await request(secure.app).get(url).set('accept', BROWSER_ACCEPT);
        expect(res.headers['strict-transport-security']).toBe('max-age=31536000; includeSubDomains');
      }
      const page = await request(secure.app).get('/').set('accept', BROWSER_ACCEPT);
      expect(directivesOf(page)).toHaveProperty('upgrade-insecure-requests');
    });

    it('is not sent over plain http or when no public address is configured', async () => {
      const plain = await websiteApp('http://portfolio.example.com');
      for (const app of [plain.app, t.app.app]) {
        const res = await request(app).get('/api/health');
        expect(res.headers['strict-transport-security']).toBeUndefined();
        expect(directivesOf(res)).not.toHaveProperty('upgrade-insecure-requests');
      }
    });
  });

  describe('API', () => {
    it('adds them to /api JSON, a 404 and an error', async () => {
      const health = await t.http().get('/api/health');
      expect(health.status).toBe(200);
      expectCommonHeaders(health);

      const missing = await t.http().get('/api/no-such-endpoint');
      expect(missing.status).toBe(404);
      expectCommonHeaders(missing);

      const malformed = await t.http().post('/api/contact').set('content-type', 'application/json').send('{"name":');
      expect(malformed.status).toBe(400);
      expectCommonHeaders(malformed);
    });

    it('adds them to /graphql answers', async () => {
      const res = await t.http().post('/graphql').set('content-type', 'application/json').send({ query: '{ __typename }' });
      expect(res.status).toBe(200);
      expectSitePolicy(res);

      const invalid = await t.http().post('/graphql').set('content-type', 'application/json').send({ query: '{ nope }' });
      expect(invalid.status).toBe(400);
      expectSitePolicy(invalid);
    });
  });

  describe('GraphiQL page', () => {
    it("replaces the site policy with the page's own, once", async () => {
      const res = await t.http().get('/graphql').set('accept', BROWSER_ACCEPT);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="graphiql">');
      expectCommonHeaders(res);
      expect(res.headers['content-security-policy']).toBe(
        "default-src 'self';script-src 'self';style-src 'self' 'unsafe-inline';img-src 'self' data:;font-src 'self' data:;" +
          "connect-src 'self';object-src 'none';base-uri 'none';frame-ancestors 'none'",
      );
      // One header, not the site's and the page's side by side (two policies would both apply).
      expect(res.headers['content-security-policy']).not.toContain(',');
    });
  });

  describe('/uploads', () => {
    const uploadFounder = async (bytes: Buffer, filename: string) => {
      const token = await t.login();
      return t
        .http()
        .post('/api/founders')
        .set('authorization', `Bearer ${token}`)
        .field({ name: 'Ayesha Khan', role: 'CEO', bio: 'Leads the company.', email: 'ayesha@example.com' })
        .attach('image', bytes, filename);
    };

    it('refuses a PNG with HTML appended (a polyglot) and stores nothing', async () => {
      const { bytes } = await pngFile();
      const payload = '<html><script>alert(1)</script>';
      const founders = (await t.http().get('/api/founders')).body.length;
      const refused = await uploadFounder(Buffer.concat([bytes, Buffer.from(payload)]), 'picture.png');
      expect(refused.status).toBe(400);
      expect(JSON.stringify(refused.body)).not.toContain('alert(1)');
      expect((await t.http().get('/api/founders')).body.length).toBe(founders);
    });

    it('stores an uploaded PNG re-encoded, and serves it as a sandboxed image', async () => {
      const { bytes } = await pngFile();
      const created = await uploadFounder(bytes, 'picture.png');
      expect(created.status).toBe(201);
      expect(created.body.image).toMatch(/^\/uploads\/founders\/[\w-]+\.png$/);

      const stored = await readFile(path.join(t.uploadsDir, created.body.image.replace('/uploads/', '')));
      expect(await sharp(stored).metadata()).toMatchObject({ format: 'png', width: 16, height: 12 });

      const served = await t.http().get(created.body.image);
      expect(served.status).toBe(200);
      expect(served.headers['content-type']).toBe('image/png');
      expect(Buffer.compare(served.body, stored)).toBe(0);
      expectCommonHeaders(served);
      expect(directivesOf(served)).toEqual({ 'default-src': ["'none'"], 'frame-ancestors': ["'none'"], sandbox: [] });
      expect(served.headers['cache-control']).toContain('immutable');
    });

    it('serves a file that is not a stored image as a download, never as a page', async () => {
      await writeFile(path.join(t.uploadsDir, 'dropped.html'), '<script>alert(1)</script>');
      const res = await t.http().get('/uploads/dropped.html');
      expect(res.status).toBe(200);
      expect(res.headers['content-type']).toBe('application/octet-stream');
      expect(res.headers['content-disposition']).toBe('attachment');
      expectCommonHeaders(res);
      expect(directivesOf(res)).toHaveProperty('sandbox');
    });

    it('keeps the uploads policy on a miss, and answers a path climbing out as a miss', async () => {
      for (const url of ['/uploads/missing.png', '/uploads/..%2f..%2fpackage.json', '/uploads/']) {
        const res = await t.http().get(url);
        expect(res.status).toBe(404);
        expectCommonHeaders(res);
        expect(directivesOf(res)).toHaveProperty('sandbox');
      }
    });

    it('refuses a range past the end with 416, naming the file length', async () => {
      await writeFile(path.join(t.uploadsDir, 'ranged.png'), Buffer.alloc(100));
      const res = await t.http().get('/uploads/ranged.png').set('range', 'bytes=500-');
      expect(res.status).toBe(416);
      expect(res.headers['content-range']).toBe('bytes */100');
      expectCommonHeaders(res);
    });

    it('still refuses a file that is no image at all', async () => {
      const res = await uploadFounder(Buffer.from('<html><script>alert(1)</script></html>'), 'page.png');
      expect(res.status).toBe(400);
    });
  });
});
