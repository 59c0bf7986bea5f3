import type { CodegenConfig } from '@graphql-codegen/cli';

const output = {
  preset: 'client',
  presetConfig: { fragmentMasking: false },
  config: {
    useTypeImports: true,
    enumsAsTypes: true,
    scalars: { DateTimeISO: 'string', Upload: 'File' },
  },
} as const;

/**
 * Typed operations for the client, from the printed server schema (schema.graphql) and the
 * operations in client/src/**\/*.graphql. Two outputs (generated, never edited):
 * - client/src/gql/: the public site's operations (no *-admin.graphql), in the first load;
 * - client/src/gql-admin/: every operation, imported only by the lazily loaded admin area,
 *   so a visitor's first load carries no admin operations.
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  ignoreNoDocuments: false,
  generates: {
    'client/src/gql/': { ...output, documents: ['client/src/**/*.graphql', '!client/src/**/*-admin.graphql'] },
    'client/src/gql-admin/': { ...output, documents: ['client/src/**/*.graphql'] },
  },
};

export default config;
