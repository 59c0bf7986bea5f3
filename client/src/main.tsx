import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode, useEffect } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './shared/apollo';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';
import { routes } from './app/routes';
import { whenBoundariesHydrated } from './shared/hydration-boundary';
import { loadMatchedRoutes, prepareQuery, type FirstQuery } from './shared/first-queries';
import { siteSettingsQuery } from './shared/site-settings';

declare global {
  interface Window {
    /** The Apollo cache the server filled while rendering this page (server/src/ssr, entry-server.tsx). */
    __APOLLO_STATE__?: NormalizedCacheObject;
  }
}

/**
 * Marks <html data-hydrated> once React owns the page, its separately hydrated parts included
 * (shared/hydration-boundary.tsx): server-rendered pages load their scripts after the first paint
 * (server/src/ssr/deferred-scripts.ts), and browser tests wait for this before clicking.
 */
function HydrationMarker() {
  useEffect(() => {
    whenBoundariesHydrated(() => {
      document.documentElement.dataset.hydrated = 'true';
    });
  }, []);
  return null;
}

/**
 * Lets the browser run other tasks (input, paint) between the steps of start-up, so each step is a task
 * of its own rather than one long one (docs/decisions/021).
 */
const nextTask = () => new Promise<void>((resolve) => setTimeout(resolve, 0));

/**
 * createBrowserRouter reads sessionStorage (view transitions it may restore), and the browser opens a page's
 * session storage on its first use, synchronously: 3-8 ms of the router's task in traces. Opened here first.
 */
function openSessionStorage() {
  try {
    window.sessionStorage.getItem('');
  } catch {
    // Storage blocked (a privacy setting): the router does without it, and so does this.
  }
}

async function start() {
  const container = document.getElementById('root')!;
  const hydrating = container.hasChildNodes();
  // Public pages arrive server-rendered and are hydrated, their start-up one short task per step; the admin area
  // (and any fallback) arrives as an empty shell and starts at once.
  const step = hydrating ? nextTask : () => Promise.resolve();
  let firstQueries: FirstQuery[] = [];
  if (hydrating) {
    // The modules' evaluation is one task; matching the routes (react-router ranks the whole table) starts the next.
    await step();
    // The matched pages' code is put on the routes, so the router starts with it: no hydrate fallback, no mismatch.
    firstQueries = [siteSettingsQuery, ...(await loadMatchedRoutes(routes, window.location))];
  }
  await step();
  const client = createApolloClient();
  await step();
  // What the server already fetched is answered from the cache: hydration renders the same markup, with no second fetch.
  if (window.__APOLLO_STATE__) client.cache.restore(window.__APOLLO_STATE__);
  // Each query the page asks for first is worked out, then read from that cache.
  for (const query of firstQueries) {
    await step();
    const read = prepareQuery(client, query);
    await step();
    read();
  }
  await step();
  openSessionStorage();
  await step();
  // createBrowserRouter reads the server's window.__staticRouterHydrationData itself (e.g. a route error).
  const router = createAppRouter();
  await step();

  const app = (
    <StrictMode>
      <AppProviders client={client} serverGlobalStyles={hydrating}>
        <RouterProvider router={router} />
      </AppProviders>
      <HydrationMarker />
    </StrictMode>
  );

  // From here React is taking the page over: the first-paint controls (index.html) remember taps for it instead.
  if (hydrating) document.documentElement.dataset.hydrating = 'true';
  if (hydrating) hydrateRoot(container, app);
  else createRoot(container).render(app);
}

void start();
