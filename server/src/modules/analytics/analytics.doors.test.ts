import { execFileSync } from 'node:child_process';
import { copyFile, mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import request from 'supertest';
import type { App } from '../../app';
import { countStatements } from '../../test/statement-counter';
import { errorOf, siteApp, startTestApp, type TestApp } from '../../test/test-app';
import { Admin } from '../admin/admin.entity';
import { hashPassword } from '../admin/admin.service';
import { insertBlogPost } from '../blog-post/blog-post.factory';
import { insertContactMessage } from '../contact-message/contact-message.factory';
import type { Viewer } from '../../shared/viewer';

const ROOT = path.resolve(__dirname, '..', '..', '..', '..');
const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,*/*;q=0.8';
const DESKTOP = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const IPAD =
  'Mozilla/5.0 (iPad; CPU OS 17_5 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/17.5 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';
const PUBLIC_URL = 'https://www.example.test';
const DAY_MS = 24 * 60 * 60 * 1000;
const PASSWORD = 'analytics-password-1';

const DASHBOARD = `query ($days: Int) { dashboard(days: $days) {
  days countingEnabled views visitors contactVisitors conversionRate
  daily { day views visitors } topPages { key views visitors } topReferrers { key views visitors } devices { key views }
  contactsPerWeek { week messages } unreadMessages drafts scheduledPosts recentActivity { action entityType }
} }`;

interface EventRow {
  day: string;
  kind: string;
  path: string;
  visitor: string;
  referrer: string | null;
  device: string;
}

/**
 * Analytics without tracking (docs/decisions/070-analytics-without-tracking.md), through every door: pages answered
 * by Express and from the response cache before it, contact messages by GraphQL, REST and the page's form, the
 * dashboard by GraphQL and REST. The real server renderer is built for this file, so pages are cached as in production.
 */
describe('analytics (both doors, both page paths)', () => {
  let t: TestApp;
  let site: App;
  let clientDir: string;
  let ssrDir: string;
  let token: string;
  let authorToken: string;
  /** The analytics' clock: real time moved by `offset` (salt rotation and the roll-up's days). */
  let offset = 0;
  const clock = () => Date.now() + offset;
  const today = () => new Date(clock()).toISOString().slice(0, 10);

  const page = (url: string, app: App = site, userAgent = DESKTOP) =>
    request(app.app).get(url).set('accept', BROWSER_ACCEPT).set('user-agent', userAgent);
  const events = async (): Promise<EventRow[]> => {
    await site.services.analytics.flush();
    await t.app.services.analytics.flush();
    return t.db.dataSource.query(
      'SELECT "day"::text AS "day", "kind", "path", "visitor", "referrer", "device" FROM "analytics_event" ORDER BY "id"',
    );
  };
  const views = async () => (await events()).filter((event) => event.kind === 'view');

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
      { cwd: ROOT, stdio: 'inherit', env: { ...process.env, NODE_ENV: 'production' } },
    );
    clientDir = await mkdtemp(path.join(os.tmpdir(), 'client-'));
    await copyFile(path.join(ROOT, 'client', 'index.html'), path.join(clientDir, 'index.html'));
    t = await startTestApp({ analyticsClock: clock });
    token = await t.login();
    site = await siteApp(t, { clientDir, ssrDir, publicUrl: PUBLIC_URL, analyticsClock: clock });
    const admins = t.db.dataSource.getRepository(Admin);
    await admins.save(
      admins.create({
        username: 'arthur',
        email: 'arthur@example.com',
        passwordHash: await hashPassword(PASSWORD),
        role: 'author',
      }),
    );
    const login = await t.http().post('/api/admin/login').send({ username: 'arthur', password: PASSWORD });
    authorToken = login.body.token as string;
  }, 180_000);

  beforeEach(async () => {
    offset = 0;
    await t.db.dataSource.query('DELETE FROM "analytics_event"; DELETE FROM "analytics_daily"; DELETE FROM "analytics_salt"');
  });

  afterAll(async () => {
    await site?.stop();
    await t?.close();
    await rm(ssrDir, { recursive: true, force: true });
    await rm(clientDir, { recursive: true, force: true });
  });

  it("counts a page answered by Express (a miss) and from the cache before Express (a hit), and a browser's 304", async () => {
    const miss = await page('/about');
    const hit = await page('/about');
    const revalidated = await page('/about').set('if-none-match', hit.headers.etag);
    const withQuery = await page('/about/?utm_source=x');
    expect([miss.status, hit.status, revalidated.status, withQuery.status]).toEqual([200, 200, 304, 200]);
    expect([miss.headers['x-cache'], hit.headers['x-cache']]).toEqual(['MISS', 'HIT']);

    const counted = await views();
    expect(counted.map((event) => [event.path, event.day, event.device, event.referrer])).toEqual([
      ['/about', today(), 'desktop', null],
      ['/about', today(), 'desktop', null],
      ['/about', today(), 'desktop', null],
      ['/about', today(), 'desktop', null],
    ]);
    // One visitor: the same address, user agent and host on the same day.
    expect(new Set(counted.map((event) => event.visitor)).size).toBe(1);
  });

  it('counts pages with the cache off too (every page through Express)', async () => {
    const uncached = await siteApp(t, { clientDir, ssrDir, publicUrl: PUBLIC_URL, responseCache: false });
    try {
      await page('/', uncached).expect(200);
      await page('/services', uncached).expect(200);
      await uncached.services.analytics.flush();
      expect((await views()).map((event) => event.path)).toEqual(['/', '/services']);
    } finally {
      await uncached.stop();
    }
  });

  it('does not count DNT, Sec-GPC, bots, prefetches, HEAD, the back office, the API, GraphQL, files or a 404', async () => {
    await page('/work').expect(200);
    await site.services.analytics.flush();
    await t.db.dataSource.query('DELETE FROM "analytics_event"');
    // /work is cached now: each refusal is checked on a hit (before Express) and on a miss (a page not asked yet).
    for (const url of ['/work', '/blog']) {
      await page(url).set('dnt', '1').expect(200);
      await page(url).set('sec-gpc', '1').expect(200);
      await page(url, site, GOOGLEBOT).expect(200);
      await page(url, site, '').expect(200);
      await page(url).set('sec-purpose', 'prefetch').expect(200);
      await page(url).set('purpose', 'prefetch').expect(200);
      await request(site.app).head(url).set('accept', BROWSER_ACCEPT).set('user-agent', DESKTOP).expect(200);
    }
    await page('/admin').expect(200);
    await page('/admin-login').expect(200);
    await page('/admin/founders').expect(200);
    await page('/no-such-page').expect(404);
    await page('/blog/no-such-post').expect(404);
    await page('/robots.txt').expect(200);
    await page('/sitemap.xml').expect(200);
    await request(site.app).get('/api/founders').set('user-agent', DESKTOP).expect(200);
    await request(site.app).get('/api/founders').set('accept', BROWSER_ACCEPT).set('user-agent', DESKTOP).expect(200);
    await request(site.app)
      .get('/graphql?query={founders{id}}')
      .set('apollo-require-preflight', 'true')
      .set('user-agent', DESKTOP)
      .expect(200);
    await t.gql('{ founders { id } }');
    expect(await events()).toEqual([]);
  });

  it('keeps no address and no user agent: only the day, the path, a 16-hex hash, a referrer host and a device class', async () => {
    const columns: Array<{ column_name: string }> = await t.db.dataSource.query(
      `SELECT column_name FROM information_schema.columns WHERE table_name = 'analytics_event' ORDER BY ordinal_position`,
    );
    expect(columns.map((column) => column.column_name)).toEqual(['id', 'day', 'kind', 'path', 'visitor', 'referrer', 'device']);

    await page('/').set('x-forwarded-for', '203.0.113.77').set('referer', 'https://news.example.org/story?id=1').expect(200);
    await page('/services', site, IPHONE).set('referer', `${PUBLIC_URL}/`).expect(200);
    await page('/services', site, IPAD).set('referer', 'http://127.0.0.1/').expect(200);
    const counted = await views();
    expect(counted.map((event) => [event.path, event.referrer, event.device])).toEqual([
      ['/', 'news.example.org', 'desktop'],
      ['/services', null, 'mobile'],
      ['/services', null, 'tablet'],
    ]);
    for (const event of counted) expect(event.visitor).toMatch(/^[0-9a-f]{16}$/);
    // Three user agents, three visitors.
    expect(new Set(counted.map((event) => event.visitor)).size).toBe(3);
    const stored = JSON.stringify(await t.db.dataSource.query('SELECT * FROM "analytics_event"'));
    for (const secret of ['127.0.0.1', '::ffff:127.0.0.1', '203.0.113.77', 'Mozilla', 'iPhone', 'Chrome', 'story?id=1']) {
      expect(stored).not.toContain(secret);
    }
    const salts = JSON.stringify(await t.db.dataSource.query('SELECT * FROM "analytics_salt"'));
    expect(salts).not.toContain('Mozilla');
  });

  it("rotates the salt daily: a visitor's hash differs the next day, and the spent salt is deleted", async () => {
    // Noon of tomorrow, then noon of the day after: far from midnight whenever the test runs.
    const noon = Date.parse(`${today()}T12:00:00Z`) + DAY_MS;
    offset = noon - Date.now();
    await page('/').expect(200);
    const [first] = await views();
    offset = noon + DAY_MS - Date.now();
    await page('/').expect(200);
    const [, second] = await views();
    expect(second.day).not.toBe(first.day);
    expect(second.visitor).not.toBe(first.visitor);

    // The roll-up deletes the salt of a day that is over: its hashes cannot be made again; today's stays.
    expect(await t.app.services.analytics.rollUp()).toBe(true);
    const salts: Array<{ day: string }> = await t.db.dataSource.query('SELECT "day"::text AS "day" FROM "analytics_salt"');
    expect(salts.map((salt) => salt.day)).toEqual([second.day]);
  });

  it('rolls past days up (idempotently), keeps today live, and deletes raw events after 30 days', async () => {
    offset = -31 * DAY_MS;
    await page('/').expect(200);
    offset = -1 * DAY_MS;
    await page('/').expect(200);
    await page('/services').set('referer', 'https://search.example.com/').expect(200);
    await page('/services', site, IPHONE).expect(200);
    offset = 0;
    await page('/').expect(200);
    await events();
    const before = (await t.gql(DASHBOARD, { days: 2 }, token)).body.data!.dashboard;

    expect(await t.app.services.analytics.rollUp()).toBe(true);
    expect(await t.app.services.analytics.rollUp()).toBe(true);
    const daily: Array<{ day: string; dimension: string; key: string; views: number; visitors: number }> =
      await t.db.dataSource.query(
        'SELECT "day"::text AS "day", "dimension", "key", "views", "visitors" FROM "analytics_daily" ORDER BY 1, 2, 3',
      );
    const yesterday = new Date(clock() - DAY_MS).toISOString().slice(0, 10);
    expect(daily.filter((row) => row.day === yesterday).map((row) => [row.dimension, row.key, row.views, row.visitors])).toEqual([
      ['device', 'desktop', 2, 1],
      ['device', 'mobile', 1, 1],
      ['path', '/', 1, 1],
      ['path', '/services', 2, 2],
      ['referrer', 'search.example.com', 1, 1],
      ['total', '', 3, 2],
    ]);
    // Today is not rolled up (it is still going on); the day 31 days ago is gone from the raw events.
    expect(daily.some((row) => row.day === today())).toBe(false);
    const remaining = await events();
    expect(new Set(remaining.map((event) => event.day))).toEqual(new Set([yesterday, today()]));

    // The dashboard reads the roll-up for yesterday and the raw events for today: the same figures as before.
    const after = (await t.gql(DASHBOARD, { days: 2 }, token)).body.data!.dashboard;
    expect(after.daily).toEqual(before.daily);
    expect(after.daily).toEqual([
      { day: yesterday, views: 3, visitors: 2 },
      { day: today(), views: 1, visitors: 1 },
    ]);
    expect(after.topPages).toEqual(before.topPages);
  });

  it('counts a contact message as its visitor’s conversion through GraphQL, REST and the page’s form; not with DNT', async () => {
    const message = { name: 'Amna Riaz', email: 'amna@example.com', message: 'We would like a quote for a chatbot.' };
    const visitor = (userAgent: string) => ({ accept: BROWSER_ACCEPT, 'user-agent': userAgent });
    // Three visitors (three user agents) view the contact page, then each sends a message by another way.
    const agents = [`${DESKTOP} one`, `${DESKTOP} two`, `${DESKTOP} three`, `${DESKTOP} four`];
    for (const agent of agents) await page('/contact', site, agent).expect(200);
    await request(site.app)
      .post('/graphql')
      .set(visitor(agents[0]))
      .set('accept', 'application/json')
      .send({
        query: 'mutation ($input: SubmitContactMessageInput!) { submitContactMessage(input: $input) { id } }',
        variables: { input: message },
      })
      .expect(200);
    await request(site.app)
      .post('/api/contact')
      .set(visitor(agents[1]))
      .set('accept', 'application/json')
      .send(message)
      .expect(201);
    await request(site.app)
      .post('/contact')
      .set(visitor(agents[2]))
      .type('form')
      .send({ ...message, website: '' })
      .expect(200);
    // The fourth asks not to be tracked: the message is stored, the conversion not counted.
    await request(site.app)
      .post('/api/contact')
      .set(visitor(agents[3]))
      .set('dnt', '1')
      .set('accept', 'application/json')
      .send(message)
      .expect(201);

    const all = await events();
    const viewers = all.filter((event) => event.kind === 'view').map((event) => event.visitor);
    const contacts = all.filter((event) => event.kind === 'contact');
    expect(contacts).toHaveLength(3);
    expect(contacts.map((event) => event.visitor)).toEqual(viewers.slice(0, 3));

    const { dashboard } = (await t.gql(DASHBOARD, { days: 1 }, token)).body.data!;
    expect(dashboard).toMatchObject({ views: 4, visitors: 4, contactVisitors: 3, conversionRate: 0.75 });
  });

  it('answers the dashboard through both doors: zero-filled days, top pages and referrers, messages per week, at a glance', async () => {
    await page('/').set('referer', 'https://news.example.org/a').expect(200);
    await page('/').expect(200);
    await page('/', site, IPHONE).set('referer', 'https://news.example.org/b').expect(200);
    await page('/about').set('referer', 'https://social.example.net/').expect(200);
    await insertContactMessage(t.db.dataSource, { readAt: null });
    await insertBlogPost(t.db.dataSource, { published: false });
    await insertBlogPost(t.db.dataSource, { published: true, publishAt: new Date(Date.now() + 7 * DAY_MS) });
    await site.services.analytics.flush();

    const res = await t.gql(DASHBOARD, { days: 30 }, token);
    expect(res.body.errors).toBeUndefined();
    const dashboard = res.body.data!.dashboard;
    expect(dashboard.daily).toHaveLength(30);
    expect(dashboard.daily[29]).toEqual({ day: today(), views: 4, visitors: 2 });
    expect(dashboard.daily.slice(0, 29).every((day: { views: number }) => day.views === 0)).toBe(true);
    expect(dashboard).toMatchObject({ days: 30, countingEnabled: true, views: 4, visitors: 2 });
    expect(dashboard.topPages).toEqual([
      { key: '/', views: 3, visitors: 2 },
      { key: '/about', views: 1, visitors: 1 },
    ]);
    expect(dashboard.topReferrers).toEqual([
      { key: 'news.example.org', views: 2, visitors: 2 },
      { key: 'social.example.net', views: 1, visitors: 1 },
    ]);
    expect(dashboard.devices).toEqual([
      { key: 'desktop', views: 3 },
      { key: 'mobile', views: 1 },
    ]);
    const weeks = dashboard.contactsPerWeek as Array<{ week: string; messages: number }>;
    expect(weeks.length).toBeGreaterThanOrEqual(5);
    expect(weeks[weeks.length - 1].messages).toBeGreaterThanOrEqual(1);
    for (const { week } of weeks) expect(new Date(`${week}T00:00:00Z`).getUTCDay()).toBe(1);
    expect(dashboard.unreadMessages).toBeGreaterThanOrEqual(1);
    expect(dashboard.drafts).toBeGreaterThanOrEqual(1);
    expect(dashboard.scheduledPosts).toBeGreaterThanOrEqual(1);
    expect(dashboard.recentActivity.length).toBeLessThanOrEqual(8);

    const rest = await t.http().get('/api/admin/dashboard?days=30').set('authorization', `Bearer ${token}`);
    expect(rest.status).toBe(200);
    expect(rest.body).toMatchObject({
      days: 30,
      views: 4,
      visitors: 2,
      daily: dashboard.daily,
      topPages: dashboard.topPages,
      unreadMessages: dashboard.unreadMessages,
      drafts: dashboard.drafts,
      scheduledPosts: dashboard.scheduledPosts,
    });
    expect(rest.headers['cache-control']).toBe('private, no-store');
  });

  it('reads the dashboard in five statements, whatever the period and the data', async () => {
    const viewer: Viewer = {
      admin: { id: 'x', username: 'admin', role: 'admin', sessionId: 'x' },
      authError: '',
      ip: '127.0.0.1',
    };
    const counter = countStatements(t.db.dataSource);
    try {
      const counts: number[] = [];
      for (const days of [1, 30, 365]) {
        counter.reset();
        await t.app.services.analytics.dashboard(viewer, days);
        counts.push(counter.statements.length);
      }
      await page('/').expect(200);
      await page('/about').expect(200);
      await site.services.analytics.flush();
      offset = -2 * DAY_MS;
      await page('/').expect(200);
      await site.services.analytics.flush();
      offset = 0;
      await t.app.services.analytics.rollUp();
      counter.reset();
      await t.app.services.analytics.dashboard(viewer, 30);
      counts.push(counter.statements.length);
      expect(counts).toEqual([5, 5, 5, 5]);
    } finally {
      counter.stop();
    }
  });

  it('refuses authors (FORBIDDEN / 403) and visitors (401), and a period out of range (400)', async () => {
    const author = await t.gql(DASHBOARD, {}, authorToken);
    expect(errorOf(author).code).toBe('FORBIDDEN');
    expect((await t.http().get('/api/admin/dashboard').set('authorization', `Bearer ${authorToken}`)).status).toBe(403);
    expect(errorOf(await t.gql(DASHBOARD, {})).code).toBe('UNAUTHENTICATED');
    expect((await t.http().get('/api/admin/dashboard')).status).toBe(401);
    expect(errorOf(await t.gql(DASHBOARD, { days: 0 }, token))).toMatchObject({
      code: 'BAD_USER_INPUT',
      message: 'Days must be a whole number from 1 to 365',
    });
    const rest = await t.http().get('/api/admin/dashboard?days=abc').set('authorization', `Bearer ${token}`);
    expect(rest.status).toBe(400);
  });

  it('counts nothing with ANALYTICS=off, and says so on the dashboard', async () => {
    const off = await siteApp(t, { clientDir, ssrDir, publicUrl: PUBLIC_URL, analytics: false });
    try {
      await page('/', off).expect(200);
      await page('/', off).expect(200);
      await request(off.app)
        .post('/api/contact')
        .set('user-agent', DESKTOP)
        .send({ name: 'A', email: 'a@example.com', message: 'Hello there' });
      await off.services.analytics.flush();
      expect(await events()).toEqual([]);
      const res = await request(off.app).post('/graphql').set('authorization', `Bearer ${token}`).send({ query: DASHBOARD });
      expect(res.body.data.dashboard).toMatchObject({ countingEnabled: false, views: 0 });
    } finally {
      await off.stop();
    }
  });
});
