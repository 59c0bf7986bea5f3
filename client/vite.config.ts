import path from 'node:path';
import { defineConfig } from 'vite';
import { fieldRulesAlias } from './field-rules-alias.ts';
import { reactIconModules } from './react-icon-modules.ts';
import { startupCompileHints } from './startup-compile-hints.ts';
import { styledComponentIds } from './styled-component-ids.ts';

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

type ModuleInfoLookup = (id: string) => { isEntry: boolean; importers: readonly string[] } | null;
const firstLoadCache = new Map<string, boolean>();

/** Whether a module is reached from the entry through static imports only (so it is in the first load). */
function inFirstLoad(id: string, getModuleInfo: ModuleInfoLookup, seen = new Set<string>()): boolean {
  const cached = firstLoadCache.get(id);
  if (cached !== undefined) return cached;
  if (seen.has(id)) return false;
  seen.add(id);
  const info = getModuleInfo(id);
  const result = !!info && (info.isEntry || info.importers.some((importer) => inFirstLoad(importer, getModuleInfo, seen)));
  // A "no" reached through a cycle may be wrong for another start: remember only the yeses.
  if (result) firstLoadCache.set(id, true);
  return result;
}

export default defineConfig(({ mode }) => ({
  root: import.meta.dirname,
  publicDir: 'public',
  resolve: { alias: mode === 'production' ? [...fieldRulesAlias, ...reactRouterProductionAlias] : fieldRulesAlias },
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    styledComponentIds(import.meta.dirname),
    reactIconModules(),
    startupCompileHints(path.resolve(import.meta.dirname, 'src/pages/public') + path.sep),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    // .vite/manifest.json: which chunk each page's module is in, so the server preloads the page's chunk.
    manifest: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across releases.
        // Only libraries the first load needs are grouped; one used only by lazily loaded code (the
        // admin, the project dialog, toasts, smooth scrolling) stays with that code, out of the first load.
        manualChunks(id: string, { getModuleInfo }) {
          if (!id.includes('node_modules') || !inFirstLoad(id, getModuleInfo)) return undefined;
          // lenis/react (its context and hook) is ungrouped: a group would pull in Lenis, which it imports only
          // for its provider; app/smooth-scroll.tsx loads Lenis itself after the first paint.
          if (/node_modules\/lenis\//.test(id)) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'react';
          if (/node_modules\/(@apollo|graphql|rxjs|@wry|optimism|apollo-upload-client|extract-files)\//.test(id)) return 'apollo';
          return 'vendor';
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
