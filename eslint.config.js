import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { readdirSync } from 'node:fs';

/** Every folder under apps/web/src/features: each is a feature area with its own boundary. */
const webFeatures = readdirSync(new URL('./apps/web/src/features', import.meta.url), { withFileTypes: true })
  .filter((entry) => entry.isDirectory())
  .map((entry) => entry.name);
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
  // Boundaries: domain imports nothing of the apps; shared UI imports no feature;
  // a feature never imports another feature (imports flow domain → shared → features → app).
  {
    files: ['packages/domain/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/apps/**', '@hadal/server', '@hadal/web', 'node:*'],
              message: 'The domain package is pure: no apps, no I/O.',
            },
          ],
        },
      ],
    },
  },
  // The web app: `@/…` for anything outside the importing file's folder, so the boundaries below
  // can be read from the import itself (a `../` import could reach any folder).
  {
    files: ['apps/web/src/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': ['error', { patterns: [parentImport] }] },
  },
  {
    files: ['apps/web/src/components/**/*.{ts,tsx}', 'apps/web/src/lib/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            parentImport,
            { regex: '^@/(features|app)(/|$)', message: 'Shared code imports no feature and no app module.' },
          ],
        },
      ],
    },
  },
  ...webFeatures.map((feature) => ({
    files: [`apps/web/src/features/${feature}/**/*.{ts,tsx}`],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            parentImport,
            {
              regex: `^@/features/(?!${feature}/)`,
              message: 'A feature never imports another feature; move shared code to components/ or lib/.',
            },
            { regex: '^@/app(/|$)', message: 'A feature imports nothing of app/: the app imports the features.' },
          ],
        },
      ],
    },
  })),
);
