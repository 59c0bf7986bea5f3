import path from 'node:path';

/**
 * `@field-rules`: SPEC §5's field rules, one module the server's validation and the client's forms both use
 * (server/src/shared/field-rules; also in client/tsconfig.json and jest.config.ts). Both Vite builds use it.
 */
export const fieldRulesAlias = [
  {
    find: /^@field-rules$/,
    replacement: path.resolve(import.meta.dirname, '../server/src/shared/field-rules/index.ts'),
  },
  {
    find: /^@field-rules\/(.*)$/,
    replacement: path.resolve(import.meta.dirname, '../server/src/shared/field-rules/$1'),
  },
];
