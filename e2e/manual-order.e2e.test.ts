import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { chromiumAvailable, gotoHydrated, launchBrowser, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Manual order (issue 14, docs/decisions/035-manual-order.md) as an administrator uses it, in a
 * real browser against the real built server with the demo content: team members reordered from
 * the keyboard alone (dnd-kit's keyboard sensor), each move announced in the live region, saved in
 * one request, and shown in that order on /about to a visitor; a cancelled move saves nothing;
 * the services inside a category reordered the same way and shown so on /services.
 */
const describeBrowser = chromiumAvailable() ? describe : describe.skip;

const ORDER_SAVED = 'Order saved successfully!';

describeBrowser('manual order (browser)', () => {
  let server: RunningServer;
  let browser: Browser;
  let admin: { context: BrowserContext; page: Page };
  let pageErrors: string[] = [];
  /** Every reorder mutation the admin tab sent. */
  let reorderRequests: string[] = [];

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop });
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    page.on('request', (request) => {
      const body = request.method() === 'POST' && request.url().endsWith('/graphql') ? (request.postData() ?? '') : '';
      const match = body.match(/"operationName":"(AdminReorder\w+)"/);
      if (match) reorderRequests.push(match[1]);
    });
    admin = { context, page };
    await signIn(page);
  }, 150_000);

  afterAll(async () => {
    await admin?.context.close();
    await browser?.close();
    await server?.stop();
  }, 30_000);

  beforeEach(() => {
    pageErrors = [];
    reorderRequests = [];
  });
  afterEach(() => expect(pageErrors).toEqual([]));

  async function signIn(page: Page) {
    await page.goto('/admin-login');
    const form = page.getByRole('form', { name: 'Admin login' });
    await form.getByLabel(/^Username or Email/).fill(server.admin.username);
    await form.getByLabel(/^Password/).fill(server.admin.password);
    await form.getByRole('button', { name: 'Login' }).click();
    await page.waitForURL((url) => url.pathname === '/admin');
  }

  const toast = (page: Page, text: string) =>
    page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}$`) })
      .first();
  /** dnd-kit's live region (role=status, aria-live=assertive) and its instructions for the handles. */
  const liveRegion = (page: Page) => page.locator('[id^="DndLiveRegion"]');
  const instructions = (page: Page) => page.locator('[id^="DndDescribedBy"]').first();
  const namesIn = async (scope: Locator, selector: string) =>
    (await scope.locator(selector).allTextContents()).map((text) => text.trim());

  /** What a visitor sees, in a fresh context without the admin session. */
  async function asVisitor<T>(path: string, read: (page: Page) => Promise<T>): Promise<T> {
    const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop });
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      await gotoHydrated(page, path);
      return await read(page);
    } finally {
      await context.close();
    }
  }
  const teamOnAbout = () =>
    asVisitor('/about', async (page) => {
      const team = page.getByRole('region', { name: 'Meet Our Team' });
      await team.locator('h3').first().waitFor();
      return namesIn(team, 'h3');
    });

  /** Picks an item up by its handle, moves it with the arrow keys, and drops it (or cancels with Escape). */
  async function moveByKeyboard(
    page: Page,
    name: string,
    moves: Array<'ArrowDown' | 'ArrowUp'>,
    end: 'Space' | 'Escape' = 'Space',
  ) {
    const handle = page.getByRole('button', { name: `Reorder ${name}`, exact: true });
    await handle.focus();
    await page.keyboard.press('Space');
    const pickedUp = liveRegion(page).filter({ hasText: `Picked up ${name}.` });
    await pickedUp.waitFor({ state: 'attached' });
    const [, from, total] = /position (\d+) of (\d+)/.exec((await pickedUp.first().textContent()) ?? '')!.map(Number);
    // One key at a time, each waited for by its announcement: keys sent faster than the list moves can be lost.
    let at = from;
    for (const key of moves) {
      const expected = `${name} moved to position ${at + (key === 'ArrowDown' ? 1 : -1)} of ${total}.`;
      const moved = liveRegion(page).filter({ hasText: expected });
      await page.keyboard.press(key);
      // On a loaded machine a key can reach the page before the keyboard sensor listens: when the list has not
      // moved (announced) a few seconds later, the same key again. The list is still where it was, so this cannot
      // move it twice.
      const announced = await moved.waitFor({ state: 'attached', timeout: 6_000 }).then(
        () => true,
        () => false,
      );
      if (!announced) {
        await page.keyboard.press(key);
        await moved.waitFor({ state: 'attached' });
      }
      at += key === 'ArrowDown' ? 1 : -1;
    }
    await page.keyboard.press(end);
  }

  it('reorders team members from the keyboard, announced and saved in one request, and /about shows the new order', async () => {
    const { page } = admin;
    await page.goto('/admin/team');
    const grid = page.getByRole('main');
    await grid.locator('article h3').first().waitFor();
    const before = await namesIn(grid, 'article h3');
    expect(before.length).toBeGreaterThanOrEqual(3);
    expect(await teamOnAbout()).toEqual(before);

    await page.getByRole('button', { name: 'Reorder', exact: true }).click();
    const list = page.getByRole('list', { name: 'Team member order' });
    await list.waitFor();
    expect(await namesIn(list, 'li strong')).toEqual(before);
    expect(await instructions(page).textContent()).toContain('press Space or Enter on a drag handle to pick the item up');

    // The first member goes two places down.
    const [first, second, third, ...rest] = before;
    await moveByKeyboard(page, first, ['ArrowDown', 'ArrowDown']);
    await liveRegion(page)
      .filter({ hasText: `${first} dropped at position 3 of ${before.length}.` })
      .waitFor({ state: 'attached' });
    await toast(page, ORDER_SAVED).waitFor();
    const after = [second, third, first, ...rest];
    expect(await namesIn(list, 'li strong')).toEqual(after);
    expect(reorderRequests).toEqual(['AdminReorderTeamMembers']);
    // Focus stays on the moved item's handle, so the next move is one key away.
    expect(await page.evaluate(() => document.activeElement?.getAttribute('aria-label'))).toBe(`Reorder ${first}`);

    const stored = await server.query<{ name: string }>(
      'SELECT "name" FROM "team_member" ORDER BY "position", "createdAt" DESC, "id" DESC',
    );
    expect(stored.map((row) => row.name)).toEqual(after);
    expect(await teamOnAbout()).toEqual(after);

    // Done: the cards come back, in the new order, and stay so after a reload.
    await page.getByRole('button', { name: 'Done', exact: true }).click();
    expect(await namesIn(grid, 'article h3')).toEqual(after);
    await page.reload();
    await grid.locator('article h3').first().waitFor();
    expect(await namesIn(grid, 'article h3')).toEqual(after);
  });

  it('saves nothing when a move is cancelled with Escape', async () => {
    const { page } = admin;
    await page.goto('/admin/team');
    await page.getByRole('button', { name: 'Reorder', exact: true }).click();
    const list = page.getByRole('list', { name: 'Team member order' });
    await list.locator('li').first().waitFor();
    const before = await namesIn(list, 'li strong');

    await moveByKeyboard(page, before[0], ['ArrowDown'], 'Escape');
    await liveRegion(page)
      .filter({ hasText: `Reordering cancelled. ${before[0]} is back at position 1 of ${before.length}.` })
      .waitFor({ state: 'attached' });
    expect(await namesIn(list, 'li strong')).toEqual(before);
    expect(reorderRequests).toEqual([]);
    expect(await teamOnAbout()).toEqual(before);
  });

  it('reorders the services inside a category and /services shows them so', async () => {
    const { page } = admin;
    await page.goto('/admin/services');
    await page.getByRole('button', { name: 'Reorder', exact: true }).click();
    const categories = page.getByRole('list', { name: 'Service category order' });
    await categories.waitFor();
    const firstCategory = (await categories.locator(':scope > li strong').first().textContent())!.trim();
    const services = page.getByRole('list', { name: `${firstCategory} service order` });
    const before = await namesIn(services, 'li strong');
    expect(before.length).toBeGreaterThanOrEqual(2);

    // The last service moves to the top.
    await moveByKeyboard(
      page,
      before[before.length - 1],
      before.slice(1).map(() => 'ArrowUp' as const),
    );
    await toast(page, ORDER_SAVED).waitFor();
    const after = [before[before.length - 1], ...before.slice(0, -1)];
    expect(await namesIn(services, 'li strong')).toEqual(after);
    expect(reorderRequests).toEqual(['AdminReorderServices']);

    const shown = await asVisitor('/services', async (page) => {
      const section = page.getByRole('region', { name: firstCategory });
      await section.locator('h3').first().waitFor();
      return namesIn(section, 'h3');
    });
    expect(shown).toEqual(after);
  });
});
