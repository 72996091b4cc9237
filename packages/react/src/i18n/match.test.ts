import { describe, expect, it } from 'vitest';
import { matchLocale } from './match.js';

const shipped = ['en', 'ar', 'de', 'es', 'fr', 'he', 'hi', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'sv', 'tr', 'zh-Hans'];

describe('matchLocale', () => {
  it('takes the exact catalog first', () => {
    expect(matchLocale(['pt-BR'], ['pt-PT', 'pt-BR'])).toEqual({ locale: 'pt-BR', catalog: 'pt-BR' });
  });

  it('falls back from a region to its language, and keeps the wanted tag for formatting', () => {
    expect(matchLocale(['de-CH'], shipped)).toEqual({ locale: 'de-CH', catalog: 'de' });
    expect(matchLocale(['es-419'], shipped)).toEqual({ locale: 'es-419', catalog: 'es' });
    expect(matchLocale(['pt-PT'], shipped)).toEqual({ locale: 'pt-PT', catalog: 'pt-BR' });
  });

  it('prefers the catalog of the same region when a language has several', () => {
    expect(matchLocale(['pt'], ['pt-PT', 'pt-BR'])?.catalog).toBe('pt-BR');
    expect(matchLocale(['pt-AO'], ['pt-BR', 'pt-PT'])?.catalog).toBe('pt-BR');
  });

  it('matches Chinese by script: Simplified for zh, zh-CN and zh-SG, never for Traditional', () => {
    expect(['zh', 'zh-CN', 'zh-SG', 'zh-Hans-HK'].map((tag) => matchLocale([tag], shipped)?.catalog)).toEqual(['zh-Hans', 'zh-Hans', 'zh-Hans', 'zh-Hans']);
    expect(['zh-TW', 'zh-HK', 'zh-Hant'].map((tag) => matchLocale([tag], shipped))).toEqual([undefined, undefined, undefined]);
  });

  it('tries each wanted tag in order before giving up', () => {
    expect(matchLocale(['zh-TW', 'ja-JP', 'en'], shipped)).toEqual({ locale: 'ja-JP', catalog: 'ja' });
    expect(matchLocale(['fi', 'et'], shipped)).toBeUndefined();
  });

  it('reads tags in any case and deprecated forms (iw is Hebrew), and keeps Unicode extensions for Intl', () => {
    expect(matchLocale(['ZH-hans-cn'], shipped)).toEqual({ locale: 'zh-Hans-CN', catalog: 'zh-Hans' });
    expect(matchLocale(['iw-IL'], shipped)).toEqual({ locale: 'he-IL', catalog: 'he' });
    expect(matchLocale(['ar-EG-u-nu-latn'], shipped)).toEqual({ locale: 'ar-EG-u-nu-latn', catalog: 'ar' });
  });

  it('ignores tags that are not BCP 47, wanted or offered', () => {
    expect(matchLocale(['', 'en_US', '*', 'fr'], ['not a tag', 'fr'])).toEqual({ locale: 'fr', catalog: 'fr' });
  });
});
