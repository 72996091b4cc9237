/** A browser and an operating system, by their own names (proper nouns: never translated). */
export interface Device {
  /** The browser, e.g. `Chrome`; undefined when the user agent does not say. */
  readonly browser: string | undefined;
  /** The operating system, e.g. `macOS`; undefined when the user agent does not say. */
  readonly os: string | undefined;
}

// Order matters: Edge and Opera say "Chrome" too, Chrome says "Safari", iPadOS may say "Macintosh".
const BROWSERS: ReadonlyArray<readonly [RegExp, string]> = [
  [/Edg(e|A|iOS)?\//, 'Edge'],
  [/OPR\/|Opera/, 'Opera'],
  [/SamsungBrowser\//, 'Samsung Internet'],
  [/Firefox\/|FxiOS\//, 'Firefox'],
  [/Chrome\/|CriOS\/|Chromium\//, 'Chrome'],
  [/Version\/[\d.]+.*Safari\//, 'Safari'],
];
const SYSTEMS: ReadonlyArray<readonly [RegExp, string]> = [
  [/iPhone|iPod/, 'iOS'],
  [/iPad/, 'iPadOS'],
  [/Android/, 'Android'],
  [/CrOS/, 'ChromeOS'],
  [/Windows/, 'Windows'],
  [/Mac OS X|Macintosh/, 'macOS'],
  [/Linux/, 'Linux'],
];

const first = (list: ReadonlyArray<readonly [RegExp, string]>, userAgent: string) => list.find(([pattern]) => pattern.test(userAgent))?.[1];

/**
 * This browser and its system, read from its user agent: enough to tell "Chrome on macOS" from
 * "Safari on iOS" in a list of sessions, and nothing more (no version, no model).
 *
 * @example describeDevice(navigator.userAgent) // { browser: 'Chrome', os: 'macOS' }
 */
export function describeDevice(userAgent: string): Device {
  return { browser: first(BROWSERS, userAgent), os: first(SYSTEMS, userAgent) };
}
