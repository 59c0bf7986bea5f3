import path from 'node:path';
import { defineConfig } from 'vite';
import { browserBuildPlugins } from './browser-build-plugins.ts';
import { fieldRulesAlias } from './field-rules-alias.ts';

/**
 * The browser client. `npm run dev` serves it with hot reload and forwards API calls to the
 * server on PORT (default 4000); `npm run build:client` writes dist/client, which the server serves.
 */
const apiTarget = `http://localhost:${process.env.PORT ?? 4000}`;

/**
 * react-router 7 points every export condition at its development build (remix-run/react-router#14102); the
 * production build differs only in leaving its development warnings off. Production builds use it.
 */
const reactRouterProductionAlias = [
  {
    find: /^react-router$/,
    replacement: path.resolve(import.meta.dirname, '../node_modules/react-router/dist/production/index.mjs'),
  },
  {
    find: /^react-router\/dom$/,
    replacement: path.resolve(import.meta.dirname, '../node_modules/react-router/dist/production/dom-export.mjs'),
  },
];

export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  publicDir: 'public',
  resolve: { alias: mode === 'production' ? [...fieldRulesAlias, ...reactRouterProductionAlias] : fieldRulesAlias },
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: browserBuildPlugins(),
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunk each page's module is in, so the server preloads the page's chunk.
    manifest: true,
    rollupOptions: {
      // index.html (main.tsx, the whole app); the islands of public pages are built apart, on Preact
      // (vite.islands.config.ts, docs/decisions/054).
      input: { index: path.resolve(import.meta.dirname, 'index.html') },
      output: {
        // Libraries change less often than the app: separate files stay cached across releases. Only the
        // libraries of the first loads are grouped (each group by priority, so one never takes another's modules
        // as its dependencies); the rest (the admin's, the project dialog's, toasts, smooth scrolling) stays with
        // the code that loads it. React is apart from the router and Apollo Client.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [
            { name: 'react', test: /node_modules[\\/](react|react-dom|scheduler)[\\/]/, priority: 40 },
            {
              name: 'styles',
              test: /node_modules[\\/](styled-components|stylis|@emotion|shallowequal|tslib)[\\/]/,
              priority: 30,
            },
            {
              name: 'router',
              test: /node_modules[\\/](react-router|react-router-dom|cookie|set-cookie-parser)[\\/]/,
              priority: 20,
            },
            {
              name: 'apollo',
              test: /node_modules[\\/](@apollo|rxjs|@wry|optimism|apollo-upload-client|extract-files|is-plain-obj|@graphql-typed-document-node)[\\/]/,
              priority: 10,
            },
          ],
        },
      },
      // React's forwardRef has no side effects: marked so, lenis/react's unused provider component, and with
      // it Lenis, drop out of the first load.
      treeshake: { manualPureFunctions: ['forwardRef'] },
      // Libraries' "use client" markers mean nothing in a client-only bundle.
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
  server: {
    port: 5173,
    proxy: {
      '/graphql': apiTarget,
      '/api': apiTarget,
      '/uploads': apiTarget,
    },
  },
}));
