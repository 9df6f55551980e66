import js from '@eslint/js';
import prettier from 'eslint-config-prettier';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import webBoundaries from './web/eslint/feature-boundaries.js';

/** Test doubles are test code: nothing under server/src may import them (decision 0050). */
const noTestFakes = {
  group: ['**/test/**', '**/fakes/**', '**/fake-*', '**/run-fake-*'],
  message: 'Production code never imports test fakes: they live in server/test/fakes.',
};

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      'data/**',
      'test-results/**',
      'playwright-report/**',
      '.tmp/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      'no-console': 'off',
    },
  },
  {
    // core is pure: no I/O, no server or web code.
    files: ['core/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: ['@kairos/server*', '@kairos/web*', 'node:*', 'fs', 'path', 'http', 'pg', 'drizzle-orm*'],
        },
      ],
    },
  },
  {
    files: ['server/src/**/*.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [noTestFakes] }] },
  },
  {
    // The server's layers run one way: http → modules → db; providers stand alone. The error model
    // (server/src/errors) sits below all of them.
    files: ['server/src/modules/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['**/http', '**/http/**'], message: 'Modules never import the HTTP layer.' },
            noTestFakes,
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/http/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/db/schema', '**/db/schema/**', 'drizzle-orm', 'drizzle-orm/**'],
              message: 'Routes call services; SQL and tables live in the modules.',
            },
            noTestFakes,
          ],
        },
      ],
    },
  },
  {
    files: ['server/src/providers/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: ['**/modules', '**/modules/**', '**/http', '**/http/**'],
              message: 'Providers never import modules or the HTTP layer.',
            },
            noTestFakes,
          ],
        },
      ],
    },
  },
  {
    files: ['web/**/*.{ts,tsx}'],
    languageOptions: { globals: { ...globals.browser } },
    plugins: { 'react-hooks': reactHooks, kairos: webBoundaries },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Features do not import each other; shared code lives in components/ and lib/; app/ composes.
      'kairos/feature-boundaries': 'error',
    },
  },
  {
    files: ['**/*.test.ts', '**/*.test.tsx', 'server/test/**/*.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  prettier,
);
