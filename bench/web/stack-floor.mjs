// The stack's own weight: builds bench/web/stack-floor-app (react-dom/client, react-router's
// createBrowserRouter/RouterProvider, Apollo Client with InMemoryCache and useQuery, styled-components)
// for production with the site's Vite, into a temporary folder, and prints its JavaScript gzip size.
// `node bench/web/stack-floor.mjs`; bench/web/run.ts calls stackFloor().
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { chunkSizes, firstLoad, kb, root } from './sizes.mjs';

export async function stackFloor() {
  const { build } = await import('vite');
  const outDir = await mkdtemp(path.join(os.tmpdir(), 'stack-floor-'));
  const previousEnv = process.env.NODE_ENV;
  process.env.NODE_ENV = 'production';
  try {
    await build({
      configFile: false,
      logLevel: 'warn',
      root: path.join(root, 'bench', 'web', 'stack-floor-app'),
      mode: 'production',
      oxc: { jsx: { runtime: 'automatic' } },
      build: {
        outDir,
        emptyOutDir: true,
        chunkSizeWarningLimit: 5000,
        rollupOptions: {
          onwarn(warning, warn) {
            if (warning.code === 'MODULE_LEVEL_DIRECTIVE') return;
            warn(warning);
          },
        },
      },
    });
    const first = firstLoad(outDir);
    const all = chunkSizes(outDir).filter((chunk) => chunk.name.endsWith('.js'));
    return { jsGzip: first.jsGzip, allJsGzip: all.reduce((sum, c) => sum + c.gzip, 0) };
  } finally {
    if (previousEnv === undefined) delete process.env.NODE_ENV;
    else process.env.NODE_ENV = previousEnv;
    await rm(outDir, { recursive: true, force: true });
  }
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const floor = await stackFloor();
  console.log(
    `Stack floor (react-dom + react-router + Apollo Client + styled-components): ${kb(floor.jsGzip)} KB gzip first-load JS`,
  );
}
