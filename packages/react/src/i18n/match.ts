/** Which catalog serves a wanted language, and the tag to write in `lang` and to format with. */
export interface LocaleMatch {
  /** The wanted tag, canonical ("fr-CA" for the fr catalog), so amounts and dates follow its region. */
  readonly locale: string;
  /** The key of the catalog that matched, as it was offered ("fr", "zh-Hans"). */
  readonly catalog: string;
}

const parsed = new Map<string, Intl.Locale | null>();

/** A tag as Intl.Locale, or null when it is not BCP 47 (a browser can report anything). */
function parse(tag: string): Intl.Locale | null {
  let locale = parsed.get(tag);
  if (locale === undefined) {
    try {
      locale = new Intl.Locale(tag);
    } catch {
      locale = null;
    }
    parsed.set(tag, locale);
  }
  return locale;
}

// Likely subtags filled in (CLDR): "zh" is zh-Hans-CN, "zh-TW" is zh-Hant-TW, "pt" is pt-Latn-BR.
const written = (locale: Intl.Locale) => {
  const full = locale.maximize();
  return `${full.language}-${full.script ?? ''}`;
};
const spoken = (locale: Intl.Locale) => `${written(locale)}-${locale.maximize().region ?? ''}`;

/**
 * The best catalog among `available` for `wanted`, tags in order of preference (as navigator.languages
 * gives them). Each wanted tag in turn looks for its exact catalog, then one of the same language,
 * script and region ("zh-CN" takes zh-Hans), then one of the same language and script ("de-AT" takes
 * de, "pt-PT" takes pt-BR), before the next wanted tag is tried; a language written in another script
 * does not match ("zh-TW" does not take zh-Hans). Undefined when nothing matches: the caller's fallback.
 *
 * @example matchLocale(['de-CH', 'en'], ['fr', 'de']) // { locale: 'de-CH', catalog: 'de' }
 */
export function matchLocale(wanted: readonly string[], available: readonly string[]): LocaleMatch | undefined {
  const offers = available.flatMap((tag) => {
    const locale = parse(tag);
    return locale ? [{ tag, locale }] : [];
  });
  for (const tag of wanted) {
    const asked = parse(tag);
    if (!asked) continue;
    const found =
      offers.find((offer) => offer.locale.baseName === asked.baseName) ??
      offers.find((offer) => spoken(offer.locale) === spoken(asked)) ??
      offers.find((offer) => written(offer.locale) === written(asked));
    if (found) return { locale: asked.toString(), catalog: found.tag };
  }
  return undefined;
}
