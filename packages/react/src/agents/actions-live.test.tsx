import type { LiveEvent, LiveEvents } from '@wallet-kit/client';
import { describe, expect, it, vi } from 'vitest';
import { createAgentActions, type AgentsApi } from './actions-store.js';

const CUSTOMER = 'Customer:a';

describe("an agent's requests, followed by pushed updates", () => {
  it('reads the pending requests again on an AGENT_ACTION event, and not on another', async () => {
    const listeners = new Set<(event: LiveEvent) => void>();
    const events: LiveEvents = {
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      status: () => 'up',
      onStatus: () => () => undefined,
    };
    const push = (type: string) => listeners.forEach((listener) => listener({ id: '1', customerId: CUSTOMER, type, timestamp: '', data: {} }));
    const listPendingActions = vi.fn(async () => []);
    const api = { listPendingActions, getAgent: vi.fn(), approveAction: vi.fn(), rejectAction: vi.fn(), events } as unknown as AgentsApi;
    const controller = createAgentActions({ api, customerId: CUSTOMER });
    controller.attach();
    await vi.waitFor(() => expect(listPendingActions).toHaveBeenCalledTimes(1));
    push('CARD.UPDATED');
    push('AGENT_ACTION.PENDING_APPROVAL');
    await vi.waitFor(() => expect(listPendingActions).toHaveBeenCalledTimes(2));
    controller.dispose();
    expect(listeners.size).toBe(0);
  });
});
