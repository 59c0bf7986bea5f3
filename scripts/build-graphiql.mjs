// Bundles the self-hosted GraphiQL playground (server/graphiql) into dist/graphiql:
// content-hashed JS and CSS under assets/, and index.html pointing at them.
// The page needs nothing from the internet (ARCHITECTURE.md: "works offline").
import { mkdir, readFile, rename, rm, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import * as esbuild from 'esbuild';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const sourceDir = path.join(root, 'server/graphiql');
export const GRAPHIQL_DIST = path.join(root, 'dist/graphiql');
/** Where server/src/graphql/graphiql.ts serves assets/ from. */
const PUBLIC_ASSETS_PATH = '/graphql/assets';

export async function buildGraphiql({ outDir = GRAPHIQL_DIST } = {}) {
  const assetsDir = path.join(outDir, 'assets');
  await rm(outDir, { recursive: true, force: true });
  const result = await esbuild.build({
    entryPoints: [path.join(sourceDir, 'main.tsx')],
    outdir: assetsDir,
    entryNames: '[name]-[hash]',
    bundle: true,
    minify: true,
    format: 'esm',
    target: 'es2020',
    jsx: 'automatic',
    define: { 'process.env.NODE_ENV': '"production"' },
    // Only loaded for websocket subscriptions, which this schema does not have.
    external: ['graphql-ws'],
    metafile: true,
    logLevel: 'warning',
  });

  const outputs = Object.keys(result.metafile.outputs).map((file) => path.relative(assetsDir, path.resolve(file)));
  const js = outputs.find((file) => file.endsWith('.js'));
  const css = outputs.find((file) => file.endsWith('.css'));
  if (!js || !css) throw new Error(`GraphiQL build produced no JS or CSS: ${outputs.join(', ')}`);

  const template = await readFile(path.join(sourceDir, 'index.html'), 'utf8');
  const html = template
    .replace('%GRAPHIQL_JS%', `${PUBLIC_ASSETS_PATH}/${js}`)
    .replace('%GRAPHIQL_CSS%', `${PUBLIC_ASSETS_PATH}/${css}`);
  // index.html is written last and atomically: its presence means the build is complete.
  await mkdir(outDir, { recursive: true });
  await writeFile(path.join(outDir, 'index.html.tmp'), html);
  await rename(path.join(outDir, 'index.html.tmp'), path.join(outDir, 'index.html'));
  return { outDir, js, css };
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const { outDir, js, css } = await buildGraphiql();
  console.log(`GraphiQL built into ${path.relative(process.cwd(), outDir) || '.'}: assets/${js}, assets/${css}`);
}
