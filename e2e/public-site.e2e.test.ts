import type { Browser, BrowserContext, Page } from 'playwright-core';
import { siteConfig } from '../client/src/shared/site-config';
import { chromiumAvailable, gotoHydrated, launchBrowser, screenshotPath, VIEWPORTS, waitForImages } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * The public website in a real browser against the real built server and a fresh database with the
 * demo content: every public route of SPEC §2 with its texts and states, plus full-page screenshots
 * of every page in both themes at phone and desktop widths (e2e/artifacts/screenshots).
 */
const describeBrowser = chromiumAvailable() ? describe : describe.skip;

type Viewport = keyof typeof VIEWPORTS;
type Theme = 'light' | 'dark';

interface PageOptions {
  viewport?: Viewport;
  /** Saved as the visitor's choice before the first script runs; undefined leaves storage empty. */
  theme?: Theme;
  /** Screenshots want still pictures: no smooth scroll, no entry animations. */
  reducedMotion?: boolean;
}

/** SPEC §3: dates in en-US long format ("November 21, 2026"). */
const LONG_DATE = /^(January|February|March|April|May|June|July|August|September|October|November|December) \d{1,2}, \d{4}$/;

const PUBLISHED_POSTS = [
  'Shipping AI Features That Users Trust',
  'GraphQL Schemas That Age Well',
  'From Spreadsheets to Dashboards in Two Weeks',
  'Keeping Cloud Costs in Check',
  'Designing for First-Time Users',
];
const DRAFT_POST = 'Our 2027 Roadmap (Draft)';

describeBrowser('public site (browser)', () => {
  let server: RunningServer;
  let browser: Browser;
  /** Uncaught exceptions in any page: a page that throws fails the test that opened it. */
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

  async function newContext({ viewport = 'desktop', theme, reducedMotion = false }: PageOptions = {}): Promise<BrowserContext> {
    const context = await browser.newContext({
      baseURL: server.url,
      viewport: VIEWPORTS[viewport],
      colorScheme: theme ?? 'light',
      reducedMotion: reducedMotion ? 'reduce' : 'no-preference',
    });
    if (theme) {
      await context.addInitScript((saved) => {
        if (!window.localStorage.getItem('theme')) window.localStorage.setItem('theme', saved);
      }, theme);
    }
    return context;
  }

  /** Opens `path` in a fresh context, runs `use`, and always closes the context. */
  async function withPage(path: string, options: PageOptions, use: (page: Page) => Promise<void>): Promise<void> {
    const context = await newContext(options);
    try {
      const page = await context.newPage();
      // Below jest's own limit, so a missing element fails with Playwright's clearer message.
      page.setDefaultTimeout(15_000);
      page.on('pageerror', (error) => pageErrors.push(`${path}: ${error.message}`));
      await gotoHydrated(page, path);
      await use(page);
    } finally {
      await context.close();
    }
  }

  const expectVisible = async (page: Page, texts: string[]) => {
    for (const text of texts) await page.getByText(text, { exact: true }).first().waitFor({ state: 'visible' });
  };

  const heading = (page: Page, name: string | RegExp) => page.getByRole('heading', { name, exact: typeof name === 'string' });

  const hrefOf = (page: Page, name: string) => page.getByRole('link', { name, exact: true }).first().getAttribute('href');

  /** A card (article) holding a heading with this name. */
  const cardWithHeading = (page: Page, name: string) => page.locator('article').filter({ has: heading(page, name) });

  describe('home', () => {
    it('shows the hero, Why Choose, the services teaser, founders from the server and the call to action', async () => {
      await withPage('/', {}, async (page) => {
        await expectVisible(page, ['Trusted by many worldwide']);
        await heading(page, 'Building the Future with AI').waitFor();
        expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Building the Future with AI');
        expect(await hrefOf(page, 'Get Started')).toBe('/contact');
        expect(await hrefOf(page, 'View Our Work')).toBe('/work');

        await heading(page, /^Why Choose/).waitFor();
        for (const title of ['Expert Development', 'AI-Powered Solutions', 'Scalable Architecture']) {
          expect(await cardWithHeading(page, title).count()).toBe(1);
        }

        for (const title of ['Custom Software Development', 'AI Automation', 'AI & Machine Learning']) {
          const card = cardWithHeading(page, title);
          expect(await card.count()).toBe(1);
          expect(await card.locator('li').count()).toBe(4);
        }
        expect(await hrefOf(page, 'View All Services')).toBe('/services');

        // Founders come from the server's demo content.
        await expectVisible(page, ['Ayesha Rahman', 'Bilal Ahmed', 'Sana Malik']);

        await heading(page, 'Ready to Transform Your Ideas?').waitFor();
        expect(await hrefOf(page, 'Get Started Today')).toBe('/contact');
        await expectVisible(page, ['Free consultation available', '24/7 support included']);
      });
    });
  });

  describe('about', () => {
    it('shows Our Purpose, Mission, Vision, the six Core Values and the team from the server', async () => {
      await withPage('/about', {}, async (page) => {
        await heading(page, 'Our Purpose').waitFor();
        await heading(page, /Mission/).waitFor();
        await heading(page, /Vision$/)
          .first()
          .waitFor();
        const values = [
          'Innovation Excellence',
          'Quality Obsession',
          'Collaborative Spirit',
          'Continuous Learning',
          'Client Success',
          'Future Vision',
        ];
        for (const value of values) expect(await cardWithHeading(page, value).count()).toBe(1);

        await heading(page, 'Meet Our Team').waitFor();
        await expectVisible(page, ['Hamza Tariq', 'Zainab Qureshi', 'Ayesha Rahman']);

        // SPEC §2: the hero's and the call to action's buttons have no target: buttons, not links.
        const main = page.getByRole('main');
        expect(await main.locator('button').count()).toBeGreaterThan(0);
        expect(await main.locator('a[href="#"]').count()).toBe(0);
      });
    });
  });

  describe('services', () => {
    it('groups the services under their categories from the server', async () => {
      await withPage('/services', {}, async (page) => {
        for (const category of ['Software Development', 'AI & Automation', 'Cloud & Consulting']) {
          await heading(page, category).waitFor();
        }
        await expectVisible(page, ['Web Applications', 'Conversational AI', 'Cloud Solutions']);
        expect(await page.getByTestId('skeleton').count()).toBe(0);
      });
    });
  });

  describe('work', () => {
    it('opens a project in a dialog and browses its gallery with the keyboard; Escape closes the gallery, then the dialog', async () => {
      await withPage('/work', {}, async (page) => {
        await page.getByRole('button', { name: 'Retail Demand Forecasting' }).click();
        const dialog = page.getByRole('dialog', { name: 'Retail Demand Forecasting' });
        await dialog.waitFor();
        await dialog.getByText('Python', { exact: true }).waitFor();

        // SPEC §4: while the dialog is open the page behind cannot scroll.
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).toBe('hidden');

        await dialog.getByRole('button', { name: /screenshot 1/i }).click();
        const gallery = page.getByRole('dialog', { name: /screenshots/i });
        await gallery.getByText('1 / 3', { exact: true }).waitFor();

        await page.keyboard.press('ArrowRight');
        await gallery.getByText('2 / 3', { exact: true }).waitFor();
        await page.keyboard.press('ArrowLeft');
        await gallery.getByText('1 / 3', { exact: true }).waitFor();
        await page.keyboard.press('ArrowLeft');
        await gallery.getByText('3 / 3', { exact: true }).waitFor();
        // The next button wraps forward the same way.
        await gallery.getByRole('button', { name: /next/i }).click();
        await gallery.getByText('1 / 3', { exact: true }).waitFor();

        await page.keyboard.press('Escape');
        await gallery.waitFor({ state: 'detached' });
        expect(await dialog.isVisible()).toBe(true);

        await page.keyboard.press('Escape');
        await dialog.waitFor({ state: 'detached' });
        expect(await page.evaluate(() => getComputedStyle(document.body).overflow)).not.toBe('hidden');
      });
    });
  });

  describe('products', () => {
    it("lists the products, each card with its first 3 features then '+N more features', linking to its page", async () => {
      await withPage('/products', {}, async (page) => {
        await expectVisible(page, ['InsightFlow Analytics', 'DocuSense', 'ChatDesk Assistant']);
        const insightFlow = cardWithHeading(page, 'InsightFlow Analytics');
        await insightFlow.getByText('+2 more features', { exact: true }).waitFor();
        expect(await insightFlow.getByText('Scheduled reports').count()).toBe(0);
        expect(
          await cardWithHeading(page, 'ChatDesk Assistant')
            .getByText(/more features/)
            .count(),
        ).toBe(0);

        await page.getByRole('link', { name: 'InsightFlow Analytics' }).click();
        await page.waitForURL('**/products/insightflow-analytics');
        await heading(page, 'InsightFlow Analytics').waitFor();
      });
    });

    it('shows a product page with its sections, and Live Demo only because this product has no code link', async () => {
      await withPage('/products/insightflow-analytics', {}, async (page) => {
        await heading(page, 'InsightFlow Analytics').waitFor();
        await expectVisible(page, ['Self-service dashboards and AI-written summaries for your business data.']);
        for (const title of ['About This Product', 'Key Features', 'Screenshots']) await heading(page, title).waitFor();
        // The full description is rendered as HTML, not as escaped text.
        await page.locator('strong', { hasText: 'InsightFlow' }).first().waitFor();
        await expectVisible(page, ['Role-based access']);
        expect(await page.getByRole('link', { name: /Live Demo/ }).getAttribute('href')).toBe('https://example.com/insightflow');
        expect(await page.getByRole('link', { name: /View Code/ }).count()).toBe(0);
        expect(await hrefOf(page, 'Back to Products')).toBe('/products');
      });
    });

    it("shows 'Product Not Found' with a way back for an unknown slug", async () => {
      await withPage('/products/no-such-product', {}, async (page) => {
        await page.getByText('Product Not Found', { exact: true }).first().waitFor();
        expect(
          await page
            .getByRole('link', { name: /Back to Products/ })
            .first()
            .getAttribute('href'),
        ).toBe('/products');
      });
    });
  });

  describe('blog', () => {
    it('lists the five published posts and never the draft', async () => {
      await withPage('/blog', {}, async (page) => {
        await expectVisible(page, PUBLISHED_POSTS);
        expect(await page.locator('main a[href^="/blog/"]').count()).toBe(PUBLISHED_POSTS.length);
        expect(await page.getByText(DRAFT_POST).count()).toBe(0);
        expect(await page.locator('a[href="/blog/our-2027-roadmap"]').count()).toBe(0);
      });
    });

    it('shows a post with its title, author and en-US long date', async () => {
      const [row] = await server.query<{ createdAt: Date }>('select "createdAt" from blog_post where slug = $1', [
        'graphql-schemas-that-age-well',
      ]);
      await withPage('/blog/graphql-schemas-that-age-well', {}, async (page) => {
        await heading(page, 'GraphQL Schemas That Age Well').waitFor();
        await expectVisible(page, ['Hamza Tariq']);
        const shown = (await page.locator('main time').first().textContent())?.trim() ?? '';
        expect(shown).toMatch(LONG_DATE);
        // The same day the database holds, in the browser's time zone.
        const expected = await page.evaluate(
          (iso) => new Intl.DateTimeFormat('en-US', { year: 'numeric', month: 'long', day: 'numeric' }).format(new Date(iso)),
          new Date(row.createdAt).toISOString(),
        );
        expect(shown).toBe(expected);
        await page.locator('main pre code').first().waitFor();
      });
    });

    it("shows 'Blog Post Not Found' for a draft, even by its slug", async () => {
      await withPage('/blog/our-2027-roadmap', {}, async (page) => {
        await page.getByText('Blog Post Not Found', { exact: true }).first().waitFor();
        expect(await page.getByText(DRAFT_POST).count()).toBe(0);
        expect(await page.locator('main a[href="/blog"]').count()).toBeGreaterThan(0);
      });
    });
  });

  describe('contact', () => {
    it('shows the contact details and a Book Meeting button without a target', async () => {
      await withPage('/contact', {}, async (page) => {
        const main = page.getByRole('main');
        for (const phone of siteConfig.phones) await main.getByText(phone, { exact: true }).waitFor();
        expect(await main.getByRole('link', { name: siteConfig.email }).getAttribute('href')).toBe(`mailto:${siteConfig.email}`);
        await main.getByText('Islamabad, Pakistan', { exact: true }).waitFor();
        expect(await main.locator(`a[href="${siteConfig.linkedinUrl}"]`).count()).toBe(1);

        const bookMeeting = main.getByRole('button', { name: 'Book Meeting' });
        expect(await bookMeeting.getAttribute('type')).toBe('button');
        await bookMeeting.click();
        expect(new URL(page.url()).pathname).toBe('/contact');
      });
    });

    it('validates the form, sends the message, thanks the visitor and stores the message', async () => {
      const email = `e2e-${Date.now()}@example.com`;
      await withPage('/contact', {}, async (page) => {
        const form = page.getByRole('form', { name: 'Contact form' });
        const field = (label: string) => form.getByLabel(label, { exact: true });
        const send = form.getByRole('button', { name: 'Send Message' });
        await send.click();
        await expectVisible(page, ['Name is required', 'Email is required', 'Message is required']);

        await field('Name').fill('Browser Visitor');
        await field('Email').fill('not-an-email');
        await page.getByText('Please enter a valid email address', { exact: true }).waitFor();
        expect(await page.getByText('Name is required').count()).toBe(0);
        expect(await field('Message').getAttribute('rows')).toBe('6');

        await field('Email').fill(email);
        await field('Message').fill('Hello from the browser test. Please call me back.');
        await send.click();

        await page.getByText("Thank you for your message! We'll get back to you soon.", { exact: true }).waitFor();
        expect(await field('Name').inputValue()).toBe('');
        expect(await field('Email').inputValue()).toBe('');
        expect(await field('Message').inputValue()).toBe('');
      });

      const rows = await server.query('select name, email, message from contact_message where email = $1', [email]);
      expect(rows).toEqual([{ name: 'Browser Visitor', email, message: 'Hello from the browser test. Please call me back.' }]);
    });
  });

  describe('layout', () => {
    it('has the seven navigation links in order and changes the bar after 20 px of scroll', async () => {
      await withPage('/', {}, async (page) => {
        const nav = page.getByRole('navigation', { name: 'Main' });
        const links = await nav
          .getByRole('link')
          .evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
        expect(links).toEqual([
          ['Home', '/'],
          ['About', '/about'],
          ['Services', '/services'],
          ['Work', '/work'],
          ['Products', '/products'],
          ['Blog', '/blog'],
          ['Contact', '/contact'],
        ]);

        await expectVisible(page, ['Ayesha Rahman']);
        const header = page.locator('header[data-scrolled]');
        expect(await header.getAttribute('data-scrolled')).toBe('false');
        await page.mouse.move(600, 400);
        await page.mouse.wheel(0, 600);
        await page.waitForFunction(
          () => document.querySelector('header[data-scrolled]')?.getAttribute('data-scrolled') === 'true',
        );
        expect(await page.evaluate(() => window.scrollY)).toBeGreaterThan(20);
        await page.mouse.wheel(0, -5000);
        await page.waitForFunction(
          () => document.querySelector('header[data-scrolled]')?.getAttribute('data-scrolled') === 'false',
        );
      });
    });

    it('scrolls to the top on every page change', async () => {
      await withPage('/', {}, async (page) => {
        await expectVisible(page, ['Ayesha Rahman']);
        await page.mouse.move(600, 400);
        await page.mouse.wheel(0, 3000);
        await page.waitForFunction(() => window.scrollY > 500);
        // Smooth scrolling eases for up to 1.8 s; click the footer link once the page has come to rest.
        await page.waitForFunction(
          () =>
            new Promise<boolean>((resolve) => {
              const before = window.scrollY;
              setTimeout(() => resolve(window.scrollY === before), 250);
            }),
          undefined,
          { polling: 300 },
        );
        await page.getByRole('contentinfo').getByRole('link', { name: 'Our Work', exact: true }).click();
        await page.waitForURL('**/work');
        await page.waitForFunction(() => window.scrollY === 0);
      });
    });

    it("toggles the theme: the 'dark' class on <html>, the saved choice, the logo, and it survives a reload", async () => {
      await withPage('/', {}, async (page) => {
        const isDark = () => page.evaluate(() => document.documentElement.classList.contains('dark'));
        const saved = () => page.evaluate(() => window.localStorage.getItem('theme'));
        const logo = page.locator('header img[data-theme-logo]');

        expect(await isDark()).toBe(false);
        expect(await logo.getAttribute('data-theme-logo')).toBe('light');
        const lightLogo = await logo.getAttribute('src');

        await page.getByRole('button', { name: 'Switch to dark theme' }).click();
        expect(await isDark()).toBe(true);
        expect(await saved()).toBe('dark');
        expect(await logo.getAttribute('data-theme-logo')).toBe('dark');
        expect(await logo.getAttribute('src')).not.toBe(lightLogo);

        await page.reload();
        await page.getByRole('button', { name: 'Switch to light theme' }).waitFor();
        expect(await isDark()).toBe(true);
        expect(await logo.getAttribute('data-theme-logo')).toBe('dark');

        await page.getByRole('button', { name: 'Switch to light theme' }).click();
        expect(await isDark()).toBe(false);
        expect(await saved()).toBe('light');
        expect(await logo.getAttribute('src')).toBe(lightLogo);
      });
    });

    it('collapses the menu on a phone; it opens, and closes when a link is chosen', async () => {
      await withPage('/', { viewport: 'phone' }, async (page) => {
        const aboutLink = page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'About', exact: true });
        expect(await aboutLink.isVisible()).toBe(false);

        await page.getByRole('button', { name: 'Open menu' }).click();
        await aboutLink.waitFor({ state: 'visible' });
        expect(await page.getByRole('button', { name: 'Close menu' }).getAttribute('aria-expanded')).toBe('true');

        await aboutLink.click();
        await page.waitForURL('**/about');
        await aboutLink.waitFor({ state: 'hidden' });
        await page.getByRole('button', { name: 'Open menu' }).waitFor();
        await heading(page, 'Our Purpose').waitFor();
      });
    });

    it('has a footer with Quick Links, the contact links and the current year', async () => {
      await withPage('/', {}, async (page) => {
        const footer = page.getByRole('contentinfo');
        await footer.getByRole('heading', { name: 'Quick Links' }).waitFor();
        const quickLinks = await footer
          .getByRole('navigation')
          .getByRole('link')
          .evaluateAll((anchors) => anchors.map((a) => [a.textContent?.trim(), a.getAttribute('href')]));
        expect(quickLinks).toEqual([
          ['About Us', '/about'],
          ['Services', '/services'],
          ['Our Work', '/work'],
          ['Products', '/products'],
          ['Blog', '/blog'],
        ]);
        expect(await footer.locator(`a[href="mailto:${siteConfig.email}"]`).count()).toBeGreaterThan(0);
        expect(await footer.locator(`a[href="${siteConfig.linkedinUrl}"]`).count()).toBe(1);
        expect(await footer.textContent()).toContain(`© ${new Date().getFullYear()}`);
      });
    });

    it('shows a not-found page for an unknown route', async () => {
      await withPage('/no-such-page', {}, async (page) => {
        await heading(page, /not found/i).waitFor();
        expect(await hrefOf(page, 'Back to Home')).toBe('/');
        // Still inside the site's frame.
        await page.getByRole('navigation', { name: 'Main' }).waitFor();
      });
    });
  });

  describe('screenshots', () => {
    /** Every public page, with a text that shows its data has arrived. */
    const PAGES: { name: string; path: string; ready: string }[] = [
      { name: 'home', path: '/', ready: 'Ayesha Rahman' },
      { name: 'about', path: '/about', ready: 'Hamza Tariq' },
      { name: 'services', path: '/services', ready: 'Cloud & Consulting' },
      { name: 'work', path: '/work', ready: 'Retail Demand Forecasting' },
      { name: 'products', path: '/products', ready: 'InsightFlow Analytics' },
      { name: 'product-detail', path: '/products/insightflow-analytics', ready: 'About This Product' },
      { name: 'blog', path: '/blog', ready: 'GraphQL Schemas That Age Well' },
      { name: 'blog-post', path: '/blog/graphql-schemas-that-age-well', ready: 'GraphQL Schemas That Age Well' },
      { name: 'contact', path: '/contact', ready: 'Book Meeting' },
    ];

    /** Scrolls through the page (as a reader would, so scroll-triggered effects run), back to the top, and waits for every image. */
    async function settle(page: Page) {
      await page.evaluate(async () => {
        const step = window.innerHeight;
        for (let y = 0; y < document.documentElement.scrollHeight; y += step) {
          window.scrollTo(0, y);
          await new Promise((resolve) => setTimeout(resolve, 60));
        }
        window.scrollTo(0, 0);
      });
      await waitForImages(page);
    }

    for (const viewport of Object.keys(VIEWPORTS) as Viewport[]) {
      for (const theme of ['light', 'dark'] as Theme[]) {
        it(`captures every public page (${theme}, ${viewport})`, async () => {
          const context = await newContext({ viewport, theme, reducedMotion: true });
          const tooWide: string[] = [];
          try {
            const page = await context.newPage();
            page.setDefaultTimeout(15_000);
            page.on('pageerror', (error) => pageErrors.push(`${page.url()}: ${error.message}`));
            for (const target of PAGES) {
              const name = `${target.name}-${theme}-${viewport}`;
              await page.goto(target.path);
              try {
                await page.getByText(target.ready, { exact: true }).first().waitFor();
              } catch (error) {
                await page.screenshot({ path: screenshotPath(`failed-${name}`), fullPage: true });
                throw error;
              }
              expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(theme === 'dark');
              await settle(page);
              // A full-page capture of a long page is slow in software rendering on a loaded machine.
              await page.screenshot({ path: screenshotPath(name), fullPage: true, timeout: 60_000 });
              // Nothing may be wider than the screen (no sideways scrolling on phones).
              const width = await page.evaluate(() => document.documentElement.scrollWidth);
              if (width > VIEWPORTS[viewport].width) tooWide.push(`${target.path} is ${width} px wide`);
            }
          } finally {
            await context.close();
          }
          expect(tooWide).toEqual([]);
        }, 300_000);
      }
    }
  });
});
