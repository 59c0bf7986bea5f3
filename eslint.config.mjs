// ESLint for the whole repository (`npm run lint`, part of `npm run validate`). Type checking is tsc's job
// (`npm run typecheck`); these rules catch what types cannot: hooks misuse, inaccessible markup, and imports that
// cross the code base's boundaries (docs/decisions/036-validate-and-boundaries.md, 049-field-rules-package-and-layer-rules.md).
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
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

const ROOT = fileURLToPath(new URL('.', import.meta.url));
/** A path relative to the repository, with forward slashes. */
const fromRoot = (file) => path.relative(ROOT, file).split(path.sep).join('/');
const isInside = (file, folder) => file === folder || file.startsWith(`${folder}/`);

/**
 * eslint-plugin-import's `no-restricted-paths`, in the little this repository needs: in a file under a zone's
 * `target` folder, an import that resolves into its `from` folder is refused (folders relative to the repository).
 * no-restricted-imports matches an import as written, so `'../admin/blog-admin-page'` from pages/public slips past
 * ADMIN_MODULES' pages/admin patterns; this rule resolves relative imports against the importing file first. Bare
 * names (packages, `@field-rules`) are left to no-restricted-imports.
 */
const layers = {
  rules: {
    'no-restricted-paths': {
      meta: {
        type: 'problem',
        schema: [
          {
            type: 'object',
            properties: {
              zones: {
                type: 'array',
                items: {
                  type: 'object',
                  properties: { target: { type: 'string' }, from: { type: 'string' }, message: { type: 'string' } },
                  required: ['target', 'from', 'message'],
                  additionalProperties: false,
                },
              },
            },
            required: ['zones'],
            additionalProperties: false,
          },
        ],
        messages: { restricted: "'{{source}}' resolves into {{from}}/: {{message}}" },
      },
      create(context) {
        const file = fromRoot(context.filename);
        const zones = context.options[0].zones.filter((zone) => isInside(file, zone.target));
        if (zones.length === 0) return {};
        const check = (node) => {
          const source = node.source?.value;
          if (typeof source !== 'string' || !source.startsWith('.')) return;
          const imported = fromRoot(path.resolve(path.dirname(context.filename), source));
          for (const zone of zones.filter((zone) => isInside(imported, zone.from))) {
            context.report({
              node: node.source,
              messageId: 'restricted',
              data: { source, from: zone.from, message: zone.message },
            });
          }
        };
        return { ImportDeclaration: check, ExportNamedDeclaration: check, ExportAllDeclaration: check, ImportExpression: check };
      },
    },
  },
};

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
  // Boundaries. app/ is the composition root (entry wiring, providers, routes): nothing imports it but the entry
  // files and test helpers. Public code never imports back-office code (the admin area is one lazy chunk).
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: ['client/src/app/**', 'client/src/main.tsx', 'client/src/entry-server.tsx', 'client/src/testing/**'],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_IMPORT] }] },
  },
  {
    files: ['client/src/**/*.{ts,tsx}'],
    ignores: [
      ...ADMIN_FILES,
      'client/src/app/**',
      'client/src/main.tsx',
      'client/src/entry-server.tsx',
      'client/src/**/*.test.{ts,tsx}',
      'client/src/testing/**',
    ],
    rules: { 'no-restricted-imports': ['error', { patterns: [APP_IMPORT, ADMIN_IMPORT] }] },
  },
  // A feature uses another only through that feature's index.ts (its public face), never its files.
  ...FEATURES.flatMap((feature) => {
    const others = {
      group: FEATURES.filter((other) => other !== feature).map((other) => `**/${other}/**`),
      message: OTHER_FEATURE,
    };
    const files = [`client/src/features/${feature}/**/*.{ts,tsx}`];
    const tests = ['client/src/**/*.test.{ts,tsx}'];
    return [
      { files, ignores: tests, rules: { 'no-restricted-imports': ['error', { patterns: [APP_IMPORT, others] }] } },
      {
        files,
        ignores: [...ADMIN_FILES, ...tests],
        rules: { 'no-restricted-imports': ['error', { patterns: [APP_IMPORT, ADMIN_IMPORT, others] }] },
      },
    ];
  }),
  {
    files: ['client/src/app/**', 'client/src/main.tsx', 'client/src/entry-server.tsx'],
    ignores: ['client/src/**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [ADMIN_IMPORT] }] },
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
              regex: '^(?!\\./|validator/)',
              message: 'field-rules runs on both sides: it imports only its own files and validator.',
            },
          ],
        },
      ],
    },
  },
  // Layers by where an import lands, not how it is spelled (the `layers` plugin above).
  {
    files: ['server/src/**/*.ts', 'client/src/**/*.{ts,tsx}'],
    plugins: { layers },
    rules: {
      'layers/no-restricted-paths': [
        'error',
        {
          zones: [
            {
              target: 'client/src/pages/public',
              from: 'client/src/pages/admin',
              message: 'a public page does not import an admin page (the admin area is one lazy chunk: app/routes.tsx).',
            },
            {
              target: 'server/src',
              from: 'field-rules',
              message: "import the shared rules as '@field-rules', the one name the built server resolves.",
            },
            { target: 'client/src', from: 'field-rules', message: "import the shared rules as '@field-rules'." },
          ],
        },
      ],
    },
  },
  // The server never imports the client, nor the client the server's runtime.
  {
    files: ['server/src/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['**/client/src/**'], message: 'The server does not import client code.' }] },
      ],
    },
  },
  prettier,
);
