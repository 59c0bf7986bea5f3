import path from 'node:path';
import { defineConfig } from 'vite';
import { fieldRulesAlias } from './field-rules-alias.ts';
import { everyPageChunk } from './islands-chunks.ts';
import { reactIconModules } from './react-icon-modules.ts';
import { startupCompileHints } from './startup-compile-hints.ts';
import { styledComponentIds } from './styled-component-ids.ts';

/**
 * The islands of public pages (client/src/islands.tsx, docs/decisions/053 and 054), built on their own after
 * client/vite.config.ts into the same dist/client with a manifest of their own. Here React is Preact's
 * compatibility layer: the same components, a twelfth of the bytes, for the few parts of a public page a visitor
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

export const ISLANDS_MANIFEST = '.vite/islands-manifest.json';

export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  resolve: { alias: [...fieldRulesAlias, ...preactCompat] },
  oxc: { jsx: { runtime: 'automatic' } },
  plugins: [
    styledComponentIds(import.meta.dirname),
    reactIconModules(),
    // The entry and what it imports run at once: compiled eagerly, while they stream in (docs/decisions/042).
    startupCompileHints(path.resolve(import.meta.dirname, 'src/pages/public') + path.sep),
  ],
  build: {
    outDir: '../dist/client',
    emptyOutDir: false,
    sourcemap: true,
    manifest: ISLANDS_MANIFEST,
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
