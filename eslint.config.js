import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const parentImport = { regex: '^\\.\\./', message: 'Import from outside this folder through the @/ alias.' };

const privateMember = {
  selector: 'MemberExpression[computed=false][property.name=/^_([^_]|$)/]',
  message: "A dependency's private member (leading underscore): use its public API.",
};

const invalidationMessage =
  'Only the unit of work publishes changes: write in uow.transaction() or uow.run() and mark what you wrote (wrote.account(id), wrote.learner(id), wrote.ticket(id)).';
const invalidationCalls = [
  { selector: 'CallExpression[callee.name=/^(publish\\w*|\\w+Changed|changed)$/]', message: invalidationMessage },
  {
    selector: 'CallExpression[callee.property.name=/^(publish\\w*|\\w+Changed|changed)$/]',
    message: invalidationMessage,
  },
];

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
    rules: { 'no-restricted-syntax': ['error', privateMember] },
  },
  // Invalidation by structure: a server file never tells caches itself. A write runs in a unit of
  // work (apps/server/src/db/unit-of-work.ts) and marks whose rows it wrote (`wrote.account(id)`);
  // the unit publishes them on the change feed once committed. So outside the feed and the unit of
  // work, no call of `publish…(`, `…Changed(` or `changed(`. Tests may publish (another process).
  {
    files: ['apps/server/src/**/*.ts'],
    ignores: [
      'apps/server/src/**/*.test.ts',
      'apps/server/src/adapters/change-feed/**',
      'apps/server/src/db/unit-of-work.ts',
    ],
    rules: {
      'no-restricted-syntax': ['error', privateMember, ...invalidationCalls],
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
