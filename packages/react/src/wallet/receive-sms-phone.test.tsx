import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { challenge, pending } from '../../test/fakes.js';
import { renderWithKit } from '../../test/render.js';
import { internalAccount } from '../../test/wallet-fakes.js';
import type { EnrolledScaFactor, Quote, QuoteRequest } from '../client/types.js';
import type { ReceiveApi } from './api.js';
import { Receive } from './Receive.js';

// Send and QuoteConfirmation say where the code went; Receive's approval said only "Enter the code".
describe('the Receive approval by text message', () => {
  it('names the masked number the code was sent to, as the other SMS approvals do', async () => {
    const withheld = pending('Quote:1', challenge('ScaChallenge:1', { expiresAt: new Date(Date.now() + 300_000).toISOString() }));
    const listFactors = vi.fn(async () => [{ factor: 'SMS_OTP', name: '+33 •• •• •• 78' }] as unknown as EnrolledScaFactor[]);
    const api = {
      listInternalAccounts: vi.fn(async () => [internalAccount('InternalAccount:wallet', 'EMBEDDED_WALLET', 'USD', 0)]),
      createQuote: vi.fn<(request: QuoteRequest) => Promise<Quote>>(async () => withheld),
      getQuote: vi.fn(),
      authorizeQuote: vi.fn(),
      resendScaCode: vi.fn(),
      listFactors,
    } satisfies ReceiveApi;
    renderWithKit(<Receive api={api} customerId="Customer:1" />);
    fireEvent.change(await screen.findByRole('textbox', { name: 'Amount in USD' }), { target: { value: '50' } });
    fireEvent.click(screen.getByRole('button', { name: 'Get the payment details' }));
    await screen.findByRole('heading', { name: 'Approve the request' });
    await waitFor(() => expect(document.body.textContent!.replace(/\s/g, ' ')).toContain('Enter the code we sent by text message to +33 •• •• •• 78.'));
    expect(listFactors).toHaveBeenCalledWith('Customer:1', expect.anything());
  });
});
