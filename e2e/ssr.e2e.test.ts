import { readFileSync } from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright-core';
import { SourceMapConsumer } from 'source-map-js';
import { COMPILE_HINT } from '../client/startup-compile-hints';
import { chromiumAvailable, launchBrowser, VIEWPORTS } from './support/browser';
import { startServer, type RunningServer } from './support/server';

/**
 * Server rendering (docs/decisions/018-server-side-rendering.md) in a real browser against the built
 * server and the demo content: every public page reads complete with JavaScript off, and with it on
 * hydrates with a clean console and without asking /graphql again for what the page already carries.
 */
const describeBrowser = chromiumAvailable() ? describe : describe.skip;
const CLIENT_DIR = path.join(__dirname, '..', 'dist', 'client');

interface Content {
  founder: string;
  member: string;
  category: string;
  project: string;
  product: { name: string; slug: string };
  post: { title: string; slug: string };
}

describeBrowser('server rendering (browser)', () => {
  let server: RunningServer;
  let browser: Browser;
  let content: Content;

  beforeAll(async () => {
    [server, browser] = await Promise.all([startServer(), launchBrowser()]);
    const response = await fetch(`${server.url}/graphql`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        query:
          '{ founders { name } teamMembers { name } serviceCategories { category } projects { title } products { name slug } blogPosts { title slug } }',
      }),
    });
    const { data } = (await response.json()) as { data: Record<string, Record<string, string>[]> };
    content = {
      founder: data.founders[0].name,
      member: data.teamMembers[0].name,
      category: data.serviceCategories[0].category,
      project: data.projects[0].title,
      product: { name: data.products[0].name, slug: data.products[0].slug },
      post: { title: data.blogPosts[0].title, slug: data.blogPosts[0].slug },
    };
  }, 150_000);

  afterAll(async () => {
    await browser?.close();
    await server?.stop();
  }, 30_000);

  /** Each public route of SPEC §2 (and the not-found views) with texts that only its server-rendered content has. */
  const ROUTES = [
    '/',
    '/about',
    '/services',
    '/work',
    '/products',
    '/products/:product',
    '/blog',
    '/blog/:post',
    '/contact',
    '/no-such-page',
    '/products/no-such-product',
    '/blog/no-such-post',
  ];

  function route(pattern: string): [string, string[]] {
    const texts: Record<string, string[]> = {
      '/': ['Building the Future with AI', 'Ready to Transform Your Ideas?', content.founder],
      '/about': ['Our Core Values', 'Meet Our Team', content.member],
      '/services': ['Our Services', content.category],
      '/work': ['Our Work', content.project],
      '/products': ['Products Built to Scale', content.product.name],
      '/products/:product': [content.product.name, 'About This Product'],
      '/blog': ['Insights & Ideas', content.post.title],
      '/blog/:post': [content.post.title, 'Back to Blog'],
      '/contact': ['Get In Touch', 'Islamabad, Pakistan'],
      '/no-such-page': ['Page Not Found'],
      '/products/no-such-product': ['Product Not Found'],
      '/blog/no-such-post': ['Blog Post Not Found'],
    };
    return [pattern.replace(':product', content.product.slug).replace(':post', content.post.slug), texts[pattern]];
  }

  it.each(ROUTES)('%s reads complete with JavaScript disabled', async (pattern) => {
    const [path, texts] = route(pattern);
    const context = await browser.newContext({ baseURL: server.url, javaScriptEnabled: false, viewport: VIEWPORTS.desktop });
    try {
      const page = await context.newPage();
      const response = await page.goto(path);
      expect(response!.status()).toBe(path.includes('no-such') ? 404 : 200);
      const text = await page.locator('body').innerText();
      for (const expected of texts) expect(text).toContain(expected);
      // Styled from the first response: the navigation bar is fixed without any script.
      expect(
        await page
          .locator('header')
          .first()
          .evaluate((el) => getComputedStyle(el).position),
      ).toBe('fixed');
    } finally {
      await context.close();
    }
  });

  async function hydrate(path: string, theme: 'light' | 'dark', use?: (page: Page) => Promise<void>) {
    const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop, colorScheme: theme });
    const messages: string[] = [];
    const graphql: string[] = [];
    try {
      const page = await context.newPage();
      page.setDefaultTimeout(15_000);
      page.on('console', (message) => {
        if (message.type() === 'error' || message.type() === 'warning') messages.push(`${message.type()}: ${message.text()}`);
      });
      page.on('pageerror', (error) => messages.push(`pageerror: ${error.message}`));
      page.on('request', (request) => {
        if (new URL(request.url()).pathname === '/graphql') graphql.push(request.postData() ?? request.url());
      });
      await page.goto(path);
      // Hydrated: the theme toggle's label names the mode, which only the browser knows.
      await page.getByRole('button', { name: theme === 'dark' ? 'Switch to light theme' : 'Switch to dark theme' }).waitFor();
      await page.waitForLoadState('networkidle');
      await use?.(page);
      return { messages, graphql };
    } finally {
      await context.close();
    }
  }

  it.each(ROUTES)('%s hydrates with a clean console and no second fetch of its data', async (pattern) => {
    const [path, texts] = route(pattern);
    const { messages, graphql } = await hydrate(path, 'light', async (page) => {
      for (const expected of texts) await page.getByText(expected, { exact: false }).first().waitFor();
      // What is not hydrated (shared/static-content.tsx) must hold nothing that needs React to work.
      const controls = await page
        .locator('[data-static-content] :is(button, input, select, textarea, summary, [role="button"], [contenteditable])')
        .count();
      expect(controls).toBe(0);
    });
    // A not-found page answers 404, which Chromium reports once as a failed resource load; nothing else may appear.
    const unexpected = messages.filter((m) => !(path.includes('no-such') && /status of 404/.test(m)));
    expect(unexpected).toEqual([]);
    expect(graphql).toEqual([]);
  });

  it('hydrates in dark mode without a mismatch and shows the dark logo only', async () => {
    const { messages } = await hydrate('/', 'dark', async (page) => {
      expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(true);
      const logos = page.locator('header img');
      expect(await logos.count()).toBe(1);
      expect(await logos.getAttribute('src')).toBe('/logo-light.svg');
      // The global rules (palettes, body) are the server's, kept after hydration: switching the theme repaints.
      const background = () => page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(await background()).toBe('rgb(11, 17, 32)');
      await page.getByRole('button', { name: 'Switch to light theme' }).click();
      await page.waitForFunction(() => getComputedStyle(document.body).backgroundColor === 'rgb(255, 255, 255)');
      expect(await page.evaluate(() => getComputedStyle(document.body).margin)).toBe('0px');
    });
    expect(messages).toEqual([]);
  });

  it('before any script runs, a dark visitor sees the dark palette and logo (no flash)', async () => {
    const context = await browser.newContext({ baseURL: server.url, colorScheme: 'dark', viewport: VIEWPORTS.desktop });
    try {
      const page = await context.newPage();
      // Only the inline theme script runs; the app's module never loads.
      await page.route('**/assets/*.js', (route) => route.abort());
      await page.goto('/about');
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe('rgb(11, 17, 32)');
      const visible = await page
        .locator('header img')
        .evaluateAll((imgs) =>
          imgs.filter((img) => getComputedStyle(img).display !== 'none').map((img) => img.getAttribute('src')),
        );
      expect(visible).toEqual(['/logo-light.svg']);
    } finally {
      await context.close();
    }
  });

  // Every public page is an islands page (ADR 053): React owns its islands, nothing else.
  it.each(['/', '/products/:product'])(
    '%s: React owns the islands only; static parts keep the server markup',
    async (pattern) => {
      const [path] = route(pattern);
      const context = await browser.newContext({ baseURL: server.url, viewport: VIEWPORTS.desktop });
      try {
        const page = await context.newPage();
        const documents: string[] = [];
        page.on('request', (request) => {
          if (request.resourceType() === 'document') documents.push(new URL(request.url()).pathname);
        });
        await page.goto(path);
        await page.waitForFunction(() => document.documentElement.dataset.hydrated === 'true');
        // An element is owned when it is inside an island root that Preact hydrated (the root keeps its rendered
        // tree in `__k`; client/vite.islands.config.ts, docs/decisions/054).
        const hydrated = await page.evaluate(() => {
          const owned = (el: Element) => {
            const root = el.closest('[data-island]');
            return root !== null && '__k' in root;
          };
          const parts = [...document.querySelectorAll('[data-static-content]')];
          return {
            parts: parts.length,
            partsOwned: parts.filter(owned).length,
            inside: parts.flatMap((part) => [...part.querySelectorAll('*')]).length,
            insideOwned: parts.flatMap((part) => [...part.querySelectorAll('*')]).filter(owned).length,
            navOwned: owned(document.querySelector('header nav')!),
            mainOwned: owned(document.querySelector('main')!),
          };
        });
        expect(hydrated.parts).toBeGreaterThan(0);
        expect(hydrated.partsOwned).toBe(0);
        expect(hydrated.inside).toBeGreaterThan(100);
        expect(hydrated.insideOwned).toBe(0);
        expect(hydrated.navOwned).toBe(true);
        expect(hydrated.mainOwned).toBe(false);

        if (pattern === '/') {
          // A link in a static part of an islands page is a plain link: the next page is a document of its own.
          await page.getByRole('link', { name: 'Get Started Today' }).click();
          await page.waitForURL('**/contact');
          await page.getByRole('heading', { name: 'Send Us a Message' }).waitFor();
          expect(documents).toEqual(['/', '/contact']);
        }
      } finally {
        await context.close();
      }
    },
  );

  it("loads an islands page's scripts with the page: the islands entry in the head, no starter, no app state", async () => {
    const html = await (await fetch(`${server.url}/work`)).text();
    const head = html.slice(0, html.indexOf('</head>'));
    const entry = /<script\b[^>]*\bsrc="\/assets\/islands-[^"]+\.js"[^>]*>/.exec(head)?.[0];
    expect(entry).toMatch(/\btype="module"/);
    expect(entry).toMatch(/\bnonce="[^"]+"/);
    expect(html).not.toContain('__APOLLO_STATE__');
    expect(html).not.toContain('__staticRouterHydrationData');
    expect(html).not.toMatch(/src="\/assets\/index-[^"]+\.js"/);

    // Each island's code is preloaded on the pages that have it only (docs/decisions/054).
    const preloaded = async (address: string) => {
      const page = await (await fetch(`${server.url}${address}`)).text();
      return [...page.slice(0, page.indexOf('</head>')).matchAll(/rel="modulepreload"[^>]*href="\/assets\/([a-z-]+)-/g)].map(
        (match) => match[1],
      );
    };
    expect(await preloaded('/work')).toContain('project-cards');
    expect(await preloaded('/contact')).toContain('contact-form');
    expect(await preloaded('/contact')).not.toContain('project-cards');
    expect(await preloaded('/about')).toEqual([]);
  });

  it('goes to another page by a plain link: the page arrives rendered by the server, with no GraphQL from the browser', async () => {
    const { messages, graphql } = await hydrate('/', 'light', async (page) => {
      const [response] = await Promise.all([
        page.waitForResponse(
          (answer) => new URL(answer.url()).pathname === '/products' && answer.request().isNavigationRequest(),
        ),
        page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Products' }).click(),
      ]);
      expect(response.status()).toBe(200);
      await page.getByText(content.product.name).first().waitFor();
      expect(await page.title()).toMatch(/^Products \| /);
      await page.locator('html[data-hydrated]').waitFor();
    });
    expect(messages).toEqual([]);
    expect(graphql).toEqual([]);
  });

  it("gives the scripts a public page starts with V8's compile hint, and leaves the admin area's code without it", async () => {
    const hinted = async (file: string) => (await (await fetch(`${server.url}${file}`)).text()).startsWith(COMPILE_HINT);
    for (const address of ['/', `/blog/${content.post.slug}`]) {
      const html = await (await fetch(`${server.url}${address}`)).text();
      // The islands entry and the modules it imports (server/src/ssr/page-renderer.ts, islandsShell).
      const scripts = [...html.matchAll(/"(\/assets\/[^"]+\.js)"/g)].map((match) => match[1]);
      expect(scripts.length).toBeGreaterThanOrEqual(1);
      for (const script of scripts) expect([script, await hinted(script)]).toEqual([script, true]);
    }
    const manifest = JSON.parse(readFileSync(path.join(CLIENT_DIR, '.vite', 'manifest.json'), 'utf8')) as Record<
      string,
      { file: string; isEntry?: boolean }
    >;
    expect(await hinted(`/${manifest['src/pages/admin/index.ts'].file}`)).toBe(false);

    // The hint is a line added on top: the entry's source map still points each place at its source.
    const entry = Object.values(manifest).find((chunk) => chunk.isEntry)!.file;
    const code = readFileSync(path.join(CLIENT_DIR, entry), 'utf8');
    const at = code.indexOf('.dataset.hydrated=');
    const before = code.slice(0, at).split('\n');
    const map = new SourceMapConsumer(JSON.parse(readFileSync(path.join(CLIENT_DIR, `${entry}.map`), 'utf8')));
    const original = map.originalPositionFor({ line: before.length, column: before[before.length - 1].length + 1 });
    expect(original.source).toMatch(/src\/main\.tsx$/);
    const mainSource = readFileSync(path.join(__dirname, '..', 'client', 'src', 'main.tsx'), 'utf8').split('\n');
    expect(mainSource[original.line - 1]).toContain('dataset.hydrated');
  });
});
