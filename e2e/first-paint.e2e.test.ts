import type { Browser, BrowserContext, Page, Request } from 'playwright-core';
import sharp from 'sharp';
import { chromiumAvailable, launchBrowser } from './support/browser';
import { startServer, type RunningServer } from './support/server';
import {
  gotoFirstPaint,
  holdScripts,
  isHydrated,
  phoneContext,
  throttleLikePhone,
  waitForHydration,
} from './support/phone-profile';

/**
 * Issue 26: on the phone profile (4x CPU, 150 ms, 1.6 Mbit/s) every control works from the first paint, before
 * React owns the page (ADR 045): the menu and the theme toggle at once, 'Load more' and a project's dialog when
 * React takes over, and the contact form as a real POST whose message is stored. Each test checks that its tap
 * really came before hydration, so it cannot pass by being slow. No visitor's text may ever be in a URL.
 */
const describeBrowser = chromiumAvailable() ? describe : describe.skip;

const SENT = "Thank you for your message! We'll get back to you soon.";

describeBrowser('controls from the first paint (phone profile, browser)', () => {
  let server: RunningServer;
  let browser: Browser;
  let token: string;
  let contexts: BrowserContext[] = [];
  /** Every address the browser asked for, with the method: a visitor's text must never be in one. */
  let requests: string[] = [];
  let pageErrors: string[] = [];

  const api = async (query: string, variables?: object) => {
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
      body: JSON.stringify({ query, variables }),
    });
    const body = (await response.json()) as { data?: Record<string, unknown>; errors?: unknown[] };
    if (body.errors) throw new Error(JSON.stringify(body.errors));
    return body.data!;
  };
  const inbox = async () => (await api('{ contactMessages { name email message } }')).contactMessages as object[];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(server.admin),
    });
    token = ((await login.json()) as { token: string }).token;
    // More projects than /work's first page (9), so 'Load more' is offered: added through the REST door.
    const picture = await sharp({ create: { width: 64, height: 48, channels: 3, background: '#3366aa' } })
      .png()
      .toBuffer();
    for (let index = 1; index <= 10; index += 1) {
      const form = new FormData();
      form.set('title', `First Paint Project ${index}`);
      form.set('description', 'Made for the first-paint test.');
      form.set('image', new Blob([new Uint8Array(picture)], { type: 'image/png' }), 'project.png');
      const created = await fetch(`${server.url}/api/projects`, {
        method: 'POST',
        headers: { authorization: `Bearer ${token}` },
        body: form,
      });
      expect(created.status).toBe(201);
    }
    // And more published posts than /blog's first page (9): its first cards are the page's, 'Load more' the island's.
    for (let index = 1; index <= 10; index += 1) {
      await api('mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { id } }', {
        input: {
          title: `First Paint Post ${index}`,
          excerpt: 'Made for the first-paint test.',
          content: '<p>Made for the first-paint test.</p>',
          author: 'Test',
          published: true,
        },
      });
    }
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 30_000);

  beforeEach(() => {
    requests = [];
    pageErrors = [];
  });

  afterEach(async () => {
    await Promise.all(contexts.map((context) => context.close()));
    contexts = [];
    expect(pageErrors).toEqual([]);
  });

  /** Lets the held scripts load (holdScripts): the current test's page then hydrates. */
  let releaseScripts: () => Promise<void> = async () => undefined;

  async function phonePage(options: { javaScriptEnabled?: boolean; throttled?: boolean } = {}): Promise<Page> {
    const context = await phoneContext(browser, options);
    contexts.push(context);
    const page = await context.newPage();
    page.setDefaultTimeout(60_000);
    page.on('request', (request: Request) => requests.push(`${request.method()} ${request.url()}`));
    page.on('pageerror', (error) => pageErrors.push(error.message));
    if (options.throttled ?? true) await throttleLikePhone(page);
    releaseScripts = await holdScripts(page);
    return page;
  }

  const url = (path: string) => server.url + path;

  it('opens the phone menu tapped at first paint at once, and React keeps it open and closes it', async () => {
    const page = await phonePage();
    await gotoFirstPaint(page, url('/'));
    await page.tap('button[aria-controls="main-menu"]');
    expect(await isHydrated(page)).toBe(false);
    await expect(page.locator('#main-menu').isVisible()).resolves.toBe(true);
    await expect(page.getAttribute('button[aria-controls="main-menu"]', 'aria-expanded')).resolves.toBe('true');

    await releaseScripts();
    await waitForHydration(page);
    expect(await page.locator('#main-menu').isVisible()).toBe(true);
    await page.waitForFunction(
      () => document.querySelector('button[aria-controls="main-menu"]')?.getAttribute('aria-label') === 'Close menu',
    );
    await page.tap('button[aria-controls="main-menu"]');
    await page.locator('#main-menu').waitFor({ state: 'hidden' });
  }, 120_000);

  it('switches the theme tapped at first paint at once, saved, and React carries on from it', async () => {
    const page = await phonePage();
    await page.emulateMedia({ colorScheme: 'light' });
    await gotoFirstPaint(page, url('/work'));
    await page.tap('button[data-early="theme"]');
    expect(await isHydrated(page)).toBe(false);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('dark');

    await releaseScripts();
    await waitForHydration(page);
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
    await page.waitForFunction(
      () => document.querySelector('button[data-early="theme"]')?.getAttribute('aria-label') === 'Switch to light theme',
    );
    await page.tap('button[data-early="theme"]');
    await page.waitForFunction(() => !document.documentElement.classList.contains('dark'));
    expect(await page.evaluate(() => localStorage.getItem('theme'))).toBe('light');
  }, 120_000);

  it("loads the next page of projects for 'Load more' tapped at first paint, once React owns the page", async () => {
    const page = await phonePage();
    await gotoFirstPaint(page, url('/work'));
    const cards = page.locator('button[aria-haspopup="dialog"]');
    const before = await cards.count();
    expect(before).toBe(9);
    await page.locator('button', { hasText: 'Load more' }).tap();
    expect(await isHydrated(page)).toBe(false);
    await expect(page.getAttribute('button[data-early="replay"]:has-text("Load more")', 'aria-busy')).resolves.toBe('true');

    await releaseScripts();
    await waitForHydration(page);
    await page.waitForFunction((count) => document.querySelectorAll('button[aria-haspopup="dialog"]').length > count, before);
    expect(await cards.count()).toBeGreaterThan(before);
  }, 120_000);

  it("loads the next page of posts for 'Load more' tapped at first paint after the page's own cards, focus on the first new one", async () => {
    const page = await phonePage();
    await gotoFirstPaint(page, url('/blog'));
    const cards = page.locator('main article');
    expect(await cards.count()).toBe(9);
    await page.locator('button', { hasText: 'Load more' }).tap();
    expect(await isHydrated(page)).toBe(false);

    await releaseScripts();
    await waitForHydration(page);
    await page.waitForFunction(() => document.querySelectorAll('main article').length > 9);
    // The new cards follow the server's in the same grid, and the keyboard carries on from the first of them.
    const tenth = cards.nth(9);
    expect(await tenth.evaluate((card) => card.closest('[data-island]') !== null)).toBe(true);
    expect(await cards.nth(8).evaluate((card) => card.closest('[data-island]') === null)).toBe(true);
    await page.waitForFunction(() => document.activeElement?.closest('article') === document.querySelectorAll('main article')[9]);
  }, 120_000);

  it("opens a project's dialog tapped at first paint, once React owns the page", async () => {
    const page = await phonePage();
    await gotoFirstPaint(page, url('/work'));
    const first = page.locator('button[aria-haspopup="dialog"]').first();
    const title = (await first.textContent())!;
    await first.tap();
    expect(await isHydrated(page)).toBe(false);

    await releaseScripts();
    await waitForHydration(page);
    const dialog = page.getByRole('dialog');
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(title);
  }, 120_000);

  it('stores a contact message sent at first paint, shows the SPEC success text, and puts no text in any URL', async () => {
    const page = await phonePage();
    const message = `Sent at first paint ${Date.now()}`;
    await gotoFirstPaint(page, url('/contact'));
    await page.fill('input[name="name"]', 'Hamza Tariq');
    await page.fill('input[name="email"]', 'hamza@example.com');
    await page.fill('textarea[name="message"]', message);
    const posted = page.waitForResponse(
      (response) => response.request().method() === 'POST' && response.url() === url('/contact'),
    );
    await page.getByRole('button', { name: 'Send Message' }).tap();
    expect((await posted).status()).toBe(200);
    await page.getByText(SENT).waitFor();
    expect(await page.locator('textarea[name="message"]').inputValue()).toBe('');

    expect(await inbox()).toContainEqual({ name: 'Hamza Tariq', email: 'hamza@example.com', message });
    for (const text of [message, 'Hamza', 'hamza%40example.com', 'hamza@example.com']) {
      expect(requests.filter((line) => line.includes(text))).toEqual([]);
    }
    expect(page.url()).toBe(url('/contact'));
  }, 120_000);

  it('keeps what was typed before the scripts took over and sends it in the page once they have', async () => {
    const page = await phonePage();
    const message = `Typed before hydration ${Date.now()}`;
    await gotoFirstPaint(page, url('/contact'));
    await page.fill('input[name="name"]', 'Zara Ahmed');
    await page.fill('input[name="email"]', 'zara@example.com');
    await page.fill('textarea[name="message"]', message);
    expect(await isHydrated(page)).toBe(false);
    await releaseScripts();
    await waitForHydration(page);
    await page.getByRole('button', { name: 'Send Message' }).tap();
    // The in-page send: a toast, no page load.
    await page.getByText(SENT).first().waitFor();
    expect(requests.filter((line) => line.startsWith('POST') && line.endsWith('/contact'))).toEqual([]);
    expect(await inbox()).toContainEqual({ name: 'Zara Ahmed', email: 'zara@example.com', message });
  }, 120_000);

  it('works with JavaScript off: errors shown with the text kept, then the message stored', async () => {
    const page = await phonePage({ javaScriptEnabled: false, throttled: false });
    const message = `No scripts at all ${Date.now()}`;
    await page.goto(url('/contact'));
    await page.fill('input[name="name"]', 'Bilal Khan');
    await page.fill('input[name="email"]', 'bilal-at-example.com');
    await page.fill('textarea[name="message"]', message);
    await Promise.all([page.waitForURL(url('/contact')), page.getByRole('button', { name: 'Send Message' }).click()]);
    await page.getByText('There was an error sending your message. Please try again.').waitFor();
    await page.getByText('Please enter a valid email address').waitFor();
    expect(await page.locator('textarea[name="message"]').inputValue()).toBe(message);
    expect(await page.locator('input[name="name"]').inputValue()).toBe('Bilal Khan');

    await page.fill('input[name="email"]', 'bilal@example.com');
    await page.getByRole('button', { name: 'Send Message' }).click();
    await page.getByText(SENT).waitFor();
    expect(await inbox()).toContainEqual({ name: 'Bilal Khan', email: 'bilal@example.com', message });
    expect(requests.filter((line) => line.includes('Bilal') || line.includes(encodeURIComponent(message)))).toEqual([]);
  }, 120_000);
});
