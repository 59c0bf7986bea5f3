// Writes file.br (brotli, quality 11) and file.gz (gzip, level 9) beside every compressible file of the
// built website and playground, once per build, so the server sends them without compressing per request
// (@fastify/static's preCompressed: server/src/http/static-files.ts). Run by `npm run build` (postbuild); by hand:
//   node scripts/precompress.mjs [dir ...]      (default: dist/client dist/graphiql)
import { existsSync } from 'node:fs';
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const DEFAULT_DIRS = [path.join(root, 'dist/client'), path.join(root, 'dist/graphiql')];

/** The compressible types the site ships. HTML is not among them: it is rendered per request (the CSP nonce). */
const EXTENSIONS = new Set(['.js', '.mjs', '.css', '.json', '.svg', '.xml', '.txt', '.webmanifest']);
/** Below this the server's own threshold sends the file as it is anyway. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* filesUnder(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const file = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* filesUnder(file);
    else if (entry.isFile()) yield file;
  }
}

/** Compresses every eligible file under `dir`; returns what it wrote, for the log and the tests. */
export async function precompressDir(dir) {
  const written = [];
  if (!existsSync(dir)) return written;
  for await (const file of filesUnder(dir)) {
    if (!EXTENSIONS.has(path.extname(file).toLowerCase())) continue;
    const { size } = await stat(file);
    if (size < MIN_BYTES) continue;
    const bytes = await readFile(file);
    const variants = [
      [
        '.br',
        await brotli(bytes, {
          params: {
            [zlib.constants.BROTLI_PARAM_QUALITY]: zlib.constants.BROTLI_MAX_QUALITY,
            [zlib.constants.BROTLI_PARAM_SIZE_HINT]: size,
            [zlib.constants.BROTLI_PARAM_MODE]: zlib.constants.BROTLI_MODE_TEXT,
          },
        }),
      ],
      ['.gz', await gzip(bytes, { level: zlib.constants.Z_BEST_COMPRESSION })],
    ];
    for (const [suffix, compressed] of variants) {
      // A variant no smaller than the file would only cost the client a decode.
      if (compressed.length >= size) continue;
      await writeFile(file + suffix, compressed);
      written.push({ file: file + suffix, bytes: compressed.length, original: size });
    }
  }
  return written;
}

if (process.argv[1] && import.meta.url === pathToFileURL(path.resolve(process.argv[1])).href) {
  const dirs = process.argv.length > 2 ? process.argv.slice(2).map((dir) => path.resolve(dir)) : DEFAULT_DIRS;
  for (const dir of dirs) {
    const written = await precompressDir(dir);
    const before = written.filter((w) => w.file.endsWith('.br')).reduce((sum, w) => sum + w.original, 0);
    const after = written.filter((w) => w.file.endsWith('.br')).reduce((sum, w) => sum + w.bytes, 0);
    console.log(
      `Precompressed ${path.relative(process.cwd(), dir) || '.'}: ${written.length} files written` +
        (before ? ` (brotli ${Math.round(before / 1024)} KB -> ${Math.round(after / 1024)} KB)` : ''),
    );
  }
}
