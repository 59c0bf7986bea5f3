import type { ApolloServerPlugin } from '@apollo/server';
import { currentRequestContext } from '../shared/request-context';
import { graphqlOperationDuration } from './metrics';

/** Operation names come from clients: past this many distinct ones, the rest are counted as 'other'. */
export const MAX_OPERATION_NAMES = 200;
const OPERATION_NAME = /^[_A-Za-z][_0-9A-Za-z]{0,99}$/;
const seenNames = new Set<string>();

function operationLabel(name: string | null | undefined): string {
  if (!name || !OPERATION_NAME.test(name)) return 'anonymous';
  if (seenNames.has(name)) return name;
  if (seenNames.size >= MAX_OPERATION_NAMES) return 'other';
  seenNames.add(name);
  return name;
}

/**
 * Names each GraphQL request's operation in its log line (through the request context) and times it in
 * graphql_operation_duration_seconds. Requests refused before an operation is known (parse, validation,
 * query limits) are counted as 'invalid'.
 */
export const graphqlObserverPlugin: ApolloServerPlugin = {
  async requestDidStart() {
    const started = process.hrtime.bigint();
    let operation = 'invalid';
    let type = 'unknown';
    return {
      async didResolveOperation({ operationName, operation: document }) {
        operation = operationLabel(operationName);
        type = document?.operation ?? 'unknown';
        const context = currentRequestContext();
        if (context && operationName) context.graphqlOperation = operationName.slice(0, 100);
      },
      async willSendResponse({ response }) {
        const failed = response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0;
        graphqlOperationDuration.observe(
          { operation, type, outcome: failed ? 'error' : 'ok' },
          Number(process.hrtime.bigint() - started) / 1e9,
        );
      },
    };
  },
};
