import path from 'node:path';
import { pipeline } from 'node:stream/promises';
import express, { Router, type Response } from 'express';
import type { Storage } from '../shared/storage/storage';
import { SERVED_IMAGE_TYPES } from '../shared/image-pipeline';
import { uploadedFileHeaders } from './security-headers';

/** ImageStore names every file (original or variant) by the format sharp wrote, so the name tells the real type. */
const CONTENT_TYPE_BY_EXTENSION = new Map(
  Object.entries(SERVED_IMAGE_TYPES).map(([ext, contentType]) => [`.${ext}`, contentType]),
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
      setHeaders: storedFileHeaders,
    }),
  );
  return router;
}

/** A stored file's type from its name (unknown: a download), and nosniff so browsers keep to that type. */
function storedFileHeaders(res: Response, file: string): void {
  const contentType = CONTENT_TYPE_BY_EXTENSION.get(path.extname(file).toLowerCase());
  res.setHeader('Content-Type', contentType ?? 'application/octet-stream');
  if (!contentType) res.setHeader('Content-Disposition', 'attachment');
  res.setHeader('X-Content-Type-Options', 'nosniff');
}

/** Express.static's 404 for a missing file, so the final error handler answers both drivers alike. */
const notFound = () => Object.assign(new Error('Not Found'), { status: 404, expose: true });

/**
 * /uploads when the files are in a bucket (ADR 026; the URLs handed out without S3_PUBLIC_URL, and those stored
 * before it was set): each file streamed from storage.read with the local-disk files' headers and cache.
 */
export function serveStoredUploads(storage: Storage): Router {
  const router = Router();
  router.use(uploadedFileHeaders);
  router.use(async (req, res, next) => {
    if (req.method !== 'GET' && req.method !== 'HEAD') return next(notFound());
    let key: string;
    try {
      key = decodeURIComponent(req.path.slice(1));
    } catch {
      return next(notFound());
    }
    let body;
    try {
      body = await storage.read(key);
    } catch (error) {
      return next((error as NodeJS.ErrnoException).code === 'ENOENT' ? notFound() : error);
    }
    res.setHeader('Cache-Control', 'public, max-age=31536000, immutable');
    storedFileHeaders(res, key);
    if (req.method === 'HEAD') {
      body.destroy();
      return res.end();
    }
    // A client that goes away mid-file ends the stream; nothing else to answer then.
    await pipeline(body, res).catch(() => undefined);
  });
  return router;
}
