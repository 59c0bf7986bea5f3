import { existsSync } from 'node:fs';
import path from 'node:path';
import express, { type Request, type Router } from 'express';
import { notFound } from '../http/final-error-handler';
import { graphiqlContentSecurityPolicy } from '../http/security-headers';

/** dist/graphiql at the project root, from server/src/graphql (jest) and dist/server/graphql (tsc build) alike. */
export const GRAPHIQL_DIST = path.resolve(__dirname, '../../../dist/graphiql');

const NOT_BUILT_PAGE = `<!doctype html>
<html lang="en">
  <head><meta charset="utf-8" /><title>GraphQL playground not built</title></head>
  <body>
    <h1>GraphQL playground not built</h1>
    <p>Run <code>npm run build:graphiql</code>, then reload this page.</p>
    <p>The GraphQL API itself is available: POST your operations to <code>/graphql</code>.</p>
  </body>
</html>
`;

/**
 * A browser opening /graphql: a GET without a `query` parameter whose Accept header ranks
 * text/html above the JSON types (the same negotiation Apollo uses for its landing page).
 */
function wantsPlayground(req: Request): boolean {
  return (
    req.query.query === undefined &&
    req.accepts(['application/json', 'application/graphql-response+json', 'text/html']) === 'text/html'
  );
}

/**
 * The self-hosted GraphiQL playground (ARCHITECTURE.md: works offline). Mounted before Apollo:
 * a browser's GET /graphql gets the page and /graphql/assets/* its bundle (built by
 * scripts/build-graphiql.mjs); every other /graphql request goes on to Apollo unchanged.
 */
export function graphiqlRouter(distDir: string = GRAPHIQL_DIST): Router {
  const router = express.Router({ strict: false });
  const indexFile = path.join(distDir, 'index.html');

  router.get(
    '/graphql',
    (req, res, next) => {
      if (!wantsPlayground(req)) return next('route');
      res.vary('Accept');
      if (!existsSync(indexFile)) {
        res.status(503).type('html').send(NOT_BUILT_PAGE);
        return;
      }
      next();
    },
    // Replaces the site-wide policy (it is not added to it) with the page's own: see security-headers.ts.
    graphiqlContentSecurityPolicy,
    (_req, res, next) => {
      // Revalidated every time, so a rebuild (new asset hashes) shows up on reload.
      res.set('Cache-Control', 'no-cache');
      res.sendFile(indexFile, { cacheControl: false }, (error) => {
        if (error && !res.headersSent) next(error);
      });
    },
  );

  // The bundle's files are Fastify's (http/static-files.ts); a missing one is a 404 here rather than Apollo's.
  router.use('/graphql/assets', notFound);

  return router;
}
