import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithKit } from '../../test/render.js';
import { fakePayeesApi as fakeApi } from '../../test/payees-fakes.js';
import { PayeeManager } from './PayeeManager.js';

// Onboarding says "Fill this in to continue." for an empty field; the payee form said "Fill this in.": one app,
// two voices. Both now read the one message of the kit's catalog.
describe('an empty required field on the payee form', () => {
  it.each([
    ['en', 'Add someone to pay', 'Fill this in to continue.'],
    ['fr', 'Ajouter un bénéficiaire', 'Renseignez ce champ pour continuer.'],
  ])('reads as onboarding does (%s)', async (locale, add, words) => {
    renderWithKit(<PayeeManager api={fakeApi([])} customerId="Customer:me" />, { locale });
    fireEvent.click(await screen.findByRole('button', { name: add }));
    fireEvent.submit(document.querySelector('form')!);
    expect((await screen.findAllByText(words)).length).toBeGreaterThan(0);
  });
});
