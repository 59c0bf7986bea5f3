import request from 'supertest';
import type { App } from '../app';
import { BlogPost } from '../modules/blog-post/blog-post.entity';
import { insertBlogPost } from '../modules/blog-post/blog-post.factory';
import { Product } from '../modules/product/product.entity';
import { buildProduct, insertProduct } from '../modules/product/product.factory';
import { MAX_PAGE_SIZE } from '../shared/pagination';
import { startTestApp, type TestApp } from '../test/test-app';
import { parseXml, PUBLIC_URL, siteApp, textsOf } from './seo.testing';

const SITEMAP_NS = 'http://www.sitemaps.org/schemas/sitemap/0.9';
/** SPEC §2's public routes, written out here rather than imported, so a route dropped from the code fails. */
const PUBLIC_PAGES = ['/', '/about', '/services', '/work', '/products', '/blog', '/contact'];

describe('sitemap.xml', () => {
  let t: TestApp;
  let site: App;
  let published: BlogPost[];
  let draft: BlogPost;
  let products: Product[];

  async function sitemap() {
    const res = await request(site.app).get('/sitemap.xml');
    expect(res.status).toBe(200);
    const document = parseXml(res.text);
    const entries = Array.from(document.getElementsByTagName('url'), (url) => ({
      loc: textsOf(url, 'loc')[0],
      lastmod: textsOf(url, 'lastmod')[0] as string | undefined,
    }));
    return { res, document, entries, locs: entries.map((entry) => entry.loc) };
  }

  beforeAll(async () => {
    t = await startTestApp();
    site = await siteApp(t, { publicUrl: PUBLIC_URL });
    published = [
      await insertBlogPost(t.db.dataSource, { slug: 'shipping-ai' }),
      await insertBlogPost(t.db.dataSource, { slug: 'on-call' }),
    ];
    draft = await insertBlogPost(t.db.dataSource, { slug: 'secret-draft', published: false });
    products = [
      await insertProduct(t.db.dataSource, { slug: 'ticket-bot' }),
      await insertProduct(t.db.dataSource, { slug: 'invoice-ai' }),
    ];
  });
  afterAll(async () => {
    await site.stop();
    await t.close();
  });

  it('is sitemaps.org XML with a short cache', async () => {
    const { res, document } = await sitemap();
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(document.documentElement.localName).toBe('urlset');
    expect(document.documentElement.namespaceURI).toBe(SITEMAP_NS);
  });

  it('lists exactly the public pages, the published posts and the products, at absolute addresses', async () => {
    const { locs } = await sitemap();
    const expected = [
      ...PUBLIC_PAGES,
      ...published.map((post) => `/blog/${post.slug}`),
      ...products.map((product) => `/products/${product.slug}`),
    ].map((path) => PUBLIC_URL + path);
    expect([...locs].sort()).toEqual(expected.sort());
    expect(locs.join('\n')).not.toContain(draft.slug);
    expect(locs.join('\n')).not.toContain('admin');
  });

  it('dates posts and products by their last update, and the lists by their newest record', async () => {
    const { entries } = await sitemap();
    const lastmodOf = (path: string) => entries.find((entry) => entry.loc === PUBLIC_URL + path)?.lastmod;
    for (const post of published) expect(lastmodOf(`/blog/${post.slug}`)).toBe(post.updatedAt.toISOString());
    for (const product of products) expect(lastmodOf(`/products/${product.slug}`)).toBe(product.updatedAt.toISOString());
    const newestPost = Math.max(...published.map((post) => post.updatedAt.getTime()));
    expect(lastmodOf('/blog')).toBe(new Date(newestPost).toISOString());
    expect(lastmodOf('/about')).toBeUndefined();
  });

  it('adds a post once it is published, and only then', async () => {
    const token = await t.login();
    const res = await t.gql(
      'mutation Publish($id: ID!) { updateBlogPost(id: $id, input: { published: true }) { id published } }',
      { id: draft.id },
      token,
    );
    expect(res.body.errors).toBeUndefined();
    expect((await sitemap()).locs).toContain(`${PUBLIC_URL}/blog/${draft.slug}`);
    await t.db.dataSource.getRepository(BlogPost).update(draft.id, { published: false });
    expect((await sitemap()).locs).not.toContain(`${PUBLIC_URL}/blog/${draft.slug}`);
  });

  it('pages through lists longer than one page', async () => {
    const repo = t.db.dataSource.getRepository(Product);
    const many = await repo.save(Array.from({ length: MAX_PAGE_SIZE + 1 }, () => repo.create(buildProduct())));
    try {
      const { locs } = await sitemap();
      expect(locs.filter((loc) => loc.startsWith(`${PUBLIC_URL}/products/`))).toHaveLength(products.length + many.length);
    } finally {
      await repo.remove(many);
    }
  });
});
