/**
 * The admin UI part of issue 25's workload: a few of the writes made by clicking through the real back office in
 * Debian's Chromium (playwright-core, the e2e tests' launch options). Each action is timed from the click to the
 * success toast; an error toast or no toast within the request timeout is a failure.
 */
import { existsSync } from 'node:fs';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { CHROMIUM_PATH, launchBrowser } from '../../e2e/support/browser';
import { REQUEST_TIMEOUT_MS } from './http';

export interface UiFile {
  name: string;
  mimeType: string;
  buffer: Buffer;
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);
/** A labelled form control; required fields' labels end in an aria-hidden ' *'. */
const field = (scope: Locator | Page, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

/** One browser for the whole bench; a fresh signed-in context for each server. */
export class AdminUi {
  private constructor(private readonly browser: Browser) {}

  /** null when there is no Chromium (or BENCH_UI=off): the UI part is then skipped and reported so. */
  static async launch(): Promise<AdminUi | null> {
    if (process.env.BENCH_UI === 'off' || !existsSync(CHROMIUM_PATH)) return null;
    return new AdminUi(await launchBrowser());
  }

  async session(baseUrl: string, username: string, password: string): Promise<AdminSession> {
    const context = await this.browser.newContext({ baseURL: baseUrl, viewport: { width: 1366, height: 900 } });
    const page = await context.newPage();
    page.setDefaultTimeout(REQUEST_TIMEOUT_MS);
    const session = new AdminSession(context, page);
    await session.signIn(username, password);
    return session;
  }

  close(): Promise<void> {
    return this.browser.close();
  }
}

export class AdminSession {
  constructor(
    private readonly context: BrowserContext,
    private readonly page: Page,
  ) {}

  /** Waits for the toast `text`; an error toast (or none in time) throws with what was shown. */
  private async toast(text: string): Promise<void> {
    const success = this.page
      .getByRole('status')
      .filter({ hasText: exactly(text) })
      .first();
    await success.waitFor({ timeout: REQUEST_TIMEOUT_MS }).catch(async () => {
      const shown = await this.page.getByRole('status').allTextContents();
      throw new Error(`no '${text}' toast within ${REQUEST_TIMEOUT_MS / 1000} s (shown: ${JSON.stringify(shown)})`);
    });
  }

  private async timed(action: () => Promise<void>, toast: string): Promise<number> {
    const started = performance.now();
    await action();
    await this.toast(toast);
    return performance.now() - started;
  }

  async signIn(username: string, password: string): Promise<number> {
    await this.page.goto('/admin-login');
    const form = this.page.getByRole('form', { name: 'Admin login' });
    await field(form, 'Username or Email').fill(username);
    await field(form, 'Password').fill(password);
    const ms = await this.timed(() => form.getByRole('button', { name: 'Login' }).click(), 'Login successful!');
    await this.page.waitForURL((url) => url.pathname === '/admin');
    return ms;
  }

  /** The product's edit page, freshly loaded (so it shows the product as stored now). */
  private async editPage(productId: string): Promise<Locator> {
    await this.page.goto(`/admin/products/${productId}/edit`);
    const main = this.page.getByRole('main');
    await main.getByRole('heading', { name: 'Edit Product', exact: true }).waitFor();
    return main;
  }

  private gallery(main: Locator): Locator {
    return main.getByRole('region', { name: /^Screenshots \(\d+\)$/ });
  }

  /** Opens the product's edit page and uploads `files` from its gallery; the next calls act on this page. */
  async uploadScreenshots(productId: string, files: UiFile[]): Promise<number> {
    const gallery = this.gallery(await this.editPage(productId));
    await field(gallery, 'Add screenshots').setInputFiles(files);
    const upload = gallery.getByRole('button', { name: 'Upload' });
    return this.timed(() => upload.click(), `Added ${files.length} screenshot(s)`);
  }

  /** On the open edit page; `position` is 1-based, as the page labels the screenshots. */
  async saveScreenshotAlt(position: number, alt: string): Promise<number> {
    const gallery = this.gallery(this.page.getByRole('main'));
    await gallery.getByRole('textbox', { name: `Alt text for screenshot ${position}`, exact: true }).fill(alt);
    const save = gallery.getByRole('button', { name: `Save alt text for screenshot ${position}`, exact: true });
    return this.timed(() => save.click(), 'Alt text saved');
  }

  /** On the open edit page, after the confirmation. */
  async removeScreenshot(position: number): Promise<number> {
    const gallery = this.gallery(this.page.getByRole('main'));
    return this.timed(async () => {
      await gallery.getByRole('button', { name: `Remove screenshot ${position}`, exact: true }).click();
      await this.confirm('Remove');
    }, 'Screenshot removed');
  }

  /** On the open edit page (loaded if another is open): the form's Short Description, saved. */
  async editShortDescription(productId: string, text: string): Promise<number> {
    const onIt = new URL(this.page.url()).pathname === `/admin/products/${productId}/edit`;
    const main = onIt ? this.page.getByRole('main') : await this.editPage(productId);
    await field(main, 'Short Description').fill(text);
    const ms = await this.timed(() => main.getByRole('button', { name: 'Save Changes' }).click(), 'Product updated successfully');
    await this.page.waitForURL((url) => url.pathname === `/admin/products/${productId}`);
    return ms;
  }

  async deleteProduct(productId: string): Promise<number> {
    await this.page.goto(`/admin/products/${productId}`);
    const main = this.page.getByRole('main');
    const ms = await this.timed(async () => {
      await main.getByRole('button', { name: 'Delete', exact: true }).click();
      await this.confirm('Delete');
    }, 'Product deleted successfully');
    await this.page.waitForURL((url) => url.pathname === '/admin/products');
    return ms;
  }

  private async confirm(label: string): Promise<void> {
    const dialog = this.page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByRole('button', { name: label, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  close(): Promise<void> {
    return this.context.close();
  }
}
