import { readdirSync } from 'node:fs';
import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';
import jsxA11y from 'eslint-plugin-jsx-a11y';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import functionSize from './eslint-rules/function-size.js';

const dirs = (path) =>
  readdirSync(new URL(path, import.meta.url), { withFileTypes: true })
    .filter((entry) => entry.isDirectory())
    .map((entry) => entry.name);

const webFeatures = dirs('./apps/web/src/features');
const serverModules = dirs('./apps/server/src/modules');

/** The house's import boundaries (docs/decisions/010-conventions.md), as bulletproof-react draws them. */
const zones = [
  {
    target: './packages/contracts',
    from: './apps',
    message: 'contracts are shared by both apps and import neither.',
  },
  { target: './apps/web', from: './apps/server', message: 'the web talks to the server over HTTP only.' },
  {
    target: './apps/web/src/shared',
    from: ['./apps/web/src/features', './apps/web/src/app'],
    message: 'shared code is imported by features and the app, never the other way round.',
  },
  {
    target: './apps/web/src/features',
    from: './apps/web/src/app',
    message: 'features never import the app shell: app → features → shared.',
  },
  ...webFeatures.map((feature) => ({
    target: `./apps/web/src/features/${feature}`,
    from: './apps/web/src/features',
    except: [`./${feature}`],
    message: 'a feature never imports another feature: move what both need into shared/.',
  })),
  {
    target: ['./apps/server/src/platform', './apps/server/src/providers', './apps/server/src/db'],
    from: './apps/server/src/modules',
    message: 'platform, providers and db never import a module.',
  },
  {
    target: ['./apps/server/src/app.ts', './apps/server/src/services.ts', './apps/server/src/server.ts'],
    from: './apps/server/src/modules',
    except: serverModules.map((module) => `./${module}/index.ts`),
    message:
      'the app, the composition root and the server take a module from its public entry, modules/<name>/index.ts.',
  },
  ...serverModules.map((module) => ({
    target: `./apps/server/src/modules/${module}`,
    from: './apps/server/src/modules',
    except: [`./${module}`, ...serverModules.filter((other) => other !== module).map((other) => `./${other}/index.ts`)],
    message: "a module reaches another only through that module's public entry, modules/<name>/index.ts.",
  })),
];

export default defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**'] },
  js.configs.recommended,
  tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'apps/web/vite.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    plugins: { 'import-x': importX },
    settings: { 'import-x/resolver-next': [createNodeResolver()] },
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/no-floating-promises': 'error',
      // Implementations of async interfaces (pub/sub, providers, dialects) may have nothing to await.
      '@typescript-eslint/require-await': 'off',
      // <form onSubmit={form.handleSubmit(...)}>: React ignores the promise, react-hook-form handles its errors.
      '@typescript-eslint/no-misused-promises': ['error', { checksVoidReturn: { attributes: false } }],
      'import-x/no-restricted-paths': ['error', { zones }],
    },
  },
  {
    // Tests read untyped JSON bodies: the unsafe-any rules would only add casts there.
    files: ['**/*.test.{ts,tsx}', 'apps/server/test/**', 'apps/web/e2e/**', 'apps/web/src/testing/**'],
    rules: {
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      // String(data) on a WebSocket frame or a FormData entry is how tests read them.
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended, jsxA11y.flatConfigs.recommended],
    languageOptions: { globals: globals.browser },
  },
  {
    // The web calls the API through the typed routes, api() and apiFile() (decision 013); apiFetch is their transport.
    files: ['apps/web/src/**/*.{ts,tsx}'],
    ignores: [
      'apps/web/src/shared/lib/api-client.ts',
      'apps/web/src/shared/lib/api-client.test.ts',
      // Its path is typed (CsvExportPath) and carries a filter's query string.
      'apps/web/src/features/finance/api/csv-download.ts',
    ],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/api-client.ts', '**/api-client'],
              importNames: ['apiFetch', 'apiFetchResponse'],
              message: 'Call the typed routes with api() or apiFile() (decision 013).',
            },
          ],
        },
      ],
    },
  },
  {
    // Exact money (issue 21, decision 006): an amount, price, cost or total is scaled to minor units and back only in
    // contracts/money.ts (toMinorUnits, minorUnitsOf, fromMinorUnits, roundAmount, lineAmount, sumAmounts).
    files: ['apps/*/src/**/*.{ts,tsx}', 'packages/contracts/src/**/*.ts'],
    ignores: ['**/*.test.{ts,tsx}', 'packages/contracts/src/money.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            'BinaryExpression[operator=/^[*\\/]$/][right.value=100]:has(Identifier[name=/(^|_)(amount|price|cost|total|cents|subtotal|shipping|fees?|spent|saved|balance)(_|$)|(Amount|Price|Cost|Total|Cents)$/])',
          message:
            'Money goes through contracts/money.ts (minorUnitsOf, fromMinorUnits, roundAmount): no * 100 or / 100 on amounts.',
        },
      ],
    },
  },
  {
    // Fakes and test helpers live under apps/server/test (issue 21): product code never imports them, so the build
    // cannot ship them.
    files: ['apps/server/src/**/*.ts'],
    ignores: ['**/*.test.ts', '**/*-test-kit.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              // '#' starts a comment in these gitignore-style patterns.
              group: ['\\#test/**', '**/test/**'],
              message: 'Product code does not import tests, fakes or test helpers (apps/server/test).',
            },
          ],
        },
      ],
    },
  },
  {
    // No giant function or file (issue 21): a function has at most 120 lines of its own and 80 of logic
    // (eslint-rules/function-size.js says what is not counted), a file at most 400 lines, blanks and comments included.
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    plugins: { house: { rules: { 'function-size': functionSize } } },
    rules: { 'house/function-size': ['error', { maxOwn: 120, maxLogic: 80 }] },
  },
  {
    files: ['**/*.{ts,tsx,js,mjs,cjs}'],
    // Generated code and data are not read as code.
    ignores: ['**/*.generated.ts', '**/data/**'],
    rules: { 'max-lines': ['error', { max: 400, skipBlankLines: false, skipComments: false }] },
  },
  {
    files: ['**/*.{js,mjs,cjs}'],
    extends: [tseslint.configs.disableTypeChecked],
  },
  {
    files: [
      '**/*.{js,mjs,cjs}',
      'apps/server/**/*.ts',
      'apps/web/e2e/**/*.ts',
      'apps/web/vite.config.ts',
      'bench/**/*.{js,mjs,ts}',
      'scripts/**/*.{js,mjs,ts}',
      '*.ts',
    ],
    languageOptions: { globals: globals.node },
  },
);
