import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';
import sandboxAreas from './apps/sandbox/eslint-area-imports.js';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '**/.next/**', 'apps/next/next-env.d.ts', '.sandbox/**', 'test/screenshots/**', 'test-results/**', 'coverage/**', 'storybook-static/**', 'docs/api/**', '.release/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
      // `const { dropped: _, ...rest } = record` is how a field is left out of a copy.
      '@typescript-eslint/no-unused-vars': ['error', { ignoreRestSiblings: true }],
    },
  },
  {
    files: ['bench/**', 'scripts/**', 'packages/*/build.mjs', 'apps/*/bin/**', 'apps/*/src/server.ts', 'apps/*/src/cli.ts'],
    rules: { 'no-console': 'off' },
  },
  {
    // The sandbox's areas meet only through each other's index.ts: no reaching into another area's routes, services or
    // tables, from another area, the platform, the kernel, app.ts or a test (apps/sandbox/src/shape.test.ts proves it fires).
    files: ['apps/sandbox/src/**/*.ts'],
    plugins: { sandbox: sandboxAreas },
    rules: { 'sandbox/area-imports': 'error' },
  },
  {
    // The store, the ledger and the kernel know nothing of the areas built on them.
    files: ['apps/sandbox/src/store/**/*.ts', 'apps/sandbox/src/ledger/**/*.ts', 'apps/sandbox/src/kernel/**/*.ts'],
    ignores: ['**/*.test.ts'],
    rules: { 'no-restricted-imports': ['error', { patterns: [{ group: ['**/modules/**'], message: 'The store, ledger and kernel must not depend on an area of the sandbox.' }] }] },
  },
);
