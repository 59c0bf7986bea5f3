import compressionMiddleware from 'compression';
import type { RequestHandler } from 'express';

/** Raster images are compressed already (PNG, JPEG, WebP) or not worth it; mime-db marks .ico and .bmp compressible. */
const RASTER_IMAGE = /^\s*image\/(?!svg\+xml)/i;

/**
 * Dynamic responses (pages, /api, /graphql, sitemap and feeds) compressed on the fly: brotli when
 * the client accepts it, else gzip. Only types mime-db marks compressible (HTML, JS, CSS, JSON, SVG,
 * XML, text; never fonts or archives) and no raster image, never a body under 1 KB (the headers cost
 * more than it saves), never `Cache-Control: no-transform`, and never a response that already has a
 * Content-Encoding. Brotli at quality 4 is about as fast as gzip and
 * smaller; the static files get quality 11 once, at build time (scripts/precompress.mjs).
 */
export function compressResponses(): RequestHandler {
  return compressionMiddleware({
    threshold: 1024,
    filter: (req, res) =>
      !RASTER_IMAGE.test(String(res.getHeader('Content-Type') ?? '')) && compressionMiddleware.filter(req, res),
  });
}
