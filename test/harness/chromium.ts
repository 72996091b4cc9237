import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium, type BrowserContext } from 'playwright-core';

/**
 * Flags that keep Chromium quiet on a closed network (no update checks, sync or QUIC), and let it
 * run as root in a container.
 */
export const CHROMIUM_ARGS = [
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
];

/** `CHROMIUM_PATH` when set, else the Chromium shipped inside @sparticuz/chromium (unpacked on first use). */
export async function resolveChromiumPath(): Promise<string> {
  if (process.env.CHROMIUM_PATH) return process.env.CHROMIUM_PATH;
  const { default: packaged } = await import('@sparticuz/chromium');
  return packaged.executablePath();
}

export interface LaunchedChromium {
  context: BrowserContext;
  close(): Promise<void>;
}

/** A headless Chromium with a fresh, empty profile that is deleted on close. */
export async function launchChromium(executablePath: string): Promise<LaunchedChromium> {
  const profile = await mkdtemp(join(tmpdir(), 'wallet-kit-profile-'));
  const context = await chromium.launchPersistentContext(profile, { executablePath, headless: true, args: CHROMIUM_ARGS });
  return {
    context,
    async close() {
      await context.close();
      await rm(profile, { recursive: true, force: true });
    },
  };
}
