import type { CodegenConfig } from '@graphql-codegen/cli';

/**
 * Typed operations for the client: reads the printed server schema (schema.graphql) and the
 * operations in client/src/**\/*.graphql, writes client/src/gql/ (generated, never edited).
 */
const config: CodegenConfig = {
  schema: 'schema.graphql',
  documents: ['client/src/**/*.graphql'],
  ignoreNoDocuments: false,
  generates: {
    'client/src/gql/': {
      preset: 'client',
      presetConfig: { fragmentMasking: false },
      config: {
        useTypeImports: true,
        enumsAsTypes: true,
        scalars: { DateTimeISO: 'string', Upload: 'File' },
      },
    },
  },
};

export default config;
