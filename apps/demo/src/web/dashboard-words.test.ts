import { describe, expect, it } from 'vitest';
import { DEMO_TEXT } from './i18n.js';

// Tried as a new EU customer: under the balance, a chip read "EU · SCA" (in Arabic too, "SCA" in Latin
// letters). The wallet's own words say where the customer lives, not the regulation's acronym.
describe('the wallet’s own words', () => {
  it('carry no jargon in any language: no SCA, KYC or Strong Customer Authentication', () => {
    for (const [locale, text] of Object.entries(DEMO_TEXT)) {
      const jargon = Object.entries(text).filter(([id, words]) => id.startsWith('dashboard.') && /\bSCA\b|\bKYC\b|Strong Customer|authentification forte|مصادقة قوية/i.test(words));
      expect(jargon, locale).toEqual([]);
    }
  });
});
