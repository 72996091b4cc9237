import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { PIX_CODE, USD, eurBankInstructions, pixInstructions, solanaInstructions, usdBankInstructions } from '../../test/fixtures.js';
import { expectNoAxeViolations, renderLoaded } from '../../test/render.js';
import { expectNoRawEnglish } from '../../test/pseudo.js';
import { PSEUDO_LOCALE } from '../i18n/catalog.js';
import { PaymentInstructions } from './PaymentInstructions.js';

const valueOf = (term: string) => screen.getByText(term, { selector: 'dt' }).nextElementSibling!.querySelector('span')!.textContent;

describe('PaymentInstructions', () => {
  afterEach(() => {
    vi.useRealTimers();
    vi.restoreAllMocks();
  });

  it('shows the bank details and the reference, with the amount to send', async () => {
    const { container } = await renderLoaded(<PaymentInstructions instructions={[usdBankInstructions]} amount={{ amount: 10_000, currency: USD }} />, { locale: 'en-US' });
    expect(screen.getByRole('group', { name: 'How to pay' })).toBeDefined();
    expect(screen.getByText('Send exactly $100.00 using these details.')).toBeDefined();
    expect(valueOf('Reference')).toBe('UMA-Q12345-REF');
    expect(valueOf('Account number')).toBe('1234567890');
    expect(valueOf('Routing number')).toBe('021000021');
    expect(valueOf('Bank')).toBe('Chase Bank');
    expect(valueOf('Account type')).toBe('Checking');
    expect(valueOf('Payment methods')).toBe('Instant bank transfer');
    expect(screen.getByText('Include this reference with your payment, or it cannot be matched to your transfer.')).toBeDefined();
    await expectNoAxeViolations(container);
  });

  it('copies the reference and announces it', async () => {
    const user = userEvent.setup();
    await renderLoaded(<PaymentInstructions instructions={[usdBankInstructions]} />);
    const button = screen.getByRole('button', { name: 'Copy Reference' });
    await user.click(button);
    expect(await navigator.clipboard.readText()).toBe('UMA-Q12345-REF');
    expect(button.textContent).toBe('Copied');
    expect(button.getAttribute('data-state')).toBe('copied');
    expect(screen.getAllByRole('status').map((status) => status.textContent)).toContain('Reference copied to the clipboard');
  });

  it('goes back to "Copy" after a moment', async () => {
    const writeText = vi.fn<(text: string) => Promise<void>>().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    await renderLoaded(<PaymentInstructions instructions={[eurBankInstructions]} />);
    // Only the timers are fake: React's scheduler and the clipboard's promise run for real.
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    const button = screen.getByRole('button', { name: 'Copy IBAN' });
    await act(async () => fireEvent.click(button));
    expect(writeText).toHaveBeenCalledWith('DE89370400440532013000');
    expect(button.textContent).toBe('Copied');
    act(() => vi.advanceTimersByTime(2_000));
    expect(button.textContent).toBe('Copy');
    delete (navigator as { clipboard?: unknown }).clipboard;
  });

  it('tells the user when the clipboard refuses, and hands the error to the integrator', async () => {
    const user = userEvent.setup();
    const refusal = new DOMException('Write permission denied.', 'NotAllowedError');
    vi.spyOn(navigator.clipboard, 'writeText').mockRejectedValue(refusal);
    const onError = vi.fn();
    const { container } = await renderLoaded(<PaymentInstructions instructions={[eurBankInstructions]} onError={onError} />);
    await user.click(screen.getByRole('button', { name: 'Copy IBAN' }));
    expect(onError).toHaveBeenCalledWith(refusal);
    expect(screen.getByText('Could not copy. Select the text and copy it yourself.').getAttribute('role')).toBe('status');
    await expectNoAxeViolations(container);
  });

  it('draws the PIX QR code as an image and offers its copy-and-paste code', async () => {
    const user = userEvent.setup();
    const { container } = await renderLoaded(<PaymentInstructions instructions={[pixInstructions]} />);
    const qr = screen.getByRole('img', { name: 'PIX QR code. Scan it with your banking app.' });
    expect(qr.tagName.toLowerCase()).toBe('svg');
    // The encoder loads on first use.
    await waitFor(() => expect(qr.getAttribute('data-state')).toBe('ready'));
    expect(qr.querySelector('path')!.getAttribute('d')).toMatch(/^M\d+ \d+h1v1h-1z/);
    await user.click(screen.getByRole('button', { name: 'Copy PIX copy-and-paste code' }));
    expect(await navigator.clipboard.readText()).toBe(PIX_CODE);
    await expectNoAxeViolations(container);
  });

  it('shows a wallet address with its asset and network', async () => {
    await renderLoaded(<PaymentInstructions instructions={[solanaInstructions]} />);
    expect(valueOf('Wallet address')).toBe('4Nd1m6Qkq7RfKuE5vQ9qP9Tn6H94Ueqb4xXHzsAbd8Wg');
    expect(valueOf('Asset')).toBe('USDC');
    expect(valueOf('Network')).toBe('SOLANA');
    expect(screen.getByRole('button', { name: 'Copy Wallet address' })).toBeDefined();
  });

  it('never shows the payloadToSign that embedded-wallet sources carry', async () => {
    const { container } = await renderLoaded(
      <PaymentInstructions instructions={[{ accountOrWalletInfo: { ...solanaInstructions.accountOrWalletInfo, payloadToSign: 'SECRET-PAYLOAD' } }]} />,
    );
    expect(container.textContent).not.toContain('SECRET-PAYLOAD');
  });

  it('offers several instructions as numbered options', async () => {
    await renderLoaded(<PaymentInstructions instructions={[eurBankInstructions, solanaInstructions]} />);
    const second = screen.getByRole('region', { name: 'Option 2' });
    expect(within(second).getByText('Wallet address')).toBeDefined();
  });

  it('withholds the details while an SCA challenge is pending, and says why', async () => {
    const { container } = await renderLoaded(<PaymentInstructions instructions={[usdBankInstructions]} withheld />);
    expect(screen.getByRole('group', { name: 'Waiting for your approval' })).toBeDefined();
    expect(screen.getByText('The payment details appear once you approve this payment.')).toBeDefined();
    expect(container.textContent).not.toContain('UMA-Q12345-REF');
    expect(screen.queryByRole('button')).toBeNull();
    await expectNoAxeViolations(container);
  });

  it('says when no instructions are needed', async () => {
    await renderLoaded(<PaymentInstructions instructions={undefined} />);
    expect(screen.getByText('No payment details are needed for this transfer.')).toBeDefined();
  });

  it('is copied from with the keyboard alone', async () => {
    const user = userEvent.setup();
    await renderLoaded(<PaymentInstructions instructions={[eurBankInstructions]} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy IBAN' }));
    await user.keyboard('{Enter}');
    expect(await navigator.clipboard.readText()).toBe('DE89370400440532013000');
    await user.tab();
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Copy Reference' }));
    await user.keyboard(' ');
    expect(await navigator.clipboard.readText()).toBe('UMA-Q67890-REF');
  });

  it('shows no raw English in the pseudo-locale', async () => {
    const { container } = await renderLoaded(<PaymentInstructions instructions={[usdBankInstructions, pixInstructions]} amount={{ amount: 100, currency: USD }} />, {
      locale: PSEUDO_LOCALE,
    });
    // Words of the fixture's own data: the bank's name and address, its notes, the PIX payload.
    expectNoRawEnglish(container, ['Chase', 'Bank', 'Teaneck', 'Road', 'Payments', 'sent', 'after', 'pm', 'arrive', 'the', 'next', 'working', 'day', 'pix', 'Wallet']);
  });
});
