import type { Browser, BrowserContext, Page } from 'playwright-core';
import { startWebhookReceiver, type WebhookReceiver } from '../server/src/test/webhook-receiver';
import { chromiumAvailable, launchBrowser, screenshotPath, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 31, part 4, as an owner meets it in a real browser against the real built server: an endpoint added on the
 * Webhooks screen (its secret shown once), a post published on the Blog screen, and a receiver this test runs gets a
 * signed 'published' event (checked with the secret, as a receiver would); the delivery shows in the screen's log. The
 * screen from the keyboard alone, at phone width, in dark mode (docs/decisions/068-webhooks.md).
 */
const describeBrowser = chromiumAvailable() ? describe : describe.skip;

describeBrowser('webhooks (browser)', () => {
  let server: RunningServer;
  let browser: Browser;
  let receiver: WebhookReceiver;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    receiver = await startWebhookReceiver();
    // The receiver is on this machine: allowed here only; retries in milliseconds, so a failed first attempt is quick.
    [server, browser] = await Promise.all([
      startServer({ env: { WEBHOOKS_ALLOW_PRIVATE_URLS: 'true', WEBHOOKS_RETRY_SCHEDULE: '300ms,600ms' } }),
      launchBrowser(),
    ]);
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
    await receiver?.stop();
  }, 30_000);

  beforeEach(() => {
    pageErrors = [];
  });

  afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  async function ownerPage(
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

  const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  it("a receiver gets a signed 'published' event when the owner publishes a post; the delivery shows in the log", async () => {
    const { context, page } = await ownerPage();
    try {
      await page.goto('/admin/webhooks');
      await page.getByText('No webhook endpoints yet.').waitFor();
      await page.getByRole('button', { name: 'Add Endpoint', exact: true }).click();
      const form = page.getByRole('dialog', { name: 'Add Webhook Endpoint' });
      await form.getByRole('textbox', { name: 'Endpoint URL' }).fill(receiver.url);
      await form.getByRole('textbox', { name: 'Description' }).fill('Rebuild the mirror');
      expect(await form.getByRole('checkbox', { name: 'Published', exact: true }).isChecked()).toBe(true);
      await form.getByRole('checkbox', { name: 'Updated', exact: true }).check();
      await form.getByRole('button', { name: 'Add Endpoint' }).click();

      const shown = page.getByRole('dialog', { name: 'Signing secret' });
      const secret = await shown.getByRole('textbox', { name: 'Signing secret' }).inputValue();
      expect(secret).toMatch(/^whsec_/);
      await shown.getByRole('button', { name: 'Done' }).click();
      const card = page.locator('article').filter({ hasText: receiver.url });
      await card.getByText('No deliveries yet').waitFor();
      // Never shown again: not on the screen, not in what the list query answers.
      expect(await page.content()).not.toContain(secret);

      // The receiver refuses the first attempt: the retry is what it accepts.
      receiver.answer(503);
      await page.goto('/admin/blog');
      await page.getByRole('button', { name: 'Add Blog Post', exact: true }).click();
      const post = page.getByRole('dialog', { name: 'Create Blog Post' });
      await post.getByRole('textbox', { name: 'Title' }).fill('Hooked Up');
      await post.getByRole('textbox', { name: 'Author' }).fill('Farah Khan');
      await post.getByRole('textbox', { name: 'Excerpt' }).fill('The site now tells other systems what it publishes.');
      await post.getByRole('group', { name: 'Content view' }).getByRole('button', { name: 'HTML', exact: true }).click();
      await post.getByRole('textbox', { name: 'Content', exact: true }).fill('<p>Every published post is announced, signed.</p>');
      await post.getByRole('checkbox', { name: 'Published' }).check();
      await post.getByRole('button', { name: 'Create Post' }).click();
      await toast(page, 'Blog post created successfully').waitFor();

      const [refused, accepted] = await receiver.waitFor(2, 20_000);
      expect([refused.status, accepted.status]).toEqual([503, 204]);
      expect(receiver.verify(accepted, secret)).toEqual({
        id: refused.headers['webhook-id'],
        type: 'published',
        occurredAt: expect.any(String),
        data: { recordType: 'BlogPost', id: expect.any(String), slug: 'hooked-up', title: 'Hooked Up', changedFields: [] },
      });
      expect(() => receiver.verify(accepted, `whsec_${Buffer.alloc(32, 7).toString('base64')}`)).toThrow();
      const [{ id }] = await server.query<{ id: string }>('select id from blog_post where slug = $1', ['hooked-up']);
      expect(accepted.json.data.id).toBe(id);

      await page.goto('/admin/webhooks');
      await card.getByText('Delivered').waitFor();
      await card.getByRole('button', { name: 'Deliveries' }).click();
      const log = page.getByRole('dialog', { name: 'Deliveries' });
      const row = log.getByRole('listitem').first();
      await row.getByText('Delivered').waitFor();
      expect(await row.textContent()).toMatch(/published.*HTTP 204 · 2 attempts/);
      await page.screenshot({ path: screenshotPath('admin-webhooks-log') });
    } finally {
      await context.close();
    }
  }, 120_000);

  it('from the keyboard alone, at phone width, in dark mode: a test event sent and its delivery read', async () => {
    const { context, page } = await ownerPage({ viewport: 'phone', theme: 'dark' });
    try {
      await page.goto('/admin/webhooks');
      const card = page.locator('article').filter({ hasText: receiver.url });
      await card.waitFor();
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      // The dark palette's card colour, and nothing wider than the phone's screen.
      expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(30, 41, 59)');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      for (const name of ['Send test', 'Deliveries', 'Roll secret']) {
        const box = (await card.getByRole('button', { name }).boundingBox())!;
        expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      }
      await page.screenshot({ path: screenshotPath('admin-webhooks-dark-phone') });

      const before = receiver.received.length;
      await card.getByRole('button', { name: 'Send test' }).focus();
      await page.keyboard.press('Enter');
      await toast(page, 'Test event sent').waitFor();
      const [ping] = (await receiver.waitFor(before + 1)).slice(before);
      expect(ping.json.type).toBe('ping');

      // Tab moves on to the log; Enter opens it, Escape closes it and gives focus back.
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Deliveries');
      await page.keyboard.press('Enter');
      const log = page.getByRole('dialog', { name: 'Deliveries' });
      await log.getByRole('listitem').first().getByText('ping').waitFor();
      await log.getByRole('listitem').first().getByText('Delivered').waitFor();
      const box = (await log.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await page.screenshot({ path: screenshotPath('admin-webhooks-log-dark-phone') });
      await page.keyboard.press('Escape');
      await log.waitFor({ state: 'detached' });
      expect(await focusedText(page)).toBe('Deliveries');
    } finally {
      await context.close();
    }
  }, 90_000);
});
