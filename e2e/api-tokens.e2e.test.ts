import type { Browser, BrowserContext, Page } from 'playwright-core';
import { chromiumAvailable, launchBrowser, screenshotPath, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 31, part 4, in a real browser against the real built server: the owner makes an API token in the admin,
 * copies it from the dialog that shows it once, and a script uses it on both doors (a read-drafts token reads a draft
 * and is refused a write; a write-content token writes and publishes); revoked, it stops working. The screen from the
 * keyboard alone, at phone width, in dark mode (docs/decisions/069-api-tokens.md).
 */
const describeBrowser = chromiumAvailable() ? describe : describe.skip;

describeBrowser('API tokens (browser)', () => {
  let server: RunningServer;
  let browser: Browser;
  let session: string;
  let draftId: string;
  let pageErrors: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const login = await fetch(`${server.url}/api/admin/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify(server.admin),
    });
    session = ((await login.json()) as { token: string }).token;
    const draft = await api('POST', '/api/blog', session, {
      title: 'Launch Plans Under Wraps',
      excerpt: 'Not yet.',
      content: '<p>Still a draft.</p>',
      author: 'Owner',
      published: false,
    });
    expect(draft.status).toBe(201);
    draftId = draft.body.id as string;
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

  /** A call as a script would make it: no browser, the token in the Authorization header. */
  async function api(method: string, path: string, token?: string, body?: unknown) {
    const res = await fetch(`${server.url}${path}`, {
      method,
      headers: {
        ...(token ? { authorization: `Bearer ${token}` } : {}),
        ...(body ? { 'content-type': 'application/json' } : {}),
      },
      body: body ? JSON.stringify(body) : undefined,
    });
    return { status: res.status, body: (await res.json()) as Record<string, any> };
  }
  const gql = (query: string, token?: string, variables?: object) =>
    api('POST', '/graphql', token, { query, variables }).then(({ status, body }) => ({
      status,
      data: body.data as Record<string, any> | null | undefined,
      error: (body.errors as Array<{ message: string; extensions: { code: string } }> | undefined)?.[0],
    }));

  /** The owner's tab in the admin, signed in as the other e2e tests do. */
  async function ownerPage(
    options: { viewport?: keyof typeof VIEWPORTS; theme?: 'light' | 'dark' } = {},
  ): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: VIEWPORTS[options.viewport ?? 'desktop'],
      colorScheme: options.theme ?? 'light',
    });
    await context.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: server.url });
    await context.addInitScript((saved) => window.localStorage.setItem('admin_token', saved), session);
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    return { context, page };
  }

  const toast = (page: Page, text: string) => page.getByRole('status').filter({ hasText: text }).first();
  const focused = (page: Page) =>
    page.evaluate(() => {
      const element = document.activeElement as HTMLElement | null;
      return element?.getAttribute('aria-label') || element?.textContent?.trim() || element?.id || '';
    });

  /** Makes a token in the open screen with the mouse; answers the token as the Copy button put it on the clipboard. */
  async function makeToken(page: Page, name: string, scope: 'Read drafts' | 'Write content'): Promise<string> {
    await page.getByRole('button', { name: 'New Token' }).click();
    const form = page.getByRole('dialog', { name: 'New API Token' });
    await form.getByRole('textbox', { name: 'Name' }).fill(name);
    await form.getByRole('combobox', { name: 'Scope' }).selectOption({ label: scope });
    await form.getByRole('combobox', { name: 'Expires' }).selectOption({ label: '7 days' });
    await form.getByRole('button', { name: 'Create Token' }).click();
    const shown = page.getByRole('dialog', { name: 'Copy your API token' });
    await shown.getByRole('button', { name: 'Copy' }).click();
    await toast(page, 'Token copied').waitFor();
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toBe(await shown.getByRole('textbox', { name: 'API token' }).inputValue());
    expect(copied).toMatch(/^mk_[\w-]{43}$/);
    await shown.getByRole('button', { name: 'Done' }).click();
    await shown.waitFor({ state: 'detached' });
    return copied;
  }

  it('a read-drafts token made in the admin reads a draft on both doors, is refused writes, and stops when revoked', async () => {
    const { context, page } = await ownerPage();
    try {
      await page.goto('/admin');
      await page.getByRole('link', { name: 'API tokens' }).click();
      await page.waitForURL('**/admin/api-tokens');
      await page.getByText('No API tokens yet').waitFor();
      const token = await makeToken(page, 'Preview builds', 'Read drafts');
      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Preview builds' }) });
      await card.getByText('Active').waitFor();
      // The list shows its first characters only; the page holds the whole token nowhere any more.
      await card.getByText(`${token.slice(0, 10)}…`).waitFor();
      expect(await page.content()).not.toContain(token);

      // Reads of the draft, on both doors; the visitor's same reads do not see it.
      expect((await api('GET', `/api/blog/${draftId}`, token)).body.title).toBe('Launch Plans Under Wraps');
      expect((await api('GET', `/api/blog/${draftId}`)).status).toBe(404);
      const read = await gql('query ($id: ID!) { blogPost(id: $id) { title published } }', token, { id: draftId });
      expect(read.data?.blogPost).toEqual({ title: 'Launch Plans Under Wraps', published: false });
      const drafts = await gql('{ blogPosts(includeDrafts: true) { title } }', token);
      expect(drafts.data?.blogPosts).toContainEqual({ title: 'Launch Plans Under Wraps' });

      // Any write: 403 on REST, FORBIDDEN on GraphQL.
      const post = { title: 'Sneaky', excerpt: 'x', content: '<p>x</p>', author: 'x' };
      expect((await api('POST', '/api/blog', token, post)).status).toBe(403);
      expect((await api('DELETE', `/api/blog/${draftId}`, token)).status).toBe(403);
      const write = await gql('mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { id } }', token, {
        input: post,
      });
      expect([write.status, write.error?.extensions.code]).toEqual([403, 'FORBIDDEN']);

      // Revoked from the screen after a confirm: refused on both doors from the next request on.
      await card.getByRole('button', { name: 'Revoke Preview builds' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Revoke' }).click();
      await toast(page, 'Preview builds is revoked').waitFor();
      await card.locator('[data-status="revoked"]').waitFor();
      expect((await api('GET', `/api/blog/${draftId}`, token)).status).toBe(404);
      expect((await api('GET', '/api/admin/profile', token)).status).toBe(401);
      const after = await gql('{ adminProfile { admin { username } } }', token);
      expect([after.status, after.error?.extensions.code]).toEqual([401, 'UNAUTHENTICATED']);
    } finally {
      await context.close();
    }
  }, 90_000);

  it('a write-content token creates and publishes a post on both doors, and is refused the owner’s own powers', async () => {
    const { context, page } = await ownerPage();
    try {
      await page.goto('/admin/api-tokens');
      const token = await makeToken(page, 'CI deploy', 'Write content');
      const created = await api('POST', '/api/blog', token, {
        title: 'Shipped From CI',
        excerpt: 'Automated.',
        content: '<p>Deployed by the pipeline.</p>',
        author: 'CI',
        published: true,
      });
      expect([created.status, created.body.published]).toEqual([201, true]);
      const viaGraphql = await gql(
        'mutation ($input: CreateBlogPostInput!) { createBlogPost(input: $input) { id published } }',
        token,
        {
          input: {
            title: 'Shipped Over GraphQL',
            excerpt: 'Automated.',
            content: '<p>Again.</p>',
            author: 'CI',
            published: true,
          },
        },
      );
      expect(viaGraphql.data?.createBlogPost.published).toBe(true);
      // The visitor sees both.
      const visible = await api('GET', '/api/blog/slug/shipped-from-ci');
      expect(visible.body.title).toBe('Shipped From CI');
      // Never the owner's: settings, tokens, the account's own security.
      expect((await api('PUT', '/api/settings', token, { email: 'x@example.com' })).status).toBe(403);
      expect(
        (await api('POST', '/api/admin/api-tokens', token, { name: 'more', scope: 'write-content', expiresInDays: 7 })).status,
      ).toBe(403);
      expect((await api('GET', '/api/admin/sessions', token)).status).toBe(403);
      // The activity log names the token.
      const log = await api('GET', '/api/admin/activity', session);
      expect(
        (log.body as unknown as Array<{ adminUsername: string; recordLabel: string }>).map((entry) => entry.adminUsername),
      ).toContain("API token 'CI deploy' of admin");
    } finally {
      await context.close();
    }
  }, 90_000);

  it('works from the keyboard alone, at phone width, in dark mode', async () => {
    const { context, page } = await ownerPage({ viewport: 'phone', theme: 'dark' });
    try {
      await page.goto('/admin/api-tokens');
      const add = page.getByRole('button', { name: 'New Token' });
      await add.focus();
      await page.keyboard.press('Enter');
      const form = page.getByRole('dialog', { name: 'New API Token' });
      await form.waitFor();
      await form.getByRole('textbox', { name: 'Name' }).focus();
      await page.keyboard.type('Phone made');
      await page.keyboard.press('Tab');
      expect(await page.evaluate(() => (document.activeElement as HTMLSelectElement).value)).toBe('read-drafts');
      await page.keyboard.press('ArrowDown');
      expect(await form.getByRole('combobox', { name: 'Scope' }).inputValue()).toBe('write-content');
      // The expiry starts at 30 days; the next choice is 90.
      await page.keyboard.press('Tab');
      await page.keyboard.press('ArrowDown');
      expect(await form.getByRole('combobox', { name: 'Expires' }).inputValue()).toBe('90');
      // The dark palette's card colour, and the whole form inside a phone's screen.
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      const box = (await form.boundingBox())!;
      expect(box.x).toBeGreaterThanOrEqual(0);
      expect(box.x + box.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await page.screenshot({ path: screenshotPath('admin-api-token-form-dark-phone') });
      // Enter in a field submits the form.
      await form.getByRole('textbox', { name: 'Name' }).focus();
      await page.keyboard.press('Enter');

      const shown = page.getByRole('dialog', { name: 'Copy your API token' });
      await shown.waitFor();
      const shownBox = (await shown.boundingBox())!;
      expect(shownBox.x + shownBox.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      for (const name of ['Copy', 'Done']) {
        const button = (await shown.getByRole('button', { name }).boundingBox())!;
        expect(button.x + button.width).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      }
      // Focus is inside the dialog; Tab reaches Copy, Enter copies.
      let steps = 0;
      while ((await focused(page)) !== 'Copy' && steps++ < 8) await page.keyboard.press('Tab');
      expect(await focused(page)).toBe('Copy');
      await page.keyboard.press('Enter');
      await toast(page, 'Token copied').waitFor();
      const token = await page.evaluate(() => navigator.clipboard.readText());
      expect((await api('GET', '/api/admin/profile', token)).status).toBe(200);
      await page.keyboard.press('Escape');
      await shown.waitFor({ state: 'detached' });

      const card = page.getByRole('article').filter({ has: page.getByRole('heading', { name: 'Phone made' }) });
      await card.getByText('Write content').waitFor();
      expect(await card.evaluate((element) => getComputedStyle(element).backgroundColor)).toBe('rgb(30, 41, 59)');
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(VIEWPORTS.phone.width);
      await page.screenshot({ path: screenshotPath('admin-api-tokens-dark-phone'), fullPage: true });

      // Revoked from the keyboard: the card's button, then the confirm's.
      await card.getByRole('button', { name: 'Revoke Phone made' }).focus();
      await page.keyboard.press('Enter');
      const confirm = page.getByRole('dialog').filter({ hasText: 'Revoke "Phone made"?' });
      await confirm.waitFor();
      steps = 0;
      while ((await focused(page)) !== 'Revoke' && steps++ < 4) await page.keyboard.press('Tab');
      await page.keyboard.press('Enter');
      await toast(page, 'Phone made is revoked').waitFor();
      expect((await api('GET', '/api/admin/profile', token)).status).toBe(401);
    } finally {
      await context.close();
    }
  }, 90_000);
});
