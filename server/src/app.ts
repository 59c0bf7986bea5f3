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
import {
  guardedGraphQLMultipart,
  jsonBody,
  refuseInvalidCharactersPlugin,
  refuseInvalidUrlAndHeaders,
} from './http/input-guards';
import { requestId } from './http/request-id';
import { sameOriginWrites } from './http/same-origin';
import { cookieJar } from './http/cookies';
import { securityHeaders } from './http/security-headers';
import { serveStoredUploads, serveUploads } from './http/serve-uploads';
import { createRestRouter } from './rest/router';
import { seoRouter } from './seo/seo-router';
import { adminOnlyRecordTypes } from './modules';
import { createServices, type Services } from './services';
import { memoryRateLimiters, type RateLimiterFactory } from './shared/rate-limit';
import { createStorage } from './shared/storage/create-storage';
import type { Storage } from './shared/storage/storage';
import type { Redis } from 'ioredis';
import { graphqlObserverPlugin } from './ops/graphql-observer';
import { healthRouter } from './ops/health';
import { observeDatabasePool } from './ops/metrics';
import { metricsEndpoint } from './ops/metrics-route';
import { countRequests, keepRequestContext, logRequests, observePageAnswers } from './ops/request-observer';
import { cacheBuildId } from './shared/response-cache/build-id';
import { ResponseCache, responseCachePlugin } from './shared/response-cache/response-cache';
import { PublicReadLane } from './http/public-read-lane';
import { PublicQueries } from './graphql/public-queries';
import { readOnlyTokenPlugin } from './graphql/read-only-tokens';

export type AppConfig = Pick<
  Config,
  'jwtSecret' | 'jwtExpiresIn' | 'loginRateLimit' | 'maxUploadBytes' | 'uploadsDir' | 'nodeEnv'
> &
  Partial<
    Pick<
      Config,
      | 'clientDir'
      | 'trustProxy'
      | 'loginFailureLimits'
      | 'publicUrl'
      | 'corsOrigins'
      | 'contactRateLimit'
      | 'serveSourceMaps'
      | 'ssrDir'
      | 'metricsToken'
      | 'smtpUrl'
      | 'mailFrom'
      | 'responseCache'
      | 'responseCacheMaxMb'
      | 'cacheStatusHeader'
      | 's3'
      | 'analytics'
      | 'webhooks'
    >
  > & {
    /** Tests only: false sends every request through Express, to compare the lane's answers with the doors'. */
    publicReadLane?: boolean;
    /** Tests only: the analytics' clock (salt rotation, the roll-up's days). */
    analyticsClock?: () => number;
  };

/** What the app talks to besides the database, when configured (readiness checks Redis too). */
export interface AppConnections {
  redis?: Redis;
}

export interface App {
  app: Express;
  services: Services;
  storage: Storage;
  /** A shutdown has begun: readiness answers 503 from now on, so a proxy sends new requests elsewhere (issue 28). */
  markShuttingDown(): void;
  stop(): Promise<void>;
}

/** Most screenshot batches are a handful of images; this bounds one multipart request. */
const MAX_FILES_PER_REQUEST = 20;

/** Builds the whole HTTP application (no listen), so tests can drive it in-process. */
export async function createApp(
  config: AppConfig,
  dataSource: DataSource,
  rateLimiters: RateLimiterFactory = memoryRateLimiters,
  connections: AppConnections = {},
): Promise<App> {
  const storage = createStorage(config);
  const services = createServices(dataSource, config, storage, rateLimiters);
  const limits = queryLimits(config);
  const schema = buildAppSchema();
  // Anonymous reads of all three doors, dropped by committed changes (docs/decisions/024, 025, 050).
  const responseCache = new ResponseCache(
    {
      enabled: config.responseCache ?? true,
      redis: connections.redis,
      maxBytes: (config.responseCacheMaxMb ?? 64) * 1024 * 1024,
      build: cacheBuildId(schema, config),
      hostInPageKey: !config.publicUrl,
      securityHeaders: { publicUrl: config.publicUrl },
      statusHeader: config.cacheStatusHeader ?? false,
      privateRecordTypes: adminOnlyRecordTypes,
      // Page views are counted whichever path sends the page: a hit here, or Express below (docs/decisions/070).
      pageAnswered: services.analytics.pageAnswered,
    },
    dataSource,
  );
  const apollo = new ApolloServer<GraphQLContext>({
    schema,
    formatError,
    includeStacktraceInErrorResponses: false,
    // index.ts owns shutdown (HTTP, Apollo, database in order); Apollo's own signal handlers raced it and hung.
    stopOnTerminationSignals: false,
    // The self-hosted GraphiQL page is served below; Apollo's own landing page needs the internet.
    plugins: [
      httpStatusFromErrorsPlugin,
      refuseInvalidCharactersPlugin,
      ApolloServerPluginLandingPageDisabled(),
      graphqlObserverPlugin,
      responseCachePlugin,
      readOnlyTokenPlugin,
      ...limits.plugins,
    ],
    // Aliases, depth, tokens, directives and cost for every request (docs/decisions/011-graphql-query-limits.md).
    parseOptions: limits.parseOptions,
    validationRules: limits.validationRules,
    // Apollo's default turns it off for everyone in production; the limits' plugin allows it to administrators there.
    introspection: true,
    // Automatic persisted queries are off: no client of ours sends them, and Apollo's default let anyone store
    // documents in the server's memory (issue 27). A hash-only request answers PERSISTED_QUERY_NOT_SUPPORTED.
    persistedQueries: false,
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  // req.ip is what login limits count by: X-Forwarded-For is believed only from the proxies TRUST_PROXY names.
  app.set('trust proxy', config.trustProxy ?? false);
  // Anonymous GETs before Express's own set-up: the response cache's hits, then the public read lane's
  // answers (the doors' public reads, registered below; docs/decisions/041-public-read-lane.md).
  const publicReads = new PublicReadLane();
  if (config.publicReadLane ?? true) {
    publicReads.queries(new PublicQueries(schema, services, limits));
    responseCache.answerBeforeExpress(app, publicReads);
  } else {
    responseCache.answerBeforeExpress(app);
  }
  // First, so every response carries them: pages, assets, API, uploads, 404s and errors.
  app.use(securityHeaders({ publicUrl: config.publicUrl }));
  app.use(requestId);
  // One log line and the request metrics per request, with the id set just above (docs/decisions/028-…).
  app.use(logRequests(), countRequests, observePageAnswers(services.analytics.pageAnswered), responseCache.laneFailures());
  // Before anything reads the URL or the token: a NUL or invalid UTF-8 there is a 400, not a database error.
  app.use(refuseInvalidUrlAndHeaders);
  // Brotli or gzip for every compressible answer over 1 KB; the build's precompressed files pass through as they are.
  app.use(compressResponses());

  // With a bucket, /uploads/<key> reads it (the URLs it hands out unless S3_PUBLIC_URL points elsewhere).
  app.use('/uploads', config.s3 ? serveStoredUploads(storage) : serveUploads(config.uploadsDir));

  // Operations: Prometheus metrics (only with METRICS_TOKEN), liveness and readiness probes.
  app.get('/metrics', metricsEndpoint(config.metricsToken));
  let shuttingDown = false;
  const probes = healthRouter({ dataSource, storage, redis: connections.redis, shuttingDown: () => shuttingDown });
  app.use('/api/health', probes);
  const stopObservingPool = observeDatabasePool(dataSource);

  // Before both doors' routers: preflights answered for CORS_ORIGINS only, cross-site writes refused.
  const corsOrigins = config.corsOrigins ?? [];
  const ownOrigins = config.publicUrl ? [new URL(config.publicUrl).origin] : [];
  const crossSiteWritesRefused = sameOriginWrites([...corsOrigins, ...ownOrigins]);
  app.use(['/api', '/graphql'], corsFor(corsOrigins), crossSiteWritesRefused);
  // Who is calling, for both doors: sets req.viewer and runs the rest of the request in its context (activity log).
  app.use(['/api', '/graphql'], authenticate(services.admin), keepRequestContext);

  app.use('/api', responseCache.rest());
  app.use(
    '/api',
    createRestRouter({
      services,
      dataSource,
      maxUploadBytes: config.maxUploadBytes,
      publicReads,
      alsoUnderApi: [{ prefix: '/health', router: probes }],
    }),
  );

  app.use(graphiqlRouter());
  app.use(
    '/graphql',
    guardedGraphQLMultipart(graphqlUploadExpress({ maxFileSize: config.maxUploadBytes, maxFiles: MAX_FILES_PER_REQUEST })),
    ...jsonBody('1mb'),
    responseCache.graphql(),
    expressMiddleware(apollo, {
      context: async ({ req, res }) => ({
        services,
        viewer: req.viewer,
        userAgent: req.headers['user-agent'],
        cookies: cookieJar(req, res),
        headers: req.headers,
      }),
    }),
  );

  // robots.txt, sitemap.xml and the blog feeds: before the website, whose fallback would answer them with a page.
  app.use(seoRouter(services, config.publicUrl));
  // The website itself: everything that is not the API, GraphQL or an upload.
  if (config.clientDir) {
    // Public pages server-rendered when the SSR bundle is built (ssrDir), the client-rendered shell otherwise.
    const renderPage = pageRenderer({
      ssrDir: config.ssrDir,
      clientDir: config.clientDir,
      publicUrl: config.publicUrl,
      apollo,
      services,
    });
    app.use(
      clientAppRouter(config.clientDir, {
        serveSourceMaps: config.serveSourceMaps,
        renderPage,
        pageCache: responseCache.pages(),
        formGuards: [crossSiteWritesRefused],
      }),
    );
  }
  // Last: misses and errors of every door, in its own shape, with no stack trace in any mode.
  app.use(notFound);
  app.use(finalErrorHandler);

  return {
    app,
    services,
    storage,
    markShuttingDown() {
      shuttingDown = true;
    },
    async stop() {
      stopObservingPool();
      // Notifications already started get their chance to be handed over, then the SMTP connections close.
      await services.contactMessages.notifier.settled();
      services.contactMessages.notifier.close();
      // No webhook attempt starts from now on; those in flight end (or are cut short) before the database closes.
      await services.webhooks.stop();
      await apollo.stop();
      await responseCache.close();
      // The flush timer stops; what it held is written (bounded), before index.ts closes the database.
      await services.analytics.close();
    },
  };
}
