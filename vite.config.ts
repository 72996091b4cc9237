import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources through the `source` export condition,
// so tests and dev servers need no build; published consumers get `dist/`.
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

export default defineConfig({
  ...sourceConditions,
  test: {
    // CI also writes a JSON report, from which .ci/run prints a plain `N passed, N failed` line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          // The client's flows once more, with the integrator backend behind a real HTTP server.
          name: 'client-http',
          environment: 'node',
          include: ['packages/client/src/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', 'packages/client/src/http.test.ts', 'packages/client/src/session/**', '**/node_modules/**'],
          env: { WALLET_KIT_TRANSPORT: 'http' },
        },
      },
      {
        extends: true,
        test: {
          // Component logic only: anything that needs real IndexedDB, WebCrypto or WebAuthn is a browser test.
          name: 'dom',
          environment: 'jsdom',
          include: ['packages/*/src/**/*.test.tsx'],
          exclude: ['**/*.browser.test.tsx', '**/node_modules/**'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['**/*.browser.test.ts', '**/*.browser.test.tsx'],
          exclude: ['**/node_modules/**'],
          globalSetup: ['test/harness/global-setup.ts'],
          testTimeout: 60_000,
          hookTimeout: 90_000,
        },
      },
    ],
  },
});
