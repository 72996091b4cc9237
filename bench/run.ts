// `npm run bench`: bundle sizes and crypto latency of the kit, next to peer libraries measured in
// the same run. Figures only: budgets are enforced by tests where they are about size, and read
// by people where they are about time (this machine is shared and noisy).
import { readdirSync, readFileSync } from 'node:fs';
import { gzipSync } from 'node:zlib';
import { resolveChromiumPath } from '../test/harness/chromium.js';
import { engineUnavailable, launchEngine, selectedEngines } from '../test/harness/engines/launch.js';
import { TestPage } from '../test/harness/engines/page.js';
import { startHarnessServer } from '../test/harness/server.js';
import { kitAddsToApp } from './app-size.js';
import { CRYPTO_CORE_ENTRIES, measureBundle } from './bundle-size.js';
import { benchHandlerSession } from './handler-session.js';
import type { LatencyReport, Stats } from './crypto-latency.js';
import { benchSandbox } from './sandbox.js';
import { benchSandboxScale } from './sandbox-scale.js';
import { benchStoreDrivers } from './store-drivers.js';

const RUNS = Number(process.env.BENCH_RUNS ?? 600);
const kB = (bytes: number) => `${(bytes / 1000).toFixed(1)} kB`;
const ms = (value: number) => `${value.toFixed(3)} ms`;

function table(rows: string[][]): string {
  const widths = rows[0]!.map((_, column) => Math.max(...rows.map((row) => row[column]!.length)));
  return rows.map((row) => row.map((cell, column) => cell.padEnd(widths[column]!)).join('  ')).join('\n');
}

async function sizes(): Promise<void> {
  const kit = await measureBundle(CRYPTO_CORE_ENTRIES);
  const react = await measureBundle(['@wallet-kit/react'], { external: ['react', 'react-dom', 'react/jsx-runtime', 'react-dom/client', '@wallet-kit/client'] });
  let app: [string, string] = ['not built (npm run build)', ''];
  try {
    const { addedJs, addedCss } = await kitAddsToApp();
    app = [kB(addedJs), kB(addedCss)];
  } catch {
    // reported as not built
  }
  const embedGzip = (file: string) => gzipSync(readFileSync(new URL(`../packages/embed/dist/${file}`, import.meta.url)), { level: 9 }).length;
  const areaFiles = readdirSync(new URL('../packages/embed/src/areas/files/', import.meta.url)).map((file) => `wallet-kit.${file.replace(/\.ts$/, '')}.js`);
  let embed = 'not built (npm run build)';
  let embedAreas: string[][] = [];
  let embedPage = 'not built (npm run build)';
  try {
    const main = embedGzip('wallet-kit.js');
    const areas = areaFiles.map((file) => [file, embedGzip(file)] as const);
    embed = kB(main);
    embedAreas = areas.map(([file, gzip]) => [`  ${file}`, kB(gzip), '15.0 kB']);
    embedPage = kB(main + areas.reduce((sum, [, gzip]) => sum + gzip, 0));
  } catch {
    // reported as not built
  }
  const [stamper, crypto] = await Promise.all([measureBundle(['@turnkey/api-key-stamper']), measureBundle(['@turnkey/crypto'])]);
  const lazy = kit.lazy.reduce((sum, chunk) => sum + chunk.gzip, 0);
  console.log('\nBundle size (whole public surface, minified + gzip -9, dependencies included)');
  console.log(
    table([
      ['bundle', 'gzip', 'budget'],
      ['wallet-kit key-store + stamp-signer + otp-encrypt', kB(kit.eager.gzip), '16.0 kB'],
      ['  + loaded only for the legacy session key', kB(lazy), '-'],
      ['@wallet-kit/react without its peers, React and the client (lazy QR and language chunks apart)', kB(react.eager.gzip), '30.0 kB'],
      ['a Vite app using SignIn + QuoteConfirmation: JavaScript it adds (bench/fixtures/vite-app)', app[0], '40.0 kB'],
      ['  and the CSS it adds', app[1], '-'],
      ['wallet-kit.js script-tag bundle: Preact, the core widgets, every element defined (per widget: node bench/embed-widgets.mjs)', embed, '60.0 kB'],
      ...embedAreas,
      ['  a page that uses every widget: wallet-kit.js and every area and companion file', embedPage, '-'],
      ['peer: @turnkey/api-key-stamper', kB(stamper.eager.gzip + stamper.lazy.reduce((s, c) => s + c.gzip, 0)), '-'],
      ['peer: @turnkey/crypto', kB(crypto.eager.gzip + crypto.lazy.reduce((s, c) => s + c.gzip, 0)), '-'],
    ]),
  );
}

/** The crypto latency page in one engine: the kit's stamp and OTP seal next to the peers', in the same page. */
async function latencyIn(engine: Parameters<typeof launchEngine>[0], pageUrl: string, chromiumPath: string): Promise<void> {
  const unavailable = engineUnavailable(engine);
  if (unavailable) {
    console.log(`\nLatency in ${engine}: skipped (${unavailable}; WALLET_KIT_ENGINES picks the engines)`);
    return;
  }
  const browser = await launchEngine(engine, { chromiumPath });
  try {
    const page = new TestPage(engine, await browser.newPage());
    await page.goto(pageUrl);
    await page.waitForFunction(() => window.benchReady === true, undefined, { timeout: 120_000 });
    const report: LatencyReport = await page.evaluate((runs) => window.runLatencyBench(runs), RUNS);
    const row = (name: string, kit: Stats, peer: Stats, peerName: string) => [
      [`${name}: wallet-kit`, ms(kit.median), ms(kit.p95), String(kit.runs), ''],
      [`${name}: ${peerName}`, ms(peer.median), ms(peer.p95), String(peer.runs), `${(peer.median / kit.median).toFixed(2)}x the kit's median`],
    ];
    const batched = report.batch > 1 ? `, each sample the mean of ${report.batch} in a row` : '';
    console.log(`\nLatency in ${browser.version} (timer resolution ${ms(report.timerResolutionMs)}${batched}; runs interleaved)`);
    console.log(
      table([
        ['operation', 'median', 'p95', 'runs', 'peer / kit'],
        ...row('stamp a payloadToSign', report.stamp.kit, report.stamp.peer, '@turnkey/api-key-stamper'),
        ...row('encrypt an OTP code', report.otp.kit, report.otp.peer, '@turnkey/crypto'),
      ]),
    );
  } finally {
    await browser.close();
  }
}

async function latency(): Promise<void> {
  // Cross-origin isolation gives performance.now() 5 µs resolution instead of 100 µs.
  const server = await startHarnessServer({
    entries: ['bench/crypto-latency.html'],
    headers: { 'Cross-Origin-Opener-Policy': 'same-origin', 'Cross-Origin-Embedder-Policy': 'require-corp' },
  });
  try {
    const chromiumPath = await resolveChromiumPath();
    // One engine after another, each in its own browser, so none shares the machine with another.
    for (const engine of selectedEngines().engines) await latencyIn(engine, new URL('bench/crypto-latency.html', server.url).href, chromiumPath);
  } finally {
    await server.close();
  }
}

async function sandbox(): Promise<void> {
  const figures = await benchSandbox();
  const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  const firstWarm = Math.max(...figures.startupMs.slice(1));
  console.log('\nSandbox (npm run sandbox in its own process, HTTP on 127.0.0.1)');
  console.log(
    table([
      ['figure', 'measured', 'budget', ''],
      ['start to first answer (first start, bundle built)', ms(figures.startupMs[0]!), '-', ''],
      ['start to first answer (later starts, worst)', ms(firstWarm), '500 ms', verdict(firstWarm <= 500)],
      ['quote creations per second (32 in flight, 3 s)', figures.quotesPerSecond.toFixed(0), '>= 2000', verdict(figures.quotesPerSecond >= 2000)],
      [`signed OTP sign-in, median of ${figures.signIn.runs} (p90 ${ms(figures.signIn.p90)})`, ms(figures.signIn.median), '< 20 ms', verdict(figures.signIn.median < 20)],
    ]),
  );
}

async function sandboxScale(): Promise<void> {
  const { empty, full, fillSeconds, webhooksDelivered } = await benchSandboxScale(100_000);
  const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  const throughput = full.quoteExecutePerSecond / empty.quoteExecutePerSecond;
  const list = full.listP50Ms / empty.listP50Ms;
  console.log(`\nSandbox as history grows (empty state, then ${full.history.toLocaleString('en')} transactions on disk and their webhooks delivered, filled in ${fillSeconds.toFixed(0)} s; ${webhooksDelivered.toLocaleString('en')} more delivered over HTTP while measuring)`);
  console.log(
    table([
      ['figure', 'empty', `${full.history.toLocaleString('en')} tx`, 'ratio', 'budget', ''],
      ['quote+execute per second (32 in flight, six 1 s turns each)', empty.quoteExecutePerSecond.toFixed(0), full.quoteExecutePerSecond.toFixed(0), `${(throughput * 100).toFixed(0)}%`, '>= 80%', verdict(throughput >= 0.8)],
      ['GET /transactions?limit=20, p50 of 300', ms(empty.listP50Ms), ms(full.listP50Ms), `${list.toFixed(2)}x`, '<= 2x', verdict(list <= 2)],
      ['RSS after the load', `${empty.rssMb.toFixed(0)} MB`, `${full.rssMb.toFixed(0)} MB`, '', '<= 300 MB', verdict(full.rssMb <= 300)],
      ['start to first answer', ms(empty.startupMs), ms(full.startupMs), '', '<= 1 s', verdict(full.startupMs <= 1000)],
    ]),
  );
}

async function storeDrivers(): Promise<void> {
  const figures = await benchStoreDrivers();
  console.log('\nEmbedded databases for the sandbox (one process; medians; each write committed before the next)');
  console.log(
    table([
      ['driver', 'first open', 'one insert', 'transaction of 3 inserts'],
      ...figures.map((row) => ('skipped' in row ? [row.driver, row.skipped, '', ''] : [row.driver, ms(row.openMs), `${row.insertUs.toFixed(0)} µs`, `${row.transactionUs.toFixed(0)} µs`])),
    ]),
  );
}

async function handlerSession(): Promise<void> {
  const figures = await benchHandlerSession();
  const verdict = (ok: boolean) => (ok ? 'within budget' : 'OVER BUDGET');
  const { session, send } = figures;
  const calls = (flow: typeof session | typeof send) => `${flow.upstreamCalls} for ${flow.browserCalls} (${flow.perCall.toFixed(2)} per call)`;
  console.log(`\nThe backend handler along a wallet session (createServiceHandler, in-process sandbox ${figures.latencyMs} ms away, memory store; medians of ${figures.runs} runs)`);
  console.log(
    table([
      ['figure', 'measured', 'floor', 'budget', ''],
      ['session (balance, activity, payees, quote, 3 reads, execute, 5 transaction reads, balance): upstream calls', calls(session), `${session.browserCalls} (1.00)`, '<= 1.10 per call', verdict(session.perCall <= 1.1)],
      ['  wall time', ms(session.wallMs), ms(session.floorMs), '-', ''],
      ['send flow with SCA (quote, execute, SMS code, reads to COMPLETED), its accounts not yet read: upstream calls', calls(send), `${send.browserCalls} (1.00)`, '-', ''],
      ['  wall time from Confirm (execute) to COMPLETED', ms(send.confirmToCompletedMs), ms(send.floorMs), '-', ''],
      [`the handler's own time per forwarded call, p50 of ${figures.ownCalls} (warm, the service answering at once)`, ms(figures.ownMsP50), '-', '<= 1 ms', verdict(figures.ownMsP50 <= 1)],
      [`webhook received -> event in the browser's stream, in process, p50 of ${figures.pushes}`, ms(figures.pushMsP50), '-', '<= 50 ms', verdict(figures.pushMsP50 <= 50)],
      [`  the same until the kit's watchTransaction yields it (client stream reader, in process), p50 of ${figures.kitPushes}`, ms(figures.kitPushMsP50), '-', '<= 50 ms', verdict(figures.kitPushMsP50 <= 50)],
      ['status polls by that watch while the stream is up', String(figures.kitStatusPolls), '0', '0', verdict(figures.kitStatusPolls === 0)],
    ]),
  );
}

// BENCH_ONLY=sizes (or latency, sandbox, store-drivers, sandbox-scale, handler-session) runs one part.
const parts: Record<string, () => Promise<void>> = { sizes, latency, sandbox, 'store-drivers': storeDrivers, 'sandbox-scale': sandboxScale, 'handler-session': handlerSession };
for (const [name, part] of Object.entries(parts)) if (!process.env.BENCH_ONLY || process.env.BENCH_ONLY === name) await part();
