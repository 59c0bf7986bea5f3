import type { NormalizedCacheObject } from '@apollo/client';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { RouterProvider } from 'react-router-dom';
import { createApolloClient } from './app/apollo';
import { AppProviders } from './app/providers';
import { createAppRouter } from './app/router';

declare global {
  interface Window {
    /** The Apollo cache the server filled while rendering this page (server/src/ssr, entry-server.tsx). */
    __APOLLO_STATE__?: NormalizedCacheObject;
  }
}

const client = createApolloClient();
// What the server already fetched is answered from the cache: hydration renders the same markup, with no second fetch.
if (window.__APOLLO_STATE__) client.cache.restore(window.__APOLLO_STATE__);
// createBrowserRouter reads the server's window.__staticRouterHydrationData itself (e.g. a route error).
const router = createAppRouter();

const container = document.getElementById('root')!;
const app = (
  <StrictMode>
    <AppProviders client={client}>
      <RouterProvider router={router} />
    </AppProviders>
  </StrictMode>
);

// Public pages arrive server-rendered and are hydrated; the admin area (and any fallback) arrives as an empty shell.
if (container.hasChildNodes()) hydrateRoot(container, app);
else createRoot(container).render(app);
