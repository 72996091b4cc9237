import type { Kernel } from '../../kernel/kernel.js';
import { OPEN_STATUSES, cardTransactions, type CardTransactionRecord } from './card-transactions.js';

/**
 * What a card transaction should hold from its own fields: an open purchase holds what it
 * authorized and has not yet cleared (nothing while its pull waits for confirmation); an EXCEPTION
 * holds what the status it returns to would, less what its retried pull still owes to the hold;
 * anything else holds nothing. (An EXCEPTION saved before reconciliation existed is not checked.)
 */
function holdProblem(tx: CardTransactionRecord): string | undefined {
  const held = tx.holding ?? 0;
  if (tx.status === 'EXCEPTION' && !tx.exception) return undefined;
  const status = tx.exception?.resume ?? tx.status;
  const open = OPEN_STATUSES.includes(status) && tx.direction === 'DEBIT' && tx.pendingPull?.into !== 'HOLD' ? Math.max(0, tx.authorizedAmount - tx.settlements.total) : 0;
  const expected = open - (tx.exception?.into === 'HOLD' ? tx.exception.owed : 0);
  return held === expected ? undefined : `${tx.id} (${tx.status}) is marked as holding ${held}, expected ${expected}`;
}

/**
 * The card holds in the ledger against the card transactions (the sandbox audit's extra check):
 * every hold book belongs to a card transaction marked as holding exactly that, and every card
 * transaction marked as holding something has its book, and holds what its fields say. Reads only
 * open positions (indexed): holds and open authorizations.
 */
export function auditCardHolds(k: Kernel): string[] {
  const problems: string[] = [];
  const books = k.ledger.cardHolds();
  for (const [id, held] of books) {
    const tx = cardTransactions(k).get(id);
    if (!tx) problems.push(`a card hold of ${held.amount} ${held.currency} belongs to no card transaction (${id})`);
    else if ((tx.holding ?? 0) !== held.amount || tx.currency !== held.currency) problems.push(`${id} (${tx.status}) holds ${held.amount} ${held.currency}, but is marked as holding ${tx.holding ?? 0} ${tx.currency}`);
  }
  const checked = new Set<string>();
  const check = (tx: CardTransactionRecord) => {
    if (checked.has(tx.id)) return;
    checked.add(tx.id);
    if ((tx.holding ?? 0) > 0 && !books.has(tx.id)) problems.push(`${tx.id} (${tx.status}) is marked as holding ${tx.holding ?? 0}, but the ledger holds nothing for it`);
    const problem = holdProblem(tx);
    if (problem) problems.push(problem);
  };
  cardTransactions(k).find({ holding: { gt: 0 } }, { orderBy: 'holding', limit: 100_000 }).forEach(check);
  // Open authorizations are open positions too: one that should hold and does not is found here.
  for (const status of OPEN_STATUSES) cardTransactions(k).find({ status }, { orderBy: 'createdAt', limit: 100_000 }).forEach(check);
  return problems;
}
