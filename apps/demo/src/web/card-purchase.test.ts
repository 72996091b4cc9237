import { describe, expect, it, vi } from 'vitest';
import type { WalletKitClient } from '@wallet-kit/client';
import { playPurchase } from './card-purchase.js';

function fakeClient(status: string) {
  const simulateCardClearing = vi.fn(async () => ({}));
  const client = {
    sandbox: { simulateCardAuthorization: vi.fn(async () => ({})), simulateCardClearing },
    cards: {
      listCardTransactions: () =>
        (async function* () {
          yield { id: 'CardTransaction:1', status, direction: 'DEBIT', merchant: { descriptor: 'HARBOR HOTEL' } };
        })(),
    },
  } as unknown as WalletKitClient;
  return { client, simulateCardClearing };
}

const HOTEL = { descriptor: 'HARBOR HOTEL', currency: 'EUR', held: 30_000, charged: 18_000 };

// Tried with €67.50 left: "Hotel stay" was declined for want of money (the card's history said so), then the
// demo cleared the declined hold anyway and showed "That did not work. Try again in a moment."
describe('a purchase the sandbox plays on the card tab', () => {
  it('charges what the merchant clears once the card approved the hold', async () => {
    const { client, simulateCardClearing } = fakeClient('AUTHORIZED');
    await playPurchase(client, 'Customer:1', 'Card:1', HOTEL);
    expect(simulateCardClearing).toHaveBeenCalledWith('Card:1', 'CardTransaction:1', 18_000);
  });

  it('charges nothing, and fails with nothing, when the card declined it', async () => {
    const { client, simulateCardClearing } = fakeClient('DECLINED');
    await expect(playPurchase(client, 'Customer:1', 'Card:1', HOTEL)).resolves.toBeUndefined();
    expect(simulateCardClearing).not.toHaveBeenCalled();
  });
});
