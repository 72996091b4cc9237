import { execFileSync } from 'node:child_process';
import { existsSync, readdirSync } from 'node:fs';
import { join } from 'node:path';

/** Where a binary is on PATH, or undefined. */
export function onPath(name: string): string | undefined {
  try {
    return execFileSync('sh', ['-c', `command -v ${name}`], { encoding: 'utf8', stdio: ['ignore', 'pipe', 'ignore'] }).trim() || undefined;
  } catch {
    return undefined;
  }
}

/** `FIREFOX_PATH`, else Debian's `firefox-esr` (or a `firefox`) on PATH. */
export function firefoxPath(): string | undefined {
  return process.env.FIREFOX_PATH || onPath('firefox-esr') || onPath('firefox');
}

/** MiniBrowser ships in Debian's libwebkit2gtk-4.1-0, in the architecture's library folder. */
function miniBrowserPath(): string | undefined {
  if (process.env.WEBKIT_MINIBROWSER_PATH) return process.env.WEBKIT_MINIBROWSER_PATH;
  const folders = existsSync('/usr/lib') ? readdirSync('/usr/lib').filter((name) => name.endsWith('-linux-gnu')).map((name) => join('/usr/lib', name)) : [];
  return [...folders, '/usr/lib', '/usr/libexec']
    .flatMap((folder) => ['webkit2gtk-4.1', 'webkitgtk-6.0'].map((version) => join(folder, version, 'MiniBrowser')))
    .find((path) => existsSync(path));
}

export interface WebKitBinaries {
  driver: string;
  miniBrowser: string;
  /** xvfb-run (MiniBrowser has no headless mode); without it, the DISPLAY there is, where windows will show. */
  xvfbRun: string | undefined;
}

/** Debian's WebKitGTK test browser and its WebDriver, or why they cannot run here. */
export function webkitBinaries(): WebKitBinaries | string {
  const driver = process.env.WEBKIT_WEBDRIVER_PATH || onPath('WebKitWebDriver');
  const miniBrowser = miniBrowserPath();
  const xvfbRun = onPath('xvfb-run');
  if (!driver) return "WebKitWebDriver is not installed (Debian's webkit2gtk-driver)";
  if (!miniBrowser) return "MiniBrowser is not installed (Debian's libwebkit2gtk-4.1-0)";
  if (!xvfbRun && !process.env.DISPLAY) return "xvfb-run is not installed and there is no DISPLAY (Debian's xvfb and xauth)";
  return { driver, miniBrowser, xvfbRun };
}
