import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import globals from 'globals';

export default tseslint.config(
  { ignores: ['**/dist/**', '**/node_modules/**', '.sandbox/**', 'test/screenshots/**', 'test-results/**', 'coverage/**', 'storybook-static/**'] },
  js.configs.recommended,
  ...tseslint.configs.strict,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      'no-console': ['error', { allow: ['warn', 'error'] }],
      '@typescript-eslint/no-non-null-assertion': 'off',
      '@typescript-eslint/consistent-type-imports': 'error',
    },
  },
  {
    files: ['bench/**', 'scripts/**', 'packages/*/build.mjs', 'apps/*/bin/**', 'apps/*/src/server.ts', 'apps/*/src/cli.ts'],
    rules: { 'no-console': 'off' },
  },
);
