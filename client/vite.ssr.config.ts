import { defineConfig } from 'vite';

/**
 * The server's renderer (client/src/entry-server.tsx), built by `npm run build:ssr` into dist/ssr as
 * one CommonJS file the server require()s (server/src/ssr). Everything is bundled, so the server needs
 * no ESM interop and CSS imports are dropped; the browser build stays client/vite.config.ts.
 */
export default defineConfig({
  root: __dirname,
  publicDir: false,
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
