/**
 * Security headers: crawls every kind of response the app gives (SPEC §2 pages, admin pages, their
 * assets, /api reads, misses and errors, an authenticated /api read, /graphql and its playground,
 * every uploaded file the API refers to, and the addresses scanners try) and counts the responses
 * that lack a header every response must carry. The server runs with an https PUBLIC_URL, as it
 * would behind a TLS proxy, so HSTS is required too.
 */
import type { startServer } from '../../e2e/support/server';
import type { Figure } from './figure';

type Server = Awaited<ReturnType<typeof startServer>>;

export const env = { PUBLIC_URL: 'https://portfolio.example' };

const BROWSER_ACCEPT = 'text/html,application/xhtml+xml,application/xml;q=0.9,image/avif,image/webp,*/*;q=0.8';

interface Crawled {
  label: string;
  status: number;
  headers: Headers;
  body: string;
}

interface RequestSpec {
  path: string;
  method?: string;
  accept?: string;
  body?: string;
  contentType?: string;
  token?: string;
}

/** What a response must carry; each returns the name of what is missing, or nothing. */
const REQUIRED: Array<(headers: Headers) => string | undefined> = [
  (h) => (h.get('content-security-policy') ? undefined : 'Content-Security-Policy'),
  (h) =>
    directive(h.get('content-security-policy'), 'frame-ancestors')?.join(' ') === "'none'" ? undefined : "frame-ancestors 'none'",
  (h) => (h.get('x-frame-options') === 'DENY' ? undefined : 'X-Frame-Options: DENY'),
  (h) => (h.get('x-content-type-options') === 'nosniff' ? undefined : 'X-Content-Type-Options: nosniff'),
  (h) => (h.get('referrer-policy') === 'strict-origin-when-cross-origin' ? undefined : 'Referrer-Policy'),
  (h) => (/\bcamera=\(\)/.test(h.get('permissions-policy') ?? '') ? undefined : 'Permissions-Policy'),
  (h) => (/max-age=\d{7,}/.test(h.get('strict-transport-security') ?? '') ? undefined : 'Strict-Transport-Security'),
];

function directive(policy: string | null, name: string): string[] | undefined {
  const found = (policy ?? '')
    .split(';')
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return found?.slice(1);
}

export async function measure(server: Server): Promise<Figure[]> {
  const crawled: Crawled[] = [];
  const get = async (spec: RequestSpec): Promise<Crawled> => {
    const headers: Record<string, string> = { accept: spec.accept ?? 'application/json' };
    if (spec.contentType) headers['content-type'] = spec.contentType;
    if (spec.token) headers.authorization = `Bearer ${spec.token}`;
    const res = await fetch(new URL(spec.path, server.url), {
      method: spec.method ?? 'GET',
      headers,
      body: spec.body,
      redirect: 'manual',
    });
    const result = {
      label: `${spec.method ?? 'GET'} ${spec.path}`,
      status: res.status,
      headers: res.headers,
      body: await res.text(),
    };
    crawled.push(result);
    return result;
  };
  const json = async (path: string) => JSON.parse((await get({ path })).body);

  // Content the pages and the API point at.
  const products: Array<{ id: string; slug: string }> = await json('/api/products');
  const posts: Array<{ id: string; slug: string }> = await json('/api/blog');
  const lists = await Promise.all(['/api/founders', '/api/team', '/api/services', '/api/projects', '/api/partners'].map(json));
  const [product, post] = [products[0], posts[0]];

  const pages = [
    '/',
    '/about',
    '/services',
    '/work',
    '/products',
    `/products/${product.slug}`,
    '/blog',
    `/blog/${post.slug}`,
    '/contact',
    '/products/no-such-product',
    '/blog/no-such-post',
    '/no-such-page',
    '/admin-login',
    '/admin',
    '/admin/dashboard',
    '/admin/founders',
    '/admin/team',
    '/admin/services',
    '/admin/projects',
    '/admin/products',
    '/admin/products/add',
    `/admin/products/${product.id}`,
    `/admin/products/${product.id}/edit`,
    '/admin/blog',
    '/admin/contacts',
    '/admin/partners',
  ];
  const pageResponses = [];
  for (const path of pages) pageResponses.push(await get({ path, accept: BROWSER_ACCEPT }));

  // The website's own files, as index.html names them, and the public folder's.
  const assets = new Set(['/favicon.svg', '/logo-dark.svg', '/logo-light.svg']);
  for (const match of pageResponses[0].body.matchAll(/(?:src|href)="(\/[^"]+)"/g)) assets.add(match[1]);
  for (const path of assets) await get({ path, accept: '*/*' });

  await get({ path: '/api/health' });
  for (const path of [
    `/api/products/${product.id}`,
    `/api/products/slug/${product.slug}`,
    `/api/products/${product.id}/screenshots`,
    `/api/blog/${post.id}`,
    `/api/blog/slug/${post.slug}`,
    '/api/no-such-endpoint',
    '/api/founders/not-an-id',
    '/api/products/slug/no-such-product',
    '/api/contact',
  ]) {
    await get({ path });
  }
  await get({ path: '/api/contact', method: 'POST', contentType: 'application/json', body: '{"name":' });
  await get({ path: '/api/contact', method: 'POST', contentType: 'application/json', body: '{}' });
  await get({
    path: '/api/admin/login',
    method: 'POST',
    contentType: 'application/json',
    body: JSON.stringify({ username: 'nobody', password: 'wrong' }),
  });
  await get({ path: '/api/admin/profile' });

  const login = await get({
    path: '/api/admin/login',
    method: 'POST',
    contentType: 'application/json',
    body: JSON.stringify(server.admin),
  });
  const token: string | undefined = JSON.parse(login.body).token;
  if (!token) throw new Error(`Login failed: ${login.status} ${login.body}`);
  const profile = await get({ path: '/api/admin/profile', token });
  if (profile.status !== 200) throw new Error(`Profile failed: ${profile.status} ${profile.body}`);
  await get({ path: '/api/contact', token });

  const gql = (query: string) =>
    get({ path: '/graphql', method: 'POST', contentType: 'application/json', body: JSON.stringify({ query }) });
  await gql('{ products { id slug } }');
  await gql('{ noSuchField }');
  await get({ path: '/graphql', method: 'POST', contentType: 'application/json', body: '{"query":' });
  const playground = await get({ path: '/graphql', accept: BROWSER_ACCEPT });
  for (const match of playground.body.matchAll(/(?:src|href)="(\/graphql\/assets\/[^"]+)"/g))
    await get({ path: match[1], accept: '*/*' });
  await get({ path: '/graphql/assets/missing.js', accept: '*/*' });

  // Every uploaded file the API refers to.
  const uploads = new Set<string>();
  const collect = (value: unknown): void => {
    if (typeof value === 'string' && value.startsWith('/uploads/')) uploads.add(value);
    else if (Array.isArray(value)) value.forEach(collect);
    else if (value && typeof value === 'object') Object.values(value).forEach(collect);
  };
  collect([products, posts, ...lists, JSON.parse((await get({ path: `/api/products/${product.id}` })).body)]);
  const uploadResponses = [];
  for (const path of uploads) uploadResponses.push(await get({ path, accept: 'image/*' }));
  await get({ path: '/uploads/no-such-file.png', accept: 'image/*' });
  await get({ path: '/uploads/', accept: BROWSER_ACCEPT });

  // What scanners and crawlers ask for, as a browser and as a tool.
  for (const path of ['/robots.txt', '/sitemap.xml', '/favicon.ico', '/.env', '/wp-login.php', '/.git/config']) {
    await get({ path, accept: '*/*' });
    await get({ path, accept: 'text/plain' });
  }

  const missing = crawled
    .map((res) => ({ res, missing: REQUIRED.map((check) => check(res.headers)).filter(Boolean) }))
    .filter(({ missing }) => missing.length > 0);
  for (const { res, missing: what } of missing) console.log(`  missing on ${res.label} (${res.status}): ${what.join(', ')}`);

  // A page's inline scripts run only with the response's nonce; none may be allowed any other way.
  const htmlPages = [...pageResponses].filter((res) => res.headers.get('content-type')?.startsWith('text/html'));
  const blockedOrLoose = htmlPages.filter((res) => {
    const scriptSrc = directive(res.headers.get('content-security-policy'), 'script-src') ?? [];
    const nonce = scriptSrc.find((source) => source.startsWith("'nonce-"))?.slice(7, -1);
    const scripts = [...res.body.matchAll(/<script\b[^>]*>/g)].map((match) => match[0]);
    return !nonce || scriptSrc.includes("'unsafe-inline'") || scripts.some((tag) => !tag.includes(`nonce="${nonce}"`));
  });
  const nonces = new Set(
    htmlPages.map((res) =>
      directive(res.headers.get('content-security-policy'), 'script-src')?.find((s) => s.startsWith("'nonce-")),
    ),
  );

  const unsafeUploads = uploadResponses.filter((res) => {
    const policy = res.headers.get('content-security-policy');
    return (
      res.status !== 200 ||
      !/^image\/(png|jpeg|gif|webp)$/.test(res.headers.get('content-type') ?? '') ||
      !directive(policy, 'sandbox') ||
      directive(policy, 'default-src')?.join(' ') !== "'none'"
    );
  });

  return [
    {
      name:
        `responses missing a required header, of ${crawled.length} crawled (${pages.length} pages, ${assets.size} assets, ` +
        `${uploads.size} uploads, API, GraphQL, misses and errors)`,
      value: String(missing.length),
      target: '0',
      met: missing.length === 0 && crawled.length > 80,
    },
    {
      name: `website pages with a script tag not carrying the response's nonce, or scripts allowed inline, of ${htmlPages.length}`,
      value: String(blockedOrLoose.length),
      target: '0',
      met: htmlPages.length === pages.length && blockedOrLoose.length === 0,
    },
    {
      name: `distinct nonces over ${htmlPages.length} page responses`,
      value: String(nonces.size),
      target: String(htmlPages.length),
      met: nonces.size === htmlPages.length,
    },
    {
      name: `uploaded files not served as a sandboxed image (Content-Type image/*, default-src 'none'; sandbox), of ${uploads.size}`,
      value: String(unsafeUploads.length),
      target: '0',
      met: uploads.size > 0 && unsafeUploads.length === 0,
    },
  ];
}
