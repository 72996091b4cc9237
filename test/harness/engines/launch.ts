import { firefoxPath, webkitBinaries } from './binaries.js';
import { launchChromiumDriver } from './chromium-driver.js';
import { ENGINES, type DriverBrowser, type EngineName } from './driver.js';
import { launchFirefoxDriver } from './firefox-driver.js';
import { launchWebKitDriver } from './webkit-driver.js';

/** The variable that picks engines: `chromium,firefox,webkit` (any of them, comma-separated). */
export const ENGINES_VARIABLE = 'WALLET_KIT_ENGINES';

/**
 * The engines to run, and whether they were asked for by name. Unset: all three, and one that is not installed is
 * skipped with the reason. Set (CI sets all three): exactly those, and one that cannot start fails its tests.
 */
export function selectedEngines(env: NodeJS.ProcessEnv = process.env): { engines: EngineName[]; required: boolean } {
  const value = env[ENGINES_VARIABLE]?.trim();
  if (!value) return { engines: [...ENGINES], required: false };
  const names = value.split(',').map((name) => name.trim().toLowerCase());
  const unknown = names.filter((name) => !ENGINES.includes(name as EngineName));
  if (unknown.length) throw new Error(`${ENGINES_VARIABLE}: unknown engine ${unknown.join(', ')}; expected a comma-separated list of ${ENGINES.join(', ')}`);
  return { engines: ENGINES.filter((engine) => names.includes(engine)), required: true };
}

/** Why `engine` cannot start on this machine, or undefined when it can. */
export function engineUnavailable(engine: EngineName): string | undefined {
  if (engine === 'firefox') return firefoxPath() ? undefined : "Firefox is not installed (Debian's firefox-esr; or set FIREFOX_PATH)";
  if (engine === 'webkit') {
    const binaries = webkitBinaries();
    return typeof binaries === 'string' ? binaries : undefined;
  }
  return undefined;
}

/** Starts `engine` with a fresh, empty profile (deleted on close). */
export async function launchEngine(engine: EngineName, options: { chromiumPath: string }): Promise<DriverBrowser> {
  const reason = engineUnavailable(engine);
  if (reason) throw new Error(`${engine}: ${reason}`);
  if (engine === 'chromium') return launchChromiumDriver(options.chromiumPath);
  if (engine === 'firefox') return launchFirefoxDriver(firefoxPath()!);
  return launchWebKitDriver(webkitBinaries() as Exclude<ReturnType<typeof webkitBinaries>, string>);
}
