import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { chooseCatalog, PSEUDO_LOCALE, SHIPPED_LOCALES } from './catalog.js';
import { LAZY_LOCALES, loadCatalog } from './load.js';
import { ar } from './locales/ar.js';
import { de } from './locales/de.js';
import { en, type MessageId, type Messages } from './locales/en.js';
import { es } from './locales/es.js';
import { fr } from './locales/fr.js';
import { he } from './locales/he.js';
import { hi } from './locales/hi.js';
import { it as italian } from './locales/it.js';
import { ja } from './locales/ja.js';
import { ko } from './locales/ko.js';
import { nl } from './locales/nl.js';
import { pl } from './locales/pl.js';
import { ptBR } from './locales/pt-BR.js';
import { sv } from './locales/sv.js';
import { tr } from './locales/tr.js';
import { zhHans } from './locales/zh-Hans.js';
import { formatMessage, parseMessage, placeholdersOf, type MessagePart } from './message-format.js';

/** Every shipped catalog but English, by tag, as the entry points export them. */
const shipped: Readonly<Record<string, Messages>> = { ar, de, es, fr, he, hi, it: italian, ja, ko, nl, pl, 'pt-BR': ptBR, sv, tr, 'zh-Hans': zhHans };
const translations = Object.entries({ ...shipped, [PSEUDO_LOCALE]: chooseCatalog([PSEUDO_LOCALE]).messages! });
const ids = Object.keys(en).sort() as MessageId[];

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

// The same in every language: codes, acronyms and a formula.
const NEUTRAL: ReadonlySet<MessageId> = new Set(['quote.rate.value', 'payment.iban', 'payment.swiftCode', 'payment.clabeNumber', 'payment.ifsc', 'payment.sortCode']);
// Words a language shares with English, checked one by one; anything else equal to English is untranslated.
const SAME_AS_ENGLISH: Readonly<Record<string, readonly MessageId[]>> = {
  de: ['payment.bankName', 'payment.assetType'],
  fr: ['payment.option'],
  it: ['payment.assetType'],
  nl: ['payment.bankName', 'payment.assetType'],
  pl: ['payment.bankName'],
  'pt-BR': ['rateChange.item'],
  sv: ['payment.bankName'],
};

describe('the shipped catalogs', () => {
  it('are the ones SHIPPED_LOCALES names, each loadable on demand and an entry point of the package', async () => {
    expect(Object.keys(shipped).sort()).toEqual([...LAZY_LOCALES].sort());
    expect(SHIPPED_LOCALES).toEqual(['en', ...Object.keys(shipped).sort(), PSEUDO_LOCALE]);
    const exports = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { exports: Record<string, { source: string }> }).exports;
    for (const [tag, catalog] of Object.entries(shipped)) {
      expect(await loadCatalog(tag), tag).toBe(catalog);
      expect(exports[`./locales/${tag}`]?.source, tag).toBe(`./src/i18n/locales/${tag}.ts`);
    }
  });

  it.each(translations)('%s has every id of English and no other', (_, catalog) => {
    const missing = ids.filter((id) => !(id in catalog));
    const extra = Object.keys(catalog).filter((id) => !(id in en));
    expect({ missing, extra }).toEqual({ missing: [], extra: [] });
  });

  it.each(translations)('%s uses the same placeholders as English in every message', (_, catalog) => {
    const mismatches = ids.filter((id) => id in catalog && [...placeholdersOf(catalog[id])].sort().join() !== [...placeholdersOf(en[id])].sort().join());
    expect(mismatches.map((id) => `${id}: ${catalog[id]}`)).toEqual([]);
  });

  it.each(translations)('%s has no empty message', (_, catalog) => {
    expect(ids.filter((id) => id in catalog && catalog[id].trim() === '')).toEqual([]);
  });

  it.each(Object.entries(shipped))('%s plurals carry every category its language selects, and none it never does', (locale, catalog) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories as string[];
    const problems = ids.flatMap((id) =>
      plurals(catalog[id] ?? '').flatMap(({ name, selectors }) => [
        ...categories.filter((category) => !selectors.includes(category)).map((category) => `${id} {${name}} lacks "${category}"`),
        ...selectors.filter((selector) => !selector.startsWith('=') && !categories.includes(selector)).map((selector) => `${id} {${name}} has "${selector}", never selected in ${locale}`),
      ]),
    );
    expect(problems).toEqual([]);
  });

  it.each(Object.entries(shipped))('%s leaves nothing in English but codes and the words it shares with English', (locale, catalog) => {
    const same = ids.filter((id) => !NEUTRAL.has(id) && catalog[id] === en[id]);
    expect(same).toEqual([...(SAME_AS_ENGLISH[locale] ?? [])].sort());
  });

  it.each(translations)('%s renders every message with its values, leaving no brace or # in the text', (locale, catalog) => {
    const leftovers = ids.filter((id) => {
      const values = Object.fromEntries([...placeholdersOf(en[id])].map((name) => [name, 3]));
      return id in catalog && /[{}#]/.test(formatMessage(catalog[id], values, locale));
    });
    expect(leftovers).toEqual([]);
  });
});
