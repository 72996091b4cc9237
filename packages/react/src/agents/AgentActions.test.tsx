import type { Agent, AgentAction, ExternalAccount } from '@wallet-kit/client';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { fakeLiveEvents } from '../../../../test/support/live-events.js';
import { serviceError } from '../../test/fakes.js';
import { expectNoAxeViolations, renderWithKit } from '../../test/render.js';
import type { AgentsApi } from './actions-store.js';
import { AgentActions } from './AgentActions.js';

const usd = { code: 'USD', name: 'US Dollar', symbol: '$', decimals: 2 };
const eur = { code: 'EUR', name: 'Euro', symbol: '€', decimals: 2 };

const payment = (id: string, agentId = 'Agent:1'): AgentAction =>
  ({
    id,
    agentId,
    customerId: 'Customer:1',
    platformCustomerId: 'user-1',
    status: 'PENDING_APPROVAL',
    type: 'EXECUTE_QUOTE',
    createdAt: '2026-03-02T10:00:00Z',
    updatedAt: '2026-03-02T10:00:00Z',
    quote: {
      id: 'Quote:1',
      status: 'PENDING',
      totalSendingAmount: 10_150,
      sendingCurrency: usd,
      totalReceivingAmount: 9_200,
      receivingCurrency: eur,
      feesIncluded: 150,
      exchangeRate: 0.92,
      destination: { destinationType: 'ACCOUNT', accountId: 'ExternalAccount:1', paymentRail: 'SEPA_INSTANT' },
      expiresAt: '2026-03-02T10:05:00Z',
      createdAt: '2026-03-02T10:00:00Z',
    },
  }) as unknown as AgentAction;

const transferOut = (id: string): AgentAction =>
  ({ id, agentId: 'Agent:2', customerId: 'Customer:1', platformCustomerId: 'user-1', status: 'PENDING_APPROVAL', type: 'TRANSFER_OUT', createdAt: '2026-03-02T11:00:00Z', updatedAt: '2026-03-02T11:00:00Z', transferDetails: { amount: 2_500, currency: 'USD', sourceAccountId: 'InternalAccount:1', destinationAccountId: 'ExternalAccount:2' } }) as AgentAction;

/** A service with pending actions: deciding one takes it off the list. */
function fakeApi(pending: AgentAction[], overrides: Partial<AgentsApi> = {}) {
  let waiting = [...pending];
  const decide = (status: AgentAction['status'], extra: Partial<AgentAction> = {}) => async (action: Pick<AgentAction, 'id'>) => {
    const found = waiting.find((candidate) => candidate.id === action.id)!;
    waiting = waiting.filter((candidate) => candidate.id !== action.id);
    return { ...found, status, ...extra };
  };
  return {
    listPendingActions: vi.fn(async () => waiting),
    getPayee: vi.fn(async (id: string) => ({ id, currency: 'EUR', status: 'ACTIVE', accountInfo: { accountType: 'IBAN', iban: 'DE89370400440532017890', beneficiary: { beneficiaryType: 'INDIVIDUAL', fullName: 'María Rivera' } } }) as unknown as ExternalAccount),
    getAgent: vi.fn(async (id: string) => {
      if (id === 'Agent:gone') throw serviceError(404, 'NOT_FOUND');
      return { id, name: id === 'Agent:1' ? 'Bill payer' : 'Savings bot' } as Agent;
    }),
    approveAction: vi.fn(decide('APPROVED')),
    rejectAction: vi.fn(async (action: Pick<AgentAction, 'id'>, reason?: string) => decide('REJECTED', reason === undefined ? {} : { rejectionReason: reason })(action)),
    ...overrides,
  } satisfies AgentsApi;
}

describe('AgentActions', () => {
  it('names an unlabelled destination on a line of its own, by its currency and rail, never its id', async () => {
    const api = fakeApi([payment('AgentAction:1')], { getPayee: vi.fn(async () => Promise.reject(serviceError(404, 'NOT_FOUND'))) });
    renderWithKit(<AgentActions customerId="Customer:1" api={api} />);
    await screen.findByText('Bill payer wants to send $101.50.');
    expect(screen.getByText('To: An account in EUR, by SEPA Instant transfer')).toBeDefined();
    expect(document.body.textContent).not.toContain('ExternalAccount');
  });

  it('shows each request in words, with its agent, amounts, fees and deadline, and approves one', async () => {
    const onDecided = vi.fn();
    const api = fakeApi([payment('AgentAction:1'), transferOut('AgentAction:2')]);
    const { container } = renderWithKit(<AgentActions customerId="Customer:1" api={api} onDecided={onDecided} />);
    await screen.findByText('Bill payer wants to send $101.50 to María Rivera (account ending 7890).');
    expect(screen.getByText('The recipient gets €92.00.')).toBeDefined();
    expect(screen.getByText('Fees included: $1.50.')).toBeDefined();
    expect(screen.getByText(/^Approve by /)).toBeDefined();
    expect(screen.getByText('Savings bot wants to move $25.00 out of your account.')).toBeDefined();
    expect(api.listPendingActions).toHaveBeenCalledWith({ customerId: 'Customer:1' }, expect.anything());
    await expectNoAxeViolations(container);
    const approve = screen.getByRole('button', { name: 'Approve $101.50 requested by Bill payer' });
    fireEvent.click(approve);
    fireEvent.click(approve);
    await screen.findByText('Approved: the payment is under way.');
    expect(api.approveAction).toHaveBeenCalledTimes(1);
    expect(onDecided).toHaveBeenCalledWith(expect.objectContaining({ id: 'AgentAction:1', status: 'APPROVED' }));
    expect(screen.queryByText(/Bill payer wants/)).toBeNull();
    // The request's buttons are gone: focus lands on the title.
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Requests from your agents' })));
  });

  it('rejects after a confirmation, with the reason the agent sees, or goes back', async () => {
    const api = fakeApi([payment('AgentAction:1')]);
    const { container } = renderWithKit(<AgentActions customerId="Customer:1" api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Reject $101.50 requested by Bill payer' }));
    const heading = await screen.findByRole('heading', { name: 'Reject $101.50 requested by Bill payer?' });
    await waitFor(() => expect(document.activeElement).toBe(heading));
    await expectNoAxeViolations(container);
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Reject $101.50 requested by Bill payer' }));
    fireEvent.change(await screen.findByLabelText('Reason (optional)'), { target: { value: '  Not this month  ' } });
    fireEvent.click(screen.getByRole('button', { name: 'Reject the request' }));
    await screen.findByText('Rejected: nothing will be sent.');
    expect(api.rejectAction).toHaveBeenCalledWith(expect.objectContaining({ id: 'AgentAction:1' }), 'Not this month', expect.anything());
    expect(screen.getByText('Nothing is waiting for your approval.')).toBeDefined();
  });

  it('goes back from a rejection to the Reject button that asked, or to the title when its request was withdrawn meanwhile', async () => {
    const events = fakeLiveEvents('up', 'Customer:1');
    let waiting = [payment('AgentAction:1'), payment('AgentAction:2')];
    renderWithKit(<AgentActions customerId="Customer:1" api={fakeApi([], { listPendingActions: vi.fn(async () => waiting), events })} />);
    const rejects = () => screen.getAllByRole('button', { name: 'Reject $101.50 requested by Bill payer' });
    await waitFor(() => expect(rejects()).toHaveLength(2));
    // The second of two alike: focus returns to the very button pressed, not the first that matches.
    fireEvent.click(rejects()[1]!);
    fireEvent.click(await screen.findByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(document.activeElement).toBe(rejects()[1]));
    // The agent withdraws the request while its rejection is asked: back on the list, its button is gone.
    fireEvent.click(rejects()[0]!);
    await screen.findByRole('button', { name: 'Go back' });
    waiting = [payment('AgentAction:2')];
    events.push('AGENT_ACTION.CANCELLED');
    await waitFor(() => expect(screen.queryByRole('button', { name: 'Go back' })).not.toBeNull());
    fireEvent.click(screen.getByRole('button', { name: 'Go back' }));
    await waitFor(() => expect(rejects()).toHaveLength(1));
    await waitFor(() => expect(document.activeElement).toBe(screen.getByRole('heading', { name: 'Requests from your agents' })));
  });

  it('says when a request was decided meanwhile, and when an approved one could not be carried out', async () => {
    const api = fakeApi([payment('AgentAction:1'), payment('AgentAction:2', 'Agent:gone')], {
      approveAction: vi.fn(async (action: Pick<AgentAction, 'id'>) => {
        if (action.id === 'AgentAction:1') throw serviceError(403, 'RESOURCE_NOT_OWNED');
        return { ...payment('AgentAction:2', 'Agent:gone'), status: 'FAILED' } as AgentAction;
      }),
    });
    renderWithKit(<AgentActions customerId="Customer:1" api={api} />);
    fireEvent.click(await screen.findByRole('button', { name: 'Approve $101.50 requested by Bill payer' }));
    await screen.findByText('This request was already decided or withdrawn.');
    // An agent that cannot be read is "Your agent".
    fireEvent.click(screen.getByRole('button', { name: 'Approve $101.50 requested by Your agent' }));
    await screen.findByText('Approved, but the payment could not be made: its price ran out or the balance is too low. Ask your agent to try again.');
  });

  it('shows a failure to list with its message, and nothing else', async () => {
    const onError = vi.fn();
    renderWithKit(<AgentActions customerId="Customer:1" api={fakeApi([], { listPendingActions: vi.fn(async () => Promise.reject(new TypeError('Failed to fetch'))) })} onError={onError} />);
    await waitFor(() => expect(onError).toHaveBeenCalled());
    expect(screen.queryByText('Nothing is waiting for your approval.')).toBeNull();
    expect(document.querySelector('.wk-agent-actions')?.getAttribute('data-state')).toBe('list');
  });
});
