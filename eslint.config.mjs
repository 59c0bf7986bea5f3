// ESLint for the whole repository (`npm run lint`, part of `npm run validate`). Type checking is tsc's job
// (`npm run typecheck`); these rules catch what types cannot: hooks misuse, inaccessible markup, and imports that
// cross the code base's boundaries (docs/decisions/036-validate-and-boundaries.md, 049-field-rules-package-and-layer-rules.md).
import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import { createTypeScriptImportResolver } from 'eslint-import-resolver-typescript';
import importX from 'eslint-plugin-import-x';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/** Back-office code: only the admin area (reached through a lazy route) may import it. */
const ADMIN_MODULES = [
  '**/pages/admin',
  '**/pages/admin/**',
  '**/components/admin/**',
  '**/gql-admin',
  '**/gql-admin/**',
  '**/features/*/components/admin-*',
  '**/features/*/admin-*',
];
const ADMIN_FILES = [
  'client/src/pages/admin/**',
  'client/src/components/admin/**',
  'client/src/gql-admin/**',
  'client/src/features/*/components/admin-*',
  'client/src/features/*/admin-*',
  'client/src/features/admin-auth/**',
  'client/src/features/activity-log/**',
  'client/src/features/webhook/**',
  'client/src/features/contact-message/contact-export.ts',
  'client/src/features/rich-text/**',
  'client/src/features/product/hooks/use-delete-product.ts',
  'client/src/features/site-settings/site-settings-values.ts',
];

const FEATURES = readdirSync(new URL('./client/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
const OTHER_FEATURE = "A feature imports another feature only through its index.ts ('../../<feature>'), not its files.";

const ADMIN_IMPORT = {
  group: ADMIN_MODULES,
  message: 'Public code must not import back-office code (it would ship to visitors).',
};
const APP_IMPORT = {
  group: ['**/app', '**/app/*'],
  message: 'app/ is the composition root; put what several places need in shared/ (or the feature) instead.',
};

/**
 * The server's layers, lowest first (docs/architecture.md, docs/decisions/051-server-layers.md). A file may import its
 * own layer and those below it, never one above; import-x/no-restricted-paths checks where an import lands, not how
 * it is spelled. Tests, factories and test support wire everything and are left out.
 */
const SERVER = 'server/src';
/** field-rules/ by its one name (see the block that uses it). */
const FIELD_RULES_BY_PATH = {
  regex: '^\\.\\.?/(.*/)?field-rules(/|$)',
  message: "Import the shared rules as '@field-rules'.",
};
const SERVER_LAYERS = [
  {
    name: 'kernel',
    what: 'errors, validation, request context, the shared record bases and column decorators, config',
    files: [`${SERVER}/shared/**/*.ts`, `${SERVER}/config.ts`, `${SERVER}/types/**/*.ts`],
  },
  {
    name: 'infrastructure',
    what: 'the database driver and migrations, storage, Redis, mail, images, change events, logs and metrics',
    files: [
      `${SERVER}/db/embedded-postgres.ts`,
      `${SERVER}/db/migrations/**/*.ts`,
      `${SERVER}/shared/storage/**/*.ts`,
      `${SERVER}/shared/changes/**/*.ts`,
      `${SERVER}/shared/{redis,mailer,images,image-pipeline}.ts`,
      `${SERVER}/ops/{logger,metrics,typeorm-logger}.ts`,
    ],
  },
  {
    name: 'domain',
    what: 'the modules: entities, inputs, services (and the record services they share)',
    files: [
      `${SERVER}/modules/**/*.ts`,
      `${SERVER}/services.ts`,
      `${SERVER}/shared/{record-service,image-record-service,plain-record-service,reorder}.ts`,
    ],
  },
  {
    name: 'edge',
    what: 'the request pipeline: headers, request id, guards, compression, errors, the response cache, health, metrics',
    files: [
      `${SERVER}/http/**/*.ts`,
      `${SERVER}/shared/response-cache/**/*.ts`,
      `${SERVER}/ops/{health,metrics-route,request-observer,shutdown,graphql-observer}.ts`,
    ],
  },
  {
    name: 'doors',
    what: 'GraphQL, REST and the pages (resolvers, routes, server rendering, SEO files)',
    files: [
      `${SERVER}/graphql/**/*.ts`,
      `${SERVER}/rest/**/*.ts`,
      `${SERVER}/ssr/**/*.ts`,
      `${SERVER}/seo/**/*.ts`,
      `${SERVER}/client-app.ts`,
      `${SERVER}/modules/index.ts`,
      `${SERVER}/modules/*/*.{resolver,routes}.ts`,
      // Answers the doors' public reads ahead of Express (ADR 041); goes with issue 29's one pipeline.
      `${SERVER}/http/public-read-lane.ts`,
    ],
  },
  {
    name: 'app',
    what: 'the wiring: the process, the app, the data source, CLIs, seed and backups',
    files: [
      `${SERVER}/{index,app,admin-cli}.ts`,
      `${SERVER}/db/{cli,database,data-source,embedded-template,first-run,seed,demo-content,demo-image-set,demo-images,generate-migration}.ts`,
      `${SERVER}/ops/{backup,backup-cli}.ts`,
    ],
  },
];
const SERVER_TESTS = [`${SERVER}/**/*.test.ts`, `${SERVER}/**/*.testing.ts`, `${SERVER}/**/*.factory.ts`, `${SERVER}/test/**`];
/** Each layer's files: its globs minus those a higher layer claims (a resolver is a door, though it lives in modules/). */
const serverLayerBlocks = SERVER_LAYERS.slice(0, -1).map((layer, index) => {
  const above = SERVER_LAYERS.slice(index + 1);
  return {
    files: layer.files,
    ignores: [...SERVER_TESTS, ...above.flatMap((higher) => higher.files)],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          // One zone per glob: the rule takes a zone's `from` as all globs or all plain paths.
          zones: above.flatMap((higher) =>
            higher.files.map((glob) => ({
              target: `./${SERVER}`,
              from: `./${glob}`,
              message: `${layer.name} (${layer.what}) does not import ${higher.name} (${higher.what}).`,
            })),
          ),
        },
      ],
    },
  };
});

export default tseslint.config(
  {
    ignores: [
      'dist/**',
      'coverage/**',
      'node_modules/**',
      'client/src/gql/**',
      'client/src/gql-admin/**',
      'bench/web/stack-floor-app/dist/**',
      '.tmp*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    linterOptions: { reportUnusedDisableDirectives: 'error' },
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', ignoreRestSiblings: true },
      ],
      // Global augmentation of Express's types (`declare global { namespace Express ... }`) is how they are extended.
      '@typescript-eslint/no-namespace': ['error', { allowDeclarations: true }],
      // Refusing control characters in input is the point of several patterns (input guards, URL and mail rules).
      'no-control-regex': 'off',
    },
  },
  {
    // Tests read arbitrary JSON answers; `any` there is the honest type.
    files: ['**/*.test.{ts,tsx}', 'server/src/test/**', 'e2e/**', 'bench/**'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['client/**/*.{ts,tsx}', 'e2e/**/*.ts'],
    languageOptions: { globals: { ...globals.browser } },
  },
  {
    files: ['client/src/**/*.tsx'],
    ...jsxA11y.flatConfigs.recommended,
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'error',
    },
  },
  // Boundaries. A later block's no-restricted-imports replaces an earlier one's for the files both match, so each
  // block lists every pattern that applies to its files. field-rules/ is imported by its one name, '@field-rules',
  // which the built server resolves (a relative path would type-check and pass jest, then fail in dist/).
  {
    files: ['client/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FIELD_RULES_BY_PATH] }] },
  },
  // app/ is the composition root (entry wiring, providers, routes): nothing imports it but the entry files and test
  // helpers. Public code never imports back-office code (the admin area is one lazy chunk).
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: [
      'client/src/app/**',
      'client/src/main.tsx',
      'client/src/islands.tsx',
      'client/src/entry-server.tsx',
      'client/src/testing/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [FIELD_RULES_BY_PATH, APP_IMPORT] }] },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: [
      ...ADMIN_FILES,
      'client/src/app/**',
      'client/src/main.tsx',
      'client/src/islands.tsx',
      'client/src/entry-server.tsx',
      'client/src/**/*.test.{ts,tsx}',
      'client/src/testing/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [FIELD_RULES_BY_PATH, APP_IMPORT, ADMIN_IMPORT] }] },
  },
  // A feature uses another only through that feature's index.ts (its public face), never its files.
  ...FEATURES.flatMap((feature) => {
    const others = {
      // A relative import names no features/ folder; the admin components' folders of the same names are not features.
      group: [...FEATURES.filter((other) => other !== feature).map((other) => `**/${other}/**`), '!**/components/admin/**'],
      message: OTHER_FEATURE,
    };
    const files = [`client/src/features/${feature}/**/*.{ts,tsx}`];
    const tests = ['client/src/**/*.test.{ts,tsx}'];
    return [
      {
        files,
        ignores: tests,
        rules: { 'no-restricted-imports': ['error', { patterns: [FIELD_RULES_BY_PATH, APP_IMPORT, others] }] },
      },
      {
        files,
        ignores: [...ADMIN_FILES, ...tests],
        rules: { 'no-restricted-imports': ['error', { patterns: [FIELD_RULES_BY_PATH, APP_IMPORT, ADMIN_IMPORT, others] }] },
      },
    ];
  }),
  {
    files: ['client/src/app/**', 'client/src/main.tsx', 'client/src/islands.tsx', 'client/src/entry-server.tsx'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [FIELD_RULES_BY_PATH, ADMIN_IMPORT] }] },
  },
  // field-rules/ (`@field-rules`) is what server and client share, so it runs in Node and in the browser: it imports
  // its own files and validator, nothing of either side (docs/decisions/049-field-rules-package-and-layer-rules.md).
  {
    files: ['field-rules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // records/ reads the package's rules and record helpers.
              regex: '^(?!\\./|\\.\\./(?:rules|record)$|validator/)',
              message: 'field-rules runs on both sides: it imports only its own files and validator.',
            },
          ],
        },
      ],
    },
  },
  // Imports checked where they land (import-x resolves them as TypeScript does): no import cycles anywhere, a
  // public page never imports an admin page, and the server's layers only import downwards.
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}', 'field-rules/**/*.ts'],
    plugins: { 'import-x': importX },
    settings: {
      'import-x/extensions': importX.flatConfigs.typescript.settings['import-x/extensions'],
      'import-x/parsers': importX.flatConfigs.typescript.settings['import-x/parsers'],
      'import-x/resolver-next': [
        createTypeScriptImportResolver({ project: ['tsconfig.json', 'client/tsconfig.json'], noWarnOnMultipleProjects: true }),
      ],
    },
    rules: { 'import-x/no-cycle': ['error', { ignoreExternal: true }] },
  },
  {
    files: ['client/src/pages/public/**/*.{ts,tsx}'],
    rules: {
      'import-x/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: './client/src/pages/public',
              from: './client/src/pages/admin',
              message: 'A public page does not import an admin page (the admin area is one lazy chunk: app/routes.tsx).',
            },
          ],
        },
      ],
    },
  },
  ...serverLayerBlocks,
  // One block for the server's import patterns (a later block's no-restricted-imports replaces an earlier one's): the
  // shared rules by name, never the client, and no other package's internals: what TypeORM, Express and Fastify
  // export at their root is their API, a deep path into them is not (issue 29, ADR 052).
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            FIELD_RULES_BY_PATH,
            { group: ['**/client/src/**'], message: 'The server does not import client code.' },
            {
              regex: '^(typeorm|express|fastify)/',
              message: "Import what the package exports at its root ('typeorm', 'express', 'fastify'), not its internals.",
            },
          ],
        },
      ],
    },
  },
  prettier,
);
