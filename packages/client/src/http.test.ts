import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { toNodeListener } from '@wallet-kit/server';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { testWorld, type TestWorld } from '../test/world.js';
import { ServiceError } from './errors.js';
import { isTerminal } from './transactions.js';

let t: TestWorld;
let server: Server;
let origin: string;

beforeAll(async () => {
  t = await testWorld();
  server = createServer(toNodeListener(t.handler));
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
});
afterAll(async () => {
  t.dispose();
  await new Promise((resolve) => server.close(resolve));
});

/** A browser at the app's origin: the real global fetch over a socket, with the app's own session header. */
function overHttp(customerId: string) {
  return t.clientFor(customerId, {
    baseUrl: `${origin}/api/service`,
    fetch: (input, init) => fetch(input, { ...init, headers: { ...(init?.headers as Record<string, string>), 'X-Test-Customer': customerId } }),
  });
}

describe('the client over real HTTP, through the Node adapter of createServiceHandler', () => {
  it('signs in, sends with two SCA rounds to COMPLETED, exports the wallet and signs out', async () => {
    const client = overHttp(t.world.elodie.id);
    const signIn = await client.auth.startOtpSignIn({ credentialId: t.world.elodie.email });
    await expect(signIn.submitCode('999999')).rejects.toMatchObject({ status: 401 });
    const session = await signIn.submitCode('000000');
    expect(t.sandbox.inspect.session(session.id)?.publicKey).toBe((await client.session.current()).key.publicKey.compressed);

    const quote = await client.quotes.createQuote({
      source: { sourceType: 'ACCOUNT', accountId: t.world.elodie.wallet },
      destination: { destinationType: 'ACCOUNT', accountId: t.world.elodie.bankUsd },
      lockedCurrencySide: 'SENDING',
      lockedCurrencyAmount: 2_500,
    });
    let rounds = 0;
    const authorized = await client.quotes.authorizeWithSca(await client.quotes.executeQuote(quote), () => {
      rounds += 1;
      return { code: '123456' };
    });
    expect([rounds, authorized.status]).toEqual([2, 'PROCESSING']);
    let last = '';
    for await (const transaction of client.transactions.watchTransaction(authorized.transactionId)) {
      last = transaction.status;
      if (isTerminal(transaction.status)) break;
    }
    expect(last).toBe('COMPLETED');

    expect(await client.wallet.exportWallet(t.world.elodie.wallet)).toBe(t.sandbox.inspect.mnemonic(t.world.elodie.wallet));
    await client.session.signOut();
    expect(t.sandbox.inspect.session(session.id)?.revoked).toBe(true);
  });

  it("surfaces the backend's refusal of another user's id as a ServiceError", async () => {
    const client = overHttp(t.world.alice.id);
    const error = await client.credentials.listCredentials(t.world.elodie.wallet).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(ServiceError);
    expect(error).toMatchObject({ status: 403, code: 'RESOURCE_NOT_OWNED' });
  });

  it('surfaces a socket that is gone as a NetworkError', async () => {
    const client = t.clientFor(t.world.alice.id, { baseUrl: 'http://127.0.0.1:9/api/service', fetch: (input, init) => fetch(input, init) });
    await expect(client.credentials.listCredentials(t.world.alice.wallet)).rejects.toMatchObject({ name: 'NetworkError', code: 'NETWORK_ERROR' });
  });
});
