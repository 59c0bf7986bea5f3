import { Router } from 'express';
import type { DataSource } from 'typeorm';
import { serverModules } from '../modules';
import type { PublicReadLane } from '../http/public-read-lane';
import type { Services } from '../services';
import { notFound } from '../http/final-error-handler';
import { guardedMultipart, jsonBody } from '../http/input-guards';
import { documented, objectShape, withDocumentedFields } from '../http/route-docs';
import { buildAppSchema } from '../graphql/build-schema';
import type { RestContext } from './rest-context';
import { createUploadParser, expectIfMatch, refuseReadOnlyWrites } from './rest-kit';
import { registerApiReferenceRoutes } from './openapi/api-reference';
import { buildOpenApiDocument, openApiDocuments, type OpenApiBuild, type RouteSource } from './openapi/openapi-document';
import { apiVersion } from './openapi/api-version';

export interface RestDeps {
  services: Services;
  dataSource: DataSource;
  maxUploadBytes: number;
  /** The public read lane, told about each public GET (rest-kit.ts publicGet). */
  publicReads?: PublicReadLane;
  /** Routers mounted under /api outside this one (the health probes): the OpenAPI document covers them too. */
  alsoUnderApi?: RouteSource[];
}

/** The REST door under /api (REST-CONTRACT.md): thin route tables over the same services. */
export function createRestRouter({ services, dataSource, maxUploadBytes, publicReads, alsoUnderApi = [] }: RestDeps): Router {
  const router = Router();
  // req.viewer comes from http/authenticate.ts, mounted in app.ts for both doors. A read-only API token's write is
  // refused before its body is read.
  router.use(refuseReadOnlyWrites);
  router.use(jsonBody('1mb'));

  const health = { status: { enum: ['OK', 'ERROR'] }, message: 'String!' };
  documented(router, 'Health').get(
    '/health',
    {
      summary: 'Whether the server and its database answer',
      answer: objectShape(health),
      answers: { 503: objectShape(health) },
    },
    async (_req, res) => {
      try {
        await dataSource.query('SELECT 1');
        res.json({ status: 'OK', message: 'Server is running' });
      } catch {
        res.status(503).json({ status: 'ERROR', message: 'Database is not reachable' });
      }
    },
  );

  // A save of the record a path names (`/blog/:id`, `/contact/:id/read`...) honours its If-Match.
  router.param('id', (req, _res, next, id) => {
    if (req.method === 'PUT' || req.method === 'PATCH') expectIfMatch(req, String(id));
    next();
  });

  const upload = withDocumentedFields(guardedMultipart(createUploadParser(maxUploadBytes)));
  const context: RestContext = { services, upload, publicReads };
  for (const module of serverModules) module.routes(router, context);

  // Built on first request from the routes registered above (and the health probes'), then kept.
  let openApi: OpenApiBuild | undefined;
  const sources = [...alsoUnderApi, { prefix: '', router }];
  const build = () => (openApi ??= buildOpenApiDocument(sources, buildAppSchema(), apiVersion()));
  registerApiReferenceRoutes(documented(router, 'Reference'), () => build().document);
  openApiDocuments.set(router, () => ({ ...build(), sources }));

  // Errors go on to the app's final handler (http/final-error-handler.ts), which answers them in this door's shape.
  router.use(notFound);
  return router;
}
