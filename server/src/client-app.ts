import express, { Router, type RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><h1>The website has not been built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p></body></html>`;

/**
 * Marks every <script> tag with the request's nonce (security-headers.ts), which the
 * Content-Security-Policy requires of inline scripts such as index.html's theme script.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`);
}

/**
 * Serves the built React client (dist/client): hashed assets with a long cache, and index.html
 * for every other page address so the client's router can take over (SPA fallback).
 */
export function clientAppRouter(clientDir: string): Router {
  const router = Router();
  const indexFile = path.join(clientDir, 'index.html');
  const sendIndex: RequestHandler = (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('html').send(NOT_BUILT);
      return;
    }
    // Revalidated every time; the body (so its ETag) differs per nonce, so a stale copy is never reused.
    res.setHeader('Cache-Control', 'no-cache');
    readFile(indexFile, 'utf8').then((html) => res.type('html').send(withNonce(html, res.locals.cspNonce)), next);
  };
  router.use('/assets', express.static(path.join(clientDir, 'assets'), { maxAge: '365d', immutable: true, fallthrough: false }));
  // Before the static files: index.html served as a plain file would lack the nonce.
  router.get('/index.html', sendIndex);
  router.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/(api|graphql|uploads)(\/|$)).*/, sendIndex);
  return router;
}
