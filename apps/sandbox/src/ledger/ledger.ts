import type { Store } from '../store/store.js';

/** Money the service holds for an outgoing transaction between debit and settlement or refund. */
export const inflightBook = (transactionId: string): string => `inflight:${transactionId}`;
export const accountBook = (accountId: string): string => `account:${accountId}`;
export const worldBook = (currency: string): string => `world:${currency}`;
export const feesBook = (currency: string): string => `fees:${currency}`;
export const fxBook = (currency: string): string => `fx:${currency}`;
/** Money held on a funding account for an open card authorization, from the hold until clearing, release or expiry. */
export const cardHoldBook = (cardTransactionId: string): string => `cardhold:${cardTransactionId}`;

/** Books that only exist while a position is open: deleted when they return to zero, so their table stays small. */
const TRANSIENT_BOOKS = ['inflight:', 'cardhold:'];

export const LEDGER_DDL = [
  'CREATE TABLE IF NOT EXISTS journal (seq INTEGER PRIMARY KEY AUTOINCREMENT, at INTEGER NOT NULL, currency TEXT NOT NULL, from_book TEXT NOT NULL, to_book TEXT NOT NULL, amount INTEGER NOT NULL, memo TEXT NOT NULL, transaction_id TEXT)',
  'CREATE INDEX IF NOT EXISTS journal_by_transaction ON journal (transaction_id)',
  // Each book's entries summed in index order, with no sort: the start checks the books against the journal with them.
  'CREATE INDEX IF NOT EXISTS journal_by_from_book ON journal (from_book, currency, amount)',
  'CREATE INDEX IF NOT EXISTS journal_by_to_book ON journal (to_book, currency, amount)',
  // The journal is append-only: an entry, once written, is never changed or removed, by anyone.
  "CREATE TRIGGER IF NOT EXISTS journal_append_only_update BEFORE UPDATE ON journal BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END",
  "CREATE TRIGGER IF NOT EXISTS journal_append_only_delete BEFORE DELETE ON journal BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END",
  // Each book's running balance; an in-flight book is deleted when it returns to zero, so this stays as small as the open positions.
  'CREATE TABLE IF NOT EXISTS books (book TEXT NOT NULL, currency TEXT NOT NULL, balance INTEGER NOT NULL, PRIMARY KEY (book, currency)) WITHOUT ROWID',
];

/** A ledger post that would break the books: a bad amount, or an account asked for more than it holds. */
export class LedgerError extends Error {
  readonly code: 'LEDGER_BAD_AMOUNT' | 'LEDGER_OVERDRAWN' | 'LEDGER_BALANCE_TOO_LARGE';
  constructor(code: LedgerError['code'], message: string) {
    super(message);
    this.name = 'LedgerError';
    this.code = code;
  }
}

export interface CurrencySummary {
  funded: number;
  balances: number;
  inflight: number;
  paidOut: number;
  fees: number;
  fx: number;
}

/**
 * A double-entry journal: every movement takes money from one book and gives it to another in one
 * currency, so nothing appears or vanishes. Balances are the books' running sums: the ledger is the
 * only writer of balances (spec: core rules 2-3), and account views read them from here.
 */
export class Ledger {
  private readonly observers: ((book: string, currency: string) => void)[] = [];

  constructor(
    private readonly store: Store,
    private readonly now: () => number,
  ) {}

  /** Calls `observer` with each book a post changes, inside the post's transaction (webhooks are emitted from there). */
  observe(observer: (book: string, currency: string) => void): void {
    this.observers.push(observer);
  }

  balance(book: string, currency: string): number {
    const row = this.store.statement('SELECT balance FROM books WHERE book = ? AND currency = ?').get([book, currency]);
    return row === undefined ? 0 : Number(row.balance);
  }

  private add(book: string, currency: string, delta: number): void {
    const next = this.balance(book, currency) + delta;
    // Past 2^53 a balance stops being exact: refused (the whole post rolls back) rather than stored rounded.
    if (!Number.isSafeInteger(next)) throw new LedgerError('LEDGER_BALANCE_TOO_LARGE', `ledger: ${book} would hold ${next} ${currency}, past the largest exact amount`);
    if (next === 0 && TRANSIENT_BOOKS.some((prefix) => book.startsWith(prefix))) this.store.statement('DELETE FROM books WHERE book = ? AND currency = ?').run([book, currency]);
    else this.store.statement('INSERT INTO books (book, currency, balance) VALUES (?, ?, ?) ON CONFLICT (book, currency) DO UPDATE SET balance = excluded.balance').run([book, currency, next]);
  }

  /** Moves `amount` (>= 0, smallest unit) from one book to another, in one transaction; an account never goes below zero. */
  post(currency: string, from: string, to: string, amount: number, memo: string, transactionId?: string): void {
    if (!Number.isSafeInteger(amount) || amount < 0) throw new LedgerError('LEDGER_BAD_AMOUNT', `ledger: bad amount ${amount} for ${memo}`);
    if (amount === 0) return;
    this.store.transaction(() => {
      const held = this.balance(from, currency);
      if (from.startsWith('account:') && held < amount) throw new LedgerError('LEDGER_OVERDRAWN', `ledger: ${from} holds ${held}, cannot give ${amount}`);
      this.store
        .statement('INSERT INTO journal (at, currency, from_book, to_book, amount, memo, transaction_id) VALUES (?, ?, ?, ?, ?, ?, ?)')
        .run([this.now(), currency, from, to, amount, memo, transactionId ?? null]);
      this.add(from, currency, -amount);
      this.add(to, currency, amount);
      for (const observer of this.observers) for (const book of [from, to]) observer(book, currency);
    });
  }

  /** Books other than accounts and the outside world with money in them: in-flight transactions by id. */
  inflight(): Map<string, { currency: string; amount: number }> {
    return this.open('inflight:');
  }

  /** Open card holds by card transaction id. */
  cardHolds(): Map<string, { currency: string; amount: number }> {
    return this.open('cardhold:');
  }

  private open(prefix: 'inflight:' | 'cardhold:'): Map<string, { currency: string; amount: number }> {
    // A range on the primary key (the prefix up to the character after ':'), so only open positions are read.
    const rows = this.store.statement('SELECT book, currency, balance FROM books WHERE book >= ? AND book < ?').all([prefix, `${prefix.slice(0, -1)};`]);
    return new Map(rows.map((row) => [String(row.book).slice(prefix.length), { currency: String(row.currency), amount: Number(row.balance) }]));
  }

  /**
   * Every way money could have gone missing, as sentences; empty when the books balance: each
   * currency sums to zero, no account is negative, every running balance equals the sum of its
   * journal entries (unless `journal: false`: that part reads the whole journal), and `extra` (the
   * transactions' own check of what they hold) finds nothing.
   */
  audit(extra: () => string[] = () => [], options: { journal?: boolean } = {}): string[] {
    const problems: string[] = [];
    for (const row of this.store.statement('SELECT currency, SUM(balance) AS total FROM books GROUP BY currency HAVING SUM(balance) != 0', { scans: true }).all()) {
      problems.push(`${String(row.currency)} books sum to ${Number(row.total)}, not 0`);
    }
    for (const row of this.store.statement("SELECT book, balance FROM books WHERE book >= 'account:' AND book < 'account;' AND balance < 0").all()) {
      problems.push(`${String(row.book).slice('account:'.length)} is negative: ${Number(row.balance)}`);
    }
    // Each side summed over its covering index (no sort of the whole journal), then the two sides per book.
    const mismatched = options.journal === false ? [] : this.store
      .statement(
        `WITH sums AS (
           SELECT book, currency, SUM(delta) AS total FROM (
             SELECT from_book AS book, currency, -SUM(amount) AS delta FROM journal GROUP BY from_book, currency
             UNION ALL SELECT to_book, currency, SUM(amount) FROM journal GROUP BY to_book, currency)
           GROUP BY book, currency)
         SELECT s.book, s.currency, s.total, b.balance FROM sums AS s LEFT JOIN books AS b ON b.book = s.book AND b.currency = s.currency
           WHERE s.total != coalesce(b.balance, 0)
         UNION ALL
         SELECT b.book, b.currency, 0, b.balance FROM books AS b LEFT JOIN sums AS s ON s.book = b.book AND s.currency = b.currency
           WHERE s.book IS NULL AND b.balance != 0`,
        { scans: true },
      )
      .all();
    for (const row of mismatched) {
      problems.push(`${String(row.book)} shows ${Number(row.balance ?? 0)} ${String(row.currency)} but its journal sums to ${Number(row.total)}`);
    }
    problems.push(...extra());
    return problems;
  }

  /** Per currency: what came in from outside, and where it sits now (for reports and tests). */
  summary(): Record<string, CurrencySummary> {
    const out: Record<string, CurrencySummary> = {};
    const row = (currency: string) => (out[currency] ??= { funded: 0, balances: 0, inflight: 0, paidOut: 0, fees: 0, fx: 0 });
    const flows = this.store
      .statement(
        "SELECT currency, SUM(CASE WHEN from_book LIKE 'world:%' THEN amount ELSE 0 END) AS funded, SUM(CASE WHEN to_book LIKE 'world:%' THEN amount ELSE 0 END) AS paid FROM journal GROUP BY currency",
        { scans: true },
      )
      .all();
    for (const flow of flows) {
      row(String(flow.currency)).funded = Number(flow.funded);
      row(String(flow.currency)).paidOut = Number(flow.paid);
    }
    for (const book of this.store.statement('SELECT book, currency, balance FROM books', { scans: true }).all()) {
      const r = row(String(book.currency));
      const name = String(book.book);
      const value = Number(book.balance);
      if (name.startsWith('account:')) r.balances += value;
      else if (name.startsWith('inflight:') || name.startsWith('cardhold:')) r.inflight += value;
      else if (name.startsWith('fees:')) r.fees += value;
      else if (name.startsWith('fx:')) r.fx += value;
    }
    return out;
  }
}
