import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { chromiumAvailable, gotoHydrated, launchBrowser, screenshotPath, VIEWPORTS, waitForImages } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * The admin back office (issue 5) in a real browser against the real built server and a fresh
 * database with the demo content: the session (login, redirects, logout, change password, revoked
 * tokens), every admin grid's create/edit/delete with real image uploads and every SPEC §5 message,
 * the product pages with the screenshot gallery, drafts staying off the public blog, contact
 * submissions, the lazily loaded admin chunk, and screenshots in both themes.
 *
 * One server and one browser for the file. The flows share one signed-in admin tab (`adminPage()`
 * signs in when the tab has no session, so a single test can also run alone with -t).
 */
const describeBrowser = chromiumAvailable() ? describe : describe.skip;

type Theme = 'light' | 'dark';

/** SPEC §3: dates in en-US long format ("November 21, 2026"). */
const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

const SIDEBAR_TABS = ['Founders', 'Team', 'Services', 'Projects', 'Products', 'Blog', 'Contacts', 'Partners'];

/** A real picture made on the spot, ready for page.setInputFiles. */
async function picture(name: string, color: string, { width = 480, height = 320 } = {}) {
  const jpeg = /\.jpe?g$/i.test(name);
  const canvas = sharp({ create: { width, height, channels: 3, background: color } });
  const buffer = jpeg ? await canvas.jpeg().toBuffer() : await canvas.png().toBuffer();
  return { name, mimeType: jpeg ? 'image/jpeg' : 'image/png', buffer };
}

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');
const exactly = (text: string) => new RegExp(`^${escapeRegExp(text)}$`);

describeBrowser('admin area (browser)', () => {
  let server: RunningServer;
  let browser: Browser;
  /** Uncaught exceptions in any page: a page that throws fails the test that opened it. */
  let pageErrors: string[] = [];
  /** The administrator's password; the change-password flow changes it. */
  let password: string;
  /** The signed-in admin tab the flows share. */
  let session: { context: BrowserContext; page: Page } | undefined;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    password = server.admin.password;
  }, 150_000);

  afterAll(async () => {
    await session?.context.close();
    await browser?.close();
    await server?.stop();
  }, 30_000);

  beforeEach(() => {
    pageErrors = [];
  });

  afterEach(() => {
    expect(pageErrors).toEqual([]);
  });

  async function newContext({ theme }: { theme?: Theme } = {}): Promise<BrowserContext> {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: VIEWPORTS.desktop,
      colorScheme: theme ?? 'light',
      reducedMotion: theme ? 'reduce' : 'no-preference',
    });
    if (theme) {
      await context.addInitScript((saved) => {
        if (!window.localStorage.getItem('theme')) window.localStorage.setItem('theme', saved);
      }, theme);
    }
    return context;
  }

  async function newPage(context: BrowserContext): Promise<Page> {
    const page = await context.newPage();
    // Below jest's own limit, so a missing element fails with Playwright's clearer message.
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    return page;
  }

  /** A visitor's tab in a fresh context (no admin session), always closed afterwards. */
  async function asVisitor(path: string, use: (page: Page) => Promise<void>): Promise<void> {
    const context = await newContext();
    try {
      const page = await newPage(context);
      await page.goto(path);
      await use(page);
    } finally {
      await context.close();
    }
  }

  const pathOf = (page: Page) => new URL(page.url()).pathname;
  const storedToken = (page: Page) => page.evaluate(() => window.localStorage.getItem('admin_token'));

  /** react-hot-toast renders each message in a role=status element. */
  const toast = (page: Page, text: string) =>
    page
      .getByRole('status')
      .filter({ hasText: exactly(text) })
      .first();
  const expectToast = (page: Page, text: string) => toast(page, text).waitFor();

  /** Every text visible inside `scope` (validation messages render as role=alert under their fields). */
  async function expectMessages(scope: Locator | Page, messages: string[]) {
    for (const message of messages) await scope.getByText(message, { exact: true }).first().waitFor();
  }

  const heading = (scope: Locator | Page, name: string | RegExp) =>
    scope.getByRole('heading', { name, exact: typeof name === 'string' });

  /** An admin card (article) holding a heading with this name. */
  const card = (page: Page, name: string) => page.locator('main article').filter({ has: heading(page, name) });

  /** A labelled form control; required fields' labels end in an aria-hidden ' *'. */
  const field = (scope: Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));

  /**
   * A rich-text field's HTML view (the editor's own flows are in rich-text.e2e.test.ts): switches to it
   * when needed and answers its text area, where these flows type markup as before the editor.
   */
  async function htmlSource(scope: Locator, label: string): Promise<Locator> {
    const htmlView = scope.getByRole('group', { name: `${label} view` }).getByRole('button', { name: 'HTML', exact: true });
    if ((await htmlView.getAttribute('aria-pressed')) !== 'true') await htmlView.click();
    return scope.getByRole('textbox', { name: label, exact: true });
  }

  async function signIn(page: Page, pass = password) {
    await page.goto('/admin-login');
    const form = page.getByRole('form', { name: 'Admin login' });
    await field(form, 'Username or Email').fill(server.admin.username);
    await field(form, 'Password').fill(pass);
    await form.getByRole('button', { name: 'Login' }).click();
    await expectToast(page, 'Login successful!');
    await page.waitForURL((url) => url.pathname === '/admin');
  }

  /** The shared signed-in admin tab (signs in through the form if it has no session yet). */
  async function adminPage(): Promise<Page> {
    if (!session) {
      const context = await newContext();
      session = { context, page: await newPage(context) };
    }
    const { page } = session;
    // A toast of the previous test may still show at the top right, over a header's button: the pointer leaves it
    // (react-hot-toast keeps a hovered toast) and the test waits for it to go (3-4 s at most).
    await page.mouse.move(0, 0);
    await page.locator('[data-rht-toaster] [role="status"]').first().waitFor({ state: 'detached', timeout: 10_000 });
    const token = await storedToken(page).catch(() => null);
    if (!token) await signIn(page);
    return page;
  }

  /** A session token straight from the API (as the login form would get it). */
  async function apiToken(context: BrowserContext): Promise<string> {
    const response = await context.request.post('/graphql', {
      headers: { 'content-type': 'application/json' },
      data: {
        query:
          'mutation Login($username: String!, $password: String!) { login(username: $username, password: $password) { token } }',
        variables: { username: server.admin.username, password },
      },
    });
    const body = (await response.json()) as { data?: { login: { token: string } } };
    expect(body.data?.login.token).toBeTruthy();
    return body.data!.login.token;
  }

  /** Opens an admin section from the sidebar (client-side, like an admin would) and waits for its grid. */
  async function openTab(page: Page, tab: string, gridHeading: RegExp) {
    if (!pathOf(page).startsWith('/admin') || pathOf(page) === '/admin-login') await page.goto('/admin');
    await page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link', { name: tab, exact: true }).click();
    await heading(page.getByRole('main'), gridHeading).waitFor();
  }

  /** 'Founders (3)' -> 3. */
  async function gridCount(page: Page, title: string): Promise<number> {
    const text = await heading(page.getByRole('main'), new RegExp(`^${escapeRegExp(title)} \\(\\d+\\)$`)).textContent();
    return Number(/\((\d+)\)$/.exec(text ?? '')?.[1]);
  }

  async function waitForCount(page: Page, title: string, count: number) {
    await heading(page.getByRole('main'), `${title} (${count})`).waitFor();
  }

  /** Clicks a card's delete icon, checks the confirmation's words and confirms. */
  async function deleteCard(page: Page, name: string, confirmation: string, confirmLabel = 'Delete') {
    await page.getByRole('button', { name: `Delete ${name}`, exact: true }).click();
    await confirmWith(page, confirmation, confirmLabel);
  }

  async function confirmWith(page: Page, confirmation: string, confirmLabel = 'Delete') {
    const dialog = page.getByRole('dialog', { name: 'Please confirm' });
    await dialog.getByText(confirmation, { exact: true }).waitFor();
    await dialog.getByRole('button', { name: confirmLabel, exact: true }).click();
    await dialog.waitFor({ state: 'detached' });
  }

  /** The image a card shows is served (the upload really landed in storage). */
  async function expectServedImage(page: Page, src: string | null, contentType: string) {
    expect(src).toBeTruthy();
    const response = await page.request.get(src!);
    expect(response.status()).toBe(200);
    expect(response.headers()['content-type']).toMatch(new RegExp(`^${escapeRegExp(contentType)}`));
  }

  describe('first load', () => {
    it('carries no admin code for a visitor; the admin chunk arrives with /admin-login', async () => {
      const context = await newContext();
      try {
        const page = await newPage(context);
        const scripts: string[] = [];
        page.on('request', (request) => {
          const name = new URL(request.url()).pathname.split('/').pop() ?? '';
          if (name.endsWith('.js')) scripts.push(name);
        });
        await gotoHydrated(page, '/');
        await page.getByText('Ayesha Rahman', { exact: true }).first().waitFor();
        await page.waitForLoadState('networkidle');
        expect(scripts.length).toBeGreaterThan(0);
        expect(scripts.filter((name) => name.startsWith('admin-'))).toEqual([]);

        await page.goto('/admin-login');
        await heading(page, 'Admin Login').waitFor();
        expect(scripts.filter((name) => name.startsWith('admin-')).length).toBeGreaterThan(0);
      } finally {
        await context.close();
      }
    });
  });

  describe('session', () => {
    it('sends a visitor to /admin-login, validates, refuses a wrong password, signs in with history replaced', async () => {
      await session?.context.close();
      const context = await newContext();
      const page = await newPage(context);
      session = { context, page };

      await page.goto('/');
      await page.goto('/admin');
      await page.waitForURL('**/admin-login');
      await heading(page, 'Admin Login').waitFor();
      expect(await page.locator('head meta[name="robots"][content="noindex"]').count()).toBe(1);

      const form = page.getByRole('form', { name: 'Admin login' });
      const login = form.getByRole('button', { name: 'Login' });
      await login.click();
      await expectMessages(form, ['Username is required', 'Password is required']);

      await field(form, 'Username or Email').fill(server.admin.username);
      await page.getByText('Username is required', { exact: true }).waitFor({ state: 'detached' });
      await field(form, 'Password').fill('not-the-password');
      await login.click();
      await expectToast(page, 'Invalid credentials');
      expect(pathOf(page)).toBe('/admin-login');
      expect(await storedToken(page)).toBeNull();

      await field(form, 'Password').fill(password);
      await login.click();
      await expectToast(page, 'Login successful!');
      await page.waitForURL((url) => url.pathname === '/admin');
      expect(await storedToken(page)).toBeTruthy();

      // The header: title, the admin's username and role, Change Password and Logout.
      const header = page.getByRole('banner');
      await heading(header, 'Admin Dashboard').waitFor();
      // Username ('admin', not the default 'Admin') above the role ('admin').
      expect(await header.locator('strong').textContent()).toBe(server.admin.username);
      expect(await header.locator('small').textContent()).toBe('admin');
      await header.getByRole('button', { name: 'Change Password' }).waitFor();
      await header.getByRole('button', { name: 'Logout' }).waitFor();

      // SPEC's eight tabs first, in order (a section added beyond SPEC comes after); /admin shows founders.
      const tabs = page.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
      const names = (await tabs.allTextContents()).map((text) => text.trim());
      expect(names.slice(0, SIDEBAR_TABS.length)).toEqual(SIDEBAR_TABS);
      expect(await tabs.first().getAttribute('aria-current')).toBe('page');
      await heading(page.getByRole('main'), 'Founders (3)').waitFor();

      // The login page was replaced in history: back leaves for the page before, never the login form.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/');
      await page.goForward();
      await page.waitForURL((url) => url.pathname === '/admin');
      await heading(page, 'Admin Dashboard').waitFor();

      // A signed-in admin opening /admin-login is sent on to /admin.
      await page.goto('/admin-login');
      await page.waitForURL((url) => url.pathname === '/admin');

      await page.goto('/admin/dashboard');
      await page.waitForURL((url) => url.pathname === '/admin');
      await heading(page.getByRole('main'), 'Founders (3)').waitFor();
    });
  });

  describe('founders', () => {
    it('validates every field, creates with a photo, edits with a new photo and deletes', async () => {
      const page = await adminPage();
      await openTab(page, 'Founders', /^Founders \(\d+\)$/);
      const before = await gridCount(page, 'Founders');

      await page.getByRole('button', { name: 'Add Founder', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Founder' });
      const create = dialog.getByRole('button', { name: 'Create Founder' });
      await create.click();
      await expectMessages(dialog, [
        'Name is required',
        'Role is required',
        'Bio is required',
        'Email is required',
        'Profile image is required',
      ]);

      await field(dialog, 'Name').fill('Farah Khan');
      await field(dialog, 'Role').fill('Chief Quality Officer');
      await field(dialog, 'Bio').fill('Makes sure every release is tested in a real browser.');
      await field(dialog, 'Email').fill('farah-at-example');
      await field(dialog, 'LinkedIn').fill('https://example.com/farah');
      await field(dialog, 'Twitter/X').fill('https://facebook.com/farah');
      await create.click();
      await expectMessages(dialog, [
        'Please enter a valid email address',
        'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)',
        'Please enter a valid Twitter/X URL (e.g., x.com/username)',
        'Profile image is required',
      ]);
      expect(await dialog.getByText('Name is required').count()).toBe(0);

      await field(dialog, 'Email').fill('farah@example.com');
      await field(dialog, 'LinkedIn').fill('https://www.linkedin.com/in/farah-khan');
      await field(dialog, 'Twitter/X').fill('https://x.com/farahkhan');
      await field(dialog, 'Profile Image').setInputFiles(await picture('farah.png', '#2f855a', { width: 400, height: 400 }));
      await dialog.getByRole('img', { name: 'Profile Image preview' }).waitFor();
      await create.click();
      await expectToast(page, 'Founder added successfully!');
      await dialog.waitFor({ state: 'detached' });
      await waitForCount(page, 'Founders', before + 1);

      const founder = card(page, 'Farah Khan');
      await founder.getByText('Chief Quality Officer', { exact: true }).waitFor();
      const firstPhoto = await founder.locator('img').getAttribute('src');
      await expectServedImage(page, firstPhoto, 'image/png');
      const [stored] = await server.query<{ image: string; twitter: string }>(
        'select image, twitter from founder where email = $1',
        ['farah@example.com'],
      );
      expect(stored).toEqual({ image: firstPhoto, twitter: 'https://x.com/farahkhan' });

      // Edit: another role and a new photo (JPEG this time); the image stays optional on edit.
      await page.getByRole('button', { name: 'Edit Farah Khan', exact: true }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Founder' });
      expect(await field(editDialog, 'Name').inputValue()).toBe('Farah Khan');
      await editDialog.getByRole('img', { name: 'Profile Image preview' }).waitFor();
      await field(editDialog, 'Role').fill('Chief Testing Officer');
      await field(editDialog, 'Profile Image').setInputFiles(
        await picture('farah-new.jpg', '#c05621', { width: 400, height: 400 }),
      );
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Founder updated successfully!');
      await editDialog.waitFor({ state: 'detached' });
      await founder.getByText('Chief Testing Officer', { exact: true }).waitFor();
      const secondPhoto = await founder.locator('img').getAttribute('src');
      expect(secondPhoto).not.toBe(firstPhoto);
      await expectServedImage(page, secondPhoto, 'image/jpeg');

      await deleteCard(page, 'Farah Khan', 'Are you sure you want to delete this founder?');
      await expectToast(page, 'Founder deleted successfully!');
      await founder.waitFor({ state: 'detached' });
      await waitForCount(page, 'Founders', before);
    }, 60_000);
  });

  describe('alt text (issue 11)', () => {
    it("sets a founder photo's alt text in the form; the public page's <img alt> shows it at once, cached or not", async () => {
      const page = await adminPage();
      await openTab(page, 'Founders', /^Founders \(\d+\)$/);
      await page.getByRole('button', { name: 'Add Founder', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Founder' });
      await field(dialog, 'Name').fill('Alina Qureshi');
      await field(dialog, 'Role').fill('Head of Accessibility');
      await field(dialog, 'Bio').fill('Reads every page with a screen reader before it ships.');
      await field(dialog, 'Email').fill('alina@example.com');
      await field(dialog, 'Profile Image').setInputFiles(await picture('alina.png', '#6b46c1', { width: 400, height: 400 }));
      await dialog.getByRole('img', { name: 'Profile Image preview' }).waitFor();
      await dialog.getByRole('button', { name: 'Create Founder' }).click();
      await expectToast(page, 'Founder added successfully!');
      await dialog.waitFor({ state: 'detached' });

      /** The home page as a visitor gets it: the server-rendered HTML, then the hydrated page. */
      const photoAltOnHome = async (): Promise<{ html: string; hydrated: string | null }> => {
        let result = { html: '', hydrated: null as string | null };
        await asVisitor('/', async (visitor) => {
          const response = await visitor.request.get('/', { headers: { accept: 'text/html' } });
          const html = await response.text();
          const photo = visitor
            .locator('main article')
            .filter({ has: heading(visitor, 'Alina Qureshi') })
            .locator('img');
          await photo.waitFor({ state: 'attached' });
          result = { html, hydrated: await photo.getAttribute('alt') };
        });
        return result;
      };
      // None given yet: the name. Read twice, so the page is in the response cache before the edit.
      expect((await photoAltOnHome()).hydrated).toBe('Alina Qureshi');
      expect((await photoAltOnHome()).html).toContain('alt="Alina Qureshi"');

      await page.getByRole('button', { name: 'Edit Alina Qureshi', exact: true }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Founder' });
      const altInput = field(editDialog, 'Alt text');
      expect(await altInput.inputValue()).toBe('');
      await altInput.fill('x'.repeat(301));
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectMessages(editDialog, ['Alt text must be at most 300 characters']);
      await altInput.fill('Alina smiling beside a braille display');
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Founder updated successfully!');
      await editDialog.waitFor({ state: 'detached' });
      const [stored] = await server.query<{ alt: string }>(
        'select a.alt from image_asset a join founder f on f.image = a.url where f.email = $1',
        ['alina@example.com'],
      );
      expect(stored).toEqual({ alt: 'Alina smiling beside a braille display' });

      const after = await photoAltOnHome();
      expect(after.hydrated).toBe('Alina smiling beside a braille display');
      expect(after.html).toContain('alt="Alina smiling beside a braille display"');

      // Reopened, the form shows the stored alt text.
      await page.getByRole('button', { name: 'Edit Alina Qureshi', exact: true }).click();
      const again = page.getByRole('dialog', { name: 'Edit Founder' });
      expect(await field(again, 'Alt text').inputValue()).toBe('Alina smiling beside a braille display');
      await again.getByRole('button', { name: 'Cancel', exact: true }).click();
      await again.waitFor({ state: 'detached' });

      await deleteCard(page, 'Alina Qureshi', 'Are you sure you want to delete this founder?');
      await expectToast(page, 'Founder deleted successfully!');
    }, 90_000);
  });

  describe('team members', () => {
    it('validates every field, creates with a photo, edits and deletes', async () => {
      const page = await adminPage();
      await openTab(page, 'Team', /^Team Members \(\d+\)$/);
      const before = await gridCount(page, 'Team Members');

      await page.getByRole('button', { name: 'Add Team Member', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Team Member' });
      const create = dialog.getByRole('button', { name: 'Create Team Member' });
      await create.click();
      await expectMessages(dialog, [
        'Name is required',
        'Role is required',
        'Bio is required',
        'Email is required',
        'Profile image is required',
      ]);
      // Team members have no Twitter/X link (SPEC §3).
      expect(await dialog.getByLabel(/^Twitter/).count()).toBe(0);

      await field(dialog, 'Name').fill('Omar Farooq');
      await field(dialog, 'Role').fill('QA Engineer');
      await field(dialog, 'Bio').fill('Writes the tests nobody else wants to write.');
      await field(dialog, 'Email').fill('omar@');
      await field(dialog, 'LinkedIn').fill('https://linkedin.com/company/omar');
      await create.click();
      await expectMessages(dialog, [
        'Please enter a valid email address',
        'Please enter a valid LinkedIn URL (e.g., linkedin.com/in/username)',
        'Profile image is required',
      ]);

      await field(dialog, 'Email').fill('omar@example.com');
      await field(dialog, 'LinkedIn').fill('https://linkedin.com/in/omar-farooq');
      await field(dialog, 'Profile Image').setInputFiles(await picture('omar.png', '#2b6cb0', { width: 400, height: 400 }));
      await create.click();
      await expectToast(page, 'Team member added successfully!');
      await dialog.waitFor({ state: 'detached' });
      await waitForCount(page, 'Team Members', before + 1);
      const member = card(page, 'Omar Farooq');
      await expectServedImage(page, await member.locator('img').getAttribute('src'), 'image/png');

      await page.getByRole('button', { name: 'Edit Omar Farooq', exact: true }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Team Member' });
      await field(editDialog, 'Role').fill('Lead QA Engineer');
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Team member updated successfully!');
      await member.getByText('Lead QA Engineer', { exact: true }).waitFor();

      await deleteCard(page, 'Omar Farooq', 'Are you sure you want to delete this team member?');
      await expectToast(page, 'Team member deleted successfully!');
      await member.waitFor({ state: 'detached' });
      await waitForCount(page, 'Team Members', before);
    }, 60_000);
  });

  describe('partners', () => {
    it('validates every field, creates with a logo, edits and deletes', async () => {
      const page = await adminPage();
      await openTab(page, 'Partners', /^Partners \(\d+\)$/);
      const before = await gridCount(page, 'Partners');

      await page.getByRole('button', { name: 'Add Partner', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Partner' });
      const create = dialog.getByRole('button', { name: 'Create Partner' });
      await create.click();
      await expectMessages(dialog, ['Name is required', 'Website is required', 'Partner logo is required']);

      await field(dialog, 'Name').fill('TestGrid Labs');
      await field(dialog, 'Website').fill('testgrid.example.com');
      await create.click();
      await expectMessages(dialog, ['Please enter a valid URL starting with http:// or https://', 'Partner logo is required']);

      await field(dialog, 'Website').fill('https://testgrid.example.com');
      await field(dialog, 'Partner Logo').setInputFiles(await picture('testgrid.png', '#6b46c1', { width: 400, height: 200 }));
      await create.click();
      await expectToast(page, 'Partner added successfully!');
      await dialog.waitFor({ state: 'detached' });
      await waitForCount(page, 'Partners', before + 1);
      const partner = card(page, 'TestGrid Labs');
      await expectServedImage(page, await partner.locator('img').getAttribute('src'), 'image/png');
      expect(await partner.getByRole('link').getAttribute('href')).toBe('https://testgrid.example.com');

      await page.getByRole('button', { name: 'Edit TestGrid Labs', exact: true }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Partner' });
      await field(editDialog, 'Website').fill('https://labs.testgrid.example.com');
      await editDialog.getByRole('button', { name: 'Save Changes' }).click();
      await expectToast(page, 'Partner updated successfully!');
      await partner.getByText('labs.testgrid.example.com', { exact: true }).waitFor();

      await deleteCard(page, 'TestGrid Labs', 'Are you sure you want to delete this partner?');
      await expectToast(page, 'Partner deleted successfully!');
      await partner.waitFor({ state: 'detached' });
      await waitForCount(page, 'Partners', before);
    }, 60_000);
  });

  describe('services', () => {
    it('validates the category and its service rows, creates, edits and deletes', async () => {
      const page = await adminPage();
      await openTab(page, 'Services', /^Services \(\d+\)$/);
      const before = await gridCount(page, 'Services');

      await page.getByRole('button', { name: 'Add Service Category', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Service Category' });
      const create = dialog.getByRole('button', { name: 'Add Service Category' });
      await create.click();
      await expectMessages(dialog, ['Category is required', 'Title is required', 'Description is required']);

      await field(dialog, 'Category').fill('Quality Assurance');
      await field(dialog, 'Category features').fill('Manual, Automated');
      await field(dialog, 'Title').fill('Browser Testing');
      await create.click();
      await expectMessages(dialog, ['Description is required']);
      expect(await dialog.getByText('Category is required').count()).toBe(0);
      expect(await dialog.getByText('Title is required').count()).toBe(0);

      await field(dialog, 'Description').fill('End-to-end tests in real browsers.');
      await field(dialog, 'Icon').fill('FaCogs');
      await field(dialog, 'Features').fill('Playwright\nVisual checks');
      await create.click();
      await expectToast(page, 'Service added successfully!');
      await dialog.waitFor({ state: 'detached' });
      await waitForCount(page, 'Services', before + 1);
      const category = card(page, 'Quality Assurance');
      await category.getByText('Browser Testing', { exact: true }).waitFor();
      await category.getByText('Visual checks', { exact: true }).waitFor();

      await page.getByRole('button', { name: 'Edit Quality Assurance', exact: true }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Service Category' });
      expect(await field(editDialog, 'Title').inputValue()).toBe('Browser Testing');
      await field(editDialog, 'Category').fill('Quality Engineering');
      await editDialog.getByRole('button', { name: 'Update Service Category' }).click();
      await expectToast(page, 'Service updated successfully!');
      await editDialog.waitFor({ state: 'detached' });
      const renamed = card(page, 'Quality Engineering');
      await renamed.waitFor();

      await deleteCard(page, 'Quality Engineering', 'Are you sure you want to delete this service?');
      await expectToast(page, 'Service deleted successfully!');
      await renamed.waitFor({ state: 'detached' });
      await waitForCount(page, 'Services', before);
    }, 60_000);
  });

  describe('projects', () => {
    it('validates, creates with an image, edits and deletes', async () => {
      const page = await adminPage();
      await openTab(page, 'Projects', /^Projects \(\d+\)$/);
      const before = await gridCount(page, 'Projects');

      await page.getByRole('button', { name: 'Add Project', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Add Project' });
      const create = dialog.getByRole('button', { name: 'Add Project' });
      await create.click();
      await expectMessages(dialog, ['Title is required', 'Description is required', 'Project image is required']);

      await field(dialog, 'Title').fill('Test Automation Platform');
      await field(dialog, 'Description').fill('A platform that runs thousands of browser tests every night.');
      await field(dialog, 'Live Demo link').fill('not a link');
      await create.click();
      await expectMessages(dialog, ['Please enter a valid URL', 'Project image is required']);

      await field(dialog, 'Live Demo link').fill('https://tap.example.com');
      await field(dialog, 'Category').fill('Quality');
      await field(dialog, 'Technologies').fill('Playwright, Node.js, , PostgreSQL, Docker');
      await field(dialog, 'Tags').fill('Testing, CI, Browsers');
      await field(dialog, 'Features').fill('Parallel runs, Flake detection');
      await field(dialog, 'Project image').setInputFiles(await picture('tap.png', '#2c7a7b', { width: 600, height: 400 }));
      await create.click();
      await expectToast(page, 'Project added successfully!');
      await dialog.waitFor({ state: 'detached' });
      await waitForCount(page, 'Projects', before + 1);
      const project = card(page, 'Test Automation Platform');
      await expectServedImage(page, await project.locator('img').first().getAttribute('src'), 'image/png');
      // SPEC §9: 3 technologies and 2 tags, then '+N more'; the blank list item was dropped.
      await project.getByText('+1 more', { exact: true }).first().waitFor();
      expect(await project.getByText('Docker', { exact: true }).count()).toBe(0);
      const [stored] = await server.query<{ technologies: string[] }>('select technologies from project where title = $1', [
        'Test Automation Platform',
      ]);
      expect(stored.technologies).toEqual(['Playwright', 'Node.js', 'PostgreSQL', 'Docker']);

      await page.getByRole('button', { name: 'Edit Test Automation Platform', exact: true }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Project' });
      await field(editDialog, 'Description').fill('Runs every browser test of every team, every night.');
      await editDialog.getByRole('button', { name: 'Update Project' }).click();
      await expectToast(page, 'Project updated successfully!');
      await project.getByText('Runs every browser test of every team, every night.', { exact: true }).waitFor();

      await deleteCard(page, 'Test Automation Platform', 'Are you sure you want to delete this project?');
      await expectToast(page, 'Project deleted successfully!');
      await project.waitFor({ state: 'detached' });
      await waitForCount(page, 'Projects', before);
    }, 60_000);
  });

  describe('products', () => {
    const NAME = 'Regression Radar';
    const SLUG = 'regression-radar';

    it('asks before deleting from the grid, and Cancel keeps the product', async () => {
      const page = await adminPage();
      await openTab(page, 'Products', /^Products \(\d+\)$/);
      await page.getByRole('button', { name: 'Delete InsightFlow Analytics', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Please confirm' });
      await dialog.getByText('Are you sure you want to delete this product?', { exact: true }).waitFor();
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });
      await card(page, 'InsightFlow Analytics').waitFor();
      await waitForCount(page, 'Products', 3);
    });

    it('validates the add form, creates the product and lands on its details page', async () => {
      const page = await adminPage();
      await openTab(page, 'Products', /^Products \(\d+\)$/);
      await page.getByRole('button', { name: 'Add Product', exact: true }).click();
      await page.waitForURL('**/admin/products/add');
      const main = page.getByRole('main');
      await heading(main, 'Add New Product').waitFor();
      expect(await main.getByRole('link', { name: 'Back to Products' }).getAttribute('href')).toBe('/admin/products');
      const form = main.locator('form');
      const create = form.getByRole('button', { name: 'Create Product' });

      await create.click();
      await expectMessages(form, [
        'Name is required',
        'Short description is required',
        'Full description is required',
        'Please add at least one feature',
        'Banner image is required',
      ]);

      await field(form, 'Name').fill(NAME);
      await field(form, 'Slug').fill('Regression Radar!');
      await field(form, 'Short Description').fill('x'.repeat(201));
      await (await htmlSource(form, 'Full Description')).fill('<p>Too short.</p>');
      await field(form, 'GitHub Link').fill('https://gitlab.com/acme/radar');
      await field(form, 'Live Link').fill('https://localhost');
      await create.click();
      await expectMessages(form, [
        'Slug must contain only lowercase letters, numbers, and hyphens',
        'Short description must be less than 200 characters',
        'Full description must be at least 50 characters',
        'Please add at least one feature',
        'Please enter a valid GitHub repository URL',
        'Please enter a valid URL',
        'Banner image is required',
      ]);
      expect(await form.getByText('Name is required').count()).toBe(0);

      // An empty slug is derived from the name (SPEC §5).
      await field(form, 'Slug').fill('');
      await field(form, 'Short Description').fill('Spots visual regressions before your users do.');
      await (
        await htmlSource(form, 'Full Description')
      ).fill(
        '<p><strong>Regression Radar</strong> compares every page of your site with the last release and flags what changed.</p>',
      );
      await form.getByRole('textbox', { name: 'Feature 1' }).fill('Pixel diffs');
      await form.getByRole('button', { name: 'Add Feature' }).click();
      await form.getByRole('textbox', { name: 'Feature 2' }).fill('Slack alerts');
      await form.getByRole('button', { name: 'Add Feature' }).click();
      await form.getByRole('button', { name: 'Remove feature 3' }).click();
      expect(await form.getByRole('textbox', { name: /^Feature \d$/ }).count()).toBe(2);
      await field(form, 'GitHub Link').fill('https://github.com/acme/regression-radar');
      await field(form, 'Live Link').fill('https://radar.example.com');
      await field(form, 'Banner Image').setInputFiles(await picture('radar-banner.png', '#1a365d', { width: 1200, height: 600 }));
      await field(form, 'Screenshots (optional)').setInputFiles(
        await picture('radar-1.png', '#2a4365', { width: 600, height: 400 }),
      );
      await form.getByText('1 file selected', { exact: true }).waitFor();
      await create.click();

      await expectToast(page, 'Product created successfully');
      await page.waitForURL(/\/admin\/products\/[^/]+$/);
      await heading(main, NAME).waitFor();
      await heading(main, 'Screenshots (1)').waitFor();
      const info = main.getByRole('complementary', { name: 'Product Info' });
      await info.locator('code').getByText(SLUG, { exact: true }).waitFor();
      const [row] = await server.query<{ id: string; createdAt: Date; updatedAt: Date }>(
        'select id, "createdAt", "updatedAt" from product where slug = $1',
        [SLUG],
      );
      expect(pathOf(page)).toBe(`/admin/products/${row.id}`);
      const dates = await info.locator('dd').allTextContents();
      const expectedDates = await page.evaluate(
        (isos) =>
          isos.map((iso) =>
            new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso)),
          ),
        [new Date(row.createdAt).toISOString(), new Date(row.updatedAt).toISOString()],
      );
      expect(dates.slice(1)).toEqual(expectedDates);
      for (const date of dates.slice(1)) expect(date).toMatch(LONG_DATE);
      expect(await info.getByRole('link', { name: 'GitHub Repository' }).getAttribute('href')).toBe(
        'https://github.com/acme/regression-radar',
      );
      expect(await info.getByRole('link', { name: 'Live Demo' }).getAttribute('href')).toBe('https://radar.example.com');
      await expectServedImage(page, await main.getByRole('img', { name: `${NAME} banner` }).getAttribute('src'), 'image/png');
      // Screenshots open full size in a new tab.
      const shot = main.getByRole('link', { name: /screenshot 1/ });
      expect(await shot.getAttribute('target')).toBe('_blank');
      await main.getByText('Pixel diffs', { exact: true }).waitFor();
    }, 60_000);

    it('edits the product and manages its screenshots; the public page follows', async () => {
      const page = await adminPage();
      const [row] = await server.query<{ id: string }>('select id from product where slug = $1', [SLUG]);
      if (!pathOf(page).startsWith(`/admin/products/${row.id}`)) await page.goto(`/admin/products/${row.id}`);
      const main = page.getByRole('main');
      await main.getByRole('link', { name: 'Edit', exact: true }).click();
      await page.waitForURL(`**/admin/products/${row.id}/edit`);
      await heading(main, 'Edit Product').waitFor();
      const form = main.locator('form');
      expect(await field(form, 'Slug').inputValue()).toBe(SLUG);

      // The gallery: nothing chosen, then two at once, then one removed after a confirmation.
      const gallery = main.getByRole('region', { name: /^Screenshots \(\d+\)$/ });
      await heading(gallery, 'Screenshots (1)').waitFor();
      const upload = gallery.getByRole('button', { name: 'Upload' });
      await upload.click();
      await expectToast(page, 'Please select files to upload');
      await field(gallery, 'Add screenshots').setInputFiles([
        await picture('radar-2.png', '#2c5282', { width: 600, height: 400 }),
        await picture('radar-3.jpg', '#2b6cb0', { width: 600, height: 400 }),
      ]);
      await gallery.getByText('2 files selected', { exact: true }).waitFor();
      await upload.click();
      await expectToast(page, 'Added 2 screenshot(s)');
      await heading(gallery, 'Screenshots (3)').waitFor();
      expect(await gallery.getByText(/files? selected/).count()).toBe(0);

      const [before] = await server.query<{ screenshots: string[] }>('select screenshots from product where id = $1', [row.id]);
      expect(before.screenshots).toHaveLength(3);
      await gallery.getByRole('button', { name: 'Remove screenshot 1' }).click();
      await confirmWith(page, 'Are you sure you want to remove this screenshot?', 'Remove');
      await expectToast(page, 'Screenshot removed');
      await heading(gallery, 'Screenshots (2)').waitFor();
      const [after] = await server.query<{ screenshots: string[] }>('select screenshots from product where id = $1', [row.id]);
      expect(after.screenshots).toEqual(before.screenshots.slice(1));

      // SPEC §5 'Product edit': slug and full description required.
      await field(form, 'Slug').fill('');
      await (await htmlSource(form, 'Full Description')).fill('');
      const save = form.getByRole('button', { name: 'Save Changes' });
      await save.click();
      await expectMessages(form, ['Slug is required', 'Full description is required']);
      await field(form, 'Slug').fill(SLUG);
      await (await htmlSource(form, 'Full Description')).fill('<p>Compares every page with the last release.</p>');
      await field(form, 'Short Description').fill('Catches visual regressions before your users do.');
      await save.click();
      await expectToast(page, 'Product updated successfully');
      await page.waitForURL(`**/admin/products/${row.id}`);
      await main.getByText('Catches visual regressions before your users do.', { exact: true }).waitFor();
      await heading(main, 'Screenshots (2)').waitFor();

      await asVisitor(`/products/${SLUG}`, async (visitor) => {
        await heading(visitor, NAME).waitFor();
        await heading(visitor, 'Screenshots').waitFor();
        const shots = visitor.getByRole('main').getByRole('img', { name: /screenshot \d+ of \d+$/ });
        await shots.first().waitFor({ state: 'attached' });
        expect(await shots.count()).toBe(2);
        expect(await shots.first().getAttribute('alt')).toBe(`${NAME} screenshot 1 of 2`);
      });
    }, 60_000);

    it('deletes the product from its details page after the \'"{name}" ... cannot be undone.\' confirmation', async () => {
      const page = await adminPage();
      await openTab(page, 'Products', /^Products \(\d+\)$/);
      await waitForCount(page, 'Products', 4);
      await card(page, NAME)
        .getByRole('link', { name: `View ${NAME}` })
        .click();
      const main = page.getByRole('main');
      await heading(main, NAME).waitFor();
      await main.getByRole('button', { name: 'Delete', exact: true }).click();
      await confirmWith(page, `Are you sure you want to delete "${NAME}"? This action cannot be undone.`);
      await expectToast(page, 'Product deleted successfully');
      await page.waitForURL((url) => url.pathname === '/admin/products');
      await waitForCount(page, 'Products', 3);
      expect(await card(page, NAME).count()).toBe(0);
      // Gone from the site, waiting in the trash (docs/decisions/064-trash.md).
      expect(await server.query('select id from product where slug = $1 and "deletedAt" is null', [SLUG])).toEqual([]);
      expect(await server.query('select id from product where slug = $1 and "deletedAt" is not null', [SLUG])).toHaveLength(1);
    }, 30_000);
  });

  describe('blog', () => {
    const DRAFT = { title: 'Notes From Our Test Lab', slug: 'notes-from-our-test-lab' };
    const PUBLISHED = { title: 'Why We Test in Real Browsers', slug: 'why-we-test-in-real-browsers' };

    async function writePost(page: Page, post: { title: string; slug: string }, { publish }: { publish: boolean }) {
      await page.getByRole('button', { name: 'Add Blog Post', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Blog Post' });
      await field(dialog, 'Title').fill(post.title);
      // SPEC §5: on create the slug follows the title.
      expect(await field(dialog, 'Slug').inputValue()).toBe(post.slug);
      await field(dialog, 'Author').fill('Farah Khan');
      await field(dialog, 'Category').fill('Engineering');
      await field(dialog, 'Excerpt').fill(`${post.title}: what we learned this quarter.`);
      await (await htmlSource(dialog, 'Content')).fill(`<p>${post.title}.</p><h2>Details</h2><p>More to come.</p>`);
      await field(dialog, 'Tags').fill('testing, browsers');
      if (publish) await dialog.getByRole('checkbox', { name: 'Published' }).check();
      await field(dialog, 'Cover image (optional)').setInputFiles(
        await picture(`${post.slug}.jpg`, '#744210', { width: 600, height: 315 }),
      );
      await dialog.getByRole('button', { name: 'Create Post' }).click();
      await expectToast(page, 'Blog post created successfully');
      await dialog.waitFor({ state: 'detached' });
      await card(page, post.title)
        .getByText(publish ? 'Published' : 'Draft', { exact: true })
        .waitFor();
    }

    it('validates, creates a draft and a published post and edits one', async () => {
      const page = await adminPage();
      await openTab(page, 'Blog', /^Blog Posts \(\d+\)$/);
      const before = await gridCount(page, 'Blog Posts');

      await page.getByRole('button', { name: 'Add Blog Post', exact: true }).click();
      const dialog = page.getByRole('dialog', { name: 'Create Blog Post' });
      await dialog.getByRole('button', { name: 'Create Post' }).click();
      await expectMessages(dialog, [
        'Title is required',
        'Slug is required',
        'Author is required',
        'Excerpt is required',
        'Content is required',
      ]);
      await field(dialog, 'Slug').fill('Not a slug');
      await dialog.getByRole('button', { name: 'Create Post' }).click();
      await expectMessages(dialog, ['Slug must contain only lowercase letters, numbers, and hyphens']);
      await dialog.getByRole('button', { name: 'Cancel' }).click();
      await dialog.waitFor({ state: 'detached' });

      await writePost(page, DRAFT, { publish: false });
      await writePost(page, PUBLISHED, { publish: true });
      await waitForCount(page, 'Blog Posts', before + 2);
      const stored = await server.query<{ slug: string; published: boolean; coverImage: string | null }>(
        'select slug, published, "coverImage" from blog_post where slug = any($1) order by slug',
        [[DRAFT.slug, PUBLISHED.slug]],
      );
      expect(stored.map(({ slug, published }) => [slug, published])).toEqual([
        [DRAFT.slug, false],
        [PUBLISHED.slug, true],
      ]);
      for (const { coverImage } of stored) expect(coverImage).toMatch(/\.jpg$/);

      await page.getByRole('button', { name: `Edit ${PUBLISHED.title}`, exact: true }).click();
      const editDialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
      expect(await field(editDialog, 'Slug').inputValue()).toBe(PUBLISHED.slug);
      await field(editDialog, 'Excerpt').fill('Real browsers catch what simulated ones miss.');
      await editDialog.getByRole('button', { name: 'Update Post' }).click();
      await expectToast(page, 'Blog post updated successfully');
      await editDialog.waitFor({ state: 'detached' });
      await card(page, PUBLISHED.title).getByText('Real browsers catch what simulated ones miss.', { exact: true }).waitFor();
    }, 60_000);

    it('shows visitors the published post and never the draft', async () => {
      await asVisitor('/blog', async (visitor) => {
        await visitor.getByText(PUBLISHED.title, { exact: true }).first().waitFor();
        expect(await visitor.locator(`main a[href="/blog/${PUBLISHED.slug}"]`).count()).toBeGreaterThan(0);
        expect(await visitor.getByText(DRAFT.title).count()).toBe(0);
        expect(await visitor.locator(`a[href="/blog/${DRAFT.slug}"]`).count()).toBe(0);

        await visitor.goto(`/blog/${DRAFT.slug}`);
        await visitor.getByText('Blog Post Not Found', { exact: true }).first().waitFor();
        expect(await visitor.getByText(DRAFT.title).count()).toBe(0);

        await visitor.goto(`/blog/${PUBLISHED.slug}`);
        await heading(visitor, PUBLISHED.title).waitFor();
        await visitor.getByText('Real browsers catch what simulated ones miss.', { exact: true }).first().waitFor();
      });
    });

    it('deletes the posts after the confirmation', async () => {
      const page = await adminPage();
      await openTab(page, 'Blog', /^Blog Posts \(\d+\)$/);
      const before = await gridCount(page, 'Blog Posts');
      for (const post of [DRAFT, PUBLISHED]) {
        await deleteCard(page, post.title, 'Are you sure you want to delete this blog post?');
        await expectToast(page, 'Blog post deleted successfully');
        await card(page, post.title).waitFor({ state: 'detached' });
      }
      await waitForCount(page, 'Blog Posts', before - 2);
    });
  });

  describe('contacts', () => {
    it('lists the submissions and deletes one after the confirmation', async () => {
      const page = await adminPage();
      await openTab(page, 'Contacts', /^Contact Submissions \(\d+\)$/);
      await waitForCount(page, 'Contact Submissions', 2);
      const imran = card(page, 'Imran Shah');
      await imran.getByText('We would like a quote for a booking app for our three clinics.', { exact: true }).waitFor();
      expect(await imran.getByRole('link', { name: 'imran@example.com' }).getAttribute('href')).toBe('mailto:imran@example.com');
      await card(page, 'Laura Becker').waitFor();
      // Read-only: no Add button, no edit icons.
      expect(
        await page
          .getByRole('main')
          .getByRole('button', { name: /^(Add|Edit)/ })
          .count(),
      ).toBe(0);

      await deleteCard(page, 'message from Imran Shah', 'Are you sure you want to delete this contact submission?');
      await expectToast(page, 'Contact submission deleted successfully!');
      await imran.waitFor({ state: 'detached' });
      await waitForCount(page, 'Contact Submissions', 1);
      expect(await server.query('select id from contact_message where email = $1', ['imran@example.com'])).toEqual([]);
    });
  });

  describe('password and logout', () => {
    it('changes the password (revoking other sessions), logs out, refuses the old password and accepts the new one', async () => {
      const page = await adminPage();
      const newPassword = `changed-${Date.now()}`;

      // A second browser signed in as the same admin: its token is revoked by the change below.
      const otherContext = await newContext();
      try {
        const other = await newPage(otherContext);
        await signIn(other);
        const revoked = await storedToken(other);
        expect(revoked).toBeTruthy();

        await page.getByRole('banner').getByRole('button', { name: 'Change Password' }).click();
        const dialog = page.getByRole('dialog', { name: 'Change Password' });
        const submit = dialog.getByRole('button', { name: 'Change Password' });
        await submit.click();
        await expectMessages(dialog, [
          'Current password is required',
          'New password is required',
          'Please confirm your new password',
        ]);
        await field(dialog, 'Current Password').fill('wrong-current-password');
        await field(dialog, 'New Password').fill(newPassword);
        await field(dialog, 'Confirm New Password').fill(newPassword);
        await submit.click();
        await expectToast(page, 'Current password is incorrect');
        await field(dialog, 'Current Password').fill(password);
        await submit.click();
        await expectToast(page, 'Password changed successfully');
        await dialog.waitFor({ state: 'detached' });
        password = newPassword;

        // The other tab's next request carries the revoked token: it is removed and the admin sent to log in.
        await other
          .getByRole('navigation', { name: 'Admin sections' })
          .getByRole('link', { name: 'Contacts', exact: true })
          .click();
        await other.waitForURL('**/admin-login');
        await heading(other, 'Admin Login').waitFor();
        expect(await storedToken(other)).toBeNull();

        // A token the server never issued: the session check fails, the token goes, /admin-login.
        await other.evaluate(() => window.localStorage.setItem('admin_token', 'garbage'));
        await other.goto('/admin');
        await other.waitForURL('**/admin-login');
        await heading(other, 'Admin Login').waitFor();
        expect(await storedToken(other)).toBeNull();
      } finally {
        await otherContext.close();
      }

      // This tab kept its session through the change.
      await openTab(page, 'Founders', /^Founders \(\d+\)$/);

      await page.getByRole('banner').getByRole('button', { name: 'Logout' }).click();
      await expectToast(page, 'Logged out successfully');
      await page.waitForURL('**/admin-login');
      expect(await storedToken(page)).toBeNull();
      await page.goto('/admin');
      await page.waitForURL('**/admin-login');

      const form = page.getByRole('form', { name: 'Admin login' });
      await field(form, 'Username or Email').fill(server.admin.username);
      await field(form, 'Password').fill(server.admin.password);
      await form.getByRole('button', { name: 'Login' }).click();
      await expectToast(page, 'Invalid credentials');
      expect(pathOf(page)).toBe('/admin-login');

      await field(form, 'Password').fill(password);
      await form.getByRole('button', { name: 'Login' }).click();
      await expectToast(page, 'Login successful!');
      await page.waitForURL((url) => url.pathname === '/admin');
      await heading(page.getByRole('main'), /^Founders \(\d+\)$/).waitFor();
    }, 60_000);
  });

  describe('screenshots', () => {
    for (const theme of ['light', 'dark'] as Theme[]) {
      it(`captures the login page, the founders grid, a form with errors and the product edit page (${theme}, desktop)`, async () => {
        const context = await newContext({ theme });
        try {
          const page = await newPage(context);
          const shoot = async (name: string, fullPage = true) => {
            await waitForImages(page);
            await page.screenshot({ path: screenshotPath(`admin-${name}-${theme}-desktop`), fullPage });
          };

          await page.goto('/admin-login');
          await heading(page, 'Admin Login').waitFor();
          expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
          await shoot('login');

          // Signed in without the form, so no 'Login successful!' toast covers the header in the pictures.
          await page.evaluate((token) => window.localStorage.setItem('admin_token', token), await apiToken(context));
          await page.goto('/admin');
          await heading(page.getByRole('main'), /^Founders \(\d+\)$/).waitFor();
          await card(page, 'Ayesha Rahman').locator('img').waitFor();
          await shoot('founders');

          await page.getByRole('button', { name: 'Add Founder', exact: true }).click();
          const dialog = page.getByRole('dialog', { name: 'Add Founder' });
          await field(dialog, 'Email').fill('not-an-email');
          await dialog.getByRole('button', { name: 'Create Founder' }).click();
          await dialog.getByText('Profile image is required', { exact: true }).waitFor();
          await shoot('founder-form-errors', false);
          await dialog.getByRole('button', { name: 'Cancel' }).click();
          await dialog.waitFor({ state: 'detached' });

          const [product] = await server.query<{ id: string }>('select id from product where slug = $1', [
            'insightflow-analytics',
          ]);
          await page.goto(`/admin/products/${product.id}/edit`);
          await heading(page.getByRole('main'), 'Screenshots (3)').waitFor();
          // Lazy screenshots: scroll them into view so the full-page picture has them.
          for (const image of await page.getByRole('main').getByRole('img').all()) await image.scrollIntoViewIfNeeded();
          await page.evaluate(() => window.scrollTo(0, 0));
          await shoot('product-edit');

          // A full-page picture shows the sticky sidebar only at the top; in the browser it stays in view
          // down to the bottom of the screen however far a long page is scrolled.
          await page.evaluate(() => window.scrollTo(0, document.documentElement.scrollHeight));
          await page.waitForFunction(() => window.scrollY + window.innerHeight >= document.documentElement.scrollHeight - 1);
          const sidebar = await page.locator('#admin-sidebar').evaluate((aside) => {
            const { top, bottom } = aside.getBoundingClientRect();
            return {
              top,
              bottom,
              header: document.querySelector('header')!.getBoundingClientRect().bottom,
              screen: window.innerHeight,
            };
          });
          expect(sidebar.top).toBeLessThanOrEqual(sidebar.header + 1);
          expect(sidebar.bottom).toBeGreaterThanOrEqual(sidebar.screen - 1);
          await shoot('product-edit-scrolled', false);
        } finally {
          await context.close();
        }
      }, 60_000);
    }
  });
});
