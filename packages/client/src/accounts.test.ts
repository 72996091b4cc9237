import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { testWorld, type TestWorld } from '../test/world.js';
import { ClientError, ServiceError } from './errors.js';

let t: TestWorld;
beforeEach(async () => {
  t = await testWorld();
});
afterEach(() => t.dispose());

describe('accounts', () => {
  it("lists the customer's internal accounts, filtered by type, through the backend's scoped route", async () => {
    const client = t.clientFor(t.world.alice.id);
    const all = await client.accounts.listInternalAccounts({ customerId: t.world.alice.id });
    expect(all.map((account) => account.id)).toEqual(expect.arrayContaining([t.world.alice.wallet, t.world.alice.usd]));
    const wallets = await client.accounts.listInternalAccounts({ customerId: t.world.alice.id, type: 'EMBEDDED_WALLET' });
    expect(wallets.map((account) => account.id)).toEqual([t.world.alice.wallet]);
    expect(t.seen.map((request) => `${request.method} ${request.path}`)).toEqual(['GET /customers/internal-accounts', 'GET /customers/internal-accounts']);
  });

  it('reads every page of a list, one page at a time', async () => {
    const client = t.clientFor(t.world.alice.id);
    const paged = await client.accounts.listInternalAccounts({ customerId: t.world.alice.id, limit: 1 });
    const whole = await client.accounts.listInternalAccounts({ customerId: t.world.alice.id });
    expect(paged.map((account) => account.id)).toEqual(whole.map((account) => account.id));
    expect(t.seen.length).toBe(whole.length + 1);
  });

  it("lists the customer's external accounts, and refuses another customer's", async () => {
    const client = t.clientFor(t.world.elodie.id);
    const payees = await client.accounts.listExternalAccounts({ customerId: t.world.elodie.id });
    expect(payees.map((account) => account.id).sort()).toEqual([t.world.elodie.bankEur, t.world.elodie.bankUsd].sort());
    const refused = await client.accounts.listExternalAccounts({ customerId: t.world.alice.id }).catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceError);
    expect((refused as ServiceError).code).toBe('RESOURCE_NOT_OWNED');
  });

  it('checks the query before anything is sent', async () => {
    const client = t.clientFor(t.world.alice.id);
    expect(await errorCode(client.accounts.listInternalAccounts({ customerId: '' }), ClientError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(client.accounts.listExternalAccounts({ customerId: t.world.alice.id, limit: 0 }), ClientError)).toBe('INVALID_ARGUMENT');
    expect(t.seen).toEqual([]);
  });
});
