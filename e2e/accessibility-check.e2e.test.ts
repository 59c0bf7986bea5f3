import { ACCESSIBILITY_MESSAGES } from '@field-rules';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { chromiumAvailable, launchBrowser, screenshotPath, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 31, part 5, as an editor meets it in a real browser against the real built server: a post whose content has a
 * picture without alt text shows the warning before it is published, and is published anyway when the editor chooses
 * so; a post with nothing to warn about saves with no extra step; the warnings from the keyboard alone, at phone width,
 * in dark mode (docs/decisions/067-accessibility-checks.md).
 */
const describeBrowser = chromiumAvailable() ? describe : describe.skip;

const WARNINGS = 'Accessibility warnings';

describeBrowser('accessibility check before publishing (browser)', () => {
  let server: RunningServer;
  let browser: Browser;
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

  afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  /** A signed-in admin's tab; `checks` collects the accessibility checks it asks the server for. */
  async function adminPage(
    options: { viewport?: keyof typeof VIEWPORTS; theme?: 'light' | 'dark' } = {},
  ): Promise<{ context: BrowserContext; page: Page; checks: string[] }> {
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
    const checks: string[] = [];
    page.on('request', (request) => {
      if (request.method() === 'POST' && request.postData()?.includes('AdminAccessibilityProblems')) checks.push(request.url());
    });
    return { context, page, checks };
  }

  const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
  const focusedText = (page: Page) => page.evaluate(() => document.activeElement?.textContent?.trim() ?? '');

  /** Opens 'Add Blog Post' and fills the plain fields. */
  async function startPost(page: Page, title: string): Promise<Locator> {
    await page.goto('/admin/blog');
    await page.getByRole('button', { name: 'Add Blog Post', exact: true }).click();
    const form = page.getByRole('dialog', { name: 'Create Blog Post' });
    await form.getByRole('textbox', { name: 'Title' }).fill(title);
    await form.getByRole('textbox', { name: 'Author' }).fill('Farah Khan');
    await form.getByRole('textbox', { name: 'Excerpt' }).fill(`${title}, in short.`);
    await form.getByRole('toolbar', { name: 'Content formatting' }).waitFor();
    return form;
  }

  async function htmlSource(form: Locator): Promise<Locator> {
    await form.getByRole('group', { name: 'Content view' }).getByRole('button', { name: 'HTML', exact: true }).click();
    return form.getByRole('textbox', { name: 'Content', exact: true });
  }

  const stored = async (slug: string) =>
    server.query<{ published: boolean; content: string }>('select published, content from blog_post where slug = $1', [slug]);

  it('warns of a picture without alt text before publishing; going back saves nothing, Publish anyway publishes it', async () => {
    const { context, page, checks } = await adminPage();
    try {
      const form = await startPost(page, 'Our New Office');
      // A picture inserted with the editor's own image tool, its description left empty.
      const editor = form.getByRole('textbox', { name: 'Content', exact: true });
      await editor.click();
      await page.keyboard.type('We moved next to the station.');
      await page.keyboard.press('Enter');
      await form.getByRole('toolbar', { name: 'Content formatting' }).getByRole('button', { name: 'Image', exact: true }).click();
      const png = await sharp({ create: { width: 320, height: 200, channels: 3, background: '#2f855a' } })
        .png()
        .toBuffer();
      await form.getByLabel('Image file').setInputFiles({ name: 'office.png', mimeType: 'image/png', buffer: png });
      await form.getByRole('button', { name: 'Insert image' }).click();
      const image = editor.locator('img');
      await image.waitFor();
      const src = (await image.getAttribute('src'))!;
      expect(src).toMatch(/^\/uploads\/content\/[\w-]+\.png$/);
      await form.getByRole('checkbox', { name: 'Published' }).check();

      await form.getByRole('button', { name: 'Create Post' }).click();
      const warnings = page.getByRole('dialog', { name: WARNINGS });
      await warnings.waitFor();
      expect(await warnings.getByRole('listitem').allTextContents()).toEqual([
        `${ACCESSIBILITY_MESSAGES.imageWithoutAlt} ${src.split('/').pop()}`,
      ]);
      // Going back is the first choice a keyboard user meets; Escape takes it and nothing is saved.
      await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Go back and fix');
      await page.keyboard.press('Escape');
      await warnings.waitFor({ state: 'detached' });
      expect(await form.isVisible()).toBe(true);
      await page.waitForFunction(() => document.activeElement?.textContent?.trim() === 'Create Post');
      expect(await stored('our-new-office')).toEqual([]);

      // The next save asks again; this time the editor publishes anyway: a warning, never a block.
      await form.getByRole('button', { name: 'Create Post' }).click();
      await warnings.getByRole('button', { name: 'Publish anyway' }).click();
      await toast(page, 'Blog post created successfully').waitFor();
      await form.waitFor({ state: 'detached' });
      const [post] = await stored('our-new-office');
      expect(post.published).toBe(true);
      expect(post.content).toContain(`src="${src}"`);
      expect(checks).toHaveLength(2);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('saves a post with nothing to warn about at once, with no dialog', async () => {
    const { context, page, checks } = await adminPage();
    try {
      const form = await startPost(page, 'Opening Hours');
      await (await htmlSource(form)).fill('<p>We are open every weekday.</p><h2>Holidays</h2><p>Closed on public holidays.</p>');
      await form.getByRole('checkbox', { name: 'Published' }).check();
      await form.getByRole('button', { name: 'Create Post' }).click();
      // Had the dialog opened, the save would wait for an answer: the toast means it never did.
      await toast(page, 'Blog post created successfully').waitFor();
      expect(await page.getByRole('dialog', { name: WARNINGS }).count()).toBe(0);
      expect(checks).toHaveLength(1);
      expect((await stored('opening-hours'))[0].published).toBe(true);
    } finally {
      await context.close();
    }
  }, 60_000);

  it('lists every warning from the keyboard alone, at phone width, in dark mode, and saves the draft anyway', async () => {
    const { context, page } = await adminPage({ viewport: 'phone', theme: 'dark' });
    try {
      const form = await startPost(page, 'Where To Find Us');
      await (await htmlSource(form)).fill('<h3>Directions</h3><p>For the map, <a href="/contact">click here</a>.</p>');
      await form.getByRole('button', { name: 'Create Post' }).focus();
      await page.keyboard.press('Enter');

      const warnings = page.getByRole('dialog', { name: WARNINGS });
      await warnings.waitFor();
      expect(await warnings.getByRole('listitem').allTextContents()).toEqual([
        `${ACCESSIBILITY_MESSAGES.firstHeadingTooDeep(3)} Directions`,
        `${ACCESSIBILITY_MESSAGES.vagueLinkText('click here')} /contact`,
      ]);
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      // The dark palette's card colour (app's theme), not the light one's white.
      expect(await warnings.evaluate((panel) => getComputedStyle(panel).backgroundColor)).toBe('rgb(30, 41, 59)');
      // All of it on a phone's screen: nothing wider than the screen, both choices in view.
      const box = (await warnings.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      for (const name of ['Go back and fix', 'Save anyway']) {
        const button = (await warnings.getByRole('button', { name }).boundingBox())!;
        expect(button.x + button.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
        expect(button.y + button.height).toBeLessThanOrEqual(VIEWPORTS.phone.height);
      }
      await page.screenshot({ path: screenshotPath('admin-accessibility-warnings-dark-phone') });

      // Keyboard only: focus starts on going back, Tab reaches Save anyway, Enter saves the draft as it is.
      expect(await focusedText(page)).toBe('Go back and fix');
      await page.keyboard.press('Tab');
      expect(await focusedText(page)).toBe('Save anyway');
      await page.keyboard.press('Enter');
      await toast(page, 'Blog post created successfully').waitFor();
      const [post] = await stored('where-to-find-us');
      expect(post).toMatchObject({ published: false });
      expect(post.content).toContain('click here');
    } finally {
      await context.close();
    }
  }, 90_000);
});
