import path from 'node:path';
import express, { Router } from 'express';
import { ACCEPTED_FORMATS } from '../shared/images';
import { uploadedFileHeaders } from './security-headers';

/** ImageStore names every file by the format sharp read from its bytes, so the name tells the real type. */
const CONTENT_TYPE_BY_EXTENSION = new Map(
  Object.values(ACCEPTED_FORMATS).map(({ ext, contentType }) => [`.${ext}`, contentType]),
);

/**
 * /uploads: the stored files with a one-year immutable cache (names are random UUIDs), under a
 * sandboxing Content-Security-Policy and nosniff. Anything that is not a stored image (a file put
 * there by hand) is served as a download, never as something a browser would render.
 */
export function serveUploads(uploadsDir: string): Router {
  const router = Router();
  router.use(uploadedFileHeaders);
  router.use(
    express.static(uploadsDir, {
      maxAge: '365d',
      immutable: true,
      index: false,
      fallthrough: false,
      setHeaders(res, file) {
        const contentType = CONTENT_TYPE_BY_EXTENSION.get(path.extname(file).toLowerCase());
        res.setHeader('Content-Type', contentType ?? 'application/octet-stream');
        if (!contentType) res.setHeader('Content-Disposition', 'attachment');
        res.setHeader('X-Content-Type-Options', 'nosniff');
      },
    }),
  );
  return router;
}
