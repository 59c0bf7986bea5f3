import type { ApolloServerPlugin } from '@apollo/server';
import { GraphQLError } from 'graphql';
import { ForbiddenError } from '../shared/errors';
import { refuseReadOnly } from '../shared/viewer';
import type { GraphQLContext } from './context';

/**
 * A 'read-drafts' API token writes nothing (docs/decisions/069-api-tokens.md): each door refuses its writes once,
 * before any resolver or route runs, so no service needs to know about tokens. This door: every mutation operation,
 * answered 403 with FORBIDDEN as a resolver's refusal is worded (REST: rest-kit.ts refuseReadOnlyWrites).
 */
export const readOnlyTokenPlugin: ApolloServerPlugin<GraphQLContext> = {
  async requestDidStart({ contextValue }) {
    if (contextValue.viewer.admin?.apiToken?.scope !== 'read-drafts') return undefined;
    return {
      async didResolveOperation({ operation, contextValue: { viewer } }) {
        if (operation?.operation !== 'mutation') return;
        try {
          refuseReadOnly(viewer);
        } catch (error) {
          // A plugin's error is the whole answer, and formatError masks what is not a GraphQLError with a code.
          if (!(error instanceof ForbiddenError)) throw error;
          throw new GraphQLError(error.message, { extensions: { code: error.code, http: { status: error.httpStatus } } });
        }
      },
    };
  },
};
