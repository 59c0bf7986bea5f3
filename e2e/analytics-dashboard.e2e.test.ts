import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumAvailable, launchBrowser, screenshotPath, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 31, part 2's done-when, in a real browser against the real built server: ten visits to public pages with
 * `DNT: 1` and ten without, then the admin Dashboard shows today's 10 views, not 20 (today is read live from the raw
 * events, no roll-up needed); the screen at phone width, in dark mode, and by keyboard
 * (docs/decisions/070-analytics-without-tracking.md).
 */
const describeBrowser = chromiumAvailable() ? describe : describe.skip;

/** A browser's own user agent: headless Chromium names itself HeadlessChrome, which the bot check rightly leaves out. */
const USER_AGENT = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const PAGES = ['/', '/about', '/services', '/work', '/products', '/blog', '/contact', '/', '/about', '/services'];

describeBrowser('analytics dashboard (browser)', () => {
  let server: RunningServer;
  let browser: Browser;
  let pageErrors: string[] = [];
  const today = new Date().toISOString().slice(0, 10);
  const todayLabel = new Intl.DateTimeFormat('en-US', { month: 'short', day: 'numeric', timeZone: 'UTC' }).format(new Date());

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    // Ten visits that ask not to be tracked, ten that do not: each a visitor's page load in a browser of its own.
    for (const dnt of [true, false]) {
      const context = await browser.newContext({
        baseURL: server.url,
        userAgent: USER_AGENT,
        ...(dnt ? { extraHTTPHeaders: { DNT: '1' } } : {}),
      });
      const page = await context.newPage();
      for (const path of PAGES) {
        const response = await page.goto(path);
        expect([200, 304]).toContain(response?.status());
      }
      await context.close();
    }
  }, 180_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 30_000);

  beforeEach(() => {
    pageErrors = [];
  });

  afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  async function adminPage(
    options: { viewport?: keyof typeof VIEWPORTS; theme?: 'light' | 'dark' } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: VIEWPORTS[options.viewport ?? 'desktop'],
      colorScheme: options.theme ?? 'light',
    });
    const login = await context.request.post('/api/admin/login', { data: server.admin });
    const { token } = (await login.json()) as { token: string };
    await context.addInitScript((saved) => window.localStorage.setItem('admin_token', saved), token);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    return { context, page };
  }

  /** Today's row of the chart's table (its text alternative): [day, views, visitors]. */
  async function todaysRow(page: Page): Promise<string[]> {
    const table = page.getByRole('table', { name: 'Views and visitors per day' });
    const row = table.getByRole('row').filter({ has: page.getByRole('rowheader', { name: todayLabel, exact: true }) });
    return (await row.locator('th, td').allTextContents()).map((cell) => cell.trim());
  }

  it('counts the ten visits without DNT and none of the ten with it: 10 views today, not 20', async () => {
    const stored = await server.query<{ views: number }>(
      `SELECT count(*)::int AS "views" FROM "analytics_event" WHERE "kind" = 'view' AND "day" = $1`,
      [today],
    );
    // The server writes its batch every few seconds; the Dashboard writes what is held before it reads.
    expect(stored[0].views).toBeLessThanOrEqual(10);

    const { context, page } = await adminPage();
    await page.goto('/admin/overview');
    await page.getByRole('heading', { name: 'Dashboard', level: 2 }).waitFor();
    const chart = page.getByRole('img', { name: /views and visitors per day over the last 30 days: 10 views, 1 visitors/ });
    await chart.waitFor();
    expect(await chart.evaluate((element) => element.tagName)).toBe('CANVAS');
    expect(await todaysRow(page)).toEqual([todayLabel, '10', '1']);
    expect(
      await page
        .locator('dl dt', { hasText: /^Views$/ })
        .locator('xpath=following-sibling::dd')
        .textContent(),
    ).toBe('10');
    // The top pages: the home page, about and services were each opened twice.
    const pages = page.getByRole('table', { name: 'Views per page' });
    expect((await pages.getByRole('row').nth(1).locator('th, td').allTextContents()).map((cell) => cell.trim())).toEqual([
      '/',
      '2',
      '1',
    ]);
    const after = await server.query<{ views: number }>(
      `SELECT count(*)::int AS "views" FROM "analytics_event" WHERE "kind" = 'view' AND "day" = $1`,
      [today],
    );
    expect(after[0].views).toBe(10);
    await page.screenshot({ path: screenshotPath('analytics-dashboard-desktop'), fullPage: true });
    await context.close();
  });

  it('works from the keyboard: the cards at a glance and the period are reached by Tab and used with Enter', async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin/overview');
    await page.getByRole('table', { name: 'Views and visitors per day' }).waitFor({ state: 'attached' });
    const unread = page.getByRole('navigation', { name: 'At a glance' }).getByRole('link', { name: /Unread messages/ });
    let reached = false;
    for (let presses = 0; presses < 40 && !reached; presses += 1) {
      await page.keyboard.press('Tab');
      reached = await unread.evaluate((element) => element === document.activeElement);
    }
    expect(reached).toBe(true);
    // Its focus ring shows.
    expect(await unread.evaluate((element) => getComputedStyle(element).outlineStyle)).not.toBe('none');
    await page.keyboard.press('Enter');
    await page.waitForURL((url) => url.pathname === '/admin/contacts');

    await page.goto('/admin/overview');
    const period = page.getByRole('combobox', { name: 'Period' });
    await period.focus();
    await period.selectOption({ label: 'Last 7 days' });
    await page.getByRole('img', { name: /over the last 7 days: 10 views/ }).waitFor();
    await context.close();
  });

  it('fits a phone: no sideways scrolling, the menu opens the Dashboard tab, the chart drawn', async () => {
    const { context, page } = await adminPage({ viewport: 'phone' });
    await page.goto('/admin/overview');
    const chart = page.getByRole('img', { name: /views and visitors per day/ });
    await chart.waitFor();
    const box = (await chart.boundingBox())!;
    expect(box.width).toBeGreaterThan(200);
    expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
    await page.getByRole('button', { name: 'Open menu' }).click();
    const tab = page.getByRole('group', { name: 'Site' }).getByRole('link', { name: 'Dashboard' });
    expect(await tab.getAttribute('aria-current')).toBe('page');
    await page.screenshot({ path: screenshotPath('analytics-dashboard-phone'), fullPage: true });
    await context.close();
  });

  it("draws in dark mode with the theme's dark tokens", async () => {
    const { context, page } = await adminPage({ theme: 'dark' });
    await context.addInitScript(() => window.localStorage.setItem('theme', 'dark'));
    await page.goto('/admin/overview');
    await page.getByRole('img', { name: /views and visitors per day/ }).waitFor();
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    const panel = page.locator('section[aria-labelledby="visits-title"]');
    // The card token of the dark palette (#1e293b), not the light one.
    expect(await panel.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(30, 41, 59)');
    const text = page.getByRole('heading', { name: 'Visitors and views per day' });
    expect(await text.evaluate((element) => getComputedStyle(element).color)).toBe('rgb(241, 245, 249)');
    await page.screenshot({ path: screenshotPath('analytics-dashboard-dark'), fullPage: true });
    await context.close();
  });

  it("keeps SPEC's /admin for the founders (and /admin/dashboard leading there); the Dashboard is a tab away", async () => {
    const { context, page } = await adminPage();
    await page.goto('/admin/dashboard');
    await page.waitForURL((url) => url.pathname === '/admin');
    await page.getByRole('heading', { name: /^Founders \(\d+\)$/ }).waitFor();
    await page.getByRole('group', { name: 'Site' }).getByRole('link', { name: 'Dashboard' }).click();
    await page.waitForURL((url) => url.pathname === '/admin/overview');
    await page.getByRole('heading', { name: 'Dashboard', level: 2 }).waitFor();
    await context.close();
  });
});
