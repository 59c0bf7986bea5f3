import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { App } from '../../app';
import { insertBlogPost } from '../../modules/blog-post/blog-post.factory';
import { insertFounder } from '../../modules/founder/founder.factory';
import { insertPartner } from '../../modules/partner/partner.factory';
import { insertProduct } from '../../modules/product/product.factory';
import { pageRenders } from '../../ops/metrics';
import { siteApp, startTestApp, type TestApp } from '../../test/test-app';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/**
 * Server-rendered pages from the response cache, with the real server renderer built for this file:
 * each answer gets its own CSP nonce on every script, a 304 keeps the browser copy's nonce, and an
 * admin's write shows in the next page at once.
 */
describe('response cache: server-rendered pages', () => {
  let t: TestApp;
  let site: App;
  let clientDir: string;
  let ssrDir: string;
  let token: string;

  const page = (url: string) => request(site.app).get(url).set('accept', BROWSER_ACCEPT);
  const nonceOf = (res: request.Response) => /'nonce-([^']+)'/.exec(res.headers['content-security-policy'])![1];
  const scriptsOf = (html: string) => html.match(/<script\b[^>]*>/g) ?? [];

  beforeAll(async () => {
    ssrDir = await mkdtemp(path.join(os.tmpdir(), 'ssr-'));
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        'client/vite.ssr.config.ts',
        '--outDir',
        ssrDir,
        '--logLevel',
        'error',
      ],
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'));
    await copyFile(path.join(ROOT, 'client', 'index.html'), path.join(clientDir, 'index.html'));
    t = await startTestApp();
    token = await t.login();
    site = await siteApp(t, { clientDir, ssrDir, publicUrl: 'https://www.example.test' });
  }, 180_000);

  afterAll(async () => {
    await site?.stop();
    await t?.close();
    await rm(ssrDir, { recursive: true, force: true });
    await rm(clientDir, { recursive: true, force: true });
  });

  it('answers a repeat from the cache with a fresh nonce on every script, matching its CSP header', async () => {
    await insertFounder(t.db.dataSource, { name: 'Paged Founder' });
    const first = await page('/');
    const second = await page('/');
    // Later hits too, compressed each way: a compressed copy kept from the first hit would carry its nonce.
    const third = await page('/').set('accept-encoding', 'br');
    const fourth = await page('/').set('accept-encoding', 'br');
    const fifth = await page('/').set('accept-encoding', 'gzip');
    expect([first.status, second.status, third.status, fourth.status, fifth.status]).toEqual([200, 200, 200, 200, 200]);
    expect(first.headers['x-cache']).toBe('MISS');
    expect(second.headers['x-cache']).toBe('HIT');
    expect([third, fourth, fifth].map((res) => [res.headers['x-cache'], res.headers['content-encoding']])).toEqual([
      ['HIT', 'br'],
      ['HIT', 'br'],
      ['HIT', 'gzip'],
    ]);
    expect(second.text).toContain('Paged Founder');
    expect(nonceOf(first)).not.toBe(nonceOf(second));
    expect(nonceOf(third)).not.toBe(nonceOf(fourth));
    for (const res of [first, second, third, fourth, fifth]) {
      const scripts = scriptsOf(res.text);
      expect(scripts.length).toBeGreaterThan(1);
      expect(scripts.filter((tag) => !tag.includes(`nonce="${nonceOf(res)}"`))).toEqual([]);
      expect(res.headers['cache-control']).toBe('no-cache');
    }
    // The same page but for the nonce.
    expect(second.text.split(nonceOf(second)).join('N')).toBe(first.text.split(nonceOf(first)).join('N'));
  });

  it("answers 304 to the browser's copy, its CSP keeping that copy's nonce", async () => {
    const first = await page('/');
    const again = await page('/').set('if-none-match', first.headers.etag);
    expect(again.status).toBe(304);
    expect(again.text).toBe('');
    expect(nonceOf(again)).toBe(nonceOf(first));
    expect(again.headers.etag).toBe(first.headers.etag);
    // A made-up nonce is not taken from the header.
    const forged = first.headers.etag.replace(/-[^"]+"$/, '-not a nonce"');
    expect((await page('/').set('if-none-match', forged)).status).toBe(200);
  });

  it("shows an admin's edits in the next page at once: a founder, a product, a post published", async () => {
    const founder = await insertFounder(t.db.dataSource, { name: 'Founder Before Edit' });
    const product = await insertProduct(t.db.dataSource, { name: 'Paged Product', slug: 'paged-product' });
    const post = await insertBlogPost(t.db.dataSource, { title: 'Paged Draft Post', slug: 'paged-draft-post', published: false });
    const admin = (method: 'put', url: string) => request(site.app)[method](url).set('authorization', `Bearer ${token}`);

    for (const url of ['/', '/products/paged-product']) {
      await page(url).expect(200);
      expect((await page(url)).headers['x-cache']).toBe('HIT');
    }
    expect((await page('/blog/paged-draft-post')).status).toBe(404);

    await admin('put', `/api/founders/${founder.id}`).send({ name: 'Founder After Edit' }).expect(200);
    const home = await page('/');
    expect(home.text).toContain('Founder After Edit');
    expect(home.text).not.toContain('Founder Before Edit');

    await admin('put', `/api/products/${product.id}`).send({ name: 'Paged Product Renamed' }).expect(200);
    expect((await page('/products/paged-product')).text).toContain('Paged Product Renamed');

    await admin('put', `/api/blog/${post.id}`).send({ published: true }).expect(200);
    const published = await page('/blog/paged-draft-post');
    expect(published.status).toBe(200);
    expect(published.text).toContain('Paged Draft Post');
  });

  it('renders a page once when several visitors miss it at the same moment; a change since starts a new render', async () => {
    const renders = async () => (await pageRenders.get()).values.reduce((sum, { value }) => sum + value, 0);
    await insertFounder(t.db.dataSource, { name: 'Collapsed Founder' });
    const before = await renders();
    const together = await Promise.all(Array.from({ length: 6 }, () => page('/about')));
    expect(together.map((res) => res.status)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(together.map((res) => res.headers['x-cache']).sort()).toEqual(['HIT', 'HIT', 'HIT', 'HIT', 'HIT', 'MISS']);
    // The same page (each with its own nonce).
    expect(new Set(together.map((res) => res.text.split(nonceOf(res)).join(''))).size).toBe(1);
    for (const res of together) expect(res.text).toContain('Collapsed Founder');
    expect((await renders()) - before).toBe(1);

    // A visitor who asks after a change never gets the answer computed before it (waiting or not).
    const first = page('/about').then((res) => res);
    await insertFounder(t.db.dataSource, { name: 'Founder Added Meanwhile' });
    const after = await page('/about');
    await first;
    expect(after.text).toContain('Founder Added Meanwhile');
  });

  it("keeps the pages that do not show a changed record's type: a partner added rebuilds the home page, not /work", async () => {
    await page('/');
    await page('/work');
    expect([(await page('/')).headers['x-cache'], (await page('/work')).headers['x-cache']]).toEqual(['HIT', 'HIT']);
    await insertPartner(t.db.dataSource, { name: 'Partner Of The Home Page' });
    const home = await page('/');
    expect(home.headers['x-cache']).toBe('MISS');
    expect(home.text).toContain('Partner Of The Home Page');
    expect((await page('/work')).headers['x-cache']).toBe('HIT');
  });

  it('never caches the back office', async () => {
    for (const url of ['/admin', '/admin-login']) {
      const res = await page(url);
      expect(res.status).toBe(200);
      expect(res.headers['x-cache']).toBe('BYPASS');
    }
  });
});
