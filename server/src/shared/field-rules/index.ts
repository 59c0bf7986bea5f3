/**
 * The field rules both sides share (SPEC §5). The client imports this through the `@field-rules`
 * alias (client/vite.config.ts, client/vite.ssr.config.ts, client/tsconfig.json, jest.config.ts);
 * the server imports it by path. Keep everything here free of class-validator and Node built-ins.
 */
export * from './rules';
