import { spawn, type ChildProcess } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { pathToFileURL } from 'node:url';
import type { Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSandbox, seededPeople, type Sandbox } from '@wallet-kit/sandbox';
import { startServer, type RunningServer } from '@wallet-kit/sandbox/node';
import type * as PlaywrightKit from '@wallet-kit/sandbox/playwright';
import { packPackages } from '../../scripts/packaging/pack.js';
import { repoRoot } from '../../scripts/packaging/workspace.js';
import { describeEngines, type TestPage } from '../harness/engines/index.js';
import { unpack } from '../support/tarballs.js';
import { axeViolations, freePort, screenshot } from './stack.js';

// The Next.js App Router example (apps/next) as an integrator ships it: `next build` (Turbopack, type-checked),
// `next start`, its route handler in front of a sandbox served over HTTP, and a server page that renders the
// widgets, driven in each engine with the test kit's helpers taken from the packed @wallet-kit/sandbox (its sign-in and
// SCA helpers take any page shaped as Playwright's; its virtual authenticator speaks Chromium's DevTools protocol).
// Needs `npm run build` first: Next resolves the kit to its built dist/, "use client" included.
const app = join(repoRoot, 'apps/next');
const nextBin = join(repoRoot, 'node_modules/next/dist/bin/next');

let sandbox: Sandbox;
let service: RunningServer;
let next: ChildProcess | undefined;
let nextOutput = '';
let origin: string;
let kit: typeof PlaywrightKit;
let workDir: string;

function runNext(args: string[], env: Record<string, string>): ChildProcess {
  const child = spawn(process.execPath, [nextBin, ...args], { cwd: app, env: { ...process.env, NEXT_TELEMETRY_DISABLED: '1', ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  child.stdout!.on('data', (chunk: Buffer) => (nextOutput += chunk.toString()));
  child.stderr!.on('data', (chunk: Buffer) => (nextOutput += chunk.toString()));
  return child;
}

function finished(child: ChildProcess): Promise<number | null> {
  return new Promise((resolve) => (child.exitCode !== null ? resolve(child.exitCode) : child.once('exit', (code) => resolve(code))));
}

async function nextBuild(): Promise<void> {
  const started = Date.now();
  const code = await finished(runNext(['build'], {}));
  if (code !== 0) throw new Error(`next build failed (${code}):\n${nextOutput}`);
  console.warn(`apps/next: next build took ${((Date.now() - started) / 1000).toFixed(1)} s`);
}

async function nextStart(env: Record<string, string>): Promise<string> {
  const port = await freePort();
  next = runNext(['start', '--port', String(port), '--hostname', 'localhost'], env);
  const url = `http://localhost:${port}`;
  for (let attempt = 0; attempt < 300; attempt += 1) {
    if (next.exitCode !== null) throw new Error(`next start exited (${next.exitCode}):\n${nextOutput}`);
    const answer = await fetch(url).catch(() => undefined);
    if (answer) return url;
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`next start did not answer on ${url}:\n${nextOutput}`);
}

/** The test kit's Playwright helpers, imported from the packed tarball as an integrator's test would. */
async function playwrightHelpersFromTarball(): Promise<typeof PlaywrightKit> {
  workDir = mkdtempSync(join(tmpdir(), 'wallet-kit-next-'));
  const [sandboxTarball] = packPackages(join(workDir, 'tarballs'), ['@wallet-kit/sandbox']);
  const folder = join(workDir, 'node_modules/@wallet-kit/sandbox');
  unpack(sandboxTarball!.tarball, folder);
  return (await import(pathToFileURL(join(folder, 'dist/playwright.js')).href)) as typeof PlaywrightKit;
}

beforeAll(async () => {
  const [helpers] = await Promise.all([playwrightHelpersFromTarball(), nextBuild()]);
  kit = helpers;
  sandbox = await createSandbox({ passkeys: { rpId: 'localhost', origins: ['http://localhost:*'] } });
  service = await startServer(sandbox, { port: 0 });
  origin = await nextStart({
    SERVICE_URL: service.url,
    SERVICE_CLIENT_ID: sandbox.credentials.clientId,
    SERVICE_CLIENT_SECRET: sandbox.credentials.clientSecret,
    SESSION_SECRET: randomBytes(32).toString('base64url'),
  });
}, 300_000);

afterAll(async () => {
  if (next && next.exitCode === null) {
    next.kill('SIGTERM');
    await finished(next);
  }
  await service?.close();
  sandbox?.close();
  if (workDir) rmSync(workDir, { recursive: true, force: true });
});

describeEngines('the Next.js App Router example', (browser) => {
  async function openApp(): Promise<TestPage> {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 390, height: 900 });
    await page.goto(origin);
    return page;
  }

  describe('the Next.js App Router example', () => {
    it('renders the widgets from a server page, then signs in, confirms a payment and answers SCA', { timeout: 120_000 }, async () => {
      const balanceBefore = sandbox.inspect.balance(seededPeople(sandbox).elodie.wallet);
      const page = await openApp();
      await page.getByLabel('E-mail address').fill('elodie@example.com');
      await page.getByRole('button', { name: 'Sign in to Northwind' }).click();
      await page.locator('.wk-sign-in').waitFor();

      // The server's HTML already holds the widgets (rendered by the server component), before any script runs.
      const cookie = (await page.cookies()).map((c) => `${c.name}=${c.value}`).join('; ');
      const html = await (await fetch(origin, { headers: { cookie } })).text();
      expect(html).toMatch(/class="[^"]*wk-sign-in[^"]*"/);
      expect(html).toMatch(/class="[^"]*wk-confirm[^"]*"/);

      await kit.signInSandboxUser(page, { identifier: 'elodie@example.com' });
      const confirmation = page.locator('.wk-confirm');
      // The payee's label from createProvisioner, not its id.
      await page.getByText('Élodie Martin · IBAN •••• 2051').first().waitFor();
      await page.locator('.wk-confirm[data-state="review"]').waitFor({ timeout: 20_000 });
      expect(await axeViolations(page), 'axe on the review').toEqual([]);
      await screenshot(page, 'next-01-review');
      await confirmation.locator('button[data-variant="primary"]').click();

      expect(await kit.answerSca(page)).toBe('authorized');
      await page.locator('.wk-confirm[data-state="processing"], .wk-confirm[data-state="completed"]').first().waitFor({ timeout: 20_000 });
      sandbox.advanceClock(60 * 60_000);
      await page.locator('.wk-confirm[data-state="completed"]').waitFor({ timeout: 30_000 });
      expect(await axeViolations(page), 'axe on the completed payment').toEqual([]);
      await screenshot(page, 'next-02-completed');
      const { elodie } = seededPeople(sandbox);
      // One payment of €10 in each engine so far (engines run one after another against this sandbox).
      expect(sandbox.inspect.balance(elodie.wallet)).toBe(balanceBefore - 1_000);
      await page.close();
    });

    browser.requires('page-events')('hydrates a signed-in page as the server rendered it: no mismatch reported when the page is loaded again', { timeout: 120_000 }, async () => {
      const page = await openApp();
      // Signed out of the app: the first test's session is in this engine's cookies.
      await page.clearCookies();
      await page.reload();
      await page.getByLabel('E-mail address').fill('elodie@example.com');
      await page.getByRole('button', { name: 'Sign in to Northwind' }).click();
      await kit.signInSandboxUser(page, { identifier: 'elodie@example.com' });
      await page.locator('.wk-confirm[data-state="review"]').waitFor({ timeout: 20_000 });
      const reported: string[] = [];
    page.on('console', (message) => {
      if (message.type() === 'error' || message.type() === 'warning') reported.push(message.text());
    });
    page.on('pageerror', (error) => reported.push(error.message));
    // React's production build names a hydration failure by its number (418-425), its development build in words.
    const mismatches = () => reported.filter((text) => /React error #4(1[89]|2[0-5])\b|hydrat|did not match|server rendered/i.test(text));
      await page.reload();
      await page.locator('.wk-confirm[data-state="review"]').waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      expect(mismatches(), 'the payment page').toEqual([]);
      await page.goto(new URL('/guarded', origin).href);
      await page.getByText('Signed in to your wallet').waitFor({ timeout: 20_000 });
      await page.waitForLoadState('networkidle');
      expect(mismatches(), 'the guarded page').toEqual([]);
      await page.close();
    });

    it("says what the widget shows when a helper's answer is refused, as a typed error", { timeout: 60_000 }, async () => {
      const page = await openApp();
      const error = await kit.signInSandboxUser(page, { identifier: 'elodie@example.com', code: '111111', timeoutMs: 15_000 }).catch((caught: unknown) => caught);
      expect(error).toBeInstanceOf(kit.TestKitError);
      expect(error).toMatchObject({ code: 'SIGN_IN_FAILED', message: expect.stringMatching(/shows an error: .+/) });
      await page.close();
    });

    browser.requires('devtools-protocol')('adds a virtual authenticator that a real passkey ceremony on the page uses', { timeout: 60_000 }, async () => {
      const page = await openApp();
      const authenticator = await kit.addVirtualAuthenticator(page.playwright<Page>());
      const made = await page.evaluate(async () => {
        const credential = await navigator.credentials.create({
          publicKey: {
            rp: { id: 'localhost', name: 'Northwind' },
            user: { id: crypto.getRandomValues(new Uint8Array(16)), name: 'e2e', displayName: 'E2E' },
            challenge: crypto.getRandomValues(new Uint8Array(32)),
            pubKeyCredParams: [{ type: 'public-key', alg: -7 }],
            authenticatorSelection: { residentKey: 'required', userVerification: 'required' },
          },
        });
        return credential?.type;
      });
      expect(made).toBe('public-key');
      expect(await authenticator.credentials()).toHaveLength(1);
      await authenticator.remove();
      await page.close();
    });
  });
});
