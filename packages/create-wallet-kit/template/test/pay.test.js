// The app's backend, the kit's browser client and the sandbox, all in this process through MSW (the test kit):
// the seeded user signs in with the e-mail code and pays a payee, and the payment completes.
import assert from 'node:assert/strict';
import { after, before, test } from 'node:test';
import { setupServer } from 'msw/node';
import { createClient } from '@wallet-kit/client';
import { createSandbox, SANDBOX_OTP_CODE, SANDBOX_SMS_CODE } from '@wallet-kit/sandbox';
import { backendHandlers, sandboxHandlers, SANDBOX_SERVICE_URL } from '@wallet-kit/sandbox/msw';
import { createBackend } from '../backend.js';

const sandbox = await createSandbox();
const backend = createBackend({ serviceUrl: SANDBOX_SERVICE_URL, ...sandbox.credentials });
const server = setupServer(...sandboxHandlers(sandbox), ...backendHandlers(backend, { baseUrl: 'http://app.test/api/service' }));
before(() => server.listen({ onUnhandledRequest: 'error' }));
after(() => {
  server.close();
  sandbox.close();
});

test('the signed-in user signs in with an e-mail code and pays a payee, and the payment completes', async (t) => {
  const me = await (await backend(new Request('http://app.test/api/me'))).json();
  assert.ok(me.payee, 'the user has a payee');
  const client = createClient({ baseUrl: 'http://app.test/api/service', environment: 'sandbox' });
  t.after(() => client.dispose());

  const [credential] = await client.credentials.listCredentials(me.walletId);
  const signIn = await client.auth.startOtpSignIn({ credentialId: credential.id });
  await signIn.submitCode(SANDBOX_OTP_CODE);
  assert.equal(client.session.getState().status, 'active');

  const quote = await client.quotes.createQuote({
    source: { sourceType: 'ACCOUNT', accountId: me.walletId },
    destination: { destinationType: 'ACCOUNT', accountId: me.payee.id },
    lockedCurrencySide: 'SENDING',
    lockedCurrencyAmount: 1_000,
  });
  let paid = await client.quotes.executeQuote(quote);
  if (paid.status === 'PENDING_AUTHORIZATION') paid = await client.quotes.authorizeWithSca(paid, () => ({ code: SANDBOX_SMS_CODE }));
  assert.ok(['PROCESSING', 'COMPLETED'].includes(paid.status), `the payment is under way (${paid.status})`);

  sandbox.advanceClock(15 * 60_000); // the payout settles
  const [payment] = sandbox.inspect.transactions({ limit: 1 });
  assert.equal(payment.status, 'COMPLETED');
});
