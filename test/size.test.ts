import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { describe, expect, it } from 'vitest';
import { kitAddsToApp } from '../bench/app-size.js';
import { CRYPTO_CORE_ENTRIES, measureBundle } from '../bench/bundle-size.js';

// Issue 2's budget: key-store + stamp-signer + otp-encrypt, every dependency included, minified + gzip.
const CRYPTO_CORE_BUDGET = 16_000;
// The legacy session-key path loads @noble/curves on demand; keep that chunk from growing unnoticed.
const LEGACY_CHUNK_BUDGET = 16_000;

// Issue 6's budget: the React package without React itself, nor its other peer, @wallet-kit/client (which the
// provider imports to make its own client from serializable settings); an app pays for both together, measured
// by the fixture app's budget in bench/app-size.ts.
const REACT_BUDGET = 30_000;
const REACT_EXTERNALS = ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@wallet-kit/client'];
// A widget area (WIDGETS.md): what its entry adds over the main one, English included, its other languages lazy.
const AREA_BUDGET = 12_000;

// Issue 12's budget: what a Vite app pays, in JavaScript, to use SignIn and QuoteConfirmation (the client and
// every dependency included, React not), from the kit's built dist/ (bench/fixtures/vite-app). The CSS is
// reported beside it.
const APP_BUDGET = 40_000;

// Issue 12's budget (DESIGN decision 12): the script-tag file, Preact's compat layer serving React's
// API, with the runtime, the core widgets and every element defined, as built (npm run build); the
// ES module is the same code (with @simplewebauthn/browser inline, which the script fetches on demand).
// Measured per widget by `node bench/embed-widgets.mjs`.
const EMBED_BUDGET = 60_000;
// The ES module carries the passkey ceremonies inline (@wallet-kit/passkey with the WebAuthn library, about
// 6.7 kB gzip: a bundle that imports it has no script address to fetch wallet-kit.passkey.js from), so its
// own budget is that much higher.
const EMBED_MODULE_BUDGET = 67_000;
const EMBED_FILES = [['wallet-kit.js', EMBED_BUDGET], ['wallet-kit.mjs', EMBED_MODULE_BUDGET]] as const;
// Each area's widgets come in an area file (packages/embed/src/areas/files/), which takes Preact, the
// provider, i18n and the client from wallet-kit.js: each within its own budget, none with a second copy.
const AREA_FILE_BUDGET = 15_000;
// The wallet's file holds five widgets (balance, activity, receipt, send, receive) and, since the wallet issue (20),
// a new payee inside Send, a success screen, the account's own details and waiting payments' actions: 16 kB; then
// Receive following its transfer in to "money received", or to "the one-time details for your transfer have expired"
// in their place (stale details shown as live could take someone's money): 16.1 kB, until Send and Receive come in a
// file of their own (the build shares modules only with wallet-kit.js today).
// wallet-kit.events.js, the pushed updates' stream reader, parser and cross-tab relay that wallet-kit.js fetches by
// itself for its live widgets: 2,105 B gzip measured when it was split out.
const AREA_FILE_BUDGETS: Record<string, number> = { wallet: 16_100, events: 2_300 };
const PREACT_MARK = 'http://www.w3.org/2000/svg';
const AREA_FILES = readdirSync(new URL('../packages/embed/src/areas/files/', import.meta.url)).map((file) => file.replace(/\.ts$/, ''));
// One optional file per catalog (packages/embed/src/locales/), with every area's messages in that language:
// a page pays only for the languages it offers.
const LANGUAGE_FILE_BUDGET = 12_000;
const LANGUAGES = readdirSync(new URL('../packages/embed/src/locales/', import.meta.url)).map((file) => file.replace(/\.ts$/, ''));

function builtEmbedFile(file: string): Buffer {
  try {
    return readFileSync(new URL(`../packages/embed/dist/${file}`, import.meta.url));
  } catch (error) {
    throw new Error(`packages/embed/dist/${file} is missing: run \`npm run build\` first`, { cause: error });
  }
}

describe('bundle size', () => {
  it.each(EMBED_FILES)('keeps %s, every core widget and its runtime inside, within %i bytes gzip', (file, budget) => {
    const built = builtEmbedFile(file);
    const gzip = gzipSync(built, { level: 9 }).length;
    console.warn(`${file}: ${gzip} B gzip (${built.length} B minified)`);
    expect(gzip).toBeLessThanOrEqual(budget);
  });

  it.each(AREA_FILES)(`keeps wallet-kit.%s.js within its budget (${AREA_FILE_BUDGET} bytes gzip unless named), with no second copy of Preact or the kit's shared modules, and its widgets out of wallet-kit.js`, async (area) => {
    const built = builtEmbedFile(`wallet-kit.${area}.js`);
    const gzip = gzipSync(built, { level: 9 }).length;
    console.warn(`wallet-kit.${area}.js: ${gzip} B gzip (${built.length} B minified)`);
    expect(gzip).toBeLessThanOrEqual(AREA_FILE_BUDGETS[area] ?? AREA_FILE_BUDGET);
    const code = built.toString('utf8');
    // Preact's renderer names the SVG namespace (wallet-kit.js has it); an area file takes the JSX runtime,
    // the hooks and the area's i18n store from wallet-kit.js by key instead.
    expect(builtEmbedFile('wallet-kit.js').toString('utf8')).toContain(PREACT_MARK);
    expect(code).not.toContain(PREACT_MARK);
    if (area === 'events') {
      // The stream reader is in the companion, fetched by the first live widget; wallet-kit.js keeps a stand-in the companion takes over.
      expect(code).toContain('shared("packages/embed/src/leave-out/live-events")');
      expect(code).toContain('Last-Event-ID');
      expect(builtEmbedFile('wallet-kit.js').toString('utf8')).not.toContain('Last-Event-ID');
      return;
    }
    const taken = area === 'passkey' ? ['packages/embed/src/leave-out/passkey'] : ['node_modules/preact/compat/jsx-runtime', 'packages/react/src/areas/define-area', 'packages/embed/src/areas/runtime'];
    for (const key of taken) expect(code).toContain(`shared(${JSON.stringify(key)})`);
    if (area === 'passkey') {
      // The ceremonies (their error messages, say) are in the companion, fetched when a passkey flow is prepared; not in wallet-kit.js.
      expect(code).toContain('PASSKEY_ALREADY_REGISTERED');
      expect(builtEmbedFile('wallet-kit.js').toString('utf8')).not.toContain('PASSKEY_ALREADY_REGISTERED');
      return;
    }
    // The area's English messages (its widgets' words) are in its file, and not in wallet-kit.js.
    const { en } = (await import(`../packages/react/src/${area}/messages/en.ts`)) as { en: Record<string, string> };
    const sample = Object.values(en).find((message) => message.length > 24 && !message.includes('{'))!;
    expect(code).toContain(sample);
    expect(builtEmbedFile('wallet-kit.js').toString('utf8')).not.toContain(sample);
  });

  it(`ships a language file per catalog, each within ${LANGUAGE_FILE_BUDGET} bytes gzip, and none of them inside wallet-kit.js`, async () => {
    expect(LANGUAGES.length).toBeGreaterThanOrEqual(12);
    const main = builtEmbedFile('wallet-kit.js').toString('utf8');
    const sizes = await Promise.all(
      LANGUAGES.map(async (tag) => {
        const file = `wallet-kit.${tag}.js`;
        const { default: catalog } = (await import(`../packages/react/src/i18n/locales/${tag}.ts`).then((module: Record<string, unknown>) => ({ default: Object.values(module)[0] }))) as { default: Record<string, string> };
        // A long message of that language only: present in its file, absent from the main one.
        const sample = catalog['sca.lock.suspended']!;
        const built = builtEmbedFile(file).toString('utf8');
        expect(built, file).toContain(JSON.stringify(sample).slice(1, -1).slice(0, 40));
        expect(main.includes(sample.slice(0, 40)), `wallet-kit.js carries ${tag}`).toBe(false);
        // A message of a view the script tag leaves out (the wallet export) stays out of its language files too.
        expect(built, file).not.toContain(JSON.stringify(catalog['export.clipboard']!).slice(1, -1).slice(0, 40));
        return [tag, gzipSync(built, { level: 9 }).length] as const;
      }),
    );
    console.warn(`language files: ${sizes.map(([tag, gzip]) => `${tag} ${gzip} B`).join(', ')}`);
    for (const [tag, gzip] of sizes) expect(gzip, tag).toBeLessThanOrEqual(LANGUAGE_FILE_BUDGET);
  });

  it(`keeps @wallet-kit/react within ${REACT_BUDGET} bytes gzip without its peers (React, the client), lazy chunks apart`, async () => {
    const size = await measureBundle(['@wallet-kit/react'], { external: REACT_EXTERNALS });
    console.warn(`react: ${size.eager.gzip} B gzip; lazy: ${size.lazy.map((chunk) => `${chunk.name} ${chunk.gzip} B`).join(', ')}`);
    expect(size.eager.gzip).toBeLessThanOrEqual(REACT_BUDGET);
  }, 60_000);

  it.each(['cards', 'onboarding', 'payees', 'invitations', 'agents'])(`keeps the %s area within ${AREA_BUDGET} bytes gzip over the main entry, its languages lazy`, async (area) => {
    const [main, withArea] = await Promise.all([measureBundle(['@wallet-kit/react'], { external: REACT_EXTERNALS }), measureBundle(['@wallet-kit/react', `@wallet-kit/react/${area}`], { external: REACT_EXTERNALS })]);
    const added = withArea.eager.gzip - main.eager.gzip;
    console.warn(`${area} area: +${added} B gzip; its lazy chunks: ${withArea.lazy.length - main.lazy.length}`);
    expect(added).toBeLessThanOrEqual(AREA_BUDGET);
    // Its fifteen other languages load on demand, never with the entry.
    expect(withArea.lazy.length - main.lazy.length).toBeGreaterThanOrEqual(15);
  }, 60_000);

  it(`keeps the wallet area within ${AREA_BUDGET} bytes gzip over the main entry, its languages lazy`, async () => {
    const [main, withWallet] = await Promise.all([measureBundle(['@wallet-kit/react'], { external: REACT_EXTERNALS }), measureBundle(['@wallet-kit/react', '@wallet-kit/react/wallet'], { external: REACT_EXTERNALS })]);
    const added = withWallet.eager.gzip - main.eager.gzip;
    console.warn(`wallet area: +${added} B gzip; its lazy chunks: ${withWallet.lazy.length - main.lazy.length}`);
    expect(added).toBeLessThanOrEqual(AREA_BUDGET);
    expect(withWallet.lazy.length - main.lazy.length).toBeGreaterThanOrEqual(15);
  }, 60_000);

  it(`keeps what SignIn and QuoteConfirmation add to a Vite app within ${APP_BUDGET} bytes gzip of JavaScript`, async () => {
    const { addedJs, addedCss, withKit } = await kitAddsToApp();
    console.warn(`a Vite app with SignIn and QuoteConfirmation: +${addedJs} B gzip of JavaScript, +${addedCss} B of CSS; ${withKit.lazy.length} chunks on demand`);
    expect(addedJs).toBeGreaterThan(10_000); // the widgets are really in the app
    expect(addedJs).toBeLessThanOrEqual(APP_BUDGET);
  }, 60_000);

  it(`keeps the crypto core's browser entries within ${CRYPTO_CORE_BUDGET} bytes gzip, dependencies included`, async () => {
    const size = await measureBundle(CRYPTO_CORE_ENTRIES);
    console.warn(`crypto core: ${size.eager.gzip} B gzip (${size.eager.minified} B minified); lazy: ${size.lazy.map((chunk) => `${chunk.name} ${chunk.gzip} B`).join(', ')}`);
    expect(size.eager.gzip).toBeLessThanOrEqual(CRYPTO_CORE_BUDGET);
    for (const chunk of size.lazy) expect(chunk.gzip, chunk.name).toBeLessThanOrEqual(LEGACY_CHUNK_BUDGET);
  }, 60_000);
});
