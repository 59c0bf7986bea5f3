import { unwrapResolverError } from '@apollo/server/errors';
import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError, type GraphQLFormattedError } from 'graphql';
import { appErrorOf, ValidationError } from '../shared/errors';
import { currentRequestContext } from '../shared/request-context';
import { logger } from '../ops/logger';

/**
 * Turns domain errors into GraphQL errors with `extensions.code` (and `fields` for
 * validation), keeps GraphQL's own request errors, and masks everything else so no
 * stack trace or SQL ever reaches a client. Every error quotes the request id, as the
 * server's log line does.
 */
export function formatError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const result = maskedError(formatted, error);
  const requestId = currentRequestContext()?.requestId;
  return requestId ? { ...result, extensions: { ...result.extensions, requestId } } : result;
}

function maskedError(formatted: GraphQLFormattedError, error: unknown): GraphQLFormattedError {
  const original = unwrapResolverError(error);
  const appError = appErrorOf(original);
  if (appError) {
    return {
      message: appError.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: {
        code: appError.code,
        ...(appError instanceof ValidationError ? { fields: appError.fields } : {}),
        ...(appError.retryAfterSeconds !== undefined ? { retryAfterSeconds: Math.ceil(appError.retryAfterSeconds) } : {}),
        ...appError.details,
      },
    };
  }
  if (original instanceof GraphQLError && formatted.extensions?.code && formatted.extensions.code !== 'INTERNAL_SERVER_ERROR') {
    const { stacktrace: _stacktrace, ...extensions } = formatted.extensions;
    return { ...formatted, extensions };
  }
  const requestId = currentRequestContext()?.requestId;
  logger.error({ err: original, requestId }, `Request ${requestId ?? '(none)'} failed in GraphQL`);
  return {
    message: 'Internal server error',
    locations: formatted.locations,
    path: formatted.path,
    extensions: { code: 'INTERNAL_SERVER_ERROR' },
  };
}

const STATUS_BY_CODE: Record<string, number> = {
  UNAUTHENTICATED: 401,
  PAYLOAD_TOO_LARGE: 413,
  TOO_MANY_REQUESTS: 429,
  SERVICE_UNAVAILABLE: 503,
};

/**
 * Apollo answers resolver errors with HTTP 200. The client's "any 401" rule (SPEC §6) must
 * cover GraphQL too, so an UNAUTHENTICATED error makes the whole response a 401.
 */
export const httpStatusFromErrorsPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    return {
      async willSendResponse({ response }) {
        if (response.body.kind !== 'single') return;
        for (const error of response.body.singleResult.errors ?? []) {
          const status = STATUS_BY_CODE[String(error.extensions?.code)];
          if (status) {
            response.http.status = status;
            // As the REST door does: a limited caller learns when to come back.
            const retryAfter = error.extensions?.retryAfterSeconds;
            if (typeof retryAfter === 'number') response.http.headers.set('retry-after', String(retryAfter));
            return;
          }
        }
      },
    };
  },
};
