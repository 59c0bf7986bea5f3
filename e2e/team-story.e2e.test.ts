import type { Browser, BrowserContext, Locator, Page, Response } from 'playwright-core';
import sharp from 'sharp';
import { startTestSmtpServer, type TestSmtpServer } from '../server/src/test/test-smtp';
import { chromiumAvailable, launchBrowser, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Issue 30's "Done when" as one story on one blog post, in a real browser against the real built server (demo
 * content) and a real SMTP server this file starts: an owner invites an editor and an author by email; the author
 * writes a draft with a cover and cannot publish it; the editor publishes it; the editor and the owner edit it at once
 * and the second sees the conflict with the diff; an old revision is restored; the editor renames its slug and the old
 * address leads visitors on; the post is deleted (Undo offered), restored from the Trash with its cover, deleted again
 * and deleted for good, its cover's file with it.
 *
 * The pieces are tested one by one in back-office.e2e.test.ts; this file checks they hold together on one record.
 * Who edits at once is the editor and the owner: once published, the post is no longer the author's to change
 * (docs/decisions/065-roles.md: an author writes only their own drafts).
 */
const describeBrowser = chromiumAvailable() ? describe : describe.skip;

const TITLE = 'Team Story Post';
const SLUG = 'team-story-post';
const NEW_SLUG = 'team-story-renamed';
const EDITORS_TITLE = `${TITLE}, as the editor put it`;
const OWNERS_TITLE = `${TITLE}, as the owner put it`;
const COVER_ALT = 'A blue cover for the team story';
const PASSWORD = 'team-password-1';

const escapeRegExp = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

describeBrowser('a team shares the back office (issue 30, browser)', () => {
  let server: RunningServer;
  let browser: Browser;
  let smtp: TestSmtpServer;
  const contexts: BrowserContext[] = [];
  /** Uncaught exceptions in any page, admin or public. */
  const pageErrors: string[] = [];
  /** Console errors and warnings of visitors' pages. */
  const consoleProblems: string[] = [];

  beforeAll(async () => {
    smtp = await startTestSmtpServer();
    [server, browser] = await Promise.all([
      startServer({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'Website <no-reply@nexoralabs.example>' } }),
      launchBrowser(),
    ]);
  }, 150_000);

  afterAll(async () => {
    for (const context of contexts) await context.close().catch(() => undefined);
    await browser?.close();
    await server?.stop();
    await smtp?.stop();
  }, 30_000);

  async function newPage(options: { owner?: boolean } = {}): Promise<{ context: BrowserContext; page: Page }> {
    const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop, colorScheme: 'light' });
    contexts.push(context);
    if (options.owner) {
      // The owner is the server's first account (ADMIN_USERNAME), signed in as the other back-office tests do.
      const response = await context.request.post('/api/admin/login', { data: server.admin });
      const { token } = (await response.json()) as { token?: string };
      expect(token).toBeTruthy();
      await context.addInitScript((saved) => window.localStorage.setItem('admin_token', saved), token!);
    }
    const page = await context.newPage();
    page.setDefaultTimeout(15_000);
    page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
    return { context, page };
  }

  /**
   * A visitor (no session) opens `path` in a fresh tab and waits for hydration; the page's console must stay clean,
   * except for the browser's own line about the page's 404 when a 404 is what is expected.
   */
  async function asVisitor(
    path: string,
    status: 200 | 404,
    use: (page: Page, response: Response | null) => Promise<void>,
  ): Promise<void> {
    const { context, page } = await newPage();
    try {
      page.on('console', (message) => {
        if (message.type() !== 'error' && message.type() !== 'warning') return;
        if (status === 404 && /^Failed to load resource: the server responded with a status of 404/.test(message.text())) return;
        consoleProblems.push(`${page.url()}: ${message.type()}: ${message.text()}`);
      });
      const response = await page.goto(path);
      expect(response?.status()).toBe(status);
      await page.getByRole('button', { name: 'Switch to dark theme' }).waitFor();
      await use(page, response);
    } finally {
      await context.close();
    }
  }

  const toast = (page: Page, text: string) =>
    page
      .getByRole('status')
      .filter({ hasText: new RegExp(`^${escapeRegExp(text)}$`) })
      .first();
  const field = (scope: Page | Locator, label: string) => scope.getByLabel(new RegExp(`^${escapeRegExp(label)}( \\*)?$`));
  /** An admin card (article) holding a heading with this name. */
  const card = (page: Page, name: string) =>
    page.locator('main article').filter({ has: page.getByRole('heading', { name, exact: true }) });

  /** A rich-text field's HTML view (as admin.e2e.test.ts types markup into it). */
  async function htmlSource(scope: Locator, label: string): Promise<Locator> {
    const htmlView = scope.getByRole('group', { name: `${label} view` }).getByRole('button', { name: 'HTML', exact: true });
    if ((await htmlView.getAttribute('aria-pressed')) !== 'true') await htmlView.click();
    return scope.getByRole('textbox', { name: label, exact: true });
  }

  async function openBlog(page: Page) {
    await page.goto('/admin/blog');
    await page.getByRole('heading', { name: /^Blog Posts \(\d+\)$/ }).waitFor();
  }

  async function openEditForm(page: Page, title: string): Promise<Locator> {
    await openBlog(page);
    await page.getByRole('button', { name: `Edit ${title}`, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Blog Post' });
    await field(dialog, 'Title').waitFor();
    return dialog;
  }

  async function deleteFromBlog(page: Page) {
    await openBlog(page);
    await page.getByRole('button', { name: `Delete ${TITLE}`, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: 'Please confirm' });
    await confirm.getByText('Are you sure you want to delete this blog post?', { exact: true }).waitFor();
    await confirm.getByRole('button', { name: 'Delete', exact: true }).click();
    await toast(page, 'Blog post deleted successfully').waitFor();
    await card(page, TITLE).waitFor({ state: 'detached' });
  }

  async function openSiteTab(page: Page, tab: 'Trash' | 'Redirects' | 'Accounts') {
    await page.goto('/admin');
    await page.getByRole('group', { name: 'Site' }).getByRole('link', { name: tab, exact: true }).click();
  }

  const stored = async () =>
    (
      await server.query<{ id: string; title: string; slug: string; published: boolean; coverImage: string | null }>(
        'select id, title, slug, published, "coverImage" from blog_post where title like $1',
        [`${TITLE}%`],
      )
    )[0];
  const statusOf = async (page: Page, url: string) => (await page.request.get(url)).status();

  it("tells issue 30's story on one post: invitations, draft, publishing, a conflict, a restored revision, a rename, the trash", async () => {
    // 1. The owner invites an editor and an author; both emails arrive, both open their link and create their account,
    //    then sign in on the page the link left them on.
    const owner = await newPage({ owner: true });
    await openSiteTab(owner.page, 'Accounts');
    await owner.page.getByRole('heading', { name: 'Accounts (1)' }).waitFor();
    const team: Record<'editor' | 'author', Page> = {} as Record<'editor' | 'author', Page>;
    for (const role of ['editor', 'author'] as const) {
      const email = `story-${role}@example.com`;
      const sentBefore = smtp.received.length;
      await owner.page.getByRole('button', { name: 'Invite Someone' }).click();
      const invite = owner.page.getByRole('dialog', { name: 'Invite Someone' });
      await invite.getByLabel(/^Email/).fill(email);
      await invite.getByRole('combobox', { name: /^Role/ }).selectOption(role);
      await invite.getByRole('button', { name: 'Send Invitation' }).click();
      await toast(owner.page, `Invitation sent to ${email}`).waitFor();
      const [mail] = (await smtp.waitFor(sentBefore + 1)).slice(sentBefore);
      expect(mail.to).toEqual([email]);
      const link = mail.raw.replace(/=\r?\n/g, '').match(/https?:\/\/[^\s]+(\/admin\/invite\/[\w-]+)/)![1];

      const { page } = await newPage();
      await page.goto(link);
      await page.getByText(new RegExp(`You are invited as ${role === 'editor' ? 'Editor' : 'Author'}`)).waitFor();
      await page.getByLabel(/^Username/).fill(`story-${role}`);
      await page.getByLabel(/^Password/).fill(PASSWORD);
      await page.getByLabel(/^Confirm password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create My Account' }).click();
      await page.getByRole('heading', { name: 'Admin Login' }).waitFor();
      const login = page.getByRole('form', { name: 'Admin login' });
      await field(login, 'Username or Email').fill(`story-${role}`);
      await field(login, 'Password').fill(PASSWORD);
      await login.getByRole('button', { name: 'Login' }).click();
      await toast(page, 'Login successful!').waitFor();
      await page.waitForURL((url) => url.pathname.startsWith('/admin'));
      team[role] = page;
    }
    await owner.page.reload();
    await owner.page.getByRole('heading', { name: 'Accounts (3)' }).waitFor();
    const accounts = await server.query<{ username: string; role: string }>(
      'select username, role from admin where username like $1 order by username',
      ['story-%'],
    );
    expect(accounts).toEqual([
      { username: 'story-author', role: 'author' },
      { username: 'story-editor', role: 'editor' },
    ]);
    const { editor, author } = team;

    // 2. The author lands on the blog, the only tab they have, and writes a draft with a cover; Published is not theirs.
    await author.waitForURL('**/admin/blog');
    const tabs = author.getByRole('navigation', { name: 'Admin sections' }).getByRole('link');
    expect(await tabs.allTextContents()).toEqual(['Blog']);
    await author.getByRole('button', { name: 'Add Blog Post', exact: true }).click();
    const create = author.getByRole('dialog', { name: 'Create Blog Post' });
    await field(create, 'Title').fill(TITLE);
    expect(await field(create, 'Slug').inputValue()).toBe(SLUG);
    await field(create, 'Author').fill('Story Author');
    await field(create, 'Excerpt').fill('How a team shares one back office.');
    await (await htmlSource(create, 'Content')).fill('<p>The author wrote these words first.</p>');
    const publishedBox = field(create, 'Published (an editor publishes it)');
    expect(await publishedBox.isDisabled()).toBe(true);
    expect(await publishedBox.isChecked()).toBe(false);
    const cover = await sharp({ create: { width: 1200, height: 630, channels: 3, background: '#336699' } })
      .png()
      .toBuffer();
    await field(create, 'Cover image (optional)').setInputFiles({ name: 'team-story.png', mimeType: 'image/png', buffer: cover });
    await field(create, 'Alt text').fill(COVER_ALT);
    await create.getByRole('button', { name: 'Create Post' }).click();
    await toast(author, 'Blog post created successfully').waitFor();
    await create.waitFor({ state: 'detached' });
    await card(author, TITLE).getByText('Draft', { exact: true }).waitFor();
    const draft = await stored();
    expect(draft).toMatchObject({ slug: SLUG, published: false, coverImage: expect.stringMatching(/\.png$/) });
    const coverUrl = draft.coverImage!;
    expect(await statusOf(author, coverUrl)).toBe(200);
    // Neither the form nor the server lets the author publish it.
    const authorToken = await author.evaluate(() => window.localStorage.getItem('admin_token'));
    const publish = await author.request.put(`/api/blog/${draft.id}`, {
      headers: { authorization: `Bearer ${authorToken}` },
      data: { published: true },
    });
    expect(publish.status()).toBe(403);
    const authorsForm = await openEditForm(author, TITLE);
    expect(await field(authorsForm, 'Published (an editor publishes it)').isDisabled()).toBe(true);
    await authorsForm.getByRole('button', { name: 'Cancel' }).click();
    await authorsForm.waitFor({ state: 'detached' });
    await asVisitor(`/blog/${SLUG}`, 404, async (page) => {
      await page.getByText('Blog Post Not Found', { exact: true }).first().waitFor();
    });

    // 3. The editor publishes it; visitors read it, cover and all.
    const publishForm = await openEditForm(editor, TITLE);
    await publishForm.getByLabel('Published', { exact: true }).check();
    await publishForm.getByRole('button', { name: 'Update Post' }).click();
    await toast(editor, 'Blog post updated successfully').waitFor();
    await card(editor, TITLE).getByText('Published', { exact: true }).waitFor();
    expect((await stored()).published).toBe(true);
    let shownCover = '';
    await asVisitor(`/blog/${SLUG}`, 200, async (page) => {
      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      await page.getByText('The author wrote these words first.').waitFor();
      shownCover = await loadedCover(page);
    });
    expect(await statusOf(editor, shownCover)).toBe(200);

    // 4. The editor and the owner open the post at once and both change its title; the editor saves first. The owner's
    //    save is refused with who and when and their title against the owner's; the owner then saves over it.
    const editorsForm = await openEditForm(editor, TITLE);
    const ownersForm = await openEditForm(owner.page, TITLE);
    await field(editorsForm, 'Title').fill(EDITORS_TITLE);
    await field(ownersForm, 'Title').fill(OWNERS_TITLE);
    await editorsForm.getByRole('button', { name: 'Update Post' }).click();
    await toast(editor, 'Blog post updated successfully').waitFor();
    await ownersForm.getByRole('button', { name: 'Update Post' }).click();
    const notice = owner.page.getByRole('alert', { name: 'Edit conflict' });
    await notice.getByText(/Not saved: story-editor saved this at .+, after you opened it\./).waitFor();
    expect(await notice.getByLabel("Title, story-editor's version").textContent()).toBe(EDITORS_TITLE);
    expect(await notice.getByLabel('Title, yours').textContent()).toBe(OWNERS_TITLE);
    expect(await notice.getByRole('heading', { level: 4 }).allTextContents()).toEqual(['Title']);
    expect((await stored()).title).toBe(EDITORS_TITLE);
    await notice.getByRole('button', { name: 'Save Mine Over Theirs' }).click();
    await toast(owner.page, 'Blog post updated successfully').waitFor();
    await ownersForm.waitFor({ state: 'detached' });
    expect((await stored()).title).toBe(OWNERS_TITLE);
    await asVisitor(`/blog/${SLUG}`, 200, async (page) => {
      await page.getByRole('heading', { name: OWNERS_TITLE, level: 1 }).waitFor();
    });

    // 5. The editor opens the post's History: every save, newest first; the newest two compared. The version the
    //    editor published is restored, as a new version, and visitors read its title again.
    await openBlog(editor);
    await editor.getByRole('button', { name: `History of ${OWNERS_TITLE}`, exact: true }).click();
    const history = editor.getByRole('dialog', { name: `History of ${OWNERS_TITLE}` });
    const versions = history.getByRole('region', { name: 'Versions' }).getByRole('listitem');
    await versions.first().waitFor();
    const kinds = (await versions.allTextContents()).map((text) => text.replace(/^.*?(Created|Edited|Restored)/, '$1'));
    expect(kinds).toEqual([
      expect.stringMatching(/^Edited by admin \(current\)/),
      expect.stringMatching(/^Edited by story-editor/),
      expect.stringMatching(/^Edited by story-editor/),
      expect.stringMatching(/^Created by story-author/),
    ]);
    const comparison = history.getByRole('region', { name: 'Comparison' });
    expect(await comparison.getByRole('heading', { level: 4 }).allTextContents()).toEqual(['Title']);
    await comparison.getByText(EDITORS_TITLE, { exact: true }).waitFor();
    await comparison.getByText(OWNERS_TITLE, { exact: true }).waitFor();
    // The third from the top: the editor's save that published the post under its first title.
    await versions
      .nth(2)
      .getByRole('button', { name: /^Restore the version of/ })
      .click();
    const confirmRestore = editor.getByRole('dialog').filter({ hasText: 'Restore this version?' });
    await confirmRestore.getByRole('button', { name: 'Restore' }).click();
    await toast(editor, 'Version restored successfully!').waitFor();
    await history.getByText(/Restored by story-editor \(current\)/).waitFor();
    expect(await versions.count()).toBe(5);
    expect(await stored()).toMatchObject({ title: TITLE, published: true, slug: SLUG, coverImage: coverUrl });
    await asVisitor(`/blog/${SLUG}`, 200, async (page) => {
      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      expect(await page.getByText(OWNERS_TITLE).count()).toBe(0);
    });

    // 6. The editor renames the slug: the old address answers 301 to the new one, visitors land on it, and the
    //    Redirects screen lists it.
    const renameForm = await openEditForm(editor, TITLE);
    expect(await field(renameForm, 'Slug').inputValue()).toBe(SLUG);
    await field(renameForm, 'Slug').fill(NEW_SLUG);
    await renameForm.getByRole('button', { name: 'Update Post' }).click();
    await toast(editor, 'Blog post updated successfully').waitFor();
    expect((await stored()).slug).toBe(NEW_SLUG);
    const moved = await editor.request.get(`/blog/${SLUG}`, { maxRedirects: 0 });
    expect(moved.status()).toBe(301);
    expect(new URL(moved.headers().location, server.url).pathname).toBe(`/blog/${NEW_SLUG}`);
    await asVisitor(`/blog/${SLUG}`, 200, async (page) => {
      expect(new URL(page.url()).pathname).toBe(`/blog/${NEW_SLUG}`);
      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
    });
    await openSiteTab(editor, 'Redirects');
    await editor.getByRole('heading', { name: 'Redirects (1)' }).waitFor();
    await editor.getByRole('heading', { name: `/blog/${SLUG}` }).waitFor();
    await editor.getByText(`/blog/${NEW_SLUG}`).first().waitFor();

    // 7. The editor deletes the post: the toast offers Undo; visitors and the public door no longer find it.
    await deleteFromBlog(editor);
    await editor.getByRole('button', { name: 'Undo' }).waitFor();
    expect((await editor.request.get(`/api/blog/slug/${NEW_SLUG}`)).status()).toBe(404);
    await asVisitor(`/blog/${NEW_SLUG}`, 404, async (page) => {
      await page.getByText('Blog Post Not Found', { exact: true }).first().waitFor();
    });

    // 8. The owner restores it from the Trash: visitors read it again, with its cover (alt text included).
    await openSiteTab(owner.page, 'Trash');
    await owner.page.getByRole('heading', { name: TITLE }).waitFor();
    await owner.page.getByRole('button', { name: `Restore blog post ${TITLE}` }).click();
    await toast(owner.page, `Restored "${TITLE}"`).waitFor();
    await owner.page.getByRole('heading', { name: TITLE }).waitFor({ state: 'detached' });
    expect(await stored()).toMatchObject({ slug: NEW_SLUG, published: true, coverImage: coverUrl });
    await asVisitor(`/blog/${NEW_SLUG}`, 200, async (page) => {
      await page.getByRole('heading', { name: TITLE, level: 1 }).waitFor();
      shownCover = await loadedCover(page);
    });
    expect(await statusOf(owner.page, coverUrl)).toBe(200);
    expect(await statusOf(owner.page, shownCover)).toBe(200);

    // 9. Deleted again by the editor, then for good by the owner after the confirmation: the page and the cover's files go.
    await deleteFromBlog(editor);
    await openSiteTab(owner.page, 'Trash');
    await owner.page.getByRole('button', { name: `Delete blog post ${TITLE} for good` }).click();
    const confirmPurge = owner.page.getByRole('dialog').filter({ hasText: 'for good?' });
    await confirmPurge
      .getByText(`Delete "${TITLE}" for good? Its pictures and files are deleted too. This action cannot be undone.`)
      .waitFor();
    await confirmPurge.getByRole('button', { name: 'Delete' }).click();
    await toast(owner.page, `"${TITLE}" deleted for good`).waitFor();
    await owner.page.getByRole('heading', { name: TITLE }).waitFor({ state: 'detached' });
    expect(await server.query('select id from blog_post where id = $1', [draft.id])).toEqual([]);
    await asVisitor(`/blog/${NEW_SLUG}`, 404, async (page) => {
      await page.getByText('Blog Post Not Found', { exact: true }).first().waitFor();
    });
    expect(await statusOf(owner.page, coverUrl)).toBe(404);
    expect(await statusOf(owner.page, shownCover)).toBe(404);

    expect(pageErrors).toEqual([]);
    expect(consoleProblems).toEqual([]);
  }, 300_000);

  /** The article's cover, by its alt text, once loaded: the address the browser fetched it from. */
  async function loadedCover(page: Page): Promise<string> {
    const image = page.getByRole('main').getByRole('img', { name: COVER_ALT, exact: true });
    await image.waitFor();
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await image.elementHandle(),
    );
    return image.evaluate((img) => (img as HTMLImageElement).currentSrc);
  }
});
