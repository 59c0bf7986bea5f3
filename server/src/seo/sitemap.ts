import type { RequestHandler } from 'express';
import type { Services } from '../services';
import { MAX_PAGE_SIZE } from '../shared/pagination';
import { anonymousViewer } from '../shared/viewer';
import { SEO_CACHE_CONTROL, siteUrl } from './site-url';

/** SPEC §2's public routes with fixed addresses; /admin-login is left out (no-index). */
export const PUBLIC_ROUTES = ['/', '/about', '/services', '/work', '/products', '/blog', '/contact'];

interface SitemapEntry {
  path: string;
  lastmod?: Date;
}

/** Every record of a paged list (lists answer at most MAX_PAGE_SIZE at a time). */
export async function everyPage<T>(fetchPage: (page: { skip: number; take: number }) => Promise<T[]>): Promise<T[]> {
  const all: T[] = [];
  for (let skip = 0; ; skip += MAX_PAGE_SIZE) {
    const page = await fetchPage({ skip, take: MAX_PAGE_SIZE });
    all.push(...page);
    if (page.length < MAX_PAGE_SIZE) return all;
  }
}

function escapeXml(text: string): string {
  return text.replace(/[<>&'"]/g, (char) => `&#${char.charCodeAt(0)};`);
}

function newest(dates: Date[]): Date | undefined {
  return dates.length ? new Date(Math.max(...dates.map((date) => date.getTime()))) : undefined;
}

/**
 * What a visitor can open: the public pages, every published blog post and every product. Read
 * through the services as an anonymous visitor, so a draft can never appear here.
 */
export async function sitemapEntries(services: Services): Promise<SitemapEntry[]> {
  const visitor = anonymousViewer();
  const [posts, products] = await Promise.all([
    everyPage((page) => services.blogPosts.list(visitor, { page })),
    everyPage((page) => services.products.list(page)),
  ]);
  const lastmodOf: Record<string, Date | undefined> = {
    '/blog': newest(posts.map((post) => post.updatedAt)),
    '/products': newest(products.map((product) => product.updatedAt)),
  };
  return [
    ...PUBLIC_ROUTES.map((path) => ({ path, lastmod: lastmodOf[path] })),
    ...posts.map((post) => ({ path: `/blog/${encodeURIComponent(post.slug)}`, lastmod: post.updatedAt })),
    ...products.map((product) => ({ path: `/products/${encodeURIComponent(product.slug)}`, lastmod: product.updatedAt })),
  ];
}

/** The sitemaps.org 0.9 format; one file holds up to 50,000 addresses, far more than this site has. */
export function sitemapXml(baseUrl: string, entries: SitemapEntry[]): string {
  const urls = entries.map(({ path, lastmod }) => {
    const loc = `<loc>${escapeXml(baseUrl + path)}</loc>`;
    return `  <url>${loc}${lastmod ? `<lastmod>${lastmod.toISOString()}</lastmod>` : ''}</url>`;
  });
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    ...urls,
    '</urlset>',
    '',
  ].join('\n');
}

/** GET /sitemap.xml */
export function sitemap(services: Services, publicUrl: string | undefined): RequestHandler {
  return async (req, res) => {
    const xml = sitemapXml(siteUrl(publicUrl, req), await sitemapEntries(services));
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('application/xml').send(xml);
  };
}
