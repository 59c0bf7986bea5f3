// Exits 1 (naming the files) when client/src/gql differs from what graphql-codegen would write now.
import { generate } from '@graphql-codegen/cli';
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { createRequire } from 'node:module';

const root = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '..');
// codegen.ts is TypeScript; esbuild-register (already used for jest.config.ts) lets us require it.
const require = createRequire(import.meta.url);
require('esbuild-register/dist/node').register();
const config = require(path.join(root, 'codegen.ts')).default;

const outputs = await generate({ ...config, cwd: root, silent: true }, false);
const stale = outputs
  .filter((output) => {
    const file = path.resolve(root, output.filename);
    return !existsSync(file) || readFileSync(file, 'utf8') !== output.content;
  })
  .map((output) => output.filename);
if (stale.length > 0) {
  console.error(`Stale generated files (run npm run codegen): ${stale.join(', ')}`);
  process.exit(1);
}
console.log(`Generated client types are current (${outputs.length} files).`);
