import type { Kernel } from '../../kernel/kernel.js';
import { expectedInflight, transactions } from './repo.js';

/**
 * What the ledger holds in flight against what each transaction's status says it should: every
 * in-flight book belongs to a transaction that expects exactly that, and every transaction that
 * expects money in flight has it. Reads only the open positions (indexed), not the history.
 */
export function auditInflight(k: Kernel): string[] {
  const problems: string[] = [];
  const books = k.ledger.inflight();
  for (const [id, held] of books) {
    const tx = transactions(k).get(id);
    const expected = tx ? expectedInflight(tx) : 0;
    if (held.amount !== expected) problems.push(`${id} (${tx?.status ?? 'no such transaction'}) holds ${held.amount} in flight, expected ${expected}`);
  }
  for (const tx of transactions(k).find({ holding: { gt: 0 } }, { orderBy: 'holding', limit: 100_000 })) {
    const expected = expectedInflight(tx);
    if (!books.has(tx.id) && expected !== 0) problems.push(`${tx.id} (${tx.status}) holds 0 in flight, expected ${expected}`);
    if (tx.holding !== expected) problems.push(`${tx.id} (${tx.status}) is marked as holding ${tx.holding}, expected ${expected}`);
  }
  return problems;
}
