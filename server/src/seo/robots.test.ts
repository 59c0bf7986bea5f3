import request from 'supertest';
import type { App } from '../app';
import { startTestApp, type TestApp } from '../test/test-app';
import { PUBLIC_URL, siteApp } from './seo.testing';

describe('robots.txt', () => {
  let t: TestApp;
  let site: App;

  beforeAll(async () => {
    t = await startTestApp();
    site = await siteApp(t, { publicUrl: PUBLIC_URL, clientDir: '/nonexistent-client' });
  });
  afterAll(async () => {
    await site.stop();
    await t.close();
  });

  it('keeps crawlers out of the back office, its login and the APIs, and names the sitemap at PUBLIC_URL', async () => {
    const res = await request(site.app).get('/robots.txt').set('Accept', 'text/html,*/*;q=0.8');

    expect(res.status).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    const lines = res.text.split('\n');
    expect(lines[0]).toBe('User-agent: *');
    expect(lines).toEqual(
      expect.arrayContaining(['Disallow: /admin', 'Disallow: /admin-login', 'Disallow: /graphql', 'Disallow: /api']),
    );
    expect(lines).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    // Nothing public is disallowed. The website is mounted (clientDir), yet its fallback did not answer.
    expect(lines.filter((line) => line.startsWith('Disallow:'))).toHaveLength(4);
  });

  it('ignores the Host header when PUBLIC_URL is set', async () => {
    const res = await request(site.app).get('/robots.txt').set('Host', 'evil.example.net');
    expect(res.text).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    expect(res.text).not.toContain('evil');
  });

  it('uses the address it was called at when the app has no PUBLIC_URL', async () => {
    const bare = await siteApp(t);
    try {
      const res = await request(bare.app).get('/robots.txt').set('Host', 'site.test:4000');
      expect(res.text).toContain('Sitemap: http://site.test:4000/sitemap.xml');
    } finally {
      await bare.stop();
    }
  });

  it('keeps the security headers', async () => {
    const res = await request(site.app).get('/robots.txt');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['content-security-policy']).toContain("frame-ancestors 'none'");
  });
});
