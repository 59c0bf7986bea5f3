import express, { Router } from 'express';
import { existsSync } from 'node:fs';
import path from 'node:path';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><h1>The website has not been built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p></body></html>`;

/**
 * Serves the built React client (dist/client): hashed assets with a long cache, and index.html
 * for every other page address so the client's router can take over (SPA fallback).
 */
export function clientAppRouter(clientDir: string): Router {
  const router = Router();
  const indexFile = path.join(clientDir, 'index.html');
  router.use('/assets', express.static(path.join(clientDir, 'assets'), { maxAge: '365d', immutable: true, fallthrough: false }));
  router.use(express.static(clientDir, { index: false, maxAge: '1h' }));
  router.get(/^(?!\/(api|graphql|uploads)(\/|$)).*/, (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('html').send(NOT_BUILT);
      return;
    }
    res.setHeader('Cache-Control', 'no-cache');
    res.sendFile(indexFile);
  });
  return router;
}
