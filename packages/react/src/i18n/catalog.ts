import { WidgetError } from '../errors.js';
import { en, type MessageId, type Messages } from './locales/en.js';
import { placeholdersOf } from './message-format.js';
import { pseudoLocalize } from './pseudo.js';

/** The pseudo-locale's tag: "XA" is the private-use region that Android and Chromium use for accented pseudo text. */
export const PSEUDO_LOCALE = 'en-XA';

/** Messages an integrator replaces, by id; each must use the same placeholders as English. */
export type MessageOverrides = Readonly<Partial<Record<MessageId, string>>>;

/**
 * Catalogs by language tag, as the provider's `catalogs` prop takes them:
 * `import { fr } from '@wallet-kit/react/locales/fr'` then `catalogs={{ fr }}`.
 * English is built in; the other languages are entry points of their own, so an app pays only for the
 * languages it offers (each is 1.5 to 2 kB gzip, and grows with every widget).
 */
export type Catalogs = Readonly<Record<string, Messages>>;

let pseudo: Messages | undefined;

/** The locales this package ships: English built in, fr and ar as entry points, the pseudo-locale for tests. */
export const SHIPPED_LOCALES = ['en', 'fr', 'ar', PSEUDO_LOCALE] as const;

const warned = new Set<string>();

/**
 * The catalog for a BCP 47 tag among `catalogs`: the exact tag, then its language ("fr-CA" -> "fr"),
 * then English. Asking for a language no catalog was given for falls back to English, and says so once.
 */
export function catalogFor(locale: string, catalogs: Catalogs = {}): Messages {
  const tag = locale.toLowerCase();
  // Built on first use: nobody but tests and Storybook pays for it.
  if (tag === PSEUDO_LOCALE.toLowerCase()) return (pseudo ??= pseudoLocalize(en));
  const byTag = new Map(Object.entries(catalogs).map(([key, messages]) => [key.toLowerCase(), messages]));
  const language = tag.split('-')[0]!;
  const found = byTag.get(tag) ?? byTag.get(language);
  if (found) return found;
  if (language !== 'en' && !warned.has(language)) {
    warned.add(language);
    console.warn(`@wallet-kit/react: no catalog for locale "${locale}", showing English; pass catalogs={{ ${language} }} (import { ${language} } from '@wallet-kit/react/locales/${language}') or your own`);
  }
  return en;
}

export { directionOf } from './direction.js';

/**
 * The catalog with an integrator's overrides on top. Checked here, at the boundary, so a typo in an id
 * or a placeholder fails when the provider mounts rather than when a rare error message first renders.
 */
export function resolveMessages(locale: string, overrides: MessageOverrides = {}, catalogs: Catalogs = {}): Messages {
  return withOverrides(catalogFor(locale, catalogs), overrides);
}

/** A catalog with overrides on top, each checked against the English message of the same id. */
export function withOverrides(base: Messages, overrides: MessageOverrides = {}): Messages {
  for (const [id, source] of Object.entries(overrides)) {
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
