import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumAvailable, gotoHydrated, launchBrowser, screenshotPath, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 31, site search, in a real browser against the built server with the demo content (which has the product
 * 'InsightFlow Analytics'): the header's search box on the home page, the results page rendered by the server, and a
 * hit's link to its page; with scripts and without them (a plain GET form and plain links), at desktop and phone
 * width, light and dark.
 */
const describeBrowser = chromiumAvailable() ? describe : describe.skip;

const PRODUCT = 'InsightFlow Analytics';
const PRODUCT_PATH = '/products/insightflow-analytics';

describeBrowser('site search (browser)', () => {
  let server: RunningServer;
  let browser: Browser;
  let contexts: BrowserContext[] = [];
  let pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 30_000);

  beforeEach(() => {
    pageErrors = [];
  });

  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    expect(pageErrors).toEqual([]);
  });

  async function newPage(
    options: { viewport?: { width: number; height: number }; theme?: 'light' | 'dark'; javaScriptEnabled?: boolean } = {},
  ): Promise<Page> {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: options.viewport ?? VIEWPORTS.desktop,
      colorScheme: options.theme ?? 'light',
      javaScriptEnabled: options.javaScriptEnabled ?? true,
    });
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    return page;
  }

  const headerSearch = (page: Page) => page.getByRole('banner').getByRole('search', { name: 'Site search' });
  const results = (page: Page) => page.getByRole('main').getByRole('list').getByRole('listitem');

  const atSearch = (query: string) => (url: URL) => url.pathname === '/search' && url.searchParams.get('q') === query;

  /** Types into the header's box and sends it with Enter, as a keyboard user would; the results page has loaded after. */
  async function searchFromHeader(page: Page, words: string) {
    const field = headerSearch(page).getByRole('searchbox', { name: 'Search the site' });
    await field.fill(words);
    await Promise.all([page.waitForURL(atSearch(words)), field.press('Enter')]);
  }

  it("finds 'analytics' from the header on the home page, and the first result leads to the product", async () => {
    const page = await newPage();
    await gotoHydrated(page, '/');
    await searchFromHeader(page, 'analytics');

    await page.getByText(/^\d+ results? for “analytics”$/).waitFor();
    expect(await page.title()).toMatch(/^Search: analytics \| /);
    expect(await page.locator('meta[name="robots"]').getAttribute('content')).toBe('noindex');
    // The page's own form, filled in with the search.
    expect(await page.getByRole('search', { name: 'Search again' }).getByRole('searchbox').inputValue()).toBe('analytics');

    const first = results(page).first();
    expect(await first.getByText('Product', { exact: true }).count()).toBe(1);
    const link = first.getByRole('link', { name: PRODUCT, exact: true });
    expect(await link.getAttribute('href')).toBe(PRODUCT_PATH);
    expect(await page.getByRole('main').locator('mark').count()).toBeGreaterThan(0);

    await link.click();
    await page.waitForURL(`**${PRODUCT_PATH}`);
    await page.getByRole('heading', { level: 1, name: PRODUCT }).waitFor();
  });

  it('works without JavaScript: the header form sends the search and the results page shows the hit', async () => {
    const page = await newPage({ javaScriptEnabled: false });
    const home = await page.goto('/');
    expect(home?.status()).toBe(200);
    await searchFromHeader(page, 'analytics');
    const link = page.getByRole('main').getByRole('link', { name: PRODUCT, exact: true });
    await link.waitFor();
    expect(await link.getAttribute('href')).toBe(PRODUCT_PATH);
    // Nothing ran: the results are the server's HTML.
    expect(await page.locator('html[data-hydrated]').count()).toBe(0);

    // The results page's own form searches again, still without scripts.
    const again = page.getByRole('search', { name: 'Search again' });
    await again.getByRole('searchbox').fill('zzyzx qwv');
    await Promise.all([page.waitForURL(atSearch('zzyzx qwv')), again.getByRole('button', { name: 'Search' }).click()]);
    await page.getByRole('heading', { name: 'No results for “zzyzx qwv”' }).waitFor();
  });

  it("sends a team member's hit to the team on the about page", async () => {
    const page = await newPage();
    const answer = await gotoHydrated(page, '/search?q=Hamza');
    expect(answer?.status()).toBe(200);
    const link = results(page).getByRole('link', { name: 'Hamza Tariq', exact: true });
    expect(await link.getAttribute('href')).toBe('/about#team');
    await link.click();
    await page.waitForURL((url) => url.pathname === '/about' && url.hash === '#team');
    const team = page.locator('#team');
    await team.getByRole('heading', { name: 'Meet Our Team' }).waitFor();
    // The page opened at the section: its heading is on the screen, below the fixed bar.
    await page.waitForFunction(() => {
      const heading = document.querySelector('#team h2')?.getBoundingClientRect();
      return !!heading && heading.top >= 72 && heading.bottom <= window.innerHeight;
    });
  });

  it('answers a search over 200 characters with 400 and the rule’s message', async () => {
    const page = await newPage();
    const answer = await page.goto(`/search?q=${'a'.repeat(201)}`);
    expect(answer?.status()).toBe(400);
    await page.getByText('Search for at most 200 characters', { exact: true }).waitFor();
  });

  it('fits the wide bar at the narrowest desktop width, and keeps the seven links on one line', async () => {
    for (const width of [1024, 1280, VIEWPORTS.desktop.width]) {
      const page = await newPage({ viewport: { width, height: 800 } });
      await gotoHydrated(page, '/');
      const form = headerSearch(page);
      expect(await form.isVisible()).toBe(true);
      const boxes = await page.evaluate(() => {
        const box = (element: Element | null) => element!.getBoundingClientRect().toJSON() as DOMRect;
        return {
          links: [...document.querySelectorAll('#main-menu > a')].map((link) => box(link)),
          form: box(document.querySelector('header form[role="search"]')),
          theme: box(document.querySelector('header [data-early="theme"]')),
          logo: box(document.querySelector('header a[aria-label="Home"]')),
          scrollWidth: document.documentElement.scrollWidth,
        };
      });
      expect(boxes.links).toHaveLength(7);
      // One row, each link one line high, nothing overlapping: logo, links, search, theme toggle.
      expect(new Set(boxes.links.map((link) => Math.round(link.top))).size).toBe(1);
      expect(Math.max(...boxes.links.map((link) => link.height))).toBeLessThan(50);
      expect(boxes.links[0].left).toBeGreaterThanOrEqual(boxes.logo.right);
      expect(boxes.form.left).toBeGreaterThanOrEqual(boxes.links[6].right);
      expect(boxes.theme.left).toBeGreaterThanOrEqual(boxes.form.right);
      expect(boxes.form.height).toBeLessThanOrEqual(72);
      expect(boxes.scrollWidth).toBeLessThanOrEqual(width);
      await page.screenshot({ path: screenshotPath(`search-bar-${width}`) });
    }
  });

  for (const theme of ['light', 'dark'] as const) {
    it(`searches from the phone menu (${theme}), by keyboard`, async () => {
      const page = await newPage({ viewport: VIEWPORTS.phone, theme });
      await gotoHydrated(page, '/');
      const field = headerSearch(page).getByRole('searchbox', { name: 'Search the site' });
      expect(await field.isVisible()).toBe(false);
      await page.getByRole('button', { name: 'Open menu' }).click();
      await field.waitFor({ state: 'visible' });
      // After the menu's links, the field and its button are the next stops for the keyboard.
      await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Contact', exact: true }).focus();
      await page.keyboard.press('Tab');
      expect(await field.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type('analytics');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe('Search');
      // A visible focus ring on the button, as on the bar's other controls.
      expect(await page.evaluate(() => getComputedStyle(document.activeElement!).outlineStyle)).toBe('solid');
      await page.screenshot({ path: screenshotPath(`search-menu-${theme}-phone`) });
      await Promise.all([page.waitForURL(atSearch('analytics')), page.keyboard.press('Enter')]);

      await page.getByRole('main').getByRole('link', { name: PRODUCT, exact: true }).waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
      // No sideways scrolling on a phone.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await page.screenshot({ path: screenshotPath(`search-results-${theme}-phone`), fullPage: true });
    });
  }

  it('captures the results page on a wide screen, light and dark', async () => {
    for (const theme of ['light', 'dark'] as const) {
      const page = await newPage({ theme });
      await gotoHydrated(page, '/search?q=analytics');
      await page.getByRole('main').getByRole('link', { name: PRODUCT, exact: true }).waitFor();
      await page.screenshot({ path: screenshotPath(`search-results-${theme}-desktop`), fullPage: true });
    }
  });
});
