/**
 * Lets the bench's worker load the server's TypeScript sources (server/src) as they are, with the decorator
 * metadata TypeGraphQL and TypeORM need: esbuild-register (which runs the bench) emits none, so files under
 * server/src go through SWC with the options jest uses (jest.config.ts) and everything else stays with
 * esbuild-register; `@field-rules` resolves to the field-rules/ package (server/src/test/field-rules-alias.ts).
 * Import this module before any server module.
 */
import { readFileSync } from 'node:fs';
import Module from 'node:module';
import path from 'node:path';
import { transformSync } from '@swc/core';
import '../../server/src/test/field-rules-alias';

const serverSource = path.resolve(__dirname, '..', '..', 'server', 'src') + path.sep;
const extensions = (Module as any)._extensions as Record<string, (module: any, filename: string) => void>;
const previous = extensions['.ts'];

extensions['.ts'] = (module, filename) => {
  if (!filename.startsWith(serverSource)) return previous(module, filename);
  const { code } = transformSync(readFileSync(filename, 'utf8'), {
    filename,
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  });
  module._compile(code, filename);
};
