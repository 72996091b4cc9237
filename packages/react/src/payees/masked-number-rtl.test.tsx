import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../../test/render.js';
import { PayeeManager } from './PayeeManager.js';
import { PayeePicker } from './PayeePicker.js';
import { fakePayeesApi as fakeApi, iban } from '../../test/payees-fakes.js';

// "ending in 3000" is words around a number: forced left to right (as codes are), Arabic read it as
// "3000 ending in", and the words took the code font. Only the phrase is isolated, in the reader's direction.
describe('a payee’s “ending in” phrase', () => {
  for (const [name, render] of [
    ['PayeePicker', (api: ReturnType<typeof fakeApi>) => <PayeePicker api={api} customerId="Customer:me" />],
    ['PayeeManager', (api: ReturnType<typeof fakeApi>) => <PayeeManager api={api} customerId="Customer:me" />],
  ] as const) {
    it(`keeps the reader’s direction and font in ${name}, in Arabic`, async () => {
      const api = fakeApi([iban('ExternalAccount:1', 'Jonas Weber')]);
      renderWithKit(render(api), { locale: 'ar' });
      // The number inside is isolated too (U+2068...U+2069), by the catalog's formatter.
      const phrase = await screen.findByText((_, element) => element?.textContent?.replace(/[\u2066-\u2069]/g, '') === 'ينتهي بـ 3000' && element.children.length === 0, {}, { timeout: 10_000 });
      expect(phrase.closest('.wk-mono')).toBeNull();
      expect(phrase.closest('[dir="ltr"]')).toBeNull();
      // Still isolated from the rail's name beside it.
      expect(phrase.tagName).toBe('BDI');
    });
  }
});
