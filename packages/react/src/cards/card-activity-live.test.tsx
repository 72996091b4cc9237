import { describe, expect, it, vi } from 'vitest';
import { fakeLiveEvents } from '../../../../test/support/live-events.js';
import type { CardActivityApi } from './api.js';
import { createCardActivity } from './card-activity-store.js';

const CUSTOMER = 'Customer:a';

describe("a card's activity, followed by pushed updates", () => {
  it("reads the list again on this card's CARD_TRANSACTION event, not on another card's or another type", async () => {
    const events = fakeLiveEvents('up', CUSTOMER);
    const listCardTransactions = vi.fn(async function* () {});
    const controller = createCardActivity({ api: { listCardTransactions, events } as unknown as CardActivityApi, customerId: CUSTOMER, cardId: 'Card:1' });
    controller.attach();
    await vi.waitFor(() => expect(listCardTransactions).toHaveBeenCalledTimes(1));
    events.push('CARD_TRANSACTION.AUTHORIZED', { data: { cardId: 'Card:2' } });
    events.push('CARD.UPDATED', { data: { cardId: 'Card:1' } });
    events.push('CARD_TRANSACTION.AUTHORIZED', { data: { cardId: 'Card:1' } });
    await vi.waitFor(() => expect(listCardTransactions).toHaveBeenCalledTimes(2));
    controller.dispose();
    expect(events.listening()).toBe(0);
  });
});
