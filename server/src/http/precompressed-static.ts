import { stat } from 'node:fs/promises';
import path from 'node:path';
import type { RequestHandler } from 'express';
import { acceptableEncodings } from './content-encoding';

/**
 * Files scripts/precompress.mjs writes .br and .gz copies of. HTML is not among them: every page is
 * rendered per request (the CSP nonce), so it is compressed on the fly (compression.ts) instead.
 */
export const PRECOMPRESSED_EXTENSIONS = ['.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest'];

const SUFFIX = { br: '.br', gzip: '.gz' } as const;

export interface PrecompressedOptions {
  /** The same caching as the express.static that serves the plain files after this. */
  maxAge?: string | number;
  immutable?: boolean;
}

/**
 * Serves `file.js.br` or `file.js.gz` for `file.js` when the client accepts that coding and the build
 * wrote it, with the original's Content-Type, Content-Encoding and Vary: Accept-Encoding (send's ETag
 * comes from the variant's own size and time, so each variant has its own). Anything else (no
 * variant, not accepted, not a compressible file) goes on to the express.static mounted after it.
 */
export function precompressedStatic(root: string, options: PrecompressedOptions = {}): RequestHandler {
  const base = path.resolve(root);
  return (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next();
    let relative: string;
    try {
      relative = decodeURIComponent(req.path);
    } catch {
      return next();
    }
    const ext = path.extname(relative).toLowerCase();
    if (!PRECOMPRESSED_EXTENSIONS.includes(ext) || relative.includes('\0')) return next();
    const file = path.join(base, relative);
    // Dot files and anything outside the folder are express.static's to refuse.
    if (!file.startsWith(base + path.sep) || relative.split('/').some((segment) => segment.startsWith('.'))) return next();

    // Best first, as the compression middleware ranks them (content-encoding.ts); the next one when a variant is missing.
    const wanted = acceptableEncodings(req);
    res.vary('Accept-Encoding');
    void (async () => {
      for (const encoding of wanted) {
        const variant = file + SUFFIX[encoding];
        const found = await stat(variant).then(
          (stats) => stats.isFile(),
          () => false,
        );
        if (!found) continue;
        res.setHeader('Content-Encoding', encoding);
        res.type(ext);
        res.sendFile(
          variant,
          { maxAge: options.maxAge ?? 0, immutable: options.immutable ?? false, dotfiles: 'allow' },
          (error) => {
            if (!error || res.headersSent) return;
            // Gone since the stat (a rebuild): let the plain file answer.
            res.removeHeader('Content-Encoding');
            res.removeHeader('Content-Type');
            next();
          },
        );
        return;
      }
      next();
    })().catch(next);
  };
}
