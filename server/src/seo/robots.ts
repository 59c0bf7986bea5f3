import type { RequestHandler } from 'express';
import { SEO_CACHE_CONTROL, siteUrl } from './site-url';

/** Addresses with nothing for a search engine: the back office, its login (marked no-index too) and the APIs. */
export const DISALLOWED_PATHS = ['/admin', '/admin-login', '/graphql', '/api'];

export function robotsTxt(baseUrl: string): string {
  return [
    'User-agent: *',
    ...DISALLOWED_PATHS.map((path) => `Disallow: ${path}`),
    '',
    `Sitemap: ${baseUrl}/sitemap.xml`,
    '',
  ].join('\n');
}

/** GET /robots.txt */
export function robots(publicUrl: string | undefined): RequestHandler {
  return (req, res) => {
    res
      .set('Cache-Control', SEO_CACHE_CONTROL)
      .type('text/plain')
      .send(robotsTxt(siteUrl(publicUrl, req)));
  };
}
