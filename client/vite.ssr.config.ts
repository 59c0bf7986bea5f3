import { defineConfig, type Plugin } from 'vite';
import { fieldRulesAlias } from './field-rules-alias.ts';
import { styledComponentIds } from './styled-component-ids.ts';

/**
 * The server never renders the admin area (server/src/ssr/page-renderer.ts sends its shell before
 * rendering), so the admin chunk that app/routes.tsx imports on demand is left out of this bundle.
 */
const ADMIN_STUB = '\0admin-area-is-client-rendered';
const leaveOutAdminArea: Plugin = {
  name: 'leave-out-admin-area',
  enforce: 'pre',
  resolveId(source, importer) {
    if (source === '../pages/admin' && importer?.replace(/\\/g, '/').endsWith('/app/routes.tsx')) return ADMIN_STUB;
    return null;
  },
  load(id) {
    return id === ADMIN_STUB ? 'export {};' : null;
  },
};

/**
 * The server's renderer (client/src/entry-server.tsx), built by `npm run build:ssr` into dist/ssr as
 * one CommonJS file the server require()s (server/src/ssr). Everything is bundled, so the server needs
 * no ESM interop and CSS imports are dropped; the browser build stays client/vite.config.ts.
 */
export default defineConfig({
  root: import.meta.dirname,
  publicDir: false,
  plugins: [leaveOutAdminArea, styledComponentIds(import.meta.dirname)],
  resolve: { alias: fieldRulesAlias },
  oxc: { jsx: { runtime: 'automatic' } },
  ssr: { noExternal: true, target: 'node' },
  build: {
    ssr: 'src/entry-server.tsx',
    outDir: '../dist/ssr',
    emptyOutDir: true,
    sourcemap: false,
    minify: false,
    rollupOptions: {
      output: { format: 'cjs', entryFileNames: 'entry-server.cjs', codeSplitting: false },
      onwarn(warning, warn) {
        if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
        warn(warning);
      },
    },
  },
});
