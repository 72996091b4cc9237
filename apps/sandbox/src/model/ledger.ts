import type { LedgerEntry, SandboxState, TransactionRecord } from './types.js';

/** Money the service holds for an outgoing transaction between debit and settlement or refund. */
export const inflightBook = (transactionId: string): string => `inflight:${transactionId}`;
export const accountBook = (accountId: string): string => `account:${accountId}`;
export const worldBook = (currency: string): string => `world:${currency}`;
export const feesBook = (currency: string): string => `fees:${currency}`;
export const fxBook = (currency: string): string => `fx:${currency}`;

/**
 * A double-entry journal: every movement takes money from one book and gives it to another in one
 * currency, so nothing appears or vanishes. Account balances change only here (spec: core rules 2-3).
 */
export class Ledger {
  private readonly books = new Map<string, number>();

  constructor(
    private readonly state: SandboxState,
    private readonly now: () => number,
  ) {
    for (const entry of state.ledger) this.apply(entry);
  }

  private key(book: string, currency: string): string {
    return `${book}|${currency}`;
  }

  private apply(entry: LedgerEntry): void {
    const from = this.key(entry.from, entry.currency);
    const to = this.key(entry.to, entry.currency);
    this.books.set(from, (this.books.get(from) ?? 0) - entry.amount);
    this.books.set(to, (this.books.get(to) ?? 0) + entry.amount);
  }

  balance(book: string, currency: string): number {
    return this.books.get(this.key(book, currency)) ?? 0;
  }

  /** Moves `amount` (> 0, smallest unit) from one book to another; an internal account never goes below zero. */
  post(currency: string, from: string, to: string, amount: number, memo: string, transactionId?: string): void {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new Error(`ledger: bad amount ${amount} for ${memo}`);
    if (amount === 0) return;
    const fromAccount = from.startsWith('account:') ? this.state.internalAccounts[from.slice(8)] : undefined;
    const toAccount = to.startsWith('account:') ? this.state.internalAccounts[to.slice(8)] : undefined;
    if (from.startsWith('account:') && !fromAccount) throw new Error(`ledger: no account for ${from}`);
    if (to.startsWith('account:') && !toAccount) throw new Error(`ledger: no account for ${to}`);
    if (fromAccount && fromAccount.balance < amount) throw new Error(`ledger: ${from} holds ${fromAccount.balance}, cannot give ${amount}`);
    const entry: LedgerEntry = { seq: this.state.ledger.length + 1, at: this.now(), currency, from, to, amount, memo };
    if (transactionId !== undefined) entry.transactionId = transactionId;
    this.state.ledger.push(entry);
    this.apply(entry);
    const at = this.now();
    if (fromAccount) {
      fromAccount.balance -= amount;
      fromAccount.updatedAt = at;
    }
    if (toAccount) {
      toAccount.balance += amount;
      toAccount.updatedAt = at;
    }
  }

  /** What an outgoing transaction should hold in flight, from its status alone. */
  static expectedInflight(tx: TransactionRecord): number {
    if (tx.type !== 'OUTGOING' || tx.awaitingApproval) return 0;
    if (tx.status === 'PENDING' || tx.status === 'PROCESSING') return tx.sentAmount.amount;
    if (tx.status === 'FAILED' && tx.refund?.status === 'PENDING') return tx.sentAmount.amount;
    return 0;
  }

  /**
   * Every way money could have gone missing, as sentences; empty when the books balance: each
   * currency sums to zero, each account's balance equals its book and is not negative, and each
   * transaction holds in flight exactly what its status says.
   */
  audit(): string[] {
    const problems: string[] = [];
    const totals = new Map<string, number>();
    for (const [key, value] of this.books) {
      const currency = key.slice(key.lastIndexOf('|') + 1);
      totals.set(currency, (totals.get(currency) ?? 0) + value);
    }
    for (const [currency, total] of totals) if (total !== 0) problems.push(`${currency} books sum to ${total}, not 0`);
    for (const account of Object.values(this.state.internalAccounts)) {
      const book = this.balance(accountBook(account.id), account.currency);
      if (book !== account.balance) problems.push(`${account.id} shows ${account.balance} but its book holds ${book}`);
      if (account.balance < 0) problems.push(`${account.id} is negative: ${account.balance}`);
    }
    for (const tx of Object.values(this.state.transactions)) {
      if (tx.type !== 'OUTGOING') continue;
      const held = this.balance(inflightBook(tx.id), tx.sentAmount.currency);
      const expected = Ledger.expectedInflight(tx);
      if (held !== expected) problems.push(`${tx.id} (${tx.status}) holds ${held} in flight, expected ${expected}`);
    }
    return problems;
  }

  /** Per currency: what came in from outside, and where it sits now (for reports and tests). */
  summary(): Record<string, { funded: number; balances: number; inflight: number; paidOut: number; fees: number; fx: number }> {
    const out: Record<string, { funded: number; balances: number; inflight: number; paidOut: number; fees: number; fx: number }> = {};
    const row = (currency: string) => (out[currency] ??= { funded: 0, balances: 0, inflight: 0, paidOut: 0, fees: 0, fx: 0 });
    for (const entry of this.state.ledger) {
      if (entry.from.startsWith('world:')) row(entry.currency).funded += entry.amount;
      if (entry.to.startsWith('world:')) row(entry.currency).paidOut += entry.amount;
    }
    for (const [key, value] of this.books) {
      const [book = '', currency = ''] = key.split('|');
      const r = row(currency);
      if (book.startsWith('account:')) r.balances += value;
      else if (book.startsWith('inflight:')) r.inflight += value;
      else if (book.startsWith('fees:')) r.fees += value;
      else if (book.startsWith('fx:')) r.fx += value;
    }
    return out;
  }
}
