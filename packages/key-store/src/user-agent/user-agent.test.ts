import { readdirSync, readFileSync } from 'node:fs';
import { join, relative } from 'node:path';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { browserName, systemName } from './index.js';

const root = fileURLToPath(new URL('../../../..', import.meta.url));

/** Every source file of the packages and apps, tests and built output left out. */
function sources(directory: string): string[] {
  return readdirSync(directory, { withFileTypes: true }).flatMap((entry) => {
    const path = join(directory, entry.name);
    if (entry.isDirectory()) return ['node_modules', 'dist', '.sandbox'].includes(entry.name) ? [] : sources(path);
    return /\.tsx?$/.test(entry.name) && !/\.test\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('browser and system names from a User-Agent', () => {
  it.each([
    ['Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36', 'Chrome', 'macOS'],
    ['Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1', 'Safari', 'iOS'],
    ['Mozilla/5.0 (Windows NT 10.0; Win64; x64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36 Edg/131.0.0.0', 'Edge', 'Windows'],
    ['Mozilla/5.0 (Linux; Android 14; SM-S918B) AppleWebKit/537.36 (KHTML, like Gecko) SamsungBrowser/25.0 Chrome/121.0.0.0 Mobile Safari/537.36', 'Samsung Internet', 'Android'],
    ['Mozilla/5.0 (X11; Linux x86_64; rv:128.0) Gecko/20100101 Firefox/128.0', 'Firefox', 'Linux'],
  ])('reads %s', (userAgent, browser, os) => {
    expect([browserName(userAgent), systemName(userAgent)]).toEqual([browser, os]);
  });

  it('says nothing of what it does not know, or of a missing header', () => {
    expect([browserName('curl/8.5.0'), systemName('curl/8.5.0'), browserName(null), systemName(undefined)]).toEqual([undefined, undefined, undefined, undefined]);
  });

  it('is the one table in the kit: no other source spells the browsers out', () => {
    const here = fileURLToPath(new URL('.', import.meta.url));
    const others = [...sources(join(root, 'packages')), ...sources(join(root, 'apps'))]
      .filter((path) => !path.startsWith(here))
      .filter((path) => /SamsungBrowser|FxiOS|CriOS/.test(readFileSync(path, 'utf8')));
    expect(others.map((path) => relative(root, path))).toEqual([]);
  });
});
