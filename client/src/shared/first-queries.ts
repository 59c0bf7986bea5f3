import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import type { Params } from 'react-router-dom';

/*
 * A public page's first render asks Apollo for its queries, and the first ask of each document costs Apollo's
 * document work (transforms, variables) and a first read of the restored cache: on a phone, tens of
 * milliseconds inside a hydration pass that cannot be split. So a page names the queries its hydrated parts
 * ask for first, and start-up (main.tsx) works each one out in short tasks of its own before hydrating;
 * hydration then finds them done (docs/decisions/021). Parts left unhydrated (static-content.tsx) ask nothing.
 */

/** A query as a component asks for it: the same document object and the same variables. */
export interface FirstQuery {
  document: DocumentNode;
  variables?: OperationVariables;
}

/** What a page component may carry: the queries its first render asks for, given the route's parameters. */
export interface WithFirstQueries {
  firstQueries?: (params: Params) => FirstQuery[];
}

export function firstQueriesOf(component: unknown, params: Params): FirstQuery[] {
  return (component as WithFirstQueries | undefined)?.firstQueries?.(params) ?? [];
}

/**
 * Works out `query` (Apollo's document work) and answers the step that reads it from the restored cache,
 * so each is a task of its own. The query is never subscribed: it fetches nothing and leaves nothing registered.
 */
export function prepareQuery(client: ApolloClient, { document, variables }: FirstQuery): () => void {
  const query = client.watchQuery({ query: document, variables, fetchPolicy: 'cache-only' });
  return () => void query.getCurrentResult();
}
