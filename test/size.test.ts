import { readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { CRYPTO_CORE_ENTRIES, measureBundle } from '../bench/bundle-size.js';

// Issue 2's budget: key-store + stamp-signer + otp-encrypt, every dependency included, minified + gzip.
const CRYPTO_CORE_BUDGET = 16_000;
// The legacy session-key path loads @noble/curves on demand; keep that chunk from growing unnoticed.
const LEGACY_CHUNK_BUDGET = 16_000;

// Issue 6's budget: the React package without React itself.
const REACT_BUDGET = 30_000;
const REACT_EXTERNALS = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client'];

// Issue 12's budget (DESIGN decision 12): the script-tag file with every widget inside, Preact's
// compat layer serving React's API, as built (npm run build); the ES module is the same code.
// Measured per widget by `node bench/embed-widgets.mjs`.
const EMBED_BUDGET = 60_000;
const EMBED_FILES = ['wallet-kit.js', 'wallet-kit.mjs'];

describe('bundle size', () => {
  it.each(EMBED_FILES)(`keeps %s, every widget and its runtime inside, within ${EMBED_BUDGET} bytes gzip`, (file) => {
    let built: Buffer;
    try {
      built = readFileSync(new URL(`../packages/embed/dist/${file}`, import.meta.url));
    } catch (error) {
      throw new Error(`packages/embed/dist/${file} is missing: run \`npm run build\` first`, { cause: error });
    }
    const gzip = gzipSync(built, { level: 9 }).length;
    console.warn(`${file}: ${gzip} B gzip (${built.length} B minified)`);
    expect(gzip).toBeLessThanOrEqual(EMBED_BUDGET);
  });

  it(`keeps @wallet-kit/react within ${REACT_BUDGET} bytes gzip without React, lazy chunks apart`, async () => {
    const size = await measureBundle(['@wallet-kit/react'], { external: REACT_EXTERNALS });
    console.warn(`react: ${size.eager.gzip} B gzip; lazy: ${size.lazy.map((chunk) => `${chunk.name} ${chunk.gzip} B`).join(', ')}`);
    expect(size.eager.gzip).toBeLessThanOrEqual(REACT_BUDGET);
  }, 60_000);

  it(`keeps the crypto core's browser entries within ${CRYPTO_CORE_BUDGET} bytes gzip, dependencies included`, async () => {
    const size = await measureBundle(CRYPTO_CORE_ENTRIES);
    console.warn(`crypto core: ${size.eager.gzip} B gzip (${size.eager.minified} B minified); lazy: ${size.lazy.map((chunk) => `${chunk.name} ${chunk.gzip} B`).join(', ')}`);
    expect(size.eager.gzip).toBeLessThanOrEqual(CRYPTO_CORE_BUDGET);
    for (const chunk of size.lazy) expect(chunk.gzip, chunk.name).toBeLessThanOrEqual(LEGACY_CHUNK_BUDGET);
  }, 60_000);
});
