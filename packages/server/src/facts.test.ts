import { describe, expect, it } from 'vitest';
import { ALICE, BOB } from '../test/calls.js';
import { ownershipFacts } from './facts.js';
import { memoryStore } from './index.js';

const ACCOUNT = 'InternalAccount:1a1a1a1a-0000-4000-8000-000000000001';
const BOBS_ACCOUNT = 'InternalAccount:9f9f9f9f-0000-4000-8000-000000000009';
const QUOTE = 'Quote:2b2b2b2b-0000-4000-8000-000000000002';
const TRANSACTION = 'Transaction:3c3c3c3c-0000-4000-8000-000000000003';
const bytes = (value: unknown) => new TextEncoder().encode(JSON.stringify(value)).buffer as ArrayBuffer;

function facts() {
  const store = memoryStore();
  return { store, facts: ownershipFacts(store, 60_000) };
}

describe('the owners the handler learns from an answer', () => {
  it('keeps the items of a list that name the user as owner, and none that name someone else', async () => {
    const { facts: known } = facts();
    await known.learnFrom(bytes({ data: [{ id: ACCOUNT, customerId: ALICE }, { id: BOBS_ACCOUNT, customerId: BOB }, { id: TRANSACTION }] }), ALICE);
    expect(await known.ownerOf(ACCOUNT)).toBe(ALICE);
    expect(await known.ownerOf(BOBS_ACCOUNT)).toBeUndefined();
    expect(await known.ownerOf(TRANSACTION)).toBeUndefined();
  });

  it('keeps a quote and its transaction only when the quote\'s source is an account known as the user\'s', async () => {
    const { facts: known } = facts();
    await known.learnFrom(bytes({ id: QUOTE, source: { accountId: ACCOUNT }, transactionId: TRANSACTION }), ALICE);
    expect(await known.ownerOf(QUOTE)).toBeUndefined();
    await known.remember([ACCOUNT], ALICE);
    await known.learnFrom(bytes({ id: QUOTE, source: { accountId: ACCOUNT }, transactionId: TRANSACTION }), ALICE);
    expect([await known.ownerOf(QUOTE), await known.ownerOf(TRANSACTION)]).toEqual([ALICE, ALICE]);
  });

  it('never overwrites a kept owner, and keeps no credential, session or customer', async () => {
    const { facts: known, store } = facts();
    await known.remember([ACCOUNT], ALICE);
    await ownershipFacts(store, 60_000).remember([ACCOUNT], BOB);
    expect(await known.ownerOf(ACCOUNT)).toBe(ALICE);
    await known.remember(['AuthMethod:4d4d4d4d-0000-4000-8000-000000000004', 'Session:5e5e5e5e-0000-4000-8000-000000000005', BOB], ALICE);
    expect(await store.get('owner:AuthMethod:4d4d4d4d-0000-4000-8000-000000000004')).toBeUndefined();
    expect(await store.get('owner:Session:5e5e5e5e-0000-4000-8000-000000000005')).toBeUndefined();
    expect(await store.get(`owner:${BOB}`)).toBeUndefined();
  });

  it('reads nothing from an answer that is not JSON', async () => {
    const { facts: known } = facts();
    await known.learnFrom(new TextEncoder().encode('<html>').buffer as ArrayBuffer, ALICE);
    expect(await known.ownerOf(ACCOUNT)).toBeUndefined();
  });
});
