/**
 * The server's entry (built by `npm run build:ssr` into dist/ssr, loaded by server/src/ssr): renders
 * one public page to HTML with its data, styles, head tags and HTTP status. The browser then hydrates
 * it (main.tsx) from the Apollo cache state and router data written here, with no second fetch.
 */
import { ApolloClient, ApolloLink, Observable, type ObservableQuery, type OperationVariables } from '@apollo/client';
import { prerenderStatic } from '@apollo/client/react/ssr';
import { print, type FormattedExecutionResult } from 'graphql';
import type { ReactNode } from 'react';
import { prerenderToNodeStream } from 'react-dom/static';
import { createStaticHandler, createStaticRouter, StaticRouterProvider, type RouteObject } from 'react-router-dom';
import { ServerStyleSheet, StyleSheetManager } from 'styled-components';
import { createCache } from './shared/apollo';
import { loadMatchedRoutes, type FirstQuery } from './shared/first-queries';
import { siteSettingsQuery } from './shared/site-settings';
import { DEFAULT_DESCRIPTION, DEFAULT_SOCIAL_IMAGE, fullTitle } from './shared/head';
import { AppProviders } from './app/providers';
import { routes as appRoutes } from './app/routes';

/** The app's routes, for tests that render a variant of them. */
export { appRoutes as routes };
import { ServerRenderContext, type ServerRenderState } from './shared/server-render-context';
import { siteConfig } from './shared/site-config';
import type { GraphQLRequest, ServerActionContext } from './shared/server-action-context';
import { SiteSettingsDocument } from './gql/graphql';

export interface RenderOptions {
  /** The request's CSP nonce: every inline script written here carries it. */
  nonce: string;
  /** The address visitors use (config.publicUrl): canonical and social addresses are absolute on it. */
  publicUrl: string;
  /** Runs an operation against the app's own schema, in-process, as an anonymous visitor. */
  executeGraphQL(request: GraphQLRequest): Promise<FormattedExecutionResult>;
  /**
   * A form posted to the page (application/x-www-form-urlencoded, as browsers send it without scripts): the
   * matched route's action runs with it first (React Router's static handler), and the page shows its answer.
   */
  form?: string;
  /** Tests only: other routes (e.g. one that throws). */
  routes?: RouteObject[];
}

export interface RenderResult {
  status: number;
  /** Set for a redirect; nothing else is. */
  redirect?: string;
  /** The markup inside #root. */
  appHtml: string;
  /** The preloads React found while rendering (the page's main image, fetchpriority high), for the top of <head>. */
  preloads: string;
  /** Title, meta, canonical, social tags, JSON-LD and the styled-components styles, for the end of <head>. */
  head: string;
  title: string;
  description: string;
  /** Inline scripts (with the nonce) restoring the Apollo cache and the router's state, for <body>. */
  scripts: string;
  /** The matched routes' source modules (route handle `chunk`), for the server to modulepreload their chunks. */
  chunks: string[];
  /**
   * How many times React rendered the page: 1 when every query it asked was named by its routes (firstQueries),
   * 3 otherwise (the named ones, then Apollo's find-and-fill pair). Tests keep every public page at 1.
   */
  renders?: number;
  /**
   * Set when the page starts as islands (its route's handle says `islands`, docs/decisions/053): the islands it
   * rendered, whose code the server preloads. The server then loads client/src/islands.tsx instead of main.tsx
   * and leaves out `scripts` (the Apollo cache and router state only main.tsx reads).
   */
  islands?: string[];
}

/** JSON that is safe inside a <script>: no '</script>', '<!--', U+2028/2029 can break out or in. */
export function serializeForScript(value: unknown): string {
  return JSON.stringify(value ?? null)
    .replace(/</g, '\\u003c')
    .replace(/>/g, '\\u003e')
    .replace(/&/g, '\\u0026')
    .replace(/\u2028/g, '\\u2028')
    .replace(/\u2029/g, '\\u2029');
}

export function escapeHtml(text: string): string {
  return text.replace(/&/g, '&amp;').replace(/</g, '&lt;').replace(/>/g, '&gt;').replace(/"/g, '&quot;');
}

/**
 * SPEC §4 shows a missing product or post (NOT_FOUND) as the 'not found' view. Errors are not cached,
 * so the browser would fetch again and render a skeleton over the server's view; a null field is
 * cached, renders the same view on both sides and is not fetched again.
 */
function notFoundAsNull(result: FormattedExecutionResult): FormattedExecutionResult {
  const errors = result.errors ?? [];
  if (errors.length === 0 || !errors.every((e) => e.extensions?.code === 'NOT_FOUND' && typeof e.path?.[0] === 'string'))
    return result;
  const data: Record<string, unknown> = { ...(result.data ?? {}) };
  for (const error of errors) data[error.path![0] as string] = null;
  return { data };
}

function inProcessLink(executeGraphQL: RenderOptions['executeGraphQL']): ApolloLink {
  return new ApolloLink(
    (operation) =>
      new Observable((observer) => {
        executeGraphQL({ query: print(operation.query), variables: operation.variables, operationName: operation.operationName })
          .then((result) => {
            observer.next(notFoundAsNull(result) as ApolloLink.Result);
            observer.complete();
          })
          .catch((error: unknown) => observer.error(error));
      }),
  );
}

/**
 * A client that answers every query from its cache only (the page's queries were asked before the render), and
 * remembers what the render asked, so that the render can be checked complete: Apollo's prerenderStatic renders a
 * page with `useQuery` twice (once to find its queries, once with their answers) unless each query is cache-only.
 */
class CacheOnlyClient extends ApolloClient {
  readonly asked: ObservableQuery[] = [];

  constructor(options: ApolloClient.Options) {
    super({ ...options, defaultOptions: { watchQuery: { fetchPolicy: 'cache-only' } } });
  }

  override watchQuery<T = unknown, V extends OperationVariables = OperationVariables>(
    options: ApolloClient.WatchQueryOptions<T, V>,
  ): ObservableQuery<T, V> {
    const query = super.watchQuery(options);
    this.asked.push(query as ObservableQuery);
    return query;
  }

  /** Whether every query the render asked found its whole answer in the cache. */
  answeredAll(): boolean {
    return this.asked.every((query) => query.getCurrentResult().dataState === 'complete');
  }
}

/**
 * Asks the page's queries (the site settings every page shows, and those its routes name: shared/first-queries.ts)
 * before the render. A query that fails here is asked again by the render, which answers its error as before.
 */
async function askFirst(client: ApolloClient, queries: FirstQuery[]): Promise<void> {
  await Promise.all(
    queries.map(({ document, variables }) => client.query({ query: document, variables }).catch(() => undefined)),
  );
}

async function renderTree(tree: ReactNode, client: ApolloClient): Promise<{ html: string; errors: unknown[]; renders: number }> {
  const errors: unknown[] = [];
  const { result, diagnostics } = await prerenderStatic({
    diagnostics: true,
    tree,
    context: { client },
    // Waits for lazy parts and Suspense, so the markup is complete; errors are collected, not streamed.
    // progressiveChunkSize: every Suspense boundary's content stays in place in the HTML. By default React
    // moves a large boundary's content to the end of the page with an inline script to put it back, which
    // would need JavaScript to show the page (and the script has no nonce: CSP blocks it).
    renderFunction: (node: ReactNode) =>
      prerenderToNodeStream(node, {
        onError: (error) => void errors.push(error),
        progressiveChunkSize: Number.POSITIVE_INFINITY,
      }),
    maxRerenders: 10,
  });
  return { html: result, errors, renders: diagnostics?.renderCount ?? 1 };
}

const serializeRouteError = (error: unknown) =>
  error && typeof error === 'object' && 'status' in error
    ? { ...(error as object), __type: 'RouteErrorResponse' }
    : // Never the message or the stack of an unexpected error (docs/decisions/017).
      { message: 'Unexpected Application Error', __type: 'Error' };

export async function render(url: string, options: RenderOptions): Promise<RenderResult> {
  const { nonce, publicUrl } = options;
  const handler = createStaticHandler(options.routes ?? appRoutes);
  const request = new Request(
    new URL(url, publicUrl),
    options.form === undefined
      ? undefined
      : { method: 'POST', body: options.form, headers: { 'content-type': 'application/x-www-form-urlencoded' } },
  );
  const requestContext: ServerActionContext = { executeGraphQL: options.executeGraphQL };
  const context = await handler.query(request, { requestContext });
  if (context instanceof Response) {
    return {
      status: context.status,
      redirect: context.headers.get('Location') ?? '/',
      appHtml: '',
      preloads: '',
      head: '',
      title: '',
      description: '',
      scripts: '',
      chunks: [],
    };
  }

  const renderWith = async (
    client: ApolloClient,
    router: ReturnType<typeof createStaticRouter>,
    routerContext: typeof context,
  ) => {
    const sheet = new ServerStyleSheet();
    const state: ServerRenderState = { publicUrl };
    const tree = (
      <StyleSheetManager sheet={sheet.instance}>
        <ServerRenderContext.Provider value={state}>
          <AppProviders client={client}>
            {/* The router's hydration data is written outside #root below, so the markup ends with the app. */}
            <StaticRouterProvider router={router} context={routerContext} nonce={nonce} hydrate={false} />
          </AppProviders>
        </ServerRenderContext.Provider>
      </StyleSheetManager>
    );
    try {
      const { html, errors, renders } = await renderTree(tree, client);
      if (errors.length > 0) throw errors[0];
      // The company's name as the admin set it (the footer of every page queried it): title and og:site_name.
      const companyName = client.readQuery({ query: SiteSettingsDocument })?.siteSettings.companyName ?? siteConfig.companyName;
      return { html, styles: sheet.getStyleTags(), state, cache: client.extract(), companyName, renders };
    } finally {
      sheet.seal();
      client.stop();
    }
  };

  // The page's queries first, then one render from the cache; a query the page does not name makes Apollo's
  // usual two renders, from the same cache (the test 'renders each public page once' keeps the names complete).
  const attempt = async (routerContext: typeof context) => {
    const link = inProcessLink(options.executeGraphQL);
    const cache = createCache();
    const router = createStaticRouter(handler.dataRoutes, routerContext);
    const firstPass = new CacheOnlyClient({ ssrMode: true, link, cache });
    await askFirst(firstPass, [
      siteSettingsQuery,
      ...(await loadMatchedRoutes(options.routes ?? appRoutes, new URL(request.url))),
    ]);
    let once: Awaited<ReturnType<typeof renderWith>> | undefined;
    try {
      once = await renderWith(firstPass, router, routerContext);
    } catch (error) {
      // A part given no answer (its query was not named, or failed before the render) may throw on the missing data:
      // only an error with every answer in hand is the page's own.
      if (firstPass.answeredAll()) throw error;
    }
    if (once && firstPass.answeredAll()) return once;
    const again = await renderWith(new ApolloClient({ ssrMode: true, link, cache }), router, routerContext);
    return { ...again, renders: (once?.renders ?? 1) + again.renders };
  };

  let rendered: Awaited<ReturnType<typeof attempt>>;
  let routerContext = context;
  try {
    rendered = await attempt(context);
  } catch (error) {
    // A route that throws: the deepest matched route's error element, answered 500 (SPEC §2 'Unexpected Application Error!').
    console.error('Server rendering failed for %s:', url, error);
    const boundary = [...context.matches].reverse().find((match) => match.route.hasErrorBoundary) ?? context.matches[0];
    const routeId = boundary?.route.id;
    if (!routeId) throw error;
    routerContext = { ...context, statusCode: 500, errors: { [routeId]: new Error('Unexpected Application Error') } };
    rendered = await attempt(routerContext);
    rendered.state.status = 500;
  }

  const { state } = rendered;
  const status = state.status ?? routerContext.statusCode ?? 200;
  const page = state.head ?? { title: siteConfig.tagline };
  const absolute = (path: string) => new URL(path, publicUrl).href;
  const pageUrl = absolute(new URL(url, publicUrl).pathname);
  const title = fullTitle(page.title, rendered.companyName);
  const description = page.description ?? DEFAULT_DESCRIPTION;
  const image = absolute(page.image || DEFAULT_SOCIAL_IMAGE);
  const attr = escapeHtml;
  const meta = (key: 'name' | 'property', name: string, content: string) => `<meta ${key}="${name}" content="${attr(content)}">`;
  const head = [
    `<link rel="canonical" href="${attr(pageUrl)}">`,
    state.noIndex || status >= 400 ? meta('name', 'robots', 'noindex') : '',
    meta('property', 'og:site_name', rendered.companyName),
    meta('property', 'og:type', page.type === 'article' ? 'article' : 'website'),
    meta('property', 'og:title', title),
    meta('property', 'og:description', description),
    meta('property', 'og:url', pageUrl),
    meta('property', 'og:image', image),
    meta('name', 'twitter:card', 'summary_large_image'),
    meta('name', 'twitter:title', title),
    meta('name', 'twitter:description', description),
    meta('name', 'twitter:image', image),
    ...(status < 400 ? (page.jsonLd?.(absolute) ?? []) : []).map(
      // A data block never runs, but it carries the nonce like every inline script, so one rule holds for the page.
      (data) => `<script type="application/ld+json" nonce="${attr(nonce)}">${serializeForScript(data)}</script>`,
    ),
    rendered.styles,
  ].filter(Boolean);

  const hydrationData = {
    loaderData: routerContext.loaderData,
    actionData: routerContext.actionData,
    errors: routerContext.errors
      ? Object.fromEntries(Object.entries(routerContext.errors).map(([id, e]) => [id, serializeRouteError(e)]))
      : null,
  };
  const scripts =
    `<script nonce="${attr(nonce)}">window.__APOLLO_STATE__=${serializeForScript(rendered.cache)};` +
    `window.__staticRouterHydrationData=${serializeForScript(hydrationData)};</script>`;

  // React writes the preloads it discovers (e.g. images) first; they belong in <head>, not in #root, which must hold only the app.
  const preloads = /^(?:<link [^>]*>)+/.exec(rendered.html)?.[0] ?? '';
  const appHtml = rendered.html.slice(preloads.length);

  const chunks = routerContext.matches.flatMap((match) => {
    const chunk = (match.route.handle as { chunk?: unknown } | undefined)?.chunk;
    return typeof chunk === 'string' ? [chunk] : [];
  });

  // Islands only where the page rendered as its route intended: an error page is hydrated as a whole, as before.
  const deepest = routerContext.matches.at(-1)?.route.handle as { islands?: unknown } | undefined;
  const islands = deepest?.islands === true && !routerContext.errors && status < 500 ? [...(state.islands ?? [])] : undefined;

  return {
    status,
    appHtml,
    preloads,
    head: head.join(''),
    title,
    description,
    scripts,
    chunks,
    islands,
    renders: rendered.renders,
  };
}
