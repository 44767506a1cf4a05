import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const parentImport = { regex: '^\\.\\./', message: 'Import from outside this folder through the @/ alias.' };

export default tseslint.config(
  {
    ignores: [
      '**/dist/**',
      '**/node_modules/**',
      'data/**',
      '**/test-results/**',
      '**/playwright-report/**',
      'apps/server/src/db/migrations/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/triple-slash-reference': 'off',
    },
  },
  {
    files: ['apps/web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks },
    rules: {
      'react-hooks/rules-of-hooks': 'error',
      'react-hooks/exhaustive-deps': 'warn',
    },
  },
  // Dependencies are used through their public API: a member named `_` or `_name` (a library's
  // private state or method, such as PGlite's `_runExclusiveQuery` or drizzle's `tx._`) may change
  // in any release without notice. (Our own window globals in tests are `__hadal…`, which is allowed.)
  {
    files: ['**/*.{ts,tsx}'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: 'MemberExpression[computed=false][property.name=/^_([^_]|$)/]',
          message: "A dependency's private member (leading underscore): use its public API.",
        },
      ],
    },
  },
  // Import boundaries (domain pure, features apart, modules through their index, no cycles) are
  // checked by dependency-cruiser: .dependency-cruiser.cjs, run by `npm run lint:architecture`.
  // The web app writes `@/…` for anything outside the importing file's folder.
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImport] }] },
  },
);
