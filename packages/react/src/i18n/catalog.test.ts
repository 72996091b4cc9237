import { beforeAll, describe, expect, it, vi } from 'vitest';
import { chooseCatalog, directionOf, PSEUDO_LOCALE, resolveMessages } from './catalog.js';
import { ar } from './locales/ar.js';
import { de } from './locales/de.js';
import { loadCatalog } from './load.js';
import { en, type MessageId, type Messages } from './locales/en.js';
import { fr } from './locales/fr.js';

const ids = Object.keys(en).sort() as MessageId[];
const catalogs = { fr, ar };

describe('chooseCatalog', () => {
  it('serves a regional tag from its language, keeping the region for formatting', () => {
    expect(chooseCatalog(['fr-CA'], catalogs)).toEqual({ locale: 'fr-CA', catalog: 'fr', messages: fr });
    expect(chooseCatalog(['ar-EG'], catalogs)).toMatchObject({ locale: 'ar-EG', messages: ar });
    expect(chooseCatalog(['en-GB'], catalogs)).toEqual({ locale: 'en-GB', catalog: 'en', messages: en });
  });

  it('offers the shipped catalogs it was not given, to be loaded (no messages until then)', () => {
    expect(chooseCatalog(['de-AT'], catalogs)).toEqual({ locale: 'de-AT', catalog: 'de', messages: undefined });
    expect(chooseCatalog(['zh-CN'])).toMatchObject({ locale: 'zh-CN', catalog: 'zh-Hans' });
    expect(chooseCatalog(['pt'])).toMatchObject({ catalog: 'pt-BR' });
  });

  it('prefers the integrator’s catalog over the shipped one of the same language', () => {
    const mine = { ...de, 'common.copy': 'Kopie anlegen' };
    expect(chooseCatalog(['de'], { de: mine }).messages).toBe(mine);
  });

  it('takes an integrator’s own catalog for a language the package does not ship', () => {
    const fi = { ...en, 'common.copy': 'Kopioi' };
    expect(chooseCatalog(['fi-FI'], { fi })).toEqual({ locale: 'fi-FI', catalog: 'fi', messages: fi });
  });

  it('tries each preferred language in turn before English', () => {
    expect(chooseCatalog(['fi', 'zh-TW', 'ko'])).toMatchObject({ locale: 'ko', catalog: 'ko' });
  });

  it('shows English for a language it has no catalog for, and says so once when the integrator asked for it', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => {});
    expect(chooseCatalog(['fi-FI'], catalogs)).toEqual({ locale: 'en', catalog: 'en', messages: en });
    expect(chooseCatalog(['fi'], catalogs).messages).toBe(en);
    expect(warn).toHaveBeenCalledTimes(1);
    expect(warn.mock.calls[0]![0]).toMatch(/no catalog for locale "fi-FI", showing English; pass your own as catalogs=\{\{ fi: … \}\}/);
    chooseCatalog(['uk-UA'], catalogs, false);
    expect(warn).toHaveBeenCalledTimes(1);
    warn.mockRestore();
  });

  it('refuses an explicit locale that is not a language tag, naming it', () => {
    expect(() => chooseCatalog(['not a tag!'])).toThrow(expect.objectContaining({ code: 'INVALID_LOCALE', message: expect.stringMatching(/expected a BCP 47 language tag .* got "not a tag!"/) }));
  });

  it('skips what a browser reports that is not a language tag', () => {
    expect(chooseCatalog(['', 'x_y', 'fr'], catalogs, false).messages).toBe(fr);
  });

  it('builds the pseudo-locale only once it is loaded, like a shipped catalog', async () => {
    // Fresh copies of the modules: another file in this worker may have loaded the pseudo-locale already.
    vi.resetModules();
    const catalog = await import('./catalog.js');
    const load = await import('./load.js');
    expect(catalog.chooseCatalog([PSEUDO_LOCALE])).toMatchObject({ locale: PSEUDO_LOCALE, messages: undefined });
    expect(load.loadedCatalog(PSEUDO_LOCALE)).toBeUndefined();
    const loaded = await load.loadCatalog('EN-xa');
    expect(load.loadedCatalog(PSEUDO_LOCALE)).toBe(loaded);
  });

  it('gives the pseudo-locale only when asked for by name, never from the browser', () => {
    expect(chooseCatalog([PSEUDO_LOCALE]).catalog).toBe(PSEUDO_LOCALE);
    expect(chooseCatalog(['en-XA'], {}, false)).toMatchObject({ catalog: 'en', messages: en });
  });

  it('writes Arabic, Hebrew and Persian right to left, and the others left to right', () => {
    expect(['ar', 'ar-EG', 'he', 'fa-IR'].map(directionOf)).toEqual(['rtl', 'rtl', 'rtl', 'rtl']);
    expect(['en', 'fr-FR', 'ja', 'zh-Hans', PSEUDO_LOCALE].map(directionOf)).toEqual(['ltr', 'ltr', 'ltr', 'ltr', 'ltr']);
  });
});

describe('the pseudo-locale', () => {
  let pseudo: Messages;
  beforeAll(async () => {
    pseudo = await loadCatalog(PSEUDO_LOCALE);
  });

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
