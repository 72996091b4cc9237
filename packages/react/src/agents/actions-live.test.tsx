import { describe, expect, it, vi } from 'vitest';
import { fakeLiveEvents } from '../../../../test/support/live-events.js';
import { createAgentActions, type AgentsApi } from './actions-store.js';

const CUSTOMER = 'Customer:a';

describe("an agent's requests, followed by pushed updates", () => {
  it('reads the pending requests again on an AGENT_ACTION event, and not on another', async () => {
    const events = fakeLiveEvents('up', CUSTOMER);
    const listPendingActions = vi.fn(async () => []);
    const api = { listPendingActions, getAgent: vi.fn(), approveAction: vi.fn(), rejectAction: vi.fn(), events } as unknown as AgentsApi;
    const controller = createAgentActions({ api, customerId: CUSTOMER });
    controller.attach();
    await vi.waitFor(() => expect(listPendingActions).toHaveBeenCalledTimes(1));
    events.push('CARD.UPDATED');
    events.push('AGENT_ACTION.PENDING_APPROVAL');
    await vi.waitFor(() => expect(listPendingActions).toHaveBeenCalledTimes(2));
    controller.dispose();
    expect(events.listening()).toBe(0);
  });
});
