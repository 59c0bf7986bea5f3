/**
 * The field rules both sides share (SPEC §5). Server and client import this package as `@field-rules`
 * (tsconfig.json, client/tsconfig.json, client/field-rules-alias.ts for both Vite builds, jest.config.ts);
 * the server's build compiles it to dist/node_modules/@field-rules, where Node finds it from dist/server
 * (docs/decisions/049-field-rules-package-and-layer-rules.md). Keep everything here free of
 * class-validator, Node built-ins and imports from server/ or client/ (eslint.config.mjs refuses them).
 */
export * from './rules';
export * from './record';
