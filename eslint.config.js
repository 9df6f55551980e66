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
  // Type-aware: the engine is full of timers and promises, and a promise nobody awaits or a promise
  // handed to a callback that ignores it fails silently (docs/decisions/0042-type-aware-lint.md).
  ...tseslint.configs.recommendedTypeChecked,
  {
    languageOptions: {
      globals: { ...globals.node },
      parserOptions: {
        projectService: { allowDefaultProject: ['vitest.config.ts', 'core/vitest.config.ts'] },
        tsconfigRootDir: import.meta.dirname,
      },
    },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/consistent-type-imports': ['error', { fixStyle: 'inline-type-imports' }],
      eqeqeq: ['error', 'always'],
      // Fastify handlers and our interfaces' implementations are async by contract, await or not.
      '@typescript-eslint/require-await': 'off',
      // Our services and providers are records of closures, never classes using `this`: the rule
      // cannot tell `const { send } = provider` (safe here) from a detached class method.
      '@typescript-eslint/unbound-method': 'off',
      // React Router's loaders throw a Response or data(null, { status }) (a redirect, a 404) by design.
      '@typescript-eslint/only-throw-error': [
        'error',
        {
          allow: [
            { from: 'lib', name: 'Response' },
            { from: 'package', package: 'react-router', name: 'DataWithResponseInit' },
          ],
        },
      ],
      // A caught `unknown` is passed on as it came.
      '@typescript-eslint/prefer-promise-reject-errors': ['error', { allowThrowingUnknown: true }],
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
    // Stored content is parsed once, in its repository (decision 0044): elsewhere whole post and
    // library post rows come from the repository's functions, and content is typed by core's schema.
    files: ['server/src/modules/**/*.ts'],
    ignores: ['**/*-repository.ts', '**/*.test.ts'],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector:
            "CallExpression[callee.property.name='from'][arguments.0.name=/^(posts|libraryPosts)$/][callee.object.callee.property.name='select'][callee.object.arguments.length=0]",
          message: 'Read whole posts and library posts through their repository: it parses their content.',
        },
        {
          selector:
            "CallExpression[callee.property.name='returning'][arguments.length=0] CallExpression[callee.property.name=/^(insert|update)$/][arguments.0.name=/^(posts|libraryPosts)$/]",
          message: 'Write posts and library posts through their repository: it parses the rows it returns.',
        },
        {
          selector: "MemberExpression[object.name=/^(posts|libraryPosts)$/][property.name='content']",
          message: "Posts' and library posts' content is read through their repository, which parses it.",
        },
        {
          selector: "TSPropertySignature[key.name='content'] TSTypeReference[typeName.name='Record']",
          message: 'Stored content has a schema in core (PostContent, LibraryPostContent): use its type.',
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
    // Test code, fake network servers included (test doubles: they read any JSON a client sends).
    // Floating and misused promises stay errors here too.
    files: [
      '**/*.test.ts',
      '**/*.test.tsx',
      'server/test/**/*.ts',
      'server/src/providers/**/fake-*.ts',
      'web/src/testing/**',
    ],
    rules: {
      '@typescript-eslint/no-explicit-any': 'off',
      '@typescript-eslint/no-unsafe-argument': 'off',
      '@typescript-eslint/no-unsafe-assignment': 'off',
      '@typescript-eslint/no-unsafe-call': 'off',
      '@typescript-eslint/no-unsafe-member-access': 'off',
      '@typescript-eslint/no-unsafe-return': 'off',
      '@typescript-eslint/no-base-to-string': 'off',
    },
  },
  {
    // Plain JavaScript (scripts, this file, the web lint rule) is in no TypeScript project.
    files: ['**/*.js', '**/*.mjs'],
    ...tseslint.configs.disableTypeChecked,
  },
  prettier,
);
