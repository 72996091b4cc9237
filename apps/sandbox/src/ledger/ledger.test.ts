import { describe, expect, it } from 'vitest';
import { openSqlDriver } from '../store/libsql.js';
import { openStore } from '../store/store.js';
import { MAX_AMOUNT } from '../platform/validate.js';
import { LEDGER_DDL, Ledger, accountBook, worldBook } from './ledger.js';

async function emptyLedger(): Promise<Ledger> {
  const { store } = openStore(await openSqlDriver(), { version: 1, tables: [], extra: LEDGER_DDL });
  return new Ledger(store, () => 0);
}

describe('the ledger', () => {
  it('refuses a post that would take a book past the largest exact amount, and leaves the books as they were', async () => {
    const ledger = await emptyLedger();
    const account = accountBook('InternalAccount:1');
    ledger.post('USD', worldBook('USD'), account, MAX_AMOUNT, 'first');
    // Each amount is exact, but the sums would not be: the account and the world both pass 2^53.
    expect(() => ledger.post('USD', worldBook('USD'), account, MAX_AMOUNT, 'second')).toThrow(expect.objectContaining({ code: 'LEDGER_BALANCE_TOO_LARGE' }));
    expect(ledger.balance(account, 'USD')).toBe(MAX_AMOUNT);
    expect(ledger.balance(worldBook('USD'), 'USD')).toBe(-MAX_AMOUNT);
    expect(ledger.audit()).toEqual([]);
  });
});
