import type { LiveEvent, LiveEvents } from '@wallet-kit/client';
import { describe, expect, it, vi } from 'vitest';
import type { CardActivityApi } from './api.js';
import { createCardActivity } from './card-activity-store.js';

const CUSTOMER = 'Customer:a';

describe("a card's activity, followed by pushed updates", () => {
  it("reads the list again on this card's CARD_TRANSACTION event, not on another card's or another type", async () => {
    const listeners = new Set<(event: LiveEvent) => void>();
    const events: LiveEvents = {
      subscribe(listener) {
        listeners.add(listener);
        return () => listeners.delete(listener);
      },
      status: () => 'up',
      onStatus: () => () => undefined,
    };
    const push = (type: string, cardId: string) => listeners.forEach((listener) => listener({ id: '1', customerId: CUSTOMER, type, timestamp: '', data: { cardId } }));
    const listCardTransactions = vi.fn(async function* () {});
    const controller = createCardActivity({ api: { listCardTransactions, events } as unknown as CardActivityApi, customerId: CUSTOMER, cardId: 'Card:1' });
    controller.attach();
    await vi.waitFor(() => expect(listCardTransactions).toHaveBeenCalledTimes(1));
    push('CARD_TRANSACTION.AUTHORIZED', 'Card:2');
    push('CARD.UPDATED', 'Card:1');
    push('CARD_TRANSACTION.AUTHORIZED', 'Card:1');
    await vi.waitFor(() => expect(listCardTransactions).toHaveBeenCalledTimes(2));
    controller.dispose();
    expect(listeners.size).toBe(0);
  });
});
