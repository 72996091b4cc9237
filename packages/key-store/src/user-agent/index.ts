// The one table of browser and system names read from a User-Agent, for the server handler (the
// device of each wallet session) and the widgets (this device): both depend on this package, and
// neither may import the other. Order matters: Edge and Opera say "Chrome" too, Chrome says
// "Safari", iPadOS may say "Macintosh".
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

// A User-Agent comes from whoever calls: past this length it is nobody's real browser, and no pattern runs on more.
const MAX_LENGTH = 512;

const first = (table: ReadonlyArray<readonly [RegExp, string]>, userAgent: string | null | undefined) => {
  const text = (userAgent ?? '').slice(0, MAX_LENGTH);
  return table.find(([pattern]) => pattern.test(text))?.[1];
};

/**
 * The browser's own name (`Chrome`, `Safari`, `Samsung Internet`) from a User-Agent, and nothing more
 * (no version): undefined when it does not say.
 *
 * @example browserName(navigator.userAgent) // 'Firefox'
 */
export const browserName = (userAgent: string | null | undefined): string | undefined => first(BROWSERS, userAgent);

/**
 * The operating system's own name (`macOS`, `iOS`, `Android`) from a User-Agent, and nothing more (no
 * version, no model): undefined when it does not say.
 *
 * @example systemName(navigator.userAgent) // 'macOS'
 */
export const systemName = (userAgent: string | null | undefined): string | undefined => first(SYSTEMS, userAgent);
