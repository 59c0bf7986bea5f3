/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/**
 * SWC compiles TypeScript for jest, keeping the decorator metadata TypeGraphQL and TypeORM
 * need. Packages that ship only ESM are compiled too (transformIgnorePatterns below).
 */
const swc = (syntax: 'typescript', tsx: boolean) =>
  [
    '@swc/jest',
    {
      jsc: {
        parser: { syntax, decorators: true, tsx },
        transform: { legacyDecorator: true, decoratorMetadata: true, react: { runtime: 'automatic' } },
        target: 'es2022',
      },
      module: { type: 'commonjs' },
    },
  ] as never;

const ESM_ONLY = [
  'graphql-upload',
  'fs-capacitor',
  'lenis',
  'apollo-upload-client',
  'extract-files',
  'is-plain-obj',
  'feed',
  '@dicebear',
  '@seriousme/openapi-schema-validator',
  // @fastify/static's own copy (v3), below its folder; Express's is CommonJS (compiled all the same, harmlessly).
  '(@fastify/static/node_modules/)?content-disposition',
];
const transformIgnorePatterns = [`/node_modules/(?!(${ESM_ONLY.join('|')})/)`];
/** SPEC §5's field rules (field-rules/), one package for server and client (the alias of tsconfig.json and client/vite.config.ts). */
const fieldRules = {
  '^@field-rules$': '<rootDir>/field-rules',
  '^@field-rules/(.*)$': '<rootDir>/field-rules/$1',
};

const config: Config = {
  projects: [
    {
      displayName: 'server',
      // Output (the server's log lines included: quiet-logs.ts) is shown only for a failing test.
      testEnvironment: '<rootDir>/server/src/test/quiet-node-environment.ts',
      // field-rules/ is the package both sides share; its own tests (rules.test.ts) run here.
      roots: ['<rootDir>/server/src', '<rootDir>/field-rules'],
      testMatch: ['**/*.test.ts'],
      moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
      transform: { '^.+\\.(ts|mjs|js)$': swc('typescript', false) },
      transformIgnorePatterns,
      moduleNameMapper: fieldRules,
      setupFiles: ['reflect-metadata', '<rootDir>/server/src/test/quiet-logs.ts'],
      // Every answer from /api is checked against the OpenAPI document (docs/decisions/071-openapi-from-routes.md).
      setupFilesAfterEnv: ['<rootDir>/server/src/test/openapi-setup.ts'],
      // On the embedded default: initdb and the migrations once per run, not once per test file.
      globalSetup: '<rootDir>/server/src/test/global-setup.ts',
    },
    {
      displayName: 'client',
      testEnvironment: '<rootDir>/client/src/testing/quiet-jsdom-environment.ts',
      roots: ['<rootDir>/client/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      moduleFileExtensions: ['tsx', 'ts', 'js', 'mjs', 'cjs', 'json'],
      transform: { '^.+\\.(tsx?|mjs|js)$': swc('typescript', true) },
      transformIgnorePatterns,
      moduleNameMapper: {
        '\\.css$': '<rootDir>/client/src/testing/style-stub.ts',
        ...fieldRules,
      },
      setupFilesAfterEnv: ['<rootDir>/client/src/testing/setup-tests.ts'],
    },
    {
      displayName: 'e2e',
      // The server's output (support/server.ts) is shown only for a failing test.
      testEnvironment: '<rootDir>/server/src/test/quiet-node-environment.ts',
      roots: ['<rootDir>/e2e'],
      testMatch: ['**/*.e2e.test.ts'],
      moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
      transform: { '^.+\\.(ts|mjs|js)$': swc('typescript', false) },
      transformIgnorePatterns,
      // Browser tests read the client's site config, which imports the shared rules.
      moduleNameMapper: fieldRules,
      globalSetup: '<rootDir>/e2e/support/global-setup.ts',
    },
  ],
  // Server test files each own a database; two workers keep a 2-core machine responsive.
  maxWorkers: 2,
  testTimeout: 30_000,
};

export default config;
