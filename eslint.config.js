import js from '@eslint/js';
import { defineConfig } from 'eslint/config';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';

export default defineConfig(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.data/**'] },
  js.configs.recommended,
  tseslint.configs.recommended,
  {
    rules: {
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_', caughtErrorsIgnorePattern: '^_' },
      ],
    },
  },
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    extends: [reactHooks.configs.flat.recommended],
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
