import { bytesToHex } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../../kernel/kernel.js';
import { accountBook, cardHoldBook, worldBook } from '../../ledger/ledger.js';
import type { CardTransactionRecord } from './card-transactions.js';

/** How long a delayed pull (descriptor suffix 005) waits for its confirmation, on the sandbox clock. */
export const DELAYED_PULL_MS = 30_000;

/**
 * What the last three characters of a merchant descriptor make the sandbox's decisioning do
 * (reference OpenAPI: sandboxSimulateCardAuthorization's suffix table): decline for insufficient
 * funds or a paused card, delay the pull, or let the pull through with a failed confirmation.
 */
export type SuffixOutcome = 'DECLINE_INSUFFICIENT_FUNDS' | 'DECLINE_CARD_PAUSED' | 'DELAYED_PULL' | 'CONFIRMATION_FAILS' | 'APPROVE';

export function suffixOutcome(descriptor: string): SuffixOutcome {
  switch (descriptor.slice(-3)) {
    case '002':
      return 'DECLINE_INSUFFICIENT_FUNDS';
    case '003':
      return 'DECLINE_CARD_PAUSED';
    case '005':
      return 'DELAYED_PULL';
    case '006':
      return 'CONFIRMATION_FAILS';
    default:
      return 'APPROVE';
  }
}

/** An opaque issuer token for a simulated network message. */
export const issuerToken = (k: Kernel): string => `sandbox_txn_${bytesToHex(k.ids.bytes(8))}`;

export const balanceOf = (k: Kernel, accountId: string, currency: string): number => k.ledger.balance(accountBook(accountId), currency);

/**
 * Pulls `amount` from the transaction's funding account into its hold or out to the card network,
 * if the account holds it (the caller's transaction). Returns the transaction with the pull counted
 * (a failed pull is counted with nothing added to the total, as the document's EXCEPTION example shows).
 */
export function pull(k: Kernel, tx: CardTransactionRecord, amount: number, into: 'HOLD' | 'NETWORK'): { tx: CardTransactionRecord; ok: boolean } {
  const ok = balanceOf(k, tx.accountId, tx.currency) >= amount;
  if (ok) {
    k.ledger.post(tx.currency, accountBook(tx.accountId), into === 'HOLD' ? cardHoldBook(tx.id) : worldBook(tx.currency), amount, into === 'HOLD' ? 'card hold' : 'card post-hoc pull', tx.id);
  }
  const held = into === 'HOLD' && ok ? (tx.holding ?? 0) + amount : (tx.holding ?? 0);
  return { tx: { ...tx, holding: held, pulls: { ...tx.pulls, count: tx.pulls.count + 1, total: tx.pulls.total + (ok ? amount : 0) } }, ok };
}

/** Gives back what the hold still holds to the funding account (an expiry, a close, a smaller advice). */
export function releaseHold(k: Kernel, tx: CardTransactionRecord, amount = tx.holding ?? 0): CardTransactionRecord {
  if (amount <= 0) return tx;
  k.ledger.post(tx.currency, cardHoldBook(tx.id), accountBook(tx.accountId), amount, 'card hold released', tx.id);
  return { ...tx, holding: (tx.holding ?? 0) - amount };
}

/** Pays the card network from the hold (a clearing). */
export function settleFromHold(k: Kernel, tx: CardTransactionRecord, amount: number): CardTransactionRecord {
  if (amount <= 0) return tx;
  k.ledger.post(tx.currency, cardHoldBook(tx.id), worldBook(tx.currency), amount, 'card clearing', tx.id);
  return { ...tx, holding: (tx.holding ?? 0) - amount };
}

/** Money the card network sends to the funding account (a credit, a merchant return). */
export function credit(k: Kernel, tx: CardTransactionRecord, amount: number, memo: string): void {
  k.ledger.post(tx.currency, worldBook(tx.currency), accountBook(tx.accountId), amount, memo, tx.id);
}
