import type { Request } from 'express';

/**
 * The absolute address links in robots.txt, the sitemap and the feeds start with: PUBLIC_URL (always
 * set by loadConfig), or, for an app built without it (some tests), the address this request came to.
 */
export function siteUrl(publicUrl: string | undefined, req: Request): string {
  return (publicUrl ?? `${req.protocol}://${req.get('host') ?? 'localhost'}`).replace(/\/+$/, '');
}

/** Robots, sitemap and feeds change with content at most: crawlers and readers may keep them a few minutes. */
export const SEO_CACHE_CONTROL = 'public, max-age=300';
