// Copies Scalar's browser bundle (the REST reference page at /api/docs) into dist/api-reference, with its version,
// so production serves it after `npm prune --omit=dev` drops the package (server/src/rest/openapi/api-reference.ts).
import { copyFile, mkdir, readFile, rm, writeFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
const outDir = path.join(root, 'dist/api-reference');
// The package exports no path to its browser bundle; it sits beside its entry point.
const dist = path.dirname(createRequire(import.meta.url).resolve('@scalar/api-reference'));
const { version } = JSON.parse(await readFile(path.join(dist, '..', 'package.json'), 'utf8'));

await rm(outDir, { recursive: true, force: true });
await mkdir(outDir, { recursive: true });
await copyFile(path.join(dist, 'browser', 'standalone.js'), path.join(outDir, 'standalone.js'));
await writeFile(path.join(outDir, 'version.json'), JSON.stringify({ version }));
console.log(`API reference: Scalar ${version} copied to dist/api-reference`);
