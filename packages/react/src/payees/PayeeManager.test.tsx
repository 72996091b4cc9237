import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import { PayeeManager } from './PayeeManager.js';
import { PayeePicker } from './PayeePicker.js';
import { serviceError } from '../../test/fakes.js';
import { fakePayeesApi as fakeApi, iban, wallet } from '../../test/payees-fakes.js';

const fill = (label: string, value: string) => fireEvent.change(screen.getByLabelText(label), { target: { value } });

describe('PayeeManager', () => {
  it('lists payees by name with only the last four digits, and adds an IBAN after checking it as typed', async () => {
    const api = fakeApi([iban('ExternalAccount:1', 'Jonas Weber')]);
    const { container } = renderWithKit(<PayeeManager api={api} customerId="Customer:me" />);
    await screen.findByText('Jonas Weber');
    expect(container.textContent).not.toContain('DE89370400440532013000');
    expect(screen.getByText('ending in 3000')).toBeDefined();
    await expectNoAxeViolations(container);

    fireEvent.click(screen.getByRole('button', { name: 'Add someone to pay' }));
    fireEvent.change(screen.getByLabelText('Where they receive money'), { target: { value: 'IBAN' } });
    fill('Account holder’s full name', 'Camille Dubois');
    fill('Account number (IBAN)', 'FR76 3000 6000 0112 3456 7890 188');
    fireEvent.click(screen.getByRole('button', { name: 'Save payee' }));
    expect(await screen.findByText('This IBAN is not valid. Check each character.')).toBeDefined();
    expect(screen.getByLabelText('Account number (IBAN)').getAttribute('aria-invalid')).toBe('true');
    expect(api.addPayee).not.toHaveBeenCalled();
    await expectNoAxeViolations(container);
    fill('Account number (IBAN)', 'FR76 3000 6000 0112 3456 7890 189');
    fireEvent.click(screen.getByRole('button', { name: 'Save payee' }));
    await waitFor(() => expect(api.addPayee).toHaveBeenCalledWith(expect.objectContaining({ customerId: 'Customer:me', currency: 'EUR', accountInfo: expect.objectContaining({ iban: 'FR7630006000011234567890189' }) }), expect.anything()));
    await waitFor(() => expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('list'));
  });

  it('shows the service\'s refusal on the field it names', async () => {
    const api = fakeApi([]);
    api.addPayee.mockRejectedValueOnce(serviceError(400, 'INVALID_BANK_ACCOUNT', { details: { errors: [{ field: 'accountInfo.routingNumber', message: 'check digit' }] } }));
    renderWithKit(<PayeeManager api={api} customerId="Customer:me" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Add someone to pay' }));
    fill('Account holder’s full name', 'Jordan Lee');
    fill('Routing number (9 digits)', '021000021');
    fill('Account number', '000123456789');
    fireEvent.click(screen.getByRole('button', { name: 'Save payee' }));
    expect(await screen.findByText('The bank did not accept these details. Check the marked fields.')).toBeDefined();
    expect(screen.getByLabelText('Routing number (9 digits)').getAttribute('aria-invalid')).toBe('true');
  });

  it('removes a payee only after a confirmation, and can keep it', async () => {
    const api = fakeApi([iban('ExternalAccount:1', 'Jonas Weber')]);
    renderWithKit(<PayeeManager api={api} customerId="Customer:me" />);
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Jonas Weber' }));
    expect(screen.getByRole('heading', { name: /Remove Jonas Weber\?/ })).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Keep' }));
    expect(api.removePayee).not.toHaveBeenCalled();
    fireEvent.click(await screen.findByRole('button', { name: 'Remove Jonas Weber' }));
    fireEvent.click(screen.getByRole('button', { name: 'Remove' }));
    await waitFor(() => expect(api.removePayee).toHaveBeenCalledWith('ExternalAccount:1', expect.anything()));
    await screen.findByText('No one yet. Add a bank account or a wallet to pay.');
  });

  it('trusts with an SCA code, asking again after a wrong one, and focuses each step', async () => {
    const api = fakeApi([iban('ExternalAccount:1', 'Jonas Weber')]);
    const { container } = renderWithKit(<PayeeManager api={api} customerId="Customer:me" trust />);
    fireEvent.click(await screen.findByRole('button', { name: 'Trust Jonas Weber' }));
    const heading = await screen.findByRole('heading', { name: 'Trust Jonas Weber' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await expectNoAxeViolations(container);
    fill('Security code', '000000');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('That code is not right. Check it and try again.');
    fill('Security code', '123456');
    fireEvent.click(screen.getByRole('button', { name: 'Confirm' }));
    await screen.findByText('Trusted: payments to them now skip the security check.');
  });

  it('proves a wallet is the customer\'s own with a signature, or offers the liveness check', async () => {
    const api = fakeApi([wallet('ExternalAccount:w', 'PENDING_OWNERSHIP_VERIFICATION')]);
    renderWithKit(<PayeeManager api={api} customerId="Customer:me" />);
    expect(await screen.findByText('Prove this wallet is yours to send larger amounts.')).toBeDefined();
    fireEvent.click(screen.getByRole('button', { name: 'Verify Solana' }));
    await screen.findByText('I verify that I control this wallet. Nonce: 42');
    fill('Signature', '5sig');
    fireEvent.click(screen.getByRole('button', { name: 'Check the signature' }));
    await waitFor(() => expect(api.verifyOwnership).toHaveBeenCalledWith('ExternalAccount:w', '5sig', expect.anything()));
    await waitFor(() => expect(screen.queryByText('Prove this wallet is yours to send larger amounts.')).toBeNull());
  });

  it('speaks the provider\'s language: French messages load with the area', async () => {
    renderWithKit(<PayeeManager api={fakeApi([])} customerId="Customer:me" />, { locale: 'fr' });
    expect(await screen.findByText('Vos bénéficiaires')).toBeDefined();
  });
});

describe('PayeePicker', () => {
  it('offers the payees as a radio group, named with the rail in words and the last four digits, and tells the choice with its label', async () => {
    const api = fakeApi([iban('ExternalAccount:1', 'Jonas Weber'), iban('ExternalAccount:2', 'Camille Dubois'), wallet('ExternalAccount:w', 'UNVERIFIED')]);
    const onChange = vi.fn();
    const { container } = renderWithKit(<PayeePicker api={api} customerId="Customer:me" onChange={onChange} />);
    const group = await screen.findByRole('radiogroup', { name: 'Pay to' });
    await waitFor(() => expect(within(group).getAllByRole('radio')).toHaveLength(2));
    fireEvent.click(within(group).getByRole('radio', { name: 'Camille Dubois, SEPA Instant transfer, ending in 3000' }));
    // The label goes with the payee, so the steps after the picker name Camille, never her account's id.
    expect(onChange).toHaveBeenCalledWith(expect.objectContaining({ id: 'ExternalAccount:2' }), 'Camille Dubois\u00a0· ••••\u00a03000');
    expect(container.textContent).not.toMatch(/SEPA_INSTANT|ExternalAccount:/);
    expect(container.querySelector('[data-state]')?.getAttribute('data-state')).toBe('chosen');
    await expectNoAxeViolations(container);
  });
});
