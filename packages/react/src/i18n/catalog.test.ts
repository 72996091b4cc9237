import { describe, expect, it, vi } from 'vitest';
import { catalogFor, directionOf, PSEUDO_LOCALE, resolveMessages, SHIPPED_LOCALES } from './catalog.js';
import { ar } from './locales/ar.js';
import { en, type MessageId } from './locales/en.js';
import { fr } from './locales/fr.js';
import { parseMessage, placeholdersOf, type MessagePart } from './message-format.js';

const ids = Object.keys(en).sort() as MessageId[];
const translations = { fr, ar, [PSEUDO_LOCALE]: catalogFor(PSEUDO_LOCALE) };
const catalogs = { fr, ar };

function pluralSelectors(source: string): Map<string, Set<string>> {
  const found = new Map<string, Set<string>>();
  const walk = (parts: readonly MessagePart[]) => {
    for (const part of parts) {
      if (typeof part === 'object' && part.type === 'plural') {
        found.set(part.name, new Set(Object.keys(part.branches)));
        Object.values(part.branches).forEach(walk);
      }
    }
  };
  walk(parseMessage(source));
  return found;
}

describe('message catalogs', () => {
  it.each(Object.entries(translations))('%s has every id of English and no other', (_, catalog) => {
    expect(Object.keys(catalog).sort()).toEqual(ids);
  });

  it.each(Object.entries(translations))('%s uses the same placeholders as English in every message', (_, catalog) => {
    const mismatches = ids.filter((id) => [...placeholdersOf(catalog[id])].sort().join() !== [...placeholdersOf(en[id])].sort().join());
    expect(mismatches).toEqual([]);
  });

  it.each(Object.entries({ en, ...translations }))('%s has no empty message', (_, catalog) => {
    expect(ids.filter((id) => catalog[id].trim() === '')).toEqual([]);
  });

  it.each([
    ['fr', fr],
    ['ar', ar],
  ] as const)('%s plurals carry every category its language distinguishes', (locale, catalog) => {
    const categories = new Intl.PluralRules(locale).resolvedOptions().pluralCategories;
    const missing = ids.flatMap((id) =>
      [...pluralSelectors(catalog[id])].flatMap(([name, selectors]) => categories.filter((c) => !selectors.has(c)).map((c) => `${id} {${name}} lacks "${c}"`)),
    );
    expect(missing).toEqual([]);
  });

  it('ships the locales it says it ships', () => {
    expect(SHIPPED_LOCALES).toEqual(['en', 'fr', 'ar', 'en-XA']);
  });

  it('falls back from a regional tag to its language', () => {
    expect(catalogFor('fr-CA', catalogs)).toBe(fr);
    expect(catalogFor('ar-EG', catalogs)).toBe(ar);
    expect(catalogFor('en-GB', catalogs)).toBe(en);
  });

  it('shows English for a language it was given no catalog for, and says so once', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(catalogFor('de-DE', catalogs)).toBe(en);
    expect(catalogFor('de-AT', catalogs)).toBe(en);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/no catalog for locale "de-DE".*catalogs=\{\{ de \}\}/);
    warn.mockRestore();
  });

  it('takes an integrator’s own catalog for a language the package does not ship', () => {
    const de = { ...en, 'common.copy': 'Kopieren' };
    expect(catalogFor('de', { de })['common.copy']).toBe('Kopieren');
  });

  it('writes Arabic, Hebrew and Persian right to left, and the others left to right', () => {
    expect(['ar', 'ar-EG', 'he', 'fa-IR'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'fr-FR', PSEUDO_LOCALE].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr']);
  });
});

describe('the pseudo-locale', () => {
  const pseudo = catalogFor(PSEUDO_LOCALE);

  it('accents, pads and brackets every message, keeping its placeholders', () => {
    expect(pseudo['common.copy.label']).toMatch(/^\[Çöþý \{label\} ·+\]$/);
    expect(pseudo['otp.hint']).toContain('{length, plural, one {');
    expect(pseudo['otp.hint']).toContain('#');
  });

  it('leaves no run of plain English letters outside placeholders', () => {
    const plain = ids.filter((id) => /[A-Za-z]{3,}/.test(pseudo[id].replace(/\{\w+(, plural, |\})|\b(one|other|zero|two|few|many) \{/g, '')));
    expect(plain).toEqual([]);
  });
});

describe('resolveMessages', () => {
  it('lets an integrator override any message by id, in any locale', () => {
    const messages = resolveMessages('fr', { 'otp.label': 'Code reçu par SMS' }, catalogs);
    expect(messages['otp.label']).toBe('Code reçu par SMS');
    expect(messages['otp.error.wrong']).toBe(fr['otp.error.wrong']);
  });

  it('refuses an unknown id, naming it', () => {
    expect(() => resolveMessages('en', { 'otp.lable': 'x' } as never)).toThrow(/unknown message id "otp.lable"/);
  });

  it('refuses an override with a placeholder the message never receives', () => {
    expect(() => resolveMessages('en', { 'otp.hint': 'Enter the {count}-digit code' })).toThrow(/uses \{count\}.*expected only \{length\}/);
  });

  it('refuses an override that does not parse', () => {
    expect(() => resolveMessages('en', { 'otp.label': 'Code {' })).toThrow(/unclosed "\{"/);
  });
});
