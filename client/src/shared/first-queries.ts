import type { ApolloClient, DocumentNode, OperationVariables } from '@apollo/client';
import { matchRoutes, type Params, type RouteObject } from 'react-router-dom';

/*
 * A public page names the queries its first render asks for (a component's static `firstQueries`, gathered by its
 * page's). The server asks them before it renders (entry-server.tsx), so React renders the page once with its
 * answers instead of once to find them and once more with them: a page that leaves one out still renders right,
 * at three times the cost (the page_renders_total metric; ssr.test.ts keeps every public page at one). The
 * whole-page start-up (main.tsx) works out those of the parts it hydrates in short tasks before hydrating, since
 * Apollo's first ask of a document costs tens of milliseconds on a phone (docs/decisions/021).
 */

/** A query as a component asks for it: the same document object and the same variables. */
export interface FirstQuery {
  document: DocumentNode;
  variables?: OperationVariables;
}

/**
 * What a page component may carry: the queries its first render asks for, given the route's parameters and the
 * address's query string (`/search?q=…`; most pages ignore it).
 */
export interface WithFirstQueries {
  firstQueries?: (params: Params, searchParams: URLSearchParams) => FirstQuery[];
}

export function firstQueriesOf(
  component: unknown,
  params: Params,
  searchParams: URLSearchParams = new URLSearchParams(),
): FirstQuery[] {
  return (component as WithFirstQueries | undefined)?.firstQueries?.(params, searchParams) ?? [];
}

/** The parts of an address the routes are matched on (a `URL` or `window.location`). */
export interface PageAddress {
  pathname: string;
  search: string;
}

/**
 * Loads the code of the routes matching the address's path (public pages are lazy chunks, app/routes.tsx) onto the
 * route objects, and answers the queries the matched pages' first render asks for (given the address's query string
 * too). The browser's start-up (main.tsx) then hydrates with no fallback; the server (entry-server.tsx) asks the
 * queries before it renders, once.
 */
export async function loadMatchedRoutes(routes: RouteObject[], { pathname, search }: PageAddress): Promise<FirstQuery[]> {
  const matches = matchRoutes(routes, pathname) ?? [];
  const searchParams = new URLSearchParams(search);
  await Promise.all(
    matches.map(async ({ route }) => {
      if (typeof route.lazy !== 'function') return;
      const loaded = await route.lazy();
      Object.assign(route, { ...loaded, lazy: undefined });
    }),
  );
  return matches.flatMap(({ route, params }) => firstQueriesOf(route.Component, params, searchParams));
}

/**
 * Works out `query` (Apollo's document work) and answers the step that reads it from the restored cache,
 * so each is a task of its own. The query is never subscribed: it fetches nothing and leaves nothing registered.
 */
export function prepareQuery(client: ApolloClient, { document, variables }: FirstQuery): () => void {
  const query = client.watchQuery({ query: document, variables, fetchPolicy: 'cache-only' });
  return () => void query.getCurrentResult();
}
