import { execFileSync } from 'node:child_process';
import { SEARCH_QUERY_MAX, SEARCH_QUERY_MESSAGE } from '@field-rules';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { App } from '../app';
import { seedDatabase } from '../db/seed';
import { insertBlogPost } from '../modules/blog-post/blog-post.factory';
import { siteApp, startTestApp, type TestApp } from '../test/test-app';
import { SSR_ENTRY_FILE } from './page-renderer';
import { pageRenders } from '../ops/metrics';

const ROOT = path.resolve(__dirname, '..', '..', '..');
const PUBLIC_URL = 'https://www.example.test';
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';

/** The app at PUBLIC_URL, with client/index.html as its page and a renderer built from client/src/entry-server.tsx for this file. */
describe('server rendering', () => {
  let t: TestApp;
  let site: App;
  let clientDir: string;
  let ssrDir: string;
  let draftTitle: string;
  const content: Record<string, string> = {};

  const get = (url: string) => request(site.app).get(url).set('accept', BROWSER_ACCEPT);
  const nonceOf = (res: request.Response) => /'nonce-([^']+)'/.exec(res.headers['content-security-policy'])![1];
  const headOf = (html: string) => html.slice(0, html.indexOf('</head>'));
  const rootOf = (html: string) => /<div id="root">([\s\S]*)<\/div><script nonce/.exec(html)?.[1] ?? '';
  const apolloStateOf = (html: string) => /window\.__APOLLO_STATE__=(.*?);window\.__staticRouterHydrationData/.exec(html)![1];
  const metaContent = (html: string, key: string) =>
    new RegExp(`<meta (?:name|property)="${key.replace(/[.:]/g, '\\$&')}" content="([^"]*)">`).exec(headOf(html))?.[1];

  beforeAll(async () => {
    ssrDir = await mkdtemp(path.join(os.tmpdir(), 'ssr-'));
    execFileSync(
      process.execPath,
      [
        path.join(ROOT, 'node_modules', 'vite', 'bin', 'vite.js'),
        'build',
        '--config',
        'client/vite.ssr.config.ts',
        '--outDir',
        ssrDir,
        '--logLevel',
        'error',
      ],
      {
        cwd: ROOT,
        stdio: 'inherit',
        env: { ...process.env, NODE_ENV: 'production' },
      },
    );
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'));
    await copyFile(path.join(ROOT, 'client', 'index.html'), path.join(clientDir, 'index.html'));

    t = await startTestApp();
    await seedDatabase(t.db.dataSource, t.app.storage);
    const draft = await insertBlogPost(t.db.dataSource, {
      slug: 'secret-draft',
      title: 'Unannounced Draft Plans',
      excerpt: 'Draft excerpt nobody may see',
      content: '<p>Draft body nobody may see</p>',
      published: false,
    });
    draftTitle = draft.title;
    site = await siteApp(t, { clientDir, ssrDir, publicUrl: PUBLIC_URL });

    const { body } = await t.gql(
      '{ founders { name } teamMembers { name } serviceCategories { category } projects { title } products { name slug bannerImage } blogPosts { title slug excerpt coverImage } }',
    );
    content.founder = body.data!.founders[0].name;
    content.member = body.data!.teamMembers[0].name;
    content.category = body.data!.serviceCategories[0].category;
    content.project = body.data!.projects[0].title;
    content.product = body.data!.products[0].name;
    content.productSlug = body.data!.products[0].slug;
    content.productBanner = body.data!.products[0].bannerImage;
    content.post = body.data!.blogPosts[0].title;
    content.postSlug = body.data!.blogPosts[0].slug;
    content.postCover = body.data!.blogPosts[0].coverImage;
  }, 120_000);

  afterAll(async () => {
    await site?.stop();
    await t?.close();
    await rm(ssrDir, { recursive: true, force: true });
    await rm(clientDir, { recursive: true, force: true });
  });

  const escaped = (text: string) => text.replace(/&/g, '&amp;').replace(/'/g, '&#x27;').replace(/"/g, '&quot;');

  it.each([
    ['/', () => ['Building the Future with AI', 'Ready to Transform Your Ideas?', content.founder]],
    ['/about', () => ['Our Core Values', 'Innovation Excellence', 'Meet Our Team', content.member]],
    ['/services', () => ['Our Services', content.category]],
    ['/work', () => ['Our Work', content.project]],
    ['/products', () => ['Products Built to Scale', content.product]],
    ['/products/:product', () => [content.product, 'About This Product', 'Back to Products']],
    ['/blog', () => ['Insights & Ideas', content.post]],
    ['/blog/:post', () => [content.post, 'Back to Blog']],
    ['/contact', () => ['Get In Touch', 'Islamabad, Pakistan', 'Book Meeting']],
  ])('renders %s with its content, 200', async (route, texts) => {
    const url = route.replace(':product', content.productSlug).replace(':post', content.postSlug);
    const res = await get(url);
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toContain('<nav');
    for (const text of texts()) expect(root).toContain(escaped(text));
    // styled-components' styles travel in the head, both palettes with them.
    expect(headOf(res.text)).toMatch(/<style[^>]*data-styled/);
    expect(headOf(res.text)).toContain(':root.dark');
  });

  it('renders each public page once: its routes name every query it asks (shared/first-queries.ts)', async () => {
    const passes = async () =>
      Object.fromEntries((await pageRenders.get()).values.map(({ labels, value }) => [String(labels.passes), value]));
    for (const url of [
      '/',
      '/about',
      '/services',
      '/work',
      '/products',
      `/products/${content.productSlug}`,
      '/blog',
      `/blog/${content.postSlug}`,
      '/contact',
      '/search?q=analytics',
      '/search?q=analytics&page=2',
      '/search',
      `/search?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`,
      '/products/no-such-product',
      '/no-such-page',
    ]) {
      const before = await passes();
      // A query string of its own: rendered now, not answered from the response cache.
      const res = await get(`${url}${url.includes('?') ? '&' : '?'}renders=once`);
      expect([200, 400, 404]).toContain(res.status);
      const after = await passes();
      expect({ url, once: (after['1'] ?? 0) - (before['1'] ?? 0), more: (after['3'] ?? 0) - (before['3'] ?? 0) }).toEqual({
        url,
        once: 1,
        more: 0,
      });
    }
  });

  it.each([
    ['/no-such-page', 'Page Not Found'],
    ['/products/no-such-product', 'Product Not Found'],
    ['/blog/no-such-post', 'Blog Post Not Found'],
    ['/blog/secret-draft', 'Blog Post Not Found'],
  ])('answers %s with 404 and the not-found view', async (url, heading) => {
    const res = await get(url);
    expect(res.status).toBe(404);
    expect(rootOf(res.text)).toContain(heading);
    expect(res.text).toContain(`<title>${heading} | `);
    expect(metaContent(res.text, 'robots')).toBe('noindex');
  });

  it('renders /search with the results in the HTML, the words marked, its own title, noindex', async () => {
    const res = await get('/search?q=analytics');
    expect(res.status).toBe(200);
    const root = rootOf(res.text);
    expect(root).toMatch(/>\d+ results for “analytics”</);
    expect(root).toContain('href="/products/insightflow-analytics"');
    expect(root).toContain(escaped('InsightFlow Analytics'));
    expect(root).toMatch(/<mark>analytics<\/mark>/i);
    // The form again, filled in with the search.
    expect(root).toMatch(/<input[^>]*type="search"[^>]*name="q"[^>]*value="analytics"/);
    expect(res.text).toContain('<title>Search: analytics | ');
    expect(metaContent(res.text, 'robots')).toBe('noindex');
  });

  it('answers /search with a prompt when nothing was asked, and a search over the limit with 400 and its message', async () => {
    const empty = await get('/search?q=');
    expect(empty.status).toBe(200);
    expect(rootOf(empty.text)).toContain('What are you looking for?');
    expect(empty.text).toContain('<title>Search | ');
    const long = await get(`/search?q=${'a'.repeat(SEARCH_QUERY_MAX + 1)}`);
    expect(long.status).toBe(400);
    expect(rootOf(long.text)).toContain(escaped(SEARCH_QUERY_MESSAGE));
    expect(metaContent(long.text, 'robots')).toBe('noindex');
  });

  it("marks /work's main picture for the script starter and leaves the dialog's details out of its state", async () => {
    const res = await get('/work');
    // The first card's picture: high priority and named for Element Timing (deferred-scripts.ts waits for its paint).
    const images = res.text.match(/<img\b[^>]*>/g) ?? [];
    const timed = images.filter((tag) => /\belementtiming=/.test(tag));
    expect(timed).toHaveLength(1);
    expect(timed[0]).toMatch(/\belementtiming="main-image"/);
    expect(timed[0]).toMatch(/\bfetchpriority="high"/i);
    // The cards carry what a card shows; the gallery, features and links come with the dialog's own query.
    const state = apolloStateOf(res.text);
    expect(state).toContain(content.project);
    expect(state).not.toMatch(/"(screenshotPictures|features|technologies|liveDemoLink)"/);
  });

  it("leaves the lists' first cards to the page: the /blog and /products islands hold only 'Load more' and where it starts", async () => {
    for (const [url, island] of [
      ['/blog', 'blog-post-cards'],
      ['/products', 'product-cards'],
    ]) {
      const html = (await get(url)).text;
      const props = new RegExp(`data-island="${island}" data-props="([^"]*)"`).exec(html)?.[1];
      const cards = (html.match(/<article\b/g) ?? []).length;
      expect(cards).toBeGreaterThan(0);
      // The browser hydrates none of the server's cards: the island is told how many there are, not what they hold.
      expect(props?.replace(/&quot;/g, '"')).toBe(JSON.stringify({ offset: cards }));
    }
  });

  it('never renders or ships a draft: not in the markup, not in the Apollo state', async () => {
    for (const url of ['/blog', '/blog/secret-draft', '/']) {
      const res = await get(url);
      expect(res.text).not.toContain(draftTitle);
      expect(res.text).not.toContain('nobody may see');
    }
  });

  it('gives each page a unique title, a description, a canonical address and absolute social images', async () => {
    const pages = [
      '/',
      '/about',
      '/services',
      '/work',
      '/products',
      `/products/${content.productSlug}`,
      '/blog',
      `/blog/${content.postSlug}`,
      '/contact',
    ];
    const titles = new Set<string>();
    for (const url of pages) {
      const res = await get(url);
      const head = headOf(res.text);
      const title = /<title>([^<]*)<\/title>/.exec(head)![1];
      expect(title).toMatch(/ \| Nexora Labs$/);
      titles.add(title);
      expect(head.match(/<title>/g)).toHaveLength(1);
      expect(head.match(/<meta name="description"/g)).toHaveLength(1);
      expect(metaContent(res.text, 'description')!.length).toBeGreaterThan(30);
      expect(head).toContain(`<link rel="canonical" href="${PUBLIC_URL}${url}">`);
      expect(metaContent(res.text, 'og:url')).toBe(`${PUBLIC_URL}${url}`);
      expect(metaContent(res.text, 'og:title')).toBe(title);
      expect(metaContent(res.text, 'og:image')).toMatch(new RegExp(`^${PUBLIC_URL}/`));
      expect(metaContent(res.text, 'twitter:card')).toBe('summary_large_image');
      expect(metaContent(res.text, 'robots')).toBeUndefined();
    }
    expect(titles.size).toBe(pages.length);

    expect(metaContent((await get('/about')).text, 'og:image')).toBe(`${PUBLIC_URL}/social-card.png`);
    expect(metaContent((await get(`/products/${content.productSlug}`)).text, 'og:image')).toBe(
      `${PUBLIC_URL}${content.productBanner}`,
    );
    const post = await get(`/blog/${content.postSlug}`);
    expect(metaContent(post.text, 'og:image')).toBe(`${PUBLIC_URL}${content.postCover}`);
    expect(metaContent(post.text, 'og:type')).toBe('article');
  });

  it('writes JSON-LD: Organization on home, BlogPosting and SoftwareApplication with breadcrumbs on details', async () => {
    const jsonLd = async (url: string) =>
      [...headOf((await get(url)).text).matchAll(/<script type="application\/ld\+json"[^>]*>(.*?)<\/script>/g)].map((m) =>
        JSON.parse(m[1]),
      );
    expect((await jsonLd('/')).map((d) => d['@type'])).toEqual(['Organization']);
    const post = await jsonLd(`/blog/${content.postSlug}`);
    expect(post.map((d) => d['@type'])).toEqual(['BlogPosting', 'BreadcrumbList']);
    expect(post[0]).toMatchObject({ headline: content.post, url: `${PUBLIC_URL}/blog/${content.postSlug}` });
    expect(post[1].itemListElement[0]).toMatchObject({ position: 1, name: 'Blog', item: `${PUBLIC_URL}/blog` });
    const product = await jsonLd(`/products/${content.productSlug}`);
    expect(product.map((d) => d['@type'])).toEqual(['SoftwareApplication', 'BreadcrumbList']);
  });

  it('sends the Apollo cache state and the router data in one inline script carrying the nonce, and every script has it', async () => {
    const res = await get(`/products/${content.productSlug}`);
    const nonce = nonceOf(res);
    expect(res.text).toContain(`<script nonce="${nonce}">window.__APOLLO_STATE__=`);
    const state = JSON.parse(apolloStateOf(res.text));
    expect(JSON.stringify(state)).toContain(content.product);
    // Every <script>, the JSON-LD data blocks included, carries this response's nonce.
    const scriptTags = res.text.match(/<script\b[^>]*>/g) ?? [];
    expect(scriptTags.length).toBeGreaterThan(1);
    expect(scriptTags.filter((tag) => !tag.includes(`nonce="${nonce}"`))).toEqual([]);
  });

  it('escapes the state so content cannot close the script', async () => {
    await insertBlogPost(t.db.dataSource, {
      slug: 'script-breaker',
      title: 'Breaking </script><script>alert(1)</script> out \u2028 here',
      excerpt: 'An excerpt with </script> in it.',
    });
    const res = await get('/blog/script-breaker');
    expect(res.status).toBe(200);
    const script = /<script nonce="[^"]+">window\.__APOLLO_STATE__=([\s\S]*?)<\/script>/.exec(res.text)![1];
    expect(script).not.toContain('</script');
    expect(script).not.toContain('\u2028');
    expect(script).toContain('\\u003c/script\\u003e');
    expect(res.text).not.toContain('<script>alert(1)');
  });

  it('sends the admin area as the client-rendered shell, marked noindex', async () => {
    for (const url of ['/admin', '/admin-login', '/admin/products/add']) {
      const res = await get(url);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(metaContent(res.text, 'robots')).toBe('noindex');
      expect(res.text).not.toContain('__APOLLO_STATE__');
    }
  });

  it('answers a route that throws with 500 and the error view, without the error message', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const entry = require(path.join(ssrDir, SSR_ENTRY_FILE));
    const [admin, site] = entry.routes;
    const throwing = () => {
      throw new Error('database password leaked');
    };
    const routes = [admin, { ...site, children: [{ path: 'boom', Component: throwing }, ...site.children] }];
    const errors = jest.spyOn(console, 'error').mockImplementation(() => undefined);
    const page = await entry.render('/boom', {
      nonce: 'n',
      publicUrl: PUBLIC_URL,
      routes,
      executeGraphQL: async () => ({ data: {} }),
    });
    errors.mockRestore();
    expect(page.status).toBe(500);
    expect(page.appHtml).toContain('Unexpected Application Error!');
    expect(page.appHtml + page.scripts).not.toContain('database password leaked');
    expect(page.appHtml).not.toMatch(/at \w+ \(/);
  });

  it('renders a page whose queries are not named the usual way, complete, in three passes (ADR 056)', async () => {
    // eslint-disable-next-line @typescript-eslint/no-require-imports
    const entry = require(path.join(ssrDir, SSR_ENTRY_FILE));
    const [admin, site] = entry.routes;
    const about = site.children.find((route: { path?: string }) => route.path === 'about');
    // The about page without its firstQueries: the first render finds neither founders nor team in the cache.
    const unnamed = {
      path: 'unnamed',
      lazy: async () => {
        // Earlier renders put the page's code on the shared route (loadMatchedRoutes); a first one loads it.
        const { Component } = about.Component ? about : await about.lazy();
        return { Component: (props: object) => Component(props) };
      },
    };
    const page = await entry.render('/unnamed', {
      nonce: 'n',
      publicUrl: PUBLIC_URL,
      routes: [admin, { ...site, children: [unnamed, ...site.children] }],
      executeGraphQL: async ({ query, variables }: { query: string; variables?: object }) => (await t.gql(query, variables)).body,
    });
    expect(page.status).toBe(200);
    expect(page.appHtml).toContain(escaped(content.member));
    expect(page.appHtml).toContain(escaped(content.founder));
    expect(page.renders).toBe(3);
  });

  it('falls back to the client-rendered shell when the renderer is missing', async () => {
    const plain = await siteApp(t, { clientDir, ssrDir: path.join(ssrDir, 'missing'), publicUrl: PUBLIC_URL });
    try {
      const res = await request(plain.app).get('/about').set('accept', BROWSER_ACCEPT);
      expect(res.status).toBe(200);
      expect(res.text).toContain('<div id="root"></div>');
      expect(res.text).toContain(`<script nonce="${nonceOf(res)}">`);
    } finally {
      await plain.stop();
    }
  });

  it('answers a page 503 with Retry-After when no database connection comes free in time (ADR 044)', async () => {
    const stuck = await startTestApp({ database: { poolSize: 1, connectionWaitMs: 1_000 } });
    const stuckSite = await siteApp(stuck, { clientDir, ssrDir, publicUrl: PUBLIC_URL, responseCache: false });
    const holder = stuck.db.dataSource.createQueryRunner();
    try {
      await holder.connect();
      await holder.startTransaction();
      const res = await request(stuckSite.app).get('/products').set('accept', BROWSER_ACCEPT);
      expect(res.status).toBe(503);
      expect(res.headers['retry-after']).toBe('1');
      expect(res.text).toContain('503 Service Unavailable');
    } finally {
      await holder.rollbackTransaction();
      await holder.release();
      await stuckSite.stop();
      await stuck.close();
    }
  });
  describe('redirects (issue 30, ADR 060)', () => {
    it("answers a renamed post's old address 301 to its new one, keeping the query; the sitemap names only the new", async () => {
      const token = await t.login();
      const post = await insertBlogPost(t.db.dataSource, { slug: 'before-the-rename', published: true });
      const renamed = await t.gql(
        'mutation ($id: ID!) { updateBlogPost(id: $id, input: { slug: "after-the-rename" }) { slug } }',
        { id: post.id },
        token,
      );
      expect(renamed.body.errors).toBeUndefined();
      const old = await get('/blog/before-the-rename?ref=newsletter');
      expect(old.status).toBe(301);
      expect(old.headers.location).toBe('/blog/after-the-rename?ref=newsletter');
      expect((await get('/blog/after-the-rename')).status).toBe(200);
      const sitemap = (await request(site.app).get('/sitemap.xml')).text;
      expect(sitemap).toContain('/blog/after-the-rename');
      expect(sitemap).not.toContain('/blog/before-the-rename');
    });

    it("follows an administrator's redirect only where the site has no page, and never for a posted form", async () => {
      const token = await t.login();
      for (const input of [
        { fromPath: '/old-services', toPath: '/services' },
        { fromPath: '/about', toPath: '/services' },
        { fromPath: '/old-partner', toPath: 'https://partner.example.com/' },
      ]) {
        const created = await t.gql(
          'mutation ($input: CreateRedirectInput!) { createRedirect(input: $input) { id } }',
          { input },
          token,
        );
        expect(created.body.errors).toBeUndefined();
      }
      const moved = await get('/old-services/');
      expect(moved.status).toBe(301);
      expect(moved.headers.location).toBe('/services');
      expect((await get('/old-partner')).headers.location).toBe('https://partner.example.com/');
      // /about is a page of its own: it stays.
      expect((await get('/about')).status).toBe(200);
      expect((await get('/no-redirect-here')).status).toBe(404);
      const posted = await request(site.app).post('/old-services').set('origin', PUBLIC_URL).type('form').send({ name: 'x' });
      expect(posted.status).not.toBe(301);
    });
  });

  describe('a form posted to a page, before or without the scripts (ADR 045)', () => {
    const SENT = 'Thank you for your message! We&#x27;ll get back to you soon.';
    const FAILED = 'There was an error sending your message. Please try again.';
    const post = (app: App, url: string, form: Record<string, string>) =>
      request(app.app)
        .post(url)
        .set('accept', BROWSER_ACCEPT)
        .set('origin', PUBLIC_URL)
        .set('sec-fetch-site', 'same-origin')
        .type('form')
        .send(form);
    const inbox = async () => {
      const { body } = await t.gql<{ contactMessages: { name: string; message: string }[] }>(
        '{ contactMessages { name message } }',
        undefined,
        await t.login(),
      );
      return body.data!.contactMessages;
    };
    const fieldValue = (html: string, name: string) =>
      new RegExp(`<(?:input|textarea)[^>]*name="${name}"[^>]*?(?:value="([^"]*)"[^>]*>|>([^<]*)</textarea>)`).exec(rootOf(html));

    it('stores a valid message and answers the contact page with SPEC §8 success text, never cached', async () => {
      const message = `Sent before the scripts ${Date.now()}`;
      const res = await post(site, '/contact', { name: 'Amna Riaz', email: 'amna@example.com', message, website: '' });
      expect(res.status).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      expect(rootOf(res.text)).toContain(SENT);
      // Cleared, as after an in-page send: what was typed is not given back.
      expect(rootOf(res.text)).not.toContain(message);
      expect(res.text).toContain('"actionData":{');
      expect(await inbox()).toEqual(expect.arrayContaining([{ name: 'Amna Riaz', message }]));
    });

    it('answers invalid fields with 400, their SPEC messages and everything typed kept; stores nothing', async () => {
      const before = (await inbox()).length;
      const message = 'Kept <b>as typed</b> & not lost';
      const res = await post(site, '/contact', { name: ' ', email: 'not-an-email', message, website: '' });
      expect(res.status).toBe(400);
      const root = rootOf(res.text);
      expect(root).toContain(FAILED);
      expect(root).toContain('Name is required');
      expect(root).toContain('Please enter a valid email address');
      expect(fieldValue(res.text, 'email')?.[1]).toBe('not-an-email');
      expect(fieldValue(res.text, 'message')?.[2]).toBe('Kept &lt;b&gt;as typed&lt;/b&gt; &amp; not lost');
      expect(await inbox()).toHaveLength(before);
    });

    it('drops a message whose honeypot is filled while answering like a success', async () => {
      const before = (await inbox()).length;
      const res = await post(site, '/contact', { name: 'Bot', email: 'bot@example.com', message: 'Spam', website: 'x' });
      expect(res.status).toBe(200);
      expect(rootOf(res.text)).toContain(SENT);
      expect(await inbox()).toHaveLength(before);
    });

    it('refuses a cross-site post (403) and stores nothing', async () => {
      const before = (await inbox()).length;
      const res = await request(site.app)
        .post('/contact')
        .set('origin', 'https://evil.example')
        .set('sec-fetch-site', 'cross-site')
        .type('form')
        .send({ name: 'Eve', email: 'eve@example.com', message: 'From elsewhere' });
      expect(res.status).toBe(403);
      expect(res.text).toBe('Cross-site request refused');
      expect(await inbox()).toHaveLength(before);
    });

    it('counts posts against the same per-address limit as both doors (429, the reason shown, the text kept)', async () => {
      const limited = await siteApp(t, {
        clientDir,
        ssrDir,
        publicUrl: PUBLIC_URL,
        contactRateLimit: { maxMessages: 1, windowSeconds: 60 },
      });
      try {
        const form = { name: 'Sara', email: 'sara@example.com', message: 'First', website: '' };
        expect((await post(limited, '/contact', form)).status).toBe(200);
        const res = await post(limited, '/contact', { ...form, message: 'Second, too soon' });
        expect(res.status).toBe(429);
        expect(rootOf(res.text)).toContain(`${FAILED} Too many messages.`);
        expect(fieldValue(res.text, 'message')?.[2]).toBe('Second, too soon');
      } finally {
        await limited.stop();
      }
    });

    it('answers a post to a page without a form 405, and a post that is not a browser form 415', async () => {
      expect((await post(site, '/about', { name: 'x' })).status).toBe(405);
      expect((await post(site, '/admin-login', { username: 'admin', password: 'x' })).status).toBe(405);
      const json = await request(site.app)
        .post('/contact')
        .set('accept', BROWSER_ACCEPT)
        .send({ name: 'Amna', email: 'amna@example.com', message: 'JSON' });
      expect(json.status).toBe(415);
    });
  });
});
