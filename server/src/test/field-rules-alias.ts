import Module from 'node:module';
import path from 'node:path';

/**
 * `@field-rules` (tsconfig.json's alias for the field-rules/ package) for server sources that Node itself loads
 * rather than jest's module system: jest's globalSetup (global-setup.ts) and the embedded-engines bench. Test files
 * get the alias from jest.config.ts's moduleNameMapper, the built server from dist/node_modules/@field-rules
 * (docs/decisions/049-field-rules-package-and-layer-rules.md). Import this before any server module.
 */
const FIELD_RULES = path.resolve(__dirname, '..', '..', '..', 'field-rules');
const ALIAS = /^@field-rules(\/.*)?$/;

type ResolveFilename = (this: unknown, request: string, ...rest: unknown[]) => string;
const loader = Module as unknown as { _resolveFilename: ResolveFilename };
const resolveFilename = loader._resolveFilename;
loader._resolveFilename = function (request, ...rest) {
  const alias = ALIAS.exec(request);
  return resolveFilename.call(this, alias ? FIELD_RULES + (alias[1] ?? '') : request, ...rest);
};
