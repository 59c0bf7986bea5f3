import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import type { IncomingMessage, RequestListener, ServerResponse } from 'node:http';
import express from 'express';
import Fastify, { type FastifyInstance } from 'fastify';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { clientAppRouter } from './client-app';
import { pageRenderer } from './ssr/page-renderer';
import { compressResponses } from './http/compression';
import { buildAppSchema } from './graphql/build-schema';
import type { GraphQLContext } from './graphql/context';
import { formatError, httpStatusFromErrorsPlugin } from './graphql/errors';
import { GRAPHIQL_DIST, graphiqlRouter } from './graphql/graphiql';
import { queryLimits } from './graphql/query-limits';
import { authenticate } from './http/authenticate';
import { corsFor } from './http/cors';
import { finalErrorHandler, notFound } from './http/final-error-handler';
import {
  guardedGraphQLMultipart,
  jsonBody,
  readBodyAhead,
  refuseInvalidCharactersPlugin,
  refuseInvalidUrlAndHeaders,
} from './http/input-guards';
import { requestIdFor } from './http/request-id';
import { answerUnparsable } from './http/unparsable-requests';
import { AnswerHeaders } from './http/answer-headers';
import { RequestPipeline, type DoorsHandover } from './http/request-pipeline';
import { sameOriginWrites } from './http/same-origin';
import { cookieJar } from './http/cookies';
import { registerStaticFiles } from './http/static-files';
import { createRestRouter } from './rest/router';
import { openApiDocuments } from './rest/openapi/openapi-document';
import { SEO_PATHS, seoRouter } from './seo/seo-router';
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
import { keepRequestContext, observeAnswers } from './ops/request-observer';
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
  /** Answers one HTTP request: what the server listens with (index.ts), and what tests hand to supertest. */
  app: RequestListener;
  /** The HTTP framework, whose hooks are every answer's pipeline (docs/decisions/052-one-pipeline-on-fastify.md). */
  server: FastifyInstance;
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
  const answerHeaders = new AnswerHeaders({ publicUrl: config.publicUrl });
  // Anonymous reads of all three doors, dropped by committed changes (docs/decisions/024, 025, 050).
  const responseCache = new ResponseCache(
    {
      enabled: config.responseCache ?? true,
      redis: connections.redis,
      maxBytes: (config.responseCacheMaxMb ?? 64) * 1024 * 1024,
      build: cacheBuildId(schema, config),
      hostInPageKey: !config.publicUrl,
      statusHeader: config.cacheStatusHeader ?? false,
      privateRecordTypes: adminOnlyRecordTypes,
      answerHeaders,
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

  // Every request enters through Fastify, whose hooks are the one pipeline (docs/decisions/052): the request id, the
  // response cache's hits, then one log line, the metrics and the page views of every answer, whatever sent it. The
  // public reads' routes answer anonymous reads; the doors not yet ported to Fastify routes are the Express app
  // below, mounted as the catch-all route.
  const server = Fastify({
    // request.ip: X-Forwarded-For believed only from the proxies TRUST_PROXY names, as Express's req.ip below.
    trustProxy: typeof config.trustProxy === 'number' ? hopsTrusted(config.trustProxy) : (config.trustProxy ?? false),
    genReqId: requestIdFor,
    // A slug may be 200 characters (field-rules): Fastify's default of 100 would leave the longest to the catch-all.
    routerOptions: { maxParamLength: 1000 },
    // Node's own bound on receiving a whole request (Fastify's default is none): a client trickling bytes is cut off.
    requestTimeout: 300_000,
    // A request Node cannot parse is answered as Node answers it (Fastify's own answer was lost to clients under load).
    clientErrorHandler: answerUnparsable,
    // One line per answer, written by the pipeline (ops/request-observer.ts); Fastify's own logger is off.
    logger: false,
    // A malformed URL is the input guards' to refuse, in its door's shape: the doors answer it like any request.
    frameworkErrors: (_error, request, reply) => {
      pipeline.catchUp(request, reply);
      observer.unrouted(request, reply);
      answerInDoors(request, reply);
    },
  });
  const pipeline = new RequestPipeline(server);
  // The request id and the security headers: every answer carries them (pages, assets, API, uploads, hits, 404s,
  // errors); this step draws the nonce, and whatever answers writes them.
  pipeline.add(answerHeaders.step);
  const observer = observeAnswers(server, { pageAnswered: services.analytics.pageAnswered });
  pipeline.add(observer.step);
  responseCache.answerFirst(server);
  const publicReads = new PublicReadLane();
  const publicReadLane = config.publicReadLane ?? true;
  if (publicReadLane) publicReads.queries(new PublicQueries(schema, services, limits));

  const app = express();
  app.disable('x-powered-by');
  // req.ip is what login limits count by: X-Forwarded-For is believed only from the proxies TRUST_PROXY names.
  app.set('trust proxy', config.trustProxy ?? false);
  // What failed before the doors (a public read finding the database busy, a file refused) is answered as that error.
  app.use((req, _res, next) => next(handedOverErrors.get(req)));
  // Before anything reads the URL or the token: a NUL or invalid UTF-8 there is a 400, not a database error.
  app.use(refuseInvalidUrlAndHeaders);
  // Brotli or gzip for every compressible answer of the doors and pages over 1 KB (files are sent precompressed).
  app.use(compressResponses());

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
  const restRouter = createRestRouter({
    services,
    dataSource,
    maxUploadBytes: config.maxUploadBytes,
    publicReads,
    alsoUnderApi: [{ prefix: '/health', router: probes }],
  });
  app.use('/api', restRouter);

  app.use(graphiqlRouter());
  // The GraphQL door's body reader, which the pipeline also runs ahead for the cache's lookup of a query sent by POST.
  const graphqlBody = jsonBody('1mb');
  app.use(
    '/graphql',
    guardedGraphQLMultipart(graphqlUploadExpress({ maxFileSize: config.maxUploadBytes, maxFiles: MAX_FILES_PER_REQUEST })),
    graphqlBody,
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

  const readGraphqlBodyAhead = (req: IncomingMessage, res: ServerResponse) => readBodyAhead(graphqlBody, req, res);
  const handedOverErrors = new WeakMap<IncomingMessage, unknown>();
  const answerInDoors: DoorsHandover = (request, reply, error) => {
    reply.hijack();
    // Once: what handed it over may have set them already, with its own policy on top (an upload's).
    if (!reply.raw.hasHeader('X-Request-Id')) answerHeaders.setOn(request, reply);
    if (error !== undefined) handedOverErrors.set(request.raw, error);
    app(request.raw, reply.raw);
  };
  await server.register(async (doors) => {
    // Express's routes read their own bodies (JSON, multipart, forms): Fastify leaves the stream unread for them.
    doors.removeAllContentTypeParsers();
    doors.addContentTypeParser('*', (_request, _payload, done) => done(null));
    // What Fastify itself refuses on the way (a Content-Type it cannot read) is the doors' to answer, in their shapes.
    doors.setErrorHandler((_error, request, reply) => answerInDoors(request, reply));
    doors.all('/*', answerInDoors);
    // The public reads' own routes: anonymous reads answered without Express, the rest handed to it (ADR 041, 052).
    if (publicReadLane) publicReads.routes(doors, responseCache, answerInDoors);
    // A query sent by POST is looked up in the cache once its body is read, before the doors (ADR 052).
    doors.post('/graphql', { preHandler: responseCache.answerPostedQueries(readGraphqlBodyAhead) }, answerInDoors);
  });
  // What Fastify finds nothing for (a file @fastify/static does not have) is the doors' to answer, in their shapes.
  server.setNotFoundHandler((request, reply) => answerInDoors(request, reply));
  // Files sent as they are: the website's and the playground's assets, and the uploads (with a bucket, /uploads/<key>
  // reads it: the URLs it hands out unless S3_PUBLIC_URL points elsewhere).
  await registerStaticFiles(server, {
    clientDir: config.clientDir,
    graphiqlDir: GRAPHIQL_DIST,
    uploads: config.s3 ? { storage } : { dir: config.uploadsDir },
    serveSourceMaps: config.serveSourceMaps,
    answeredByTheApp: SEO_PATHS,
    answerHeaders,
    doors: answerInDoors,
  });
  await server.ready();

  const listener: RequestListener = (req, res) => server.routing(req, res);
  // The REST router's OpenAPI document, found by whoever holds the listener (the tests check every /api answer).
  openApiDocuments.set(listener, openApiDocuments.get(restRouter)!);
  return {
    app: listener,
    server,
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

/** TRUST_PROXY as a number of hops, as Express reads it (Fastify's types take the function, not the number). */
function hopsTrusted(hops: number): (address: string, hop: number) => boolean {
  return (_address, hop) => hop < hops;
}
