import { describe, expect, it } from 'vitest';
import { ar as errorsAr } from './errors/ar.js';
import { he as errorsHe } from './errors/he.js';
import { ar as walletAr } from '../wallet/messages/ar.js';
import { he as walletHe } from '../wallet/messages/he.js';

// "$name@example.com" inside right-to-left words: unisolated, its "$" drifted to the far side of the
// address (the demo's Send, in Arabic, read ".name@example.com$"). Left-to-right isolates (U+2066...U+2069) keep it whole.
const catalogs = { 'errors ar': errorsAr, 'errors he': errorsHe, 'wallet ar': walletAr, 'wallet he': walletHe };

describe('the example UMA address in right-to-left catalogs', () => {
  for (const [name, catalog] of Object.entries(catalogs)) {
    it(`is isolated left to right wherever ${name} shows it`, () => {
      const shown = Object.values(catalog as Record<string, string>).filter((text) => text.includes('$name@example.com'));
      expect(shown.length).toBeGreaterThan(0);
      for (const text of shown) expect(text).toContain('\u2066$name@example.com\u2069');
    });
  }
});
