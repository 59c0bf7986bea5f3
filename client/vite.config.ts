import { defineConfig } from 'vite';

/**
 * The browser client. `npm run dev` serves it with hot reload and forwards API calls to the
 * server on PORT (default 4000); `npm run build:client` writes dist/client, which the server serves.
 */
const apiTarget = `http://localhost:${process.env.PORT ?? 4000}`;

export default defineConfig({
  root: __dirname,
  publicDir: 'public',
  oxc: { jsx: { runtime: 'automatic' } },
  build: {
    outDir: '../dist/client',
    emptyOutDir: true,
    sourcemap: true,
    rollupOptions: {
      output: {
        // Libraries change less often than the app: separate files stay cached across releases.
        manualChunks(id: string) {
          if (!id.includes('node_modules')) return undefined;
          if (/node_modules\/(react|react-dom|scheduler|react-router|react-router-dom)\//.test(id)) return 'react';
          if (/node_modules\/(@apollo|graphql|rxjs|@wry|optimism|apollo-upload-client|extract-files)\//.test(id)) return 'apollo';
          return 'vendor';
        },
      },
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
});
