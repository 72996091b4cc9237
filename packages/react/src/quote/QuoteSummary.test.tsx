import { screen, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { eurToBtcQuote, eurToEurQuote, usdToEurQuote, usdToUsdcQuote } from '../../test/fixtures.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { expectNoRawEnglish } from '../../test/pseudo.js';
import { PSEUDO_LOCALE } from '../i18n/catalog.js';
import { QuoteSummary } from './QuoteSummary.js';

/** The value a definition list gives for a term, as a person reads the pair. */
function valueOf(term: string): string {
  const dt = screen.getByText(term, { selector: 'dt' });
  // Intl puts no-break spaces between a code and the number; compare them as the spaces a reader sees.
  return dt.nextElementSibling!.textContent!.replace(/\s/g, ' ');
}

describe('QuoteSummary', () => {
  it('shows what is sent and what arrives, each in its own currency and decimals', async () => {
    const { container } = renderWithKit(<QuoteSummary quote={usdToEurQuote} />, { locale: 'en-US' });
    expect(screen.getByRole('group', { name: 'Review your transfer' })).toBeDefined();
    expect(valueOf('You send')).toBe('$100.00');
    expect(valueOf('Recipient gets')).toBe('€91.50');
    await expectNoAxeViolations(container);
  });

  it('shows every rate to one precision, four significant digits, whatever amounts it comes from', () => {
    const rate = (sent: number, received: number) => {
      const { unmount } = renderWithKit(<QuoteSummary quote={{ ...usdToEurQuote, totalSendingAmount: sent, totalReceivingAmount: received, feesIncluded: 0, exchangeRate: received / sent, rateDetails: undefined, platformFeesIncluded: 0 }} />, { locale: 'en-US' });
      const text = valueOf('Exchange rate');
      unmount();
      return text;
    };
    expect([rate(10_000, 10_800), rate(1_000_000, 1_079_000), rate(10_000, 9_259)]).toEqual(['$1 = €1.080', '$1 = €1.079', '$1 = €0.9259']);
  });

  it('shows no title and no group of its own inside a flow that names the terms already (titled={false})', async () => {
    const { container } = renderWithKit(<QuoteSummary quote={usdToEurQuote} titled={false} />, { locale: 'en-US' });
    expect(screen.queryByRole('heading')).toBeNull();
    expect(screen.queryByRole('group')).toBeNull();
    expect(valueOf('You send')).toBe('$100.00');
    await expectNoAxeViolations(container);
  });

  it('shows the fees included and their breakdown, every line in the currency of the total', () => {
    renderWithKit(<QuoteSummary quote={usdToEurQuote} />, { locale: 'en-US' });
    expect(valueOf('Fees included')).toBe('$1.17');
    expect(valueOf('Platform fee')).toBe('$0.50');
    expect(valueOf('Fixed service fee')).toBe('$0.10');
    expect(valueOf('Service fee (0.3%)')).toBe('$0.30');
    // The counterparty's fee is defined in the receiving currency (€0.25); the total holds what it costs in dollars.
    expect(valueOf('Recipient bank fee')).toBe('$0.27');
    expect(valueOf('Amount converted')).toBe('$98.83');
  });

  it('shows one rate, worked out from the amounts (what arrives over what is converted), to the digits they vouch for', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithKit(<QuoteSummary quote={usdToEurQuote} />, { locale: 'en-US' });
    // €91.50 / $98.83; the quote's exchangeRate (1.08 dollars per euro) agrees, read the other way.
    expect(valueOf('Exchange rate')).toBe('$1 = €0.9258');
    expect(warn).not.toHaveBeenCalled();
    warn.mockRestore();
  });

  it('keeps the rate from the amounts when the exchangeRate field matches them in neither direction, and says so to the developer', () => {
    const warn = vi.spyOn(console, 'warn').mockImplementation(() => undefined);
    renderWithKit(<QuoteSummary quote={{ ...usdToEurQuote, exchangeRate: 1.5 }} />, { locale: 'en-US' });
    expect(valueOf('Exchange rate')).toBe('$1 = €0.9258');
    expect(warn).toHaveBeenCalledWith(expect.stringMatching(/exchangeRate 1\.5 disagrees with its amounts either way/));
    warn.mockRestore();
  });

  it('names where the money goes in words, by its currency and rail, never by the account’s id; the integrator’s own label wins', () => {
    const words = () => valueOf('To').replace(/[\u2066-\u2069]/g, '');
    const { rerender } = renderWithKit(<QuoteSummary quote={usdToEurQuote} />);
    expect(words()).toBe('An account in EUR, by SEPA Instant transfer');
    rerender(<QuoteSummary quote={{ ...usdToEurQuote, destination: { ...usdToEurQuote.destination, paymentRail: 'SOME_NEW_RAIL' } as unknown as typeof usdToEurQuote.destination }} />);
    expect(words()).toBe('An account in EUR, by Bank transfer');
    rerender(<QuoteSummary quote={{ ...usdToEurQuote, destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:a12dcbd6' } }} />);
    expect(words()).toBe('An account in EUR');
    // The person's own account (an internal one): theirs, by its currency.
    rerender(<QuoteSummary quote={{ ...usdToEurQuote, destination: { destinationType: 'ACCOUNT', accountId: 'InternalAccount:0190aa00' } }} />);
    expect(words()).toBe('Your EUR account');
    expect(valueOf('To')).not.toMatch(/Account:/);
    rerender(<QuoteSummary quote={usdToEurQuote} destinationLabel="Alice’s savings" />);
    expect(valueOf('To')).toBe('Alice’s savings');
  });

  it('formats crypto amounts in their own decimals: USDC 6, BTC 8', () => {
    const { unmount } = renderWithKit(<QuoteSummary quote={usdToUsdcQuote} />, { locale: 'en-US' });
    expect(valueOf('Recipient gets')).toBe('USDC 250.000000');
    expect(valueOf('To')).toBe('$alice@wallet.example.com');
    unmount();
    renderWithKit(<QuoteSummary quote={eurToBtcQuote} />, { locale: 'en-US' });
    expect(valueOf('Recipient gets')).toBe('BTC 0.00250000');
  });

  it('leaves out the rate and breakdown of a same-currency transfer with no fees', async () => {
    const { container } = renderWithKit(<QuoteSummary quote={eurToEurQuote} />);
    expect(valueOf('Fees included')).toBe('No fees');
    expect(screen.queryByText('Exchange rate')).toBeNull();
    expect(screen.queryByText('Fee breakdown')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('lays the amounts out in French conventions', () => {
    renderWithKit(<QuoteSummary quote={usdToEurQuote} />, { locale: 'fr-FR' });
    expect(valueOf('Vous envoyez')).toBe('100,00 $US');
    expect(valueOf('Le bénéficiaire reçoit')).toBe('91,50 €');
  });

  it('writes the rate with the amounts’ own currency format, not codes: in French, and right to left in Arabic', () => {
    const { unmount } = renderWithKit(<QuoteSummary quote={usdToEurQuote} />, { locale: 'fr-FR' });
    expect(valueOf('Taux de change')).toBe('1 $US = 0,9258 €');
    unmount();
    renderWithKit(<QuoteSummary quote={usdToEurQuote} />, { locale: 'ar' });
    const rate = screen.getByText('سعر الصرف', { selector: 'dt' }).nextElementSibling!.textContent!;
    const sent = screen.getByText('أنت ترسل', { selector: 'dt' }).nextElementSibling!.textContent!;
    // Each side isolated in the line, its Latin symbol isolated left to right inside, as the amounts' are.
    expect(rate).toMatch(/^\u2068[^\u2069]*\u2066US\$\u2069[^\u2069]*\u2069 = \u2068[^\u2069]*€[^\u2069]*\u2069$/);
    expect(sent).toContain('\u2066US$\u2069');
    expect(rate).not.toMatch(/USD|EUR/);
  });

  it('renders right to left in Arabic, with the root carrying dir and lang', async () => {
    const { container } = renderWithKit(<QuoteSummary quote={usdToEurQuote} />, { locale: 'ar' });
    const root = container.querySelector('.wk-root')!;
    expect(root.getAttribute('dir')).toBe('rtl');
    expect(root.getAttribute('lang')).toBe('ar');
    expect(within(root as HTMLElement).getByRole('heading', { level: 2 }).textContent).toBe('راجِع التحويل');
    await expectNoAxeViolations(container);
  });

  it('shows no raw English in the pseudo-locale', () => {
    const { container } = renderWithKit(<QuoteSummary quote={usdToEurQuote} />, { locale: PSEUDO_LOCALE });
    expectNoRawEnglish(container, ['SEPA']);
  });
});
