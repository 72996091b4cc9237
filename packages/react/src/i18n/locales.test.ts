import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { PSEUDO_LOCALE, SHIPPED_LOCALES } from './catalog.js';
import { LAZY_LOCALES, loadCatalog } from './load.js';
import { SHIPPED_TAGS } from './locales/loaders.js';
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
import { describeCatalogs } from '../../test/catalog-checks.js';

/** Every shipped catalog but English, by tag, as the entry points export them. */
const shipped: Readonly<Record<string, Messages>> = { ar, de, es, fr, he, hi, it: italian, ja, ko, nl, pl, 'pt-BR': ptBR, sv, tr, 'zh-Hans': zhHans };
const translations = Object.entries({ ...shipped, [PSEUDO_LOCALE]: await loadCatalog(PSEUDO_LOCALE) });

// Payment rails that are brand names (Pix, UPI): the same in every language. The others (instant, international
// and plain bank transfers, SEPA, wire, mobile money) are words, translated like any other.
const BRAND_RAILS: readonly MessageId[] = ['rail.PIX', 'rail.SPEI', 'rail.UNIONPAY', 'rail.UPI'];
// The same in every language: codes, acronyms, brand names and a formula.
const NEUTRAL: ReadonlySet<MessageId> = new Set(['quote.rate.value', 'payment.iban', 'payment.swiftCode', 'payment.clabeNumber', 'payment.ifsc', 'payment.sortCode', ...BRAND_RAILS]);
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
    // The loaders' table is a chunk of its own: it must load every tag the main entry lists, and no other.
    expect([...SHIPPED_TAGS].sort()).toEqual([...LAZY_LOCALES, PSEUDO_LOCALE].sort());
    expect(SHIPPED_LOCALES).toEqual(['en', ...Object.keys(shipped).sort(), PSEUDO_LOCALE]);
    const exports = (JSON.parse(readFileSync(new URL('../../package.json', import.meta.url), 'utf8')) as { exports: Record<string, { source: string }> }).exports;
    for (const [tag, catalog] of Object.entries(shipped)) {
      expect(await loadCatalog(tag), tag).toBe(catalog);
      expect(exports[`./locales/${tag}`]?.source, tag).toBe(`./src/i18n/locales/${tag}.ts`);
    }
  });
});

describeCatalogs({ name: 'the widgets’ own catalogs', en, translations: Object.fromEntries(translations), notLanguages: [PSEUDO_LOCALE], neutral: NEUTRAL, sameAsEnglish: SAME_AS_ENGLISH });
