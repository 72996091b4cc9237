import { afterEach, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { signIn, testWorld, type TestWorld } from '../test/world.js';
import { ClientError, ServiceError } from './errors.js';

let t: TestWorld | undefined;
afterEach(() => t?.dispose());

describe('sandbox controls', () => {
  it('funds an account and switches scenarios through a backend that forwards the sandbox controls', async () => {
    t = await testWorld({ sandboxControls: true });
    const client = t.clientFor(t.world.alice.id);
    const [before] = await client.accounts.listInternalAccounts({ customerId: t.world.alice.id, type: 'EMBEDDED_WALLET' });
    const funded = await client.sandbox.fundAccount(t.world.alice.wallet, 2_500);
    expect(funded.id).toBe(t.world.alice.wallet);
    expect(funded.balance.amount).toBe(before!.balance.amount + 2_500);
    expect(await client.sandbox.setScenarios({ wrongOtp: true })).toMatchObject({ wrongOtp: true });
    expect(await client.sandbox.getScenarios()).toMatchObject({ wrongOtp: true });
    expect(await client.sandbox.resetScenarios()).toMatchObject({ wrongOtp: false });
  });

  it('returns a completed payout from the bank: the transaction turns FAILED', async () => {
    t = await testWorld({ sandboxControls: true });
    const client = t.clientFor(t.world.alice.id);
    await signIn(client, t.world.alice.email);
    await client.sandbox.fundAccount(t.world.alice.wallet, 10_000);
    const quote = await client.quotes.createQuote({
      source: { sourceType: 'ACCOUNT', accountId: t.world.alice.wallet },
      destination: { destinationType: 'ACCOUNT', accountId: t.world.alice.bankUsd },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 1_000,
    });
    const executed = await client.quotes.executeQuote(quote);
    let status: string | undefined;
    for await (const transaction of client.transactions.watchTransaction(executed.transactionId, { followTerminalMs: 0 })) status = transaction.status;
    expect(status).toBe('COMPLETED');
    expect((await client.sandbox.bankReturn(executed.transactionId)).status).toBe('FAILED');
  });

  it('is refused by a backend that does not forward the sandbox controls (the default)', async () => {
    t = await testWorld();
    const client = t.clientFor(t.world.alice.id);
    const refused = await client.sandbox.getScenarios().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).code).toBe('ROUTE_NOT_ALLOWED');
    expect(await errorCode(client.sandbox.fundAccount(t.world.alice.wallet, 0), ClientError)).toBe('INVALID_ARGUMENT');
  });
});
