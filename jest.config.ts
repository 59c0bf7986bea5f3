/** @jest-config-loader esbuild-register */
import type { Config } from 'jest';

/**
 * SWC compiles TypeScript for jest, keeping decorator metadata that TypeGraphQL and
 * TypeORM need. graphql-upload and fs-capacitor ship only ESM, so they are compiled too.
 */
const swcTransform = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', decorators: true },
      transform: { legacyDecorator: true, decoratorMetadata: true },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

const config: Config = {
  projects: [
    {
      displayName: 'server',
      testEnvironment: 'node',
      roots: ['<rootDir>/server/src'],
      testMatch: ['**/*.test.ts'],
      moduleFileExtensions: ['ts', 'js', 'mjs', 'cjs', 'json'],
      transform: { '^.+\\.(ts|mjs|js)$': swcTransform as never },
      transformIgnorePatterns: ['/node_modules/(?!(graphql-upload|fs-capacitor)/)'],
      setupFiles: ['reflect-metadata'],
    },
  ],
  // Each server test file owns a database; two workers keep a 2-core machine responsive.
  maxWorkers: 2,
  testTimeout: 30_000,
};

export default config;
