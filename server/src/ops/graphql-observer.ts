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
    let operationName: string | null | undefined;
    let type = 'unknown';
    let known = false;
    return {
      async didResolveOperation({ operationName: name, operation: document }) {
        known = true;
        operationName = name;
        type = document?.operation ?? 'unknown';
      },
      async willSendResponse({ response }) {
        const failed = response.body.kind === 'single' && (response.body.singleResult.errors?.length ?? 0) > 0;
        observeGraphQLOperation(known ? operationName : undefined, type, failed ? 'error' : 'ok', started, known);
      },
    };
  },
};

/**
 * Names the operation in the request's log line and times it; also called by the public read lane
 * (http/public-read-lane.ts), which runs anonymous GET queries without Apollo. `known` is false for a
 * request refused before its operation was known.
 */
export function observeGraphQLOperation(
  operationName: string | null | undefined,
  type: string,
  outcome: 'ok' | 'error',
  started: bigint,
  known = true,
): void {
  const context = currentRequestContext();
  if (known && context && operationName) context.graphqlOperation = operationName.slice(0, 100);
  graphqlOperationDuration.observe(
    { operation: known ? operationLabel(operationName) : 'invalid', type, outcome },
    Number(process.hrtime.bigint() - started) / 1e9,
  );
}
