import { Router } from 'express';
import type { Services } from '../services';
import { BLOG_ATOM_PATH, BLOG_RSS_PATH, blogAtom, blogRss } from './blog-feed';
import { robots } from './robots';
import { sitemap } from './sitemap';

/** The addresses answered here: a file of the same name in the built website does not shadow them (app.ts). */
export const SEO_PATHS = ['/robots.txt', '/sitemap.xml', BLOG_RSS_PATH, BLOG_ATOM_PATH] as const;

/**
 * robots.txt, sitemap.xml and the blog feeds (docs/decisions/019-seo-files-and-compression.md).
 * Mounted before the website, whose SPA fallback would otherwise answer these addresses with a page.
 */
export function seoRouter(services: Services, publicUrl: string | undefined): Router {
  const router = Router();
  router.get('/robots.txt', robots(publicUrl));
  router.get('/sitemap.xml', sitemap(services, publicUrl));
  router.get(BLOG_RSS_PATH, blogRss(services, publicUrl));
  router.get(BLOG_ATOM_PATH, blogAtom(services, publicUrl));
  return router;
}
