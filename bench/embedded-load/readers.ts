/**
 * The public readers: anonymous visitors going round the site's pages and both doors' reads, each waiting for
 * one answer before sending its next request. Some reads are answered by the response cache; the lists with a
 * varying `take`/`skip` (REST and GraphQL) and everything a write has just invalidated miss it.
 */
import { send, type Recorder } from './http';
import { randomSource } from '../../server/src/test/fuzz-inputs';

const PRODUCT_BY_SLUG = `query ProductPage($slug: String!) {
  productBySlug(slug: $slug) { id name slug shortDescription fullDescription features githubLink liveLink bannerImage screenshots
    screenshotPictures { url src alt width height } }
}`;
const PRODUCTS_PAGE = `query PublicProducts($skip: Int, $take: Int) {
  products(skip: $skip, take: $take) { id name slug shortDescription bannerImage bannerPicture { src alt } }
}`;
const HOME = `query Home {
  siteSettings { id companyName tagline heroTitle heroText }
  founders { id name role bio image }
  partners { id name website logo }
}`;

interface Read {
  kind: string;
  path(random: () => number): string;
  headers?: Record<string, string>;
}

const graphqlGet = (query: string, variables?: object) =>
  `/graphql?${new URLSearchParams({ query, ...(variables ? { variables: JSON.stringify(variables) } : {}) })}`;
const page = { accept: 'text/html,application/xhtml+xml' };
const preflight = { 'apollo-require-preflight': 'true' };

/** The mix each reader goes round (a different starting point each). */
function readsOf(slugs: string[]): Read[] {
  const slug = (random: () => number) => slugs[Math.floor(random() * slugs.length)];
  const between = (random: () => number, low: number, high: number) => low + Math.floor(random() * (high - low + 1));
  return [
    { kind: 'page /', path: () => '/', headers: page },
    { kind: 'page /products/<slug>', path: (r) => `/products/${slug(r)}`, headers: page },
    { kind: 'REST /api/products', path: () => '/api/products' },
    { kind: 'GraphQL productBySlug', path: (r) => graphqlGet(PRODUCT_BY_SLUG, { slug: slug(r) }), headers: preflight },
    { kind: 'page /products', path: () => '/products', headers: page },
    { kind: 'REST /api/products?take&skip', path: (r) => `/api/products?take=${between(r, 1, 4)}&skip=${between(r, 0, 3)}` },
    { kind: 'page /work', path: () => '/work', headers: page },
    { kind: 'REST /api/founders', path: () => '/api/founders' },
    {
      kind: 'GraphQL products(take, skip)',
      path: (r) => graphqlGet(PRODUCTS_PAGE, { take: between(r, 1, 6), skip: between(r, 0, 2) }),
      headers: preflight,
    },
    { kind: 'page /blog', path: () => '/blog', headers: page },
    { kind: 'REST /api/products/slug/<slug>', path: (r) => `/api/products/slug/${slug(r)}` },
    { kind: 'REST /api/blog?take', path: (r) => `/api/blog?take=${between(r, 1, 100)}` },
    { kind: 'GraphQL home', path: () => graphqlGet(HOME), headers: preflight },
  ];
}

/** Each read once, unrecorded: the first server-side render of a page compiles the renderer's code. */
export async function warmUp(baseUrl: string, slugs: string[]): Promise<void> {
  const random = randomSource(1);
  for (const read of readsOf(slugs)) await send(`${baseUrl}${read.path(random)}`, { headers: read.headers });
}

export interface Readers {
  /** Stops the readers after their current request and waits for them. */
  stop(): Promise<void>;
}

/**
 * `count` readers, each sending its next request `pauseMs` after the last answer (0: at once), until stop();
 * with a pause, each starts at a random point of the first one.
 * Every answer (or failure) is recorded as a 'read' sample.
 */
export function startReaders(baseUrl: string, slugs: string[], count: number, pauseMs: number, recorder: Recorder): Readers {
  const reads = readsOf(slugs);
  let stopping = false;
  const readers = Array.from({ length: count }, async (_, index) => {
    const random = randomSource(1000 + index);
    // Staggered over the first pause, so that the readers do not all ask at the same moment.
    if (pauseMs > 0) await new Promise((resolve) => setTimeout(resolve, random() * pauseMs));
    for (let step = index; !stopping; step += 1) {
      const read = reads[step % reads.length];
      const answer = await send(`${baseUrl}${read.path(random)}`, { headers: read.headers });
      recorder.add({
        role: 'read',
        kind: read.kind,
        ms: answer.ms,
        status: answer.status,
        cache: answer.cache,
        failure: answer.failure,
      });
      if (pauseMs > 0 && !stopping) await new Promise((resolve) => setTimeout(resolve, pauseMs));
    }
  });
  return {
    async stop() {
      stopping = true;
      await Promise.all(readers);
    },
  };
}
