import path from 'node:path';
import { defineConfig } from 'vite';
import { fieldRulesAlias } from './field-rules-alias.ts';
import { browserBuildPlugins } from './browser-build-plugins.ts';
import { everyPageChunk } from './islands-chunks.ts';

/**
 * The islands of public pages (client/src/islands.tsx, docs/decisions/053 and 054), built on their own after
 * client/vite.config.ts into the same dist/client with a manifest of their own. Here React is Preact's
 * compatibility layer: the same components, a seventh of the bytes, for the few parts of a public page a visitor
 * can press. The server still renders every page with React (client/vite.ssr.config.ts); the admin keeps React.
 */
const preactCompat = [
  { find: /^react-dom\/client$/, replacement: 'preact/compat/client' },
  { find: /^react-dom$/, replacement: path.resolve(import.meta.dirname, 'preact-react-dom.ts') },
  { find: /^react\/jsx-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react\/jsx-dev-runtime$/, replacement: 'preact/jsx-runtime' },
  { find: /^react$/, replacement: 'preact/compat' },
];

const islandsEntry = path.resolve(import.meta.dirname, 'src/islands.tsx');

export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  resolve: { alias: [...fieldRulesAlias, ...preactCompat] },
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: browserBuildPlugins(),
  build: {
    outDir: '../dist/client',
    emptyOutDir: false,
    sourcemap: true,
    // Read by the server beside the app's (server/src/ssr/page-renderer.ts).
    manifest: '.vite/islands-manifest.json',
    rollupOptions: {
      input: { islands: islandsEntry },
      output: {
        // Each island is a chunk of its own (app/island-registry.ts), loaded on the pages that have it; what every
        // page runs is one chunk.
        codeSplitting: {
          includeDependenciesRecursively: false,
          groups: [everyPageChunk([islandsEntry, path.resolve(import.meta.dirname, 'src/components/layout/nav-bar.tsx')])],
        },
      },
      treeshake: { manualPureFunctions: ['forwardRef'] },
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
