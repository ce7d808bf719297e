import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import { boundaries } from './tooling/boundaries.mjs';

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/coverage/**',
      '.cache/**',
      'e2e/test-results/**',
      'e2e/playwright-report/**',
      'api/migrations/**',
      'bench/out/**',
      '*/.next-release-*/**',
      '.releases/**',
      '.kit-copy-*/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    files: ['**/*.{ts,tsx}'],
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      '@typescript-eslint/no-unused-vars': [
        'error',
        { argsIgnorePattern: '^_', varsIgnorePattern: '^_' },
      ],
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['**/*.{js,mjs,cjs}', 'api/**/*.ts', 'e2e/**/*.ts', 'scripts/**', 'tooling/**'],
    languageOptions: { globals: { ...globals.node } },
  },
  {
    // CommonJS is what Jest reads its configuration in.
    files: ['**/*.cjs'],
    rules: { '@typescript-eslint/no-require-imports': 'off' },
  },
  {
    files: ['tooling/jest.setup.cjs'],
    languageOptions: { globals: { ...globals.browser, ...globals.jest } },
  },
  {
    files: ['**/*.{tsx,ts}'],
    ignores: ['api/**', 'e2e/**'],
    languageOptions: { globals: { ...globals.browser } },
  },
  // Which package may import which (tooling/boundaries.mjs).
  ...boundaries(new URL('./', import.meta.url)),
  {
    // The front ends' tests answer requests with the one mocked API (shared-ui/src/testing/msw).
    files: [
      '{shared-ui,shell,auth-app,patient-portal,doctor-portal,admin-portal}/src/**/*.{ts,tsx}',
    ],
    rules: {
      'no-restricted-syntax': [
        'error',
        {
          selector: "AssignmentExpression > MemberExpression.left[property.name='fetch']",
          message: 'Answer requests with mockApi() from @careconnect/shared-ui/testing.',
        },
        {
          selector: "CallExpression[callee.property.name='spyOn'] > Literal[value='fetch']",
          message: 'Answer requests with mockApi() from @careconnect/shared-ui/testing.',
        },
      ],
    },
  },
);
