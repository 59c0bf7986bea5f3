import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { print, type FormattedExecutionResult, type GraphQLFormattedError, type OperationDefinitionNode } from 'graphql';

/** The server answered with GraphQL errors (validation: BAD_USER_INPUT with extensions.fields, limits, ...). */
export class GraphQLRequestError extends Error {
  constructor(readonly errors: readonly GraphQLFormattedError[]) {
    super(errors[0]?.message ?? 'GraphQL request failed');
    this.name = 'GraphQLRequestError';
  }
}

/** An answer that has not come in this long is given up: the visitor is told and can send again. */
const TIMEOUT_MS = 30_000;

/**
 * One operation sent to /graphql with fetch, for the islands of public pages (docs/decisions/053): what they send
 * or read once (the contact form's message) does not need Apollo Client's normalised cache, and leaving it out is
 * what lets those pages start in time on a phone. The back office keeps Apollo Client.
 */
export async function graphqlRequest<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const operation = document.definitions.find(
    (definition): definition is OperationDefinitionNode => definition.kind === 'OperationDefinition',
  );
  const response = await fetch('/graphql', {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/graphql-response+json, application/json' },
    body: JSON.stringify({ query: print(document), variables, operationName: operation?.name?.value }),
    credentials: 'same-origin',
    signal: AbortSignal.timeout(TIMEOUT_MS),
  });
  const result = (await response.json()) as FormattedExecutionResult<TData>;
  if (result.errors?.length) throw new GraphQLRequestError(result.errors);
  if (!response.ok || !result.data) throw new Error(`GraphQL request answered ${response.status}`);
  return result.data;
}
