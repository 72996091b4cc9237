import { describe, expect, it } from 'vitest';
import { Jobs, JOBS_DDL } from '../kernel/jobs.js';
import { openSqlDriver } from './libsql.js';
import { MetaValue, openStore, type Store } from './store.js';

async function emptyStore(): Promise<Store> {
  const { store } = openStore(await openSqlDriver(), { version: 1, tables: [], extra: JOBS_DDL });
  return store;
}

const fails = (store: Store, fn: () => void) => expect(() => store.transaction(() => (fn(), (() => { throw new Error('rolled back'); })()))).toThrow('rolled back');

describe('values cached beside the store', () => {
  it('a meta value read inside a transaction that rolls back is read again afterwards', async () => {
    const store = await emptyStore();
    const value = new MetaValue<{ n: number }>(store, 'v');
    expect(value.get()).toBeUndefined();
    fails(store, () => {
      value.set({ n: 1 });
      expect(value.get()).toEqual({ n: 1 });
    });
    expect(value.get()).toBeUndefined();
    value.set({ n: 2 });
    store.commitNow();
    expect(value.get()).toEqual({ n: 2 });
  });

  it('a meta value set from an object the caller changes afterwards keeps what was saved', async () => {
    const store = await emptyStore();
    const value = new MetaValue<{ n: number }>(store, 'v');
    const record = { n: 1 };
    value.set(record);
    record.n = 5;
    expect(value.get()).toEqual({ n: 1 });
  });

  it('a job taken in a transaction that rolls back falls due again, though a later one was read meanwhile', async () => {
    const store = await emptyStore();
    const jobs = new Jobs(store);
    jobs.schedule('settle', 'a', 10);
    jobs.schedule('settle', 'b', 20);
    expect(jobs.next(5)).toBeUndefined();
    fails(store, () => {
      const due = jobs.next(15)!;
      expect(due.ref).toBe('a');
      jobs.take(due.seq);
      expect(jobs.next(15)).toBeUndefined();
    });
    expect(jobs.next(15)?.ref).toBe('a');
  });

  it('a job scheduled earlier than every known one is due at its time', async () => {
    const store = await emptyStore();
    const jobs = new Jobs(store);
    expect(jobs.next(0)).toBeUndefined();
    jobs.schedule('settle', 'late', 100);
    expect(jobs.next(50)).toBeUndefined();
    jobs.schedule('settle', 'early', 40);
    expect(jobs.next(50)?.ref).toBe('early');
  });
});
