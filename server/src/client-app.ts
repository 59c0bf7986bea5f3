import express, { Router, type RequestHandler } from 'express';
import { existsSync } from 'node:fs';
import { readFile } from 'node:fs/promises';
import path from 'node:path';
import { notFound } from './http/final-error-handler';
import { markResponseUncacheable } from './shared/response-cache/response-cache';
import { isAdminPath } from './http/admin-paths';
import type { PageRenderer } from './ssr/page-renderer';

const NOT_BUILT = `<!doctype html><html lang="en"><head><meta charset="utf-8"><title>Not built</title></head>
<body><h1>The website has not been built yet</h1><p>Run <code>npm run build</code> (or <code>npm start</code>, which builds first).</p></body></html>`;

/**
 * Marks every <script> tag with the request's nonce (security-headers.ts), which the
 * Content-Security-Policy requires of inline scripts such as index.html's theme script.
 */
export function withNonce(html: string, nonce: string): string {
  return html.replace(/<script(?=[\s>])/gi, `<script nonce="${nonce}"`);
}

export interface ClientAppOptions {
  /** SERVE_SOURCE_MAPS: without it a *.map address is a 404 (docs/decisions/019-seo-files-and-compression.md). */
  serveSourceMaps?: boolean;
  /** Server rendering (server/src/ssr): the page, or null for the plain shell (docs/decisions/018). */
  renderPage?: PageRenderer;
  /** Runs before each page (the response cache: docs/decisions/024); pages are answered inside it. */
  pageCache?: RequestHandler;
  /** Runs before a form posted to a page is read (the same-origin check both doors have). */
  formGuards?: RequestHandler[];
}

/** A page's form is a few fields of text (the contact form's message is the largest). */
const FORM_BODY_LIMIT = '64kb';

/**
 * Serves the built React client (dist/client): hashed assets with a long cache, and index.html
 * for every other page address so the client's router can take over (SPA fallback).
 */
export function clientAppRouter(clientDir: string, options: ClientAppOptions = {}): Router {
  const router = Router();
  const indexFile = path.join(clientDir, 'index.html');
  const sendIndex: RequestHandler = (req, res, next) => {
    if (!req.accepts('html')) return next();
    if (!existsSync(indexFile)) {
      res.status(503).type('html').send(NOT_BUILT);
      return;
    }
    // A form posted to a page (only where the route has an action: docs/decisions/045): read as the browser sent it.
    const posted = req.method === 'POST';
    if (posted && typeof req.body !== 'string') {
      res.status(415).type('text').send('Send the form as application/x-www-form-urlencoded');
      return;
    }
    if (posted && isAdminPath(req.path)) {
      res.status(405).set('Allow', 'GET').type('text').send('Method not allowed');
      return;
    }
    // Revalidated every time; the body (so its ETag) differs per nonce, so a stale copy is never reused.
    // The answer to a post is the visitor's own (it may hold what they typed): never stored anywhere.
    res.setHeader('Cache-Control', posted ? 'no-store' : 'no-cache');
    const nonce = res.locals.cspNonce;
    readFile(indexFile, 'utf8')
      .then(async (html) => {
        const shell = withNonce(html, nonce);
        const origin = `${req.protocol}://${req.get('host')}`;
        const form = posted ? (req.body as string) : undefined;
        const page = options.renderPage
          ? await options.renderPage({ url: req.originalUrl, nonce, shell, ip: req.ip, origin, form, headers: req.headers })
          : null;
        // Without server rendering nothing can answer a post: refused, so the browser keeps the form as it was.
        if (posted && !page) {
          res.status(503).type('text').send('The form could not be sent. Please try again.');
          return;
        }
        // The plain shell stands in for a page that could not be rendered: never kept in place of one.
        if (!page) markResponseUncacheable();
        if (page?.redirect) return res.redirect(page.status, page.redirect);
        res
          .status(page?.status ?? 200)
          .type('html')
          .send(page?.html ?? shell);
      })
      .catch(next);
  };
  if (!options.serveSourceMaps) router.use((req, res, next) => (req.path.endsWith('.map') ? notFound(req, res, next) : next()));
  // The files themselves are Fastify's (http/static-files.ts); a missing asset is a 404 here, not a page.
  router.use('/assets', notFound);
  const page = options.pageCache ? [options.pageCache, sendIndex] : [sendIndex];
  const pages = /^(?!\/(api|graphql|uploads)(\/|$)).*/;
  router.get(pages, ...page);
  router.post(
    pages,
    ...(options.formGuards ?? []),
    express.text({ type: 'application/x-www-form-urlencoded', limit: FORM_BODY_LIMIT }),
    sendIndex,
  );
  return router;
}
