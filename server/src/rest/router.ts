import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { serverModules } from '../modules';
import type { PublicReadLane } from '../http/public-read-lane';
import type { Services } from '../services';
import { notFound } from '../http/final-error-handler';
import { guardedMultipart, jsonBody } from '../http/input-guards';
import type { RestContext } from './rest-context';
import { createUploadParser, expectIfMatch, refuseReadOnlyWrites } from './rest-kit';

export interface RestDeps {
  services: Services;
  dataSource: DataSource;
  maxUploadBytes: number;
  /** The public read lane, told about each public GET (rest-kit.ts publicGet). */
  publicReads?: PublicReadLane;
}

/** The REST door under /api (REST-CONTRACT.md): thin route tables over the same services. */
export function createRestRouter({ services, dataSource, maxUploadBytes, publicReads }: RestDeps): Router {
  const router = Router();
  // req.viewer comes from http/authenticate.ts, mounted in app.ts for both doors. A read-only API token's write is
  // refused before its body is read.
  router.use(refuseReadOnlyWrites);
  router.use(jsonBody('1mb'));

  router.get('/health', async (_req, res) => {
    try {
      await dataSource.query('SELECT 1');
      res.json({ status: 'OK', message: 'Server is running' });
    } catch {
      res.status(503).json({ status: 'ERROR', message: 'Database is not reachable' });
    }
  });

  // A save of the record a path names (`/blog/:id`, `/contact/:id/read`...) honours its If-Match.
  router.param('id', (req, _res, next, id) => {
    if (req.method === 'PUT' || req.method === 'PATCH') expectIfMatch(req, String(id));
    next();
  });

  const context: RestContext = { services, upload: guardedMultipart(createUploadParser(maxUploadBytes)), publicReads };
  for (const module of serverModules) module.routes(router, context);

  // Errors go on to the app's final handler (http/final-error-handler.ts), which answers them in this door's shape.
  router.use(notFound);
  return router;
}
