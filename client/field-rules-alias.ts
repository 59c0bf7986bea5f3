import path from 'node:path';

/**
 * `@field-rules`: SPEC §5's field rules, the package at the top of the repository (field-rules/) that the server's
 * validation and the client's forms both use (also in client/tsconfig.json, tsconfig.json and jest.config.ts).
 * Both Vite builds use it.
 */
export const fieldRulesAlias = [
  {
    find: /^@field-rules$/,
    replacement: path.resolve(import.meta.dirname, '../field-rules/index.ts'),
  },
  {
    find: /^@field-rules\/(.*)$/,
    replacement: path.resolve(import.meta.dirname, '../field-rules/$1'),
  },
];
