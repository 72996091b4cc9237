import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput } from '../../platform/errors.js';
import { OPEN_STATUSES, cardTransactions, mustCardTransaction, saveCardTransaction, type CardTransactionRecord } from './card-transactions.js';
import { DELAYED_PULL_MS, credit, pull, releaseHold, settleFromHold, suffixOutcome } from './funding.js';
import { emitCardTransaction } from './events.js';
import { toException } from './exceptions.js';

/** Clearings and advices apply to open authorizations only (reference OpenAPI: SandboxCardClearingRequest). */
function mustBeOpen(tx: CardTransactionRecord): void {
  if (!OPEN_STATUSES.includes(tx.status)) {
    throw invalidInput([{ field: 'cardTransactionId', message: `expected a card transaction in AUTHORIZED or PARTIALLY_SETTLED, got ${tx.status}` }]);
  }
}

/**
 * Confirms a delayed pull (descriptor suffix 005): the money moves now if the account still holds
 * it, else the transaction becomes EXCEPTION and the failed pull leaves the summary's total. Runs
 * from its job, and first thing when a clearing or advice reaches the transaction before the job.
 */
export function confirmPendingPull(k: Kernel, tx: CardTransactionRecord): CardTransactionRecord {
  const pending = tx.pendingPull;
  if (!pending) return tx;
  const base: CardTransactionRecord = { ...tx, pulls: { count: tx.pulls.count - 1, total: tx.pulls.total - pending.amount, pending: tx.pulls.pending - 1 } };
  delete base.pendingPull;
  const { tx: pulled, ok } = pull(k, base, pending.amount, pending.into);
  return ok ? pulled : toException(k, pulled, tx.status, pending.amount, pending.into);
}

/** The delayed pull's job: confirm it, if nothing confirmed or dropped it meanwhile. */
export function runPendingPull(k: Kernel, id: string): void {
  const tx = cardTransactions(k).get(id);
  if (!tx?.pendingPull) return;
  const saved = saveCardTransaction(k, confirmPendingPull(k, tx));
  if (saved.status === 'EXCEPTION') emitCardTransaction(k, saved);
}

/**
 * The authorization expires with nothing more to clear (a clearing of 0, or the card's close): the
 * hold goes back to the funding account and the transaction closes at what it settled.
 */
export function expireAuthorization(k: Kernel, open: CardTransactionRecord): CardTransactionRecord {
  let tx = open;
  if (tx.pendingPull?.into === 'HOLD') {
    // Nothing was pulled yet, and nothing will be.
    tx = { ...tx, pulls: { count: tx.pulls.count - 1, total: tx.pulls.total - tx.pendingPull.amount, pending: tx.pulls.pending - 1 } };
    delete tx.pendingPull;
  }
  const saved = saveCardTransaction(k, { ...releaseHold(k, tx), status: 'SETTLED' });
  emitCardTransaction(k, saved);
  return saved;
}

/** A debit clearing: paid from the hold; what exceeds it is pulled after the fact, and a failed pull is an EXCEPTION. */
function clearDebit(k: Kernel, open: CardTransactionRecord, amount: number): CardTransactionRecord {
  const fromHold = Math.min(amount, open.holding ?? 0);
  let tx = settleFromHold(k, open, fromHold);
  tx = { ...tx, settlements: { count: tx.settlements.count + 1, total: tx.settlements.total + amount } };
  const rest = amount - fromHold;
  let owed: number | undefined;
  if (rest > 0) {
    // Reference OpenAPI: the suffix table "govern[s] whether the post-hoc pull succeeds", read on the purchase's descriptor.
    const outcome = suffixOutcome(tx.merchant.descriptor);
    if (outcome === 'DELAYED_PULL') {
      k.schedule('CARD_PULL', tx.id, k.now() + DELAYED_PULL_MS);
      tx = { ...tx, pendingPull: { amount: rest, into: 'NETWORK' }, pulls: { count: tx.pulls.count + 1, total: tx.pulls.total + rest, pending: tx.pulls.pending + 1 } };
    } else {
      const result = pull(k, tx, rest, 'NETWORK');
      tx = result.tx;
      if (!result.ok) owed = rest;
      else if (outcome === 'CONFIRMATION_FAILS') owed = 0;
    }
  }
  const status = tx.settlements.total >= tx.authorizedAmount ? 'SETTLED' : 'PARTIALLY_SETTLED';
  return owed === undefined ? { ...tx, status } : toException(k, tx, status, owed);
}

/**
 * A clearing against an open card transaction (reference OpenAPI: sandboxSimulateCardClearing), in
 * one transaction that reads its status again, so N copies of a full clearing post once: a purchase
 * rolls it into `settledAmount` (PARTIALLY_SETTLED until the authorized amount is reached), a credit
 * pays the account; 0 expires the authorization.
 */
export function clear(k: Kernel, cardId: string, id: string, amount: number): CardTransactionRecord {
  return k.store.transaction(() => {
    const found = mustCardTransaction(k, id, cardId);
    mustBeOpen(found);
    const open = confirmPendingPull(k, found);
    if (open.status === 'EXCEPTION') {
      const saved = saveCardTransaction(k, open);
      emitCardTransaction(k, saved);
      return saved;
    }
    if (amount === 0) return expireAuthorization(k, open);
    let tx: CardTransactionRecord;
    if (open.direction === 'DEBIT') tx = clearDebit(k, open, amount);
    else {
      credit(k, open, amount, 'card credit cleared');
      const total = open.settlements.total + amount;
      tx = { ...open, settlements: { count: open.settlements.count + 1, total }, status: total >= open.authorizedAmount ? 'SETTLED' : 'PARTIALLY_SETTLED' };
    }
    const saved = saveCardTransaction(k, tx);
    emitCardTransaction(k, saved);
    return saved;
  });
}

/**
 * An authorization advice re-sizes an open authorization to a new total (reference OpenAPI:
 * sandboxSimulateCardAuthorizationAdvice): a purchase's hold grows by a pull (an EXCEPTION when
 * the account cannot cover it) or shrinks back to the account.
 */
export function adviseAuthorization(k: Kernel, cardId: string, id: string, total: number): CardTransactionRecord {
  return k.store.transaction(() => {
    const found = mustCardTransaction(k, id, cardId);
    mustBeOpen(found);
    let tx: CardTransactionRecord = { ...confirmPendingPull(k, found), authorizedAmount: total };
    if (tx.direction === 'DEBIT' && tx.status !== 'EXCEPTION') {
      const delta = Math.max(0, total - tx.settlements.total) - (tx.holding ?? 0);
      if (delta > 0) {
        const result = pull(k, tx, delta, 'HOLD');
        tx = result.ok ? result.tx : toException(k, result.tx, tx.status, delta, 'HOLD');
      } else tx = releaseHold(k, tx, -delta);
    }
    if (tx.status !== 'EXCEPTION' && tx.settlements.count > 0 && tx.settlements.total >= total) tx = { ...tx, status: 'SETTLED' };
    const saved = saveCardTransaction(k, tx);
    emitCardTransaction(k, saved);
    return saved;
  });
}
