import type { WalletKitClient } from '@wallet-kit/client';

/** The newest purchase at `descriptor` on the card (not a refund), as the card's history lists it. */
export async function newestPurchase(client: WalletKitClient, customerId: string, cardId: string, descriptor: string) {
  for await (const row of client.cards.listCardTransactions({ customerId, cardId })) if (row.merchant.descriptor === descriptor && row.direction === 'DEBIT' && !row.originalTransactionId) return row;
  return undefined;
}

/**
 * A purchase as the card network plays it: the merchant asks for `held`, then charges `charged`. A
 * purchase the card declined (too little money, a frozen card) has nothing to charge: the card's
 * history says why, and the demo says nothing more.
 */
export async function playPurchase(client: WalletKitClient, customerId: string, cardId: string, purchase: { descriptor: string; currency: string; held: number; charged: number }): Promise<void> {
  await client.sandbox.simulateCardAuthorization(cardId, { amount: purchase.held, currency: { code: purchase.currency }, merchant: { descriptor: purchase.descriptor } });
  const row = await newestPurchase(client, customerId, cardId, purchase.descriptor);
  if (!row || row.status === 'DECLINED') return;
  await client.sandbox.simulateCardClearing(cardId, row.id, purchase.charged);
}
