import type { TypedDocumentNode } from '@graphql-typed-document-node/core';
import { useCallback, useEffect, useState } from 'react';
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

/** What this page has asked, by operation and variables: a record read once is not asked again on this page. */
const answers = new Map<string, Promise<unknown>>();

/**
 * The answer to an operation, asked once per page (a later ask, or the component that needs it, shares the same
 * request); a failed one is forgotten, so asking again tries again. For a read started on a likely click (the
 * project dialog's details when a card is pointed at).
 */
export function prefetchGraphQL<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): Promise<TData> {
  const key = JSON.stringify([print(document), variables]);
  let answer = answers.get(key) as Promise<TData> | undefined;
  if (!answer) {
    answer = graphqlRequest(document, variables);
    answers.set(key, answer);
    answer.catch(() => answers.delete(key));
  }
  return answer;
}

/** Tests only: forget every answer (each test starts as a new page). */
export function forgetGraphQLAnswers(): void {
  answers.clear();
}

interface QueryState<TData> {
  data?: TData;
  error?: unknown;
}

/**
 * One read for an island (docs/decisions/053): the operation's data once it arrives, or its error, and `refetch`
 * to try again after a failure. Shares prefetchGraphQL's answers.
 */
export function useGraphQLQuery<TData, TVariables extends Record<string, unknown>>(
  document: TypedDocumentNode<TData, TVariables>,
  variables: TVariables,
): QueryState<TData> & { refetch(): void } {
  const [state, setState] = useState<QueryState<TData>>({});
  const [attempt, setAttempt] = useState(0);
  const key = JSON.stringify(variables);
  useEffect(() => {
    let current = true;
    prefetchGraphQL(document, JSON.parse(key) as TVariables).then(
      (data) => current && setState({ data }),
      (error: unknown) => current && setState({ error }),
    );
    return () => {
      current = false;
    };
  }, [document, key, attempt]);
  const refetch = useCallback(() => {
    setState({});
    setAttempt((count) => count + 1);
  }, []);
  return { ...state, refetch };
}
