import { describe, expect, it } from 'vitest';
import { formatMessage, parseMessage, placeholdersOf, type MessagePart } from '../src/i18n/message-format.js';

type Catalog = Readonly<Record<string, string>>;

/** Plural arguments of a message, each with the selectors it has, nested plurals included. */
function plurals(source: string): Array<{ name: string; selectors: string[] }> {
  const found: Array<{ name: string; selectors: string[] }> = [];
  const walk = (parts: readonly MessagePart[]) => {
    for (const part of parts) {
      if (typeof part !== 'object' || part.type !== 'plural') continue;
      found.push({ name: part.name, selectors: Object.keys(part.branches) });
      Object.values(part.branches).forEach(walk);
    }
  };
  walk(parseMessage(source));
  return found;
}

export interface CatalogSuite {
  /** What the suite is about: "the shipped catalogs", "the cards area". */
  name: string;
  en: Catalog;
  /** Every translation by tag (the pseudo-locale included when it applies). */
  translations: Readonly<Record<string, Catalog>>;
  /** Tags that are not languages (the pseudo-locale): no plural or untranslated check. */
  notLanguages?: readonly string[];
  /** Ids that read the same in every language (codes, acronyms, formulas). */
  neutral?: ReadonlySet<string>;
  /** Per language, ids whose words it shares with English, checked one by one. */
  sameAsEnglish?: Readonly<Record<string, readonly string[]>>;
}

/**
 * The checks every catalog set passes, the widgets' own and each area's: the same ids as English,
 * the same placeholders, nothing empty, plurals with exactly their language's categories, nothing
 * left in English, and every message renders.
 */
export function describeCatalogs(suite: CatalogSuite): void {
  const ids = Object.keys(suite.en).sort();
  const translations = Object.entries(suite.translations);
  const languages = translations.filter(([tag]) => !suite.notLanguages?.includes(tag));
  describe(suite.name, () => {
    it.each(translations)('%s has every id of English and no other', (_, catalog) => {
      const missing = ids.filter((id) => !(id in catalog));
      const extra = Object.keys(catalog).filter((id) => !(id in suite.en));
      expect({ missing, extra }).toEqual({ missing: [], extra: [] });
    });

    it.each(translations)('%s uses the same placeholders as English in every message', (_, catalog) => {
      const mismatches = ids.filter((id) => id in catalog && [...placeholdersOf(catalog[id]!)].sort().join() !== [...placeholdersOf(suite.en[id]!)].sort().join());
      expect(mismatches.map((id) => `${id}: ${catalog[id]}`)).toEqual([]);
    });

    it.each(translations)('%s has no empty message', (_, catalog) => {
      expect(ids.filter((id) => id in catalog && catalog[id]!.trim() === '')).toEqual([]);
    });

    it.each(languages)('%s plurals carry every category its language selects, and none it never does', (locale, catalog) => {
      const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
      const problems = ids.flatMap((id) =>
        plurals(catalog[id] ?? '').flatMap(({ name, selectors }) => [
          ...categories.filter((category) => !selectors.includes(category)).map((category) => `${id} {${name}} lacks "${category}"`),
          ...selectors.filter((selector) => !selector.startsWith('=') && !categories.includes(selector)).map((selector) => `${id} {${name}} has "${selector}", never selected in ${locale}`),
        ]),
      );
      expect(problems).toEqual([]);
    });

    it.each(languages)('%s leaves nothing in English but codes and the words it shares with English', (locale, catalog) => {
      const same = ids.filter((id) => !suite.neutral?.has(id) && catalog[id] === suite.en[id]);
      expect(same).toEqual([...(suite.sameAsEnglish?.[locale] ?? [])].sort());
    });

    it.each(translations)('%s renders every message with its values, leaving no brace or # in the text', (locale, catalog) => {
      const leftovers = ids.filter((id) => {
        const values = Object.fromEntries([...placeholdersOf(suite.en[id]!)].map((name) => [name, 3]));
        return id in catalog && /[{}#]/.test(formatMessage(catalog[id]!, values, locale));
      });
      expect(leftovers).toEqual([]);
    });
  });
}
