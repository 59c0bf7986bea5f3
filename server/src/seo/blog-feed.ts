import type { Request, RequestHandler } from 'express';
import { Feed, type Enclosure } from 'feed';
import type { BlogPost } from '../modules/blog-post/blog-post.entity';
import type { Services } from '../services';
import { SITE_DEFAULTS } from '@field-rules/site-defaults';
import { anonymousViewer } from '../shared/viewer';
import { SEO_CACHE_CONTROL, siteUrl } from './site-url';

/** Where the feeds live; client/index.html advertises the RSS one (<link rel="alternate">). */
export const BLOG_RSS_PATH = '/blog/rss.xml';
export const BLOG_ATOM_PATH = '/blog/atom.xml';

/** The company's name the site shipped with. */
const SITE_NAME = SITE_DEFAULTS.companyName;
/** Readers only look at the newest entries; older posts stay in the sitemap. */
export const FEED_SIZE = 50;

const IMAGE_TYPES: Record<string, string> = {
  jpg: 'image/jpeg',
  jpeg: 'image/jpeg',
  png: 'image/png',
  gif: 'image/gif',
  webp: 'image/webp',
  avif: 'image/avif',
  svg: 'image/svg+xml',
};

function escapeHtml(text: string): string {
  return text.replace(/[&<>]/g, (char) => ({ '&': '&amp;', '<': '&lt;', '>': '&gt;' })[char] ?? char);
}

/** The cover image as an enclosure: an absolute http(s) address with its type (length unknown: 0, as RSS allows). */
function coverEnclosure(coverImage: string | null, baseUrl: string): Enclosure | undefined {
  if (!coverImage) return undefined;
  const url = URL.canParse(coverImage, `${baseUrl}/`) ? new URL(coverImage, `${baseUrl}/`) : undefined;
  if (!url || (url.protocol !== 'http:' && url.protocol !== 'https:')) return undefined;
  const extension = url.pathname.split('.').pop()?.toLowerCase() ?? '';
  return { url: url.href, type: IMAGE_TYPES[extension] ?? 'application/octet-stream', length: 0 };
}

/** The newest published posts as one feed (rss2() and atom1() render it). Drafts never: an anonymous read. */
export function blogFeed(baseUrl: string, posts: BlogPost[]): Feed {
  const feed = new Feed({
    id: `${baseUrl}/blog`,
    title: `${SITE_NAME} Blog`,
    description: `Articles from ${SITE_NAME}, a software and AI development company in Islamabad, Pakistan.`,
    link: `${baseUrl}/blog`,
    language: 'en',
    favicon: `${baseUrl}/favicon.ico`,
    copyright: `© ${new Date().getFullYear()} ${SITE_NAME}`,
    updated: posts.length ? new Date(Math.max(...posts.map((post) => post.updatedAt.getTime()))) : undefined,
    generator: false,
    feedLinks: { rss: `${baseUrl}${BLOG_RSS_PATH}`, atom: `${baseUrl}${BLOG_ATOM_PATH}` },
  });
  for (const post of posts) {
    const link = `${baseUrl}/blog/${encodeURIComponent(post.slug)}`;
    const enclosure = coverEnclosure(post.coverImage, baseUrl);
    feed.addItem({
      title: post.title,
      id: link,
      link,
      // Both formats read the description as HTML; the excerpt is plain text.
      description: escapeHtml(post.excerpt),
      date: post.createdAt,
      author: [{ name: post.author }],
      ...(post.category ? { category: [{ name: post.category }] } : {}),
      ...(enclosure ? { enclosure } : {}),
    });
  }
  return feed;
}

async function feedOf(services: Services, publicUrl: string | undefined, req: Request): Promise<Feed> {
  const posts = await services.blogPosts.list(anonymousViewer(), { page: { take: FEED_SIZE } });
  return blogFeed(siteUrl(publicUrl, req), posts);
}

/** GET /blog/rss.xml (RSS 2.0) */
export function blogRss(services: Services, publicUrl: string | undefined): RequestHandler {
  return async (req, res) => {
    const feed = await feedOf(services, publicUrl, req);
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('application/rss+xml').send(feed.rss2());
  };
}

/** GET /blog/atom.xml (Atom 1.0) */
export function blogAtom(services: Services, publicUrl: string | undefined): RequestHandler {
  return async (req, res) => {
    const feed = await feedOf(services, publicUrl, req);
    res.set('Cache-Control', SEO_CACHE_CONTROL).type('application/atom+xml').send(feed.atom1());
  };
}
