import { isAreaMessageId } from '../areas/names.js';
import { WidgetError } from '../errors.js';
import { en, type MessageId, type Messages } from './locales/en.js';
import { isPseudoLocale, LAZY_LOCALES, PSEUDO_LOCALE } from './load.js';
import { matchLocale } from './match.js';
import { placeholdersOf } from './message-format.js';

export { PSEUDO_LOCALE };

/** Messages an integrator replaces, by id; each must use the same placeholders as English. */
export type MessageOverrides = Readonly<Partial<Record<MessageId, string>> & Record<string, string | undefined>>;

/**
 * Catalogs by language tag, as the provider's `catalogs` prop takes them: the languages to have from the
 * first render (`import { de } from '@wallet-kit/react/locales/de'`, `catalogs={{ de }}`), or your own.
 * The shipped ones load on demand otherwise, each a chunk of its own (1.5 to 2.5 kB gzip).
 */
export type Catalogs = Readonly<Record<string, Messages>>;

/**
 * The locales this package ships: English built in, the others as entry points
 * (`@wallet-kit/react/locales/<tag>`) and chunks loaded on demand, and the pseudo-locale for tests.
 */
export const SHIPPED_LOCALES = ['en', 'ar', 'de', 'es', 'fr', 'he', 'hi', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'sv', 'tr', 'zh-Hans', PSEUDO_LOCALE] as const;

/** What a provider shows: which catalog, and the tag for `lang`, `dir` and Intl. */
export interface CatalogChoice {
  /** The wanted tag when a catalog of its language serves it ("fr-CA" for fr), otherwise "en". */
  readonly locale: string;
  /** The catalog's key: one of `catalogs`, a shipped one, "en" or the pseudo-locale. */
  readonly catalog: string;
  /** Its messages; undefined for a shipped catalog that is not loaded yet (see loadCatalog). */
  readonly messages: Messages | undefined;
}

const warned = new Set<string>();

function checkTags(wanted: readonly string[]): void {
  for (const tag of wanted) {
    try {
      Intl.getCanonicalLocales(tag);
    } catch (error) {
      throw new WidgetError('INVALID_LOCALE', `locale: expected a BCP 47 language tag such as "fr" or "pt-BR", got ${JSON.stringify(tag)}`, { cause: error });
    }
  }
}

/**
 * The catalog for `wanted` (tags in order of preference): the best match among the integrator's
 * `catalogs`, the shipped ones and English (see matchLocale), English when none serves any of them.
 * An `explicit` choice (the provider's `locale` prop) must be well-formed, may name the pseudo-locale,
 * and says once when it falls back to English; the browser's languages do neither.
 */
export function chooseCatalog(wanted: readonly string[], catalogs: Catalogs = {}, explicit = true): CatalogChoice {
  if (explicit) checkTags(wanted);
  // Its generator loads on demand, like a shipped catalog: nobody but tests and Storybook pays for it.
  if (explicit && isPseudoLocale(wanted[0])) return { locale: PSEUDO_LOCALE, catalog: PSEUDO_LOCALE, messages: undefined };
  const own = Object.keys(catalogs);
  const match = matchLocale(wanted, [...own, ...LAZY_LOCALES, 'en']);
  if (!match) {
    const language = wanted[0]?.split('-')[0]?.toLowerCase();
    if (explicit && language && language !== 'en' && !warned.has(language)) {
      warned.add(language);
      console.warn(`@wallet-kit/react: no catalog for locale "${wanted[0]}", showing English; pass your own as catalogs={{ ${language}: … }} (a complete catalog, every id of the English one)`);
    }
    return { locale: 'en', catalog: 'en', messages: en };
  }
  const messages = own.includes(match.catalog) ? catalogs[match.catalog] : match.catalog === 'en' ? en : undefined;
  return { ...match, messages };
}

export { directionOf } from './direction.js';

/**
 * The catalog with an integrator's overrides on top. Checked here, at the boundary, so a typo in an id
 * or a placeholder fails when the provider mounts rather than when a rare error message first renders.
 */
export function resolveMessages(locale: string, overrides: MessageOverrides = {}, catalogs: Catalogs = {}): Messages {
  return withOverrides(chooseCatalog([locale], catalogs).messages ?? en, overrides);
}

/** A catalog with overrides on top, each checked against the English message of the same id. */
export function withOverrides(base: Messages, overrides: MessageOverrides = {}): Messages {
  for (const [id, source] of Object.entries(overrides)) {
    // An area's ids are checked by the area, whose English arrives with its chunk.
    if (isAreaMessageId(id)) continue;
    if (!(id in en)) throw new WidgetError('INVALID_MESSAGE', `messages: unknown message id "${id}"; expected one of the ids of the English catalog`);
    if (typeof source !== 'string') throw new WidgetError('INVALID_MESSAGE', `messages["${id}"]: expected a string, got ${typeof source}`);
    const expected = placeholdersOf(en[id as MessageId]);
    for (const name of placeholdersOf(source)) {
      if (!expected.has(name)) {
        throw new WidgetError('INVALID_MESSAGE', `messages["${id}"] uses {${name}}, which this message never receives; expected only ${[...expected].map((n) => `{${n}}`).join(', ') || 'no placeholders'}`);
      }
    }
  }
  return { ...base, ...overrides };
}
