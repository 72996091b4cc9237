import userEvent from '@testing-library/user-event';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { eurBankInstructions, usdBankInstructions } from '../../test/fixtures.js';
import { renderLoaded } from '../../test/render.js';
import { ar } from '../i18n/locales/ar.js';
import { PaymentInstructions } from './PaymentInstructions.js';

const ibanValue = () => screen.getByText('IBAN', { selector: 'dt' }).nextElementSibling!.querySelector('span')!;

describe('an IBAN shown to a person', () => {
  it('reads in groups of four, as printed on a bank card, and copies without the spaces', async () => {
    const user = userEvent.setup();
    await renderLoaded(<PaymentInstructions instructions={[eurBankInstructions]} />);
    expect(ibanValue().textContent).toBe('DE89 3704 0044 0532 0130 00');
    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(await navigator.clipboard.readText()).toBe('DE89370400440532013000');
  });

  it('groups an IBAN the service sent with odd spacing, and keeps it left to right inside Arabic text', async () => {
    const spaced = { ...eurBankInstructions, accountOrWalletInfo: { ...eurBankInstructions.accountOrWalletInfo, iban: 'de89 370400440532013000' } };
    await renderLoaded(<PaymentInstructions instructions={[spaced]} />, { locale: 'ar', catalogs: { ar } });
    const value = screen.getByText('DE89 3704 0044 0532 0130 00');
    expect(value.getAttribute('dir')).toBe('ltr');
  });
});

describe('the service’s own words among the payment details', () => {
  it('keep their own direction in Arabic, so "885 Teaneck Road" does not read "Teaneck Road ... 885"', async () => {
    await renderLoaded(<PaymentInstructions instructions={[usdBankInstructions]} />, { locale: 'ar', catalogs: { ar } });
    expect(screen.getByText('885 Teaneck Road, Teaneck, NJ 07666').getAttribute('dir')).toBe('auto');
    expect(screen.getByText('Payments sent after 5 pm arrive the next working day.').getAttribute('dir')).toBe('auto');
  });
});
