import 'reflect-metadata';
import { ApolloServer } from '@apollo/server';
import { ApolloServerPluginLandingPageDisabled } from '@apollo/server/plugin/disabled';
import { expressMiddleware } from '@as-integrations/express5';
import express, { type Express } from 'express';
import graphqlUploadExpress from 'graphql-upload/graphqlUploadExpress.mjs';
import type { DataSource } from 'typeorm';
import type { Config } from './config';
import { clientAppRouter } from './client-app';
import { buildAppSchema } from './graphql/build-schema';
import type { GraphQLContext } from './graphql/context';
import { formatError, httpStatusFromErrorsPlugin } from './graphql/errors';
import { graphiqlRouter } from './graphql/graphiql';
import { requestId } from './http/request-id';
import { createRestRouter } from './rest/router';
import { createServices, type Services } from './services';
import { LocalDiskStorage } from './shared/storage/local-disk-storage';
import type { Storage } from './shared/storage/storage';

export type AppConfig = Pick<
  Config,
  'jwtSecret' | 'jwtExpiresIn' | 'loginRateLimit' | 'maxUploadBytes' | 'uploadsDir' | 'nodeEnv'
> &
  Partial<Pick<Config, 'clientDir'>>;

export interface App {
  app: Express;
  services: Services;
  storage: Storage;
  stop(): Promise<void>;
}

/** Most screenshot batches are a handful of images; this bounds one multipart request. */
const MAX_FILES_PER_REQUEST = 20;

/** Builds the whole HTTP application (no listen), so tests can drive it in-process. */
export async function createApp(config: AppConfig, dataSource: DataSource): Promise<App> {
  const storage = new LocalDiskStorage(config.uploadsDir);
  const services = createServices(dataSource, config, storage);
  const apollo = new ApolloServer<GraphQLContext>({
    schema: buildAppSchema(),
    formatError,
    includeStacktraceInErrorResponses: false,
    // index.ts owns shutdown (HTTP, Apollo, database in order); Apollo's own signal handlers raced it and hung.
    stopOnTerminationSignals: false,
    // The self-hosted GraphiQL page is served below; Apollo's own landing page needs the internet.
    plugins: [httpStatusFromErrorsPlugin, ApolloServerPluginLandingPageDisabled()],
  });
  await apollo.start();

  const app = express();
  app.disable('x-powered-by');
  app.set('trust proxy', 'loopback');
  app.use(requestId);

  app.use(
    '/uploads',
    express.static(config.uploadsDir, { maxAge: '365d', immutable: true, index: false, fallthrough: false }),
  );

  app.use('/api', createRestRouter({ services, dataSource, maxUploadBytes: config.maxUploadBytes }));

  app.use(graphiqlRouter());
  app.use(
    '/graphql',
    graphqlUploadExpress({ maxFileSize: config.maxUploadBytes, maxFiles: MAX_FILES_PER_REQUEST }),
    express.json({ limit: '1mb' }),
    expressMiddleware(apollo, {
      context: async ({ req }) => ({
        services,
        viewer: await services.admin.authenticate(req.headers.authorization, req.ip ?? 'unknown'),
      }),
    }),
  );

  // The website itself: everything that is not the API, GraphQL or an upload.
  if (config.clientDir) app.use(clientAppRouter(config.clientDir));

  return {
    app,
    services,
    storage,
    async stop() {
      await apollo.stop();
    },
  };
}
