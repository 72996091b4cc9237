import { readdirSync, readFileSync } from 'node:fs';
import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defaultClientConditions, defaultServerConditions } from 'vite';
import { defineConfig } from 'vitest/config';

// Workspace packages resolve to their TypeScript sources through the `source` export condition,
// so tests and dev servers need no build; published consumers get `dist/`.
export const sourceConditions = {
  resolve: { conditions: ['source', ...defaultClientConditions] },
  ssr: { resolve: { conditions: ['source', ...defaultServerConditions] } },
};

// React 18, installed apart in the test/react18 workspace (npm keeps it beside the root's React 19).
const react18 = (path: string) => fileURLToPath(new URL(`./test/react18/node_modules/${path}`, import.meta.url));

const UNIT_DIRECTORIES = ['packages', 'apps', 'test', 'bench'];
/** Node test files that replace a module (`vi.mock`): each needs a module graph of its own. */
const mockingModules = UNIT_DIRECTORIES.flatMap((directory) =>
  readdirSync(directory, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts') && !file.endsWith('.browser.test.ts') && !file.includes('node_modules'))
    .map((file) => `${directory}/${file}`)
    .filter((file) => /\bvi\.(do)?[mM]ock\(/.test(readFileSync(file, 'utf8'))),
);

export default defineConfig({
  ...sourceConditions,
  test: {
    // CI also writes a JSON report, from which .ci/run prints a plain `N passed, N failed` line.
    reporters: process.env.CI ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]] : ['default'],
    // Three times Vitest's defaults: a hang still fails, a test slowed by a loaded CI machine does not (5.6 s was seen).
    testTimeout: 15_000,
    hookTimeout: 30_000,
    // Two files at a time even on two cores (Vitest's default there is one): a browser test spends most of its
    // time waiting on its browser and servers, so one at a time left CI's machine mostly idle for 53 minutes.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      {
        extends: true,
        test: {
          name: 'unit',
          environment: 'node',
          include: ['packages/*/src/**/*.test.ts', 'apps/*/src/**/*.test.ts', 'test/**/*.test.ts', 'bench/**/*.test.ts'],
          exclude: ['**/*.browser.test.ts', '**/node_modules/**', 'test/jsdom-kit/**', ...mockingModules],
          // Names the directory where the files that check the tarballs share one packing of them, once per run.
          globalSetup: ['test/support/packed.ts'],
          // One module graph per worker, not per file: importing the packages' sources again for each of ~170 files
          // was two thirds of this project's time (348 s against 136 s on two cores). Globals a file stubs go back.
          isolate: false,
          unstubGlobals: true,
          unstubEnvs: true,
        },
      },
      {
        extends: true,
        test: { name: 'unit-mocks', environment: 'node', include: mockingModules },
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
        // The widgets' tests once more on React 18, the oldest peer they support.
        resolve: {
          alias: [
            { find: /^react$/, replacement: react18('react/index.js') },
            { find: /^react\/jsx-runtime$/, replacement: react18('react/jsx-runtime.js') },
            { find: /^react\/jsx-dev-runtime$/, replacement: react18('react/jsx-dev-runtime.js') },
            { find: /^react-dom$/, replacement: react18('react-dom/index.js') },
            { find: /^react-dom\/client$/, replacement: react18('react-dom/client.js') },
            { find: /^react-dom\/server$/, replacement: react18('react-dom/server.node.js') },
            { find: /^react-dom\/test-utils$/, replacement: react18('react-dom/test-utils.js') },
            // Its ESM build, whose imports of react and react-dom the aliases above can reach (a CommonJS require would not).
            { find: /^@testing-library\/react$/, replacement: fileURLToPath(new URL('./node_modules/@testing-library/react/dist/@testing-library/react.esm.js', import.meta.url)) },
          ],
        },
        test: {
          name: 'dom-react18',
          environment: 'jsdom',
          env: { WALLET_KIT_REACT_MAJOR: '18' },
          include: ['packages/react/src/**/*.test.tsx'],
          exclude: ['**/*.browser.test.tsx', '**/node_modules/**'],
          setupFiles: ['test/jsdom/webauthn.ts', 'test/jsdom/testing-library.ts'],
          // Inlined, so that they too reach React 18 through the aliases above.
          server: { deps: { inline: ['@testing-library/react', 'zustand', 'use-sync-external-store'] } },
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
          setupFiles: ['test/jsdom/webauthn.ts', 'test/jsdom/testing-library.ts'],
        },
      },
      {
        extends: true,
        test: {
          // The test kit as an integrator runs it in jsdom: the kit's own setup file, nothing of this repository's.
          name: 'jsdom-kit',
          environment: 'jsdom',
          include: ['test/jsdom-kit/**/*.test.ts'],
          setupFiles: ['test/jsdom-kit/jest-globals.ts', 'test/jsdom-kit/setup.ts'],
        },
      },
      {
        extends: true,
        test: {
          name: 'browser',
          environment: 'node',
          include: ['**/*.browser.test.ts', '**/*.browser.test.tsx'],
          exclude: ['**/node_modules/**'],
          // The second names the directory the end-to-end files build the demo's front end into, once per run.
          globalSetup: ['test/harness/global-setup.ts', 'test/e2e/web-build.ts'],
          // A guard against hangs, not a budget: WebKit under Xvfb, beside another file's browser on two cores,
          // took 50 s over a flow Chromium runs in 10.
          testTimeout: 120_000,
          hookTimeout: 90_000,
          // expect.poll's own 1 s is a frame or two of WebKit's on a loaded machine: a focus move was seen to take longer.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
