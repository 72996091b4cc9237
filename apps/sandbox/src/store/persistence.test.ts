import { writeFileSync } from 'node:fs';
import { mkdtemp, readFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import Database from 'libsql';
import { describe, expect, it } from 'vitest';
import { createManualClock } from '../kernel/clock.js';
import { idStep } from '../kernel/ids.js';
import { createSandbox, type Sandbox } from '../sandbox.js';
import { expectSessionKey, signInWithOtp, testSandbox, type TestSandbox } from '../test-support/client.js';
import { StoreError } from './driver.js';

const newFile = async () => join(await mkdtemp(join(tmpdir(), 'sandbox-db-')), 'sandbox.db');

/** Opens the file behind a (closed) sandbox with SQLite itself, as a person editing it by hand would. */
function tamper(file: string, sql: string): void {
  const db = new Database(file);
  db.exec(sql);
  db.close();
}

/** `text` as a regular expression that matches it exactly. */
const literal = (text: string) => text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&');

async function startFails(file: string, pattern: RegExp): Promise<void> {
  const error = await createSandbox({ file }).then(
    (sandbox: Sandbox) => (sandbox.close(), undefined),
    (thrown: unknown) => thrown,
  );
  expect(error).toBeInstanceOf(StoreError);
  expect((error as StoreError).message).toMatch(pattern);
}

/** A database file made from one of test-support/fixtures' SQL texts (a state an older sandbox made, dumped). */
async function fileFromFixture(name: string): Promise<string> {
  const file = await newFile();
  tamper(file, await readFile(fileURLToPath(new URL(`../test-support/fixtures/${name}`, import.meta.url)), 'utf8'));
  return file;
}

async function seededFile(): Promise<string> {
  const file = await newFile();
  const sandbox = await createSandbox({ file });
  sandbox.close();
  return file;
}

describe('a sandbox on a file', () => {
  it('keeps customers, credentials, sessions, balances and the enclave keys across a restart', async () => {
    const file = await newFile();
    const clock = createManualClock();
    const first = await testSandbox({ file, clock });
    const { session, key } = await signInWithOtp(first, first.world.credential(first.world.aliceWallet.id, 'EMAIL_OTP').id);
    first.sandbox.fund(first.world.aliceUsd.id, 12_345);
    const keys = first.sandbox.enclaveKeys;
    first.sandbox.close();
    const again = await testSandbox({ file, clock });
    expect(again.sandbox.enclaveKeys).toEqual(keys);
    expect(again.world.aliceUsd.id).toBe(first.world.aliceUsd.id);
    await expectSessionKey(again, session.id, key);
    const accounts = await again.call('GET', `/customers/internal-accounts?customerId=${again.world.alice.id}&type=INTERNAL_FIAT`);
    expect(accounts.body.data[0].balance.amount).toBe(1_000_000 + 12_345);
    expect(again.sandbox.audit()).toEqual([]);
    again.sandbox.close();
  });

  it('drops expired values when its clock is moved, by the control or over HTTP, so they do not pile up', async () => {
    const file = await newFile();
    const expiringRows = () => {
      const db = new Database(file);
      const { count } = db.prepare('SELECT count(*) AS count FROM expiring').get() as { count: number };
      db.close();
      return count;
    };
    const lookups = async (t: TestSandbox, n: number) => {
      for (let i = 0; i < n; i++) expect((await t.call('GET', `/receiver/uma/${encodeURIComponent('$bob@uma.example.com')}?customerId=${t.world.alice.id}`)).status).toBe(200);
    };
    const clock = createManualClock();
    let t = await testSandbox({ file, clock });
    t.sandbox.close();
    const before = expiringRows();
    t = await testSandbox({ file, clock });
    // Each lookup is kept for 15 minutes among the expiring values.
    await lookups(t, 600);
    t.sandbox.advanceClock(16 * 60_000);
    await lookups(t, 600);
    expect((await t.call('POST', '/sandbox/clock/advance', { body: { seconds: 16 * 60 } })).status).toBe(200);
    t.sandbox.close();
    expect(expiringRows()).toBe(before);
  });

  it('refuses a second sandbox on the same file while the first runs', async () => {
    const file = await newFile();
    const first = await createSandbox({ file });
    await expect(createSandbox({ file })).rejects.toMatchObject({ code: 'STORE_LOCKED' });
    first.close();
  });

  it('is never kept off its file by a lock naming a process id, such as one left by a sandbox in another PID namespace whose id now belongs to a live process', async () => {
    const file = await newFile();
    (await createSandbox({ file })).close();
    writeFileSync(`${file}.lock`, String(process.ppid));
    const sandbox = await createSandbox({ file });
    expect(sandbox.directory().customers.length).toBeGreaterThan(0);
    sandbox.close();
    // Closed, the file is free again at once.
    (await createSandbox({ file })).close();
  });
});

describe('a tampered state stops the start with a message naming what is wrong', () => {
  it('refuses books that do not balance, and leaves the file as it is', async () => {
    const file = await seededFile();
    tamper(file, "UPDATE books SET balance = balance + 500 WHERE book = (SELECT min(book) FROM books WHERE book LIKE 'account:%')");
    await startFails(file, /books sum to 500, not 0/);
    await startFails(file, /books sum to 500, not 0/);
  });

  it('refuses money moved by hand between two accounts (each currency still sums to zero), naming both accounts', async () => {
    const file = await seededFile();
    const db = new Database(file);
    const [from, to] = db.prepare("SELECT book FROM books WHERE book LIKE 'account:%' AND currency = 'USD' AND balance >= 500 ORDER BY book LIMIT 2").all() as { book: string }[];
    db.close();
    tamper(file, `UPDATE books SET balance = balance - 500 WHERE book = '${from!.book}' AND currency = 'USD'; UPDATE books SET balance = balance + 500 WHERE book = '${to!.book}' AND currency = 'USD'`);
    const named = (book: string) => new RegExp(`${literal(book)} shows \\d+ USD but its journal sums to \\d+`);
    await startFails(file, named(from!.book));
    await startFails(file, named(to!.book));
  });

  it('refuses a journal edited behind its guard (the triggers dropped, a row changed or removed, the triggers put back), naming the account', async () => {
    const guard = "CREATE TRIGGER journal_append_only_update BEFORE UPDATE ON journal BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END; CREATE TRIGGER journal_append_only_delete BEFORE DELETE ON journal BEGIN SELECT RAISE(ABORT, 'the journal is append-only'); END;";
    const behindTheGuard = (edit: string) => `DROP TRIGGER journal_append_only_update; DROP TRIGGER journal_append_only_delete; ${edit}; ${guard}`;
    const firstCredit = (file: string) => {
      const db = new Database(file);
      const row = db.prepare("SELECT seq, to_book FROM journal WHERE to_book LIKE 'account:%' ORDER BY seq LIMIT 1").get() as { seq: number; to_book: string };
      db.close();
      return row;
    };
    const edited = await seededFile();
    const credit = firstCredit(edited);
    tamper(edited, behindTheGuard(`UPDATE journal SET amount = amount + 1 WHERE seq = ${credit.seq}`));
    await startFails(edited, new RegExp(`${literal(credit.to_book)} shows \\d+ \\w+ but its journal sums to`));
    const deleted = await seededFile();
    const removed = firstCredit(deleted);
    tamper(deleted, behindTheGuard(`DELETE FROM journal WHERE seq = ${removed.seq}`));
    await startFails(deleted, new RegExp(`${literal(removed.to_book)} shows \\d+ \\w+ but its journal sums to`));
  });

  it('refuses an id counter set back behind the data', async () => {
    const file = await seededFile();
    tamper(file, "UPDATE meta SET value = '0' WHERE key = 'idCounter'");
    await startFails(file, /id counter \(0\) is behind the data/);
  });

  it('refuses a counter set back however far the next stored id lies: after many ids kept in no table, a quote’s id is found', async () => {
    const file = await seededFile();
    const readCounter = () => {
      const db = new Database(file);
      const { value } = db.prepare("SELECT value FROM meta WHERE key = 'idCounter'").get() as { value: string };
      db.close();
      return Number(value);
    };
    const before = readCounter();
    const t = await testSandbox({ file });
    // Each receiver lookup takes an id that lives only among the expiring values: a hundred steps with no record behind them.
    for (let i = 0; i < 100; i++) expect((await t.call('GET', `/receiver/uma/${encodeURIComponent('$bob@uma.example.com')}?customerId=${t.world.alice.id}`)).status).toBe(200);
    const quote = (await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.aliceWallet.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100 } })).body;
    t.sandbox.close();
    const after = readCounter();
    expect(after).toBeGreaterThan(before + 100);
    tamper(file, `UPDATE meta SET value = '${before}' WHERE key = 'idCounter'`);
    await startFails(file, new RegExp(`id counter \\(${before}\\) is behind the data: ${literal(quote.id as string)} in quotes was handed out at step ${idStep(String(quote.id).slice('Quote:'.length))}`));
    // Put back where it was, the counter is ahead of every id again: the start goes on.
    tamper(file, `UPDATE meta SET value = '${after}' WHERE key = 'idCounter'`);
    (await createSandbox({ file })).close();
  });

  it('never holds a record missing a field its table requires: the database refuses the edit itself', async () => {
    const file = await seededFile();
    expect(() => tamper(file, "UPDATE customers SET doc = json_remove(doc, '$.region') WHERE rowid = 1")).toThrow(/CHECK constraint failed/);
    expect(() => tamper(file, "DELETE FROM journal WHERE seq = 1")).toThrow(/the journal is append-only/);
  });

  it('refuses a schema edited to let such records in (a check or the journal’s guard removed)', async () => {
    const file = await seededFile();
    tamper(file, 'DROP TRIGGER journal_append_only_delete');
    await startFails(file, /the journal is no longer append-only \(trigger journal_append_only_delete is gone\)/);
    const other = await seededFile();
    tamper(other, 'ALTER TABLE customers RENAME TO customers_old; CREATE TABLE customers (id TEXT PRIMARY KEY NOT NULL, doc TEXT NOT NULL); INSERT INTO customers SELECT id, doc FROM customers_old; DROP TABLE customers_old;');
    await startFails(other, /the table customers no longer checks its records' required fields/);
  });

  it('migrates a real version 3 file (made by that sandbox) to the current schema, keeping its world, its money and its ids', async () => {
    const file = await fileFromFixture('state-v3.sql');
    const t = await testSandbox({ file });
    const alice = t.world.alice;
    // What the version 3 sandbox did: a settled quote from Alice's USD account to her wallet, an external account.
    const quotes = t.sandbox.inspect.quotes();
    expect(quotes).toHaveLength(1);
    const quote = (await t.call('GET', `/quotes/${quotes[0]!.id}`)).body;
    expect(quote).toMatchObject({ status: 'COMPLETED', totalSendingAmount: 12_345 });
    expect((await t.call('GET', `/transactions/${quote.transactionId}`)).body.status).toBe('COMPLETED');
    // The version 3 seed gave her wallet 250,000 cents.
    expect(t.sandbox.inspect.balance(t.world.aliceWallet.id)).toBe(250_000 + 12_345);
    expect(await t.call('GET', '/sandbox/ledger')).toMatchObject({ status: 200, body: { balanced: true, problems: [] } });
    // Version 4's data migration: every external account got the fingerprint a second copy is refused by.
    const added = t.sandbox.directory().customers.find((c) => c.id === alice.id)!.externalAccounts.find((a) => a.currency === 'USD' && a.id !== t.world.external(alice.id, 'USD').id)!;
    const copy = { customerId: alice.id, currency: 'USD', accountInfo: (await t.call('GET', `/customers/external-accounts/${added.id}`)).body.accountInfo };
    expect((await t.call('POST', '/customers/external-accounts', { body: copy })).status).toBe(409);
    // New work goes on, with ids that carry their step, next to the old random ones.
    const next = await t.call('POST', '/quotes', { body: { source: { sourceType: 'ACCOUNT', accountId: t.world.aliceUsd.id }, destination: { destinationType: 'ACCOUNT', accountId: t.world.aliceWallet.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 100, immediatelyExecute: true } });
    expect(next.status).toBe(201);
    expect(idStep(String(next.body.id).slice('Quote:'.length))).toBeGreaterThan(0);
    expect(t.sandbox.audit()).toEqual([]);
    t.sandbox.close();
    const db = new Database(file);
    expect((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(6);
    const indexes = (db.prepare("SELECT name FROM sqlite_master WHERE type = 'index'").all() as { name: string }[]).map((row) => row.name);
    expect(indexes).toEqual(expect.arrayContaining(['journal_by_from_book', 'journal_by_to_book', 'quotes_by_id_step', 'customers_by_id_step']));
    db.close();
    // And it starts again as a current file.
    (await createSandbox({ file })).close();
  });

  it('refuses a file older than the oldest version it migrates, and leaves it as it is', async () => {
    const file = await fileFromFixture('state-v3.sql');
    tamper(file, 'PRAGMA user_version = 2');
    const error = await createSandbox({ file }).then(
      (sandbox: Sandbox) => (sandbox.close(), undefined),
      (thrown: unknown) => thrown,
    );
    expect(error).toMatchObject({ code: 'STORE_SCHEMA_OLDER', message: expect.stringMatching(/holds schema version 2, older than the oldest this sandbox migrates \(3\)/) });
    const db = new Database(file);
    expect((db.prepare('PRAGMA user_version').get() as { user_version: number }).user_version).toBe(2);
    db.close();
  });

  it('refuses a schema newer than this sandbox knows', async () => {
    const file = await seededFile();
    tamper(file, 'PRAGMA user_version = 99');
    await startFails(file, /schema version 99, newer than this sandbox's/);
  });

  it('refuses a file that is not a database at all', async () => {
    const file = await newFile();
    const { writeFile } = await import('node:fs/promises');
    await writeFile(file, 'not a database, just text that someone saved here by mistake');
    await expect(createSandbox({ file })).rejects.toBeInstanceOf(StoreError);
  });
});

describe('a state from before the database', () => {
  it('is carried over once: its records, its journal replayed into balances, its keys', async () => {
    const source = await testSandbox();
    const keys = await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify']);
    const jwk = await crypto.subtle.exportKey('jwk', (keys as CryptoKeyPair).privateKey);
    const customerId = 'Customer:11111111-1111-4111-8111-111111111111';
    const accountId = 'InternalAccount:22222222-2222-4222-8222-222222222222';
    const legacyState = {
      version: 1,
      idCounter: 500,
      clockOffsetMs: 0,
      platform: { id: 'Platform:33333333-3333-4333-8333-333333333333', clientId: 'legacy-id', clientSecret: 'legacy-secret', organizationId: 'org', umaDomain: 'legacy.example', platformFeeRate: 0, createdAt: 0, updatedAt: 0 },
      keys: { otpBundle: jwk, walletExport: jwk, webhook: jwk },
      customers: { [customerId]: { id: customerId, platformCustomerId: 'legacy-1', customerType: 'INDIVIDUAL', region: 'US', fullName: 'Old Timer', umaAddress: '$old@legacy.example', currencies: ['USD'], createdAt: 0, updatedAt: 0 } },
      internalAccounts: { [accountId]: { id: accountId, customerId, type: 'INTERNAL_FIAT', currency: 'USD', balance: 7_000, status: 'ACTIVE', reference: 'REF0000001', createdAt: 0, updatedAt: 0 } },
      externalAccounts: {},
      credentials: {},
      sessions: {},
      quotes: {},
      transactions: {},
      agents: {},
      deviceCodes: {},
      agentTokens: {},
      agentActions: {},
      scaFactors: {},
      webhooks: {},
      jobs: [],
      ledger: [{ seq: 1, at: 0, currency: 'USD', from: 'world:USD', to: `account:${accountId}`, amount: 7_000, memo: 'seed balance' }],
      idempotency: {},
      scenarios: {},
    };
    source.sandbox.close();
    const file = await newFile();
    const sandbox = await createSandbox({ file, legacyState });
    expect(sandbox.credentials).toEqual({ clientId: 'legacy-id', clientSecret: 'legacy-secret' });
    const basic = `Basic ${btoa('legacy-id:legacy-secret')}`;
    const listed = await sandbox.fetch(new Request(`http://x${sandbox.basePath}/customers/internal-accounts?customerId=${customerId}`, { headers: { Authorization: basic } }));
    expect(((await listed.json()) as { data: { balance: { amount: number } }[] }).data[0]!.balance.amount).toBe(7_000);
    expect(sandbox.audit()).toEqual([]);
    sandbox.close();
    await expect(createSandbox({ file: await newFile(), legacyState: { ...legacyState, version: 2 } })).rejects.toThrow(/version is 2, expected 1/);
  });
});
