// The demo's front end built for production into the directory given (`node --conditions=source --import tsx
// apps/demo/src/build-web.ts <dir>`), for the demo to serve with DEMO_WEB_BUILD=<dir> (web-build.ts). The
// end-to-end tests use it (test/e2e/stack.ts): under the dev server every page load fetches some 240 modules,
// each transformed on demand, which took WebKit and Firefox seconds per load on CI's two cores.
import { resolve } from 'node:path';
import { build } from 'vite';
import { webConfig } from './web-config.js';

const outDir = process.argv[2];
if (!outDir) {
  console.error('usage: build-web.ts <output directory>');
  process.exit(2);
}
// A production build whatever the caller's NODE_ENV (a test runner's is `test`, which would make Vite build React's development bundle).
process.env.NODE_ENV = 'production';
await build({ ...webConfig, mode: 'production', logLevel: 'warn', build: { outDir: resolve(outDir), emptyOutDir: true } });
