import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { clientAppRouter } from './client-app';
import { pageRenderer } from './ssr/page-renderer';
import { compressResponses } from './http/compression';
import { buildAppSchema } from './graphql/build-schema';
import type { GraphQLContext } from './graphql/context';
import { formatError, httpStatusFromErrorsPlugin } from './graphql/errors';
import { graphiqlRouter } from './graphql/graphiql';
import { queryLimits } from './graphql/query-limits';
import { authenticate } from './http/authenticate';
import { corsFor } from './http/cors';
import { finalErrorHandler, notFound } from './http/final-error-handler';
import { guardedGraphQLMultipart, jsonBody, refuseInvalidCharactersPlugin, refuseInvalidUrlAndHeaders } from './http/input-guards';
import { requestId } from './http/request-id';
import { sameOriginWrites } from './http/same-origin';
import { securityHeaders } from './http/security-headers';
import { serveUploads } from './http/serve-uploads';
import { createRestRouter } from './rest/router';
import { seoRouter } from './seo/seo-router';
import { createServices, type Services } from './services';
import { memoryRateLimiters, type RateLimiterFactory } from './shared/rate-limit';
import { LocalDiskStorage } from './shared/storage/local-disk-storage';
import type { Storage } from './shared/storage/storage';

export type AppConfig = Pick<
  Config,
  'jwtSecret' | 'jwtExpiresIn' | 'loginRateLimit' | 'maxUploadBytes' | 'uploadsDir' | 'nodeEnv'
> &
  Partial<Pick<Config, 'clientDir' | 'trustProxy' | 'loginFailureLimits' | 'publicUrl' | 'corsOrigins' | 'contactRateLimit' | 'serveSourceMaps' | 'ssrDir'>>;

export interface App {
  app: Express;
  services: Services;
  storage: Storage;
  stop(): Promise<void>;
}

/** Most screenshot batches are a handful of images; this bounds one multipart request. */
const MAX_FILES_PER_REQUEST = 20;

/** Builds the whole HTTP application (no listen), so tests can drive it in-process. */
export async function createApp(
  config: AppConfig,
  dataSource: DataSource,
  rateLimiters: RateLimiterFactory = memoryRateLimiters,
): Promise<App> {
  const storage = new LocalDiskStorage(config.uploadsDir);
  const services = createServices(dataSource, config, storage, rateLimiters);
  const limits = queryLimits(config);
  const apollo = new ApolloServer<GraphQLContext>({
    schema: buildAppSchema(),
    formatError,
    includeStacktraceInErrorResponses: false,
    // index.ts owns shutdown (HTTP, Apollo, database in order); Apollo's own signal handlers raced it and hung.
    stopOnTerminationSignals: false,
    // The self-hosted GraphiQL page is served below; Apollo's own landing page needs the internet.
    plugins: [httpStatusFromErrorsPlugin, refuseInvalidCharactersPlugin, ApolloServerPluginLandingPageDisabled(), ...limits.plugins],
    // Aliases, depth, tokens, directives and cost for every request (docs/decisions/011-graphql-query-limits.md).
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    // Apollo's default turns it off for everyone in production; the limits' plugin allows it to administrators there.
    introspection: true,
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // req.ip is what login limits count by: X-Forwarded-For is believed only from the proxies TRUST_PROXY names.
  app.set('trust proxy', config.trustProxy ?? false);
  // First, so every response carries them: pages, assets, API, uploads, 404s and errors.
  app.use(securityHeaders({ publicUrl: config.publicUrl }));
  app.use(requestId);
  // Before anything reads the URL or the token: a NUL or invalid UTF-8 there is a 400, not a database error.
  app.use(refuseInvalidUrlAndHeaders);
  // Brotli or gzip for every compressible answer over 1 KB; the build's precompressed files pass through as they are.
  app.use(compressResponses());

  app.use('/uploads', serveUploads(config.uploadsDir));

  // Before both doors' routers: preflights answered for CORS_ORIGINS only, cross-site writes refused.
  const corsOrigins = config.corsOrigins ?? [];
  const ownOrigins = config.publicUrl ? [new URL(config.publicUrl).origin] : [];
  app.use(['/api', '/graphql'], corsFor(corsOrigins), sameOriginWrites([...corsOrigins, ...ownOrigins]));
  // Who is calling, for both doors: sets req.viewer and runs the rest of the request in its context (activity log).
  app.use(['/api', '/graphql'], authenticate(services.admin));

  app.use('/api', createRestRouter({ services, dataSource, maxUploadBytes: config.maxUploadBytes }));

  app.use(graphiqlRouter());
  app.use(
    '/graphql',
    guardedGraphQLMultipart(graphqlUploadExpress({ maxFileSize: config.maxUploadBytes, maxFiles: MAX_FILES_PER_REQUEST })),
    ...jsonBody('1mb'),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        services,
        viewer: req.viewer,
        userAgent: req.headers['user-agent'],
      }),
    }),
  );

  // robots.txt, sitemap.xml and the blog feeds: before the website, whose fallback would answer them with a page.
  app.use(seoRouter(services, config.publicUrl));
  // The website itself: everything that is not the API, GraphQL or an upload.
  if (config.clientDir) {
    // Public pages server-rendered when the SSR bundle is built (ssrDir), the client-rendered shell otherwise.
    const renderPage = pageRenderer({ ssrDir: config.ssrDir, clientDir: config.clientDir, publicUrl: config.publicUrl, apollo, services });
    app.use(clientAppRouter(config.clientDir, { serveSourceMaps: config.serveSourceMaps, renderPage }));
  }
  // Last: misses and errors of every door, in its own shape, with no stack trace in any mode.
  app.use(notFound);
  app.use(finalErrorHandler);

  return {
    app,
    services,
    storage,
    async stop() {
      await apollo.stop();
    },
  };
}
