import type { Browser } from 'playwright-core';
import { chromiumAvailable, launchBrowser, screenshotPath } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 31, part 3: the REST API's reference page at /api/docs, drawn in a real browser from /api/openapi.json by the
 * self-hosted Scalar bundle, under the site's Content-Security-Policy (no violation, nothing fetched from elsewhere),
 * in light and dark (docs/decisions/071-openapi-from-routes.md).
 */
const describeBrowser = chromiumAvailable() ? describe : describe.skip;

describeBrowser('the REST API reference page (browser)', () => {
  let server: RunningServer;
  let browser: Browser;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 30_000);

  it.each(['light', 'dark'] as const)('renders the routes from /api/openapi.json (%s), all from this server', async (theme) => {
    const context = await browser.newContext({ baseURL: server.url, colorScheme: theme, viewport: { width: 1280, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(20_000);
    const problems: string[] = [];
    const elsewhere: string[] = [];
    page.on('pageerror', (error) => problems.push(`pageerror: ${error.message}`));
    page.on('console', (message) => {
      if (message.type() === 'error') problems.push(`console: ${message.text()}`);
    });
    page.on('request', (request) => {
      if (!request.url().startsWith(server.url) && !request.url().startsWith('data:')) elsewhere.push(request.url());
    });
    // A CSP refusal is reported to the page as an event, whatever the console says. One is expected and harmless: zod
    // (inside Scalar) probes whether `Function('')` may run, to compile its checks, and works without when it may not.
    await context.addInitScript(() => {
      document.addEventListener('securitypolicyviolation', (event) => {
        if (event.blockedURI === 'eval' && event.violatedDirective === 'script-src') return;
        console.error(`CSP refused ${event.blockedURI || 'inline'} (${event.violatedDirective})`);
      });
    });

    const response = await page.goto('/api/docs');
    expect(response?.status()).toBe(200);
    expect(response?.headers()['content-security-policy']).toContain("script-src 'self'");
    const title = page.getByText('Company website REST API').first();
    await title.waitFor();
    // At the top of the page, not under a second, empty reference still loading.
    expect((await title.boundingBox())?.y).toBeLessThan(300);
    // Routes of several modules, grouped by their tags.
    await page.getByText('Founders', { exact: true }).first().waitFor();
    await page.getByText('Sign-in', { exact: true }).first().waitFor();
    await page.screenshot({ path: screenshotPath(`api-reference-${theme}`) });

    const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
    const [r, g, b] = (background.match(/\d+/g) ?? []).map(Number);
    const lightness = (r + g + b) / 3;
    if (theme === 'dark') expect(lightness).toBeLessThan(80);
    else expect(lightness).toBeGreaterThan(175);

    expect(problems).toEqual([]);
    expect(elsewhere).toEqual([]);
    await context.close();
  });
});
