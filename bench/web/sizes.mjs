// Sizes of a built client: every chunk's gzip size, and the JavaScript a first visit loads (the
// module scripts and modulepreloads its index.html names). `node bench/web/sizes.mjs [dir]` prints them
// for dist/client (or dir); bench/web/run.ts and stack-floor.mjs use the same functions.
import { readFileSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { gzipSync } from 'node:zlib';

export const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..', '..');

/** gzip at level 9, what a precompressing server or CDN sends. */
export function gzipBytes(file) {
  return gzipSync(readFileSync(file), { level: 9 }).length;
}

/** Every .js and .css file under assets/ with its raw and gzip size, largest first. */
export function chunkSizes(clientDir) {
  const assets = path.join(clientDir, 'assets');
  return readdirSync(assets)
    .filter((name) => /\.(js|css)$/.test(name))
    .map((name) => {
      const file = path.join(assets, name);
      return { name, raw: statSync(file).size, gzip: gzipBytes(file) };
    })
    .sort((a, b) => b.gzip - a.gzip);
}

/** The scripts and modulepreloads (and stylesheets) index.html loads before anything is clicked. */
export function firstLoad(clientDir, html = readFileSync(path.join(clientDir, 'index.html'), 'utf8')) {
  const urls = (pattern) => [...html.matchAll(pattern)].map((match) => match[1]);
  // A server-rendered page names them in its starter script instead (server/src/ssr/deferred-scripts.ts).
  const deferred = html.match(/var p=(\[[^\]]*\]),e=(\[[^\]]*\])/);
  const scripts = [
    ...urls(/<script[^>]*type="module"[^>]*src="([^"]+)"/g),
    ...urls(/<link[^>]*rel="modulepreload"[^>]*href="([^"]+)"/g),
    ...(deferred ? [...JSON.parse(deferred[2]), ...JSON.parse(deferred[1])] : []),
  ];
  const styles = urls(/<link[^>]*rel="stylesheet"[^>]*href="([^"]+)"/g);
  const sized = (list) =>
    [...new Set(list)]
      .filter((url) => url.startsWith('/'))
      .map((url) => ({ name: url.replace(/^\//, ''), gzip: gzipBytes(path.join(clientDir, url)) }));
  const js = sized(scripts);
  const css = sized(styles);
  return { js, css, jsGzip: js.reduce((sum, f) => sum + f.gzip, 0), cssGzip: css.reduce((sum, f) => sum + f.gzip, 0) };
}

export const kb = (bytes) => (bytes / 1024).toFixed(1);

/** Sources of the admin area (its pages, its generated operations) found in the given chunks' source maps. */
export function adminSourcesIn(clientDir, chunkNames) {
  const found = [];
  for (const name of chunkNames) {
    const map = path.join(clientDir, name.includes('/') ? name : path.join('assets', name)) + '.map';
    let sources = [];
    try {
      sources = JSON.parse(readFileSync(map, 'utf8')).sources;
    } catch {
      continue;
    }
    for (const source of sources)
      if (/src\/(pages\/admin|gql-admin)\//.test(source)) found.push(`${path.basename(name)}: ${source}`);
  }
  return found;
}

if (process.argv[1] && fileURLToPath(import.meta.url) === path.resolve(process.argv[1])) {
  const dir = path.resolve(process.argv[2] ?? path.join(root, 'dist', 'client'));
  // Every public page is an islands page (docs/decisions/053, 054): the server swaps the shell's entry for the
  // islands entry and preloads what it imports, through the islands build's manifest, as done here.
  let html = '';
  try {
    const manifest = JSON.parse(readFileSync(path.join(dir, '.vite', 'islands-manifest.json'), 'utf8'));
    const files = new Set();
    const visit = (key) => {
      const chunk = manifest[key];
      if (!chunk || files.has(chunk.file)) return;
      files.add(chunk.file);
      (chunk.imports ?? []).forEach(visit);
    };
    visit('src/islands.tsx');
    html = [...files].map((file) => `<link rel="modulepreload" href="/${file}">`).join('');
  } catch {
    // No islands build: public pages load the shell's own scripts, as the admin does.
    html = readFileSync(path.join(dir, 'index.html'), 'utf8');
  }
  const first = firstLoad(dir, html);
  const initial = new Set([...first.js, ...first.css].map((f) => path.basename(f.name)));
  console.log('| Chunk | Raw KB | Gzip KB | First load of a public page |');
  console.log('|---|---:|---:|---|');
  for (const chunk of chunkSizes(dir)) {
    console.log(`| ${chunk.name} | ${kb(chunk.raw)} | ${kb(chunk.gzip)} | ${initial.has(chunk.name) ? 'yes' : ''} |`);
  }
  console.log(
    `\nFirst-load JS of a public page whose only island is the nav bar (others add their islands' chunks): ${kb(first.jsGzip)} KB gzip (${first.js.map((f) => path.basename(f.name)).join(', ')})`,
  );
  console.log(`First-load CSS of a public page: ${kb(first.cssGzip)} KB gzip`);
  const admin = adminSourcesIn(
    dir,
    first.js.map((f) => f.name),
  );
  console.log(`Admin modules in the first load: ${admin.length ? admin.join(', ') : 'none'}`);
}
