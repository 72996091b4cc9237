import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usdToEurQuote, usdToEurRequote } from '../../test/fixtures.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { expectNoRawEnglish } from '../../test/pseudo.js';
import { PSEUDO_LOCALE } from '../i18n/catalog.js';
import { RateChange } from './RateChange.js';

const cells = (row: string) => [...screen.getByRole('rowheader', { name: row }).parentElement!.children].map((cell) => cell.textContent);

describe('RateChange', () => {
  it('shows the old and the new rate and fees side by side', async () => {
    const { container } = renderWithKit(<RateChange previous={usdToEurQuote} next={usdToEurRequote} reason="expired" />, { locale: 'en-US' });
    expect(screen.getByRole('group', { name: 'The terms have changed' })).toBeDefined();
    expect(screen.getByText('The previous quote expired. Check the new terms before you continue.')).toBeDefined();
    expect(cells('Exchange rate')).toEqual(['Exchange rate', '$1 = €0.9258', '$1 = €0.9174Changed']);
    expect(cells('Fees included')).toEqual(['Fees included', '$1.17', '$1.18Changed']);
    expect(cells('Recipient gets')).toEqual(['Recipient gets', '€91.50', '€90.66Changed']);
    await expectNoAxeViolations(container);
  });

  it('says which values did not change', () => {
    renderWithKit(<RateChange previous={usdToEurQuote} next={usdToEurRequote} reason="expired" />, { locale: 'en-US' });
    expect(cells('You send')).toEqual(['You send', '$100.00', '$100.00 (unchanged)']);
    expect(screen.getByRole('rowheader', { name: 'Exchange rate' }).parentElement!.hasAttribute('data-changed')).toBe(true);
    expect(screen.getByRole('rowheader', { name: 'You send' }).parentElement!.hasAttribute('data-changed')).toBe(false);
  });

  it('says the terms are the same, without a table, when no value changed', async () => {
    const renewed = { ...usdToEurQuote, id: 'Quote:renewed', expiresAt: usdToEurRequote.expiresAt };
    const { container, rerender } = renderWithKit(<RateChange previous={usdToEurQuote} next={renewed} reason="expired" />);
    expect(screen.getByRole('group', { name: 'Your quote was renewed' })).toBeDefined();
    expect(screen.getByText('The previous quote expired. The new one has the same terms.')).toBeDefined();
    expect(screen.queryByText('The terms have changed')).toBeNull();
    expect(container.querySelector('table')).toBeNull();
    rerender(<RateChange previous={usdToEurQuote} next={renewed} reason="unavailable" />);
    expect(screen.getByText('The quoted rate was refused, but the new quote has the same terms.')).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('explains a refused rate differently from an expired quote', () => {
    renderWithKit(<RateChange previous={usdToEurQuote} next={usdToEurRequote} reason="unavailable" />);
    expect(screen.getByText('The quoted rate is no longer available. Check the new terms before you continue.')).toBeDefined();
  });

  it('shows no raw English in the pseudo-locale', () => {
    const { container } = renderWithKit(<RateChange previous={usdToEurQuote} next={usdToEurRequote} reason="expired" />, { locale: PSEUDO_LOCALE });
    expectNoRawEnglish(container);
  });
});
