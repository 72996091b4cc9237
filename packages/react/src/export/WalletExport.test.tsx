import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { WalletExport } from './WalletExport.js';

const MNEMONIC = 'abandon ability able about above absent absorb abstract absurd abuse access accident';

describe('WalletExport', () => {
  it('warns first, shows the phrase on request, hides it again, and fetches it only when asked', async () => {
    const exportWallet = vi.fn(async () => MNEMONIC);
    const { container } = renderWithKit(<WalletExport api={{ exportWallet }} accountId="InternalAccount:wallet" />);
    expect(screen.getByText(/Anyone with this phrase can take everything in your wallet/)).toBeDefined();
    expect(exportWallet).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'I understand, show my phrase' }));
    const words = await screen.findByRole('list', { name: 'Recovery phrase' });
    expect(words.querySelectorAll('li')).toHaveLength(12);
    expect(exportWallet).toHaveBeenCalledWith('InternalAccount:wallet');
    expect(screen.getByRole('button', { name: 'Copy Recovery phrase' })).toBeDefined();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Hide the phrase' }));
    expect(screen.queryByRole('list')).toBeNull();
    expect(screen.getByText('The phrase is hidden.')).toBeDefined();
    expect(container.textContent).not.toContain('abandon');
  });

  it('says where the phrase is once it is copied', async () => {
    const writeText = vi.fn(async () => undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithKit(<WalletExport api={{ exportWallet: async () => MNEMONIC }} accountId="InternalAccount:wallet" />);
    fireEvent.click(screen.getByRole('button', { name: 'I understand, show my phrase' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Copy Recovery phrase' }));
    await screen.findByText(/The phrase is on your clipboard/);
    expect(writeText).toHaveBeenCalledWith(MNEMONIC);
  });

  it('says a failed export failed, and keeps the warning', async () => {
    const exportWallet = vi.fn(async () => {
      throw Object.assign(new Error('gone'), { code: 'SESSION_EXPIRED' });
    });
    renderWithKit(<WalletExport api={{ exportWallet }} accountId="InternalAccount:wallet" />);
    fireEvent.click(screen.getByRole('button', { name: 'I understand, show my phrase' }));
    await screen.findByText('Your session has ended. Sign in again.');
    await waitFor(() => expect(screen.getByRole<HTMLButtonElement>('button', { name: 'I understand, show my phrase' }).disabled).toBe(false));
  });
});
