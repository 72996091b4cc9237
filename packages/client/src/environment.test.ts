import { OtpEncryptError, PRODUCTION_SIGNERS } from '@wallet-kit/otp-encrypt';
import { createServiceHandler } from '@wallet-kit/server';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { testWorld, type TestWorld } from '../test/world.js';
import { ClientError, createClient } from './index.js';

let t: TestWorld;
beforeEach(async () => {
  t = await testWorld();
});
afterEach(() => {
  vi.unstubAllEnvs();
  vi.restoreAllMocks();
  t.dispose();
});

/** The integrator backend in front of the same sandbox, set up with `environment` (or the deprecated `sandbox` flag). */
function backend(setting: { environment?: 'sandbox' | 'production'; sandbox?: boolean }) {
  return createServiceHandler({
    serviceUrl: `http://sandbox.test${t.sandbox.basePath}`,
    clientId: t.sandbox.credentials.clientId,
    clientSecret: t.sandbox.credentials.clientSecret,
    resolveEndUser: (request) => ({ customerId: request.headers.get('X-Test-Customer')! }),
    fetch: (input, init) => t.sandbox.fetch(new Request(input, init)),
    ...setting,
  });
}

async function submitWrongEnvironment(client: ReturnType<TestWorld['clientFor']>) {
  const flow = await client.auth.startOtpSignIn({ credentialId: t.world.alice.email });
  return flow.submitCode('000000').catch((error: unknown) => error);
}

describe('one environment switch', () => {
  it('names the fix when a production client meets the sandbox: ENVIRONMENT_MISMATCH, the refused signer as its cause', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    const client = t.clientFor(t.world.alice.id, { environment: 'production' });
    const error = await submitWrongEnvironment(client);
    expect(error).toBeInstanceOf(ClientError);
    expect((error as ClientError).code).toBe('ENVIRONMENT_MISMATCH');
    expect((error as Error).message).toMatch(/signed by the sandbox enclave.*environment: 'sandbox'.*createClient, <WalletKitProvider> and createServiceHandler/);
    expect((error as Error).cause).toBeInstanceOf(OtpEncryptError);
    expect(((error as Error).cause as OtpEncryptError).code).toBe('BUNDLE_SIGNER_UNEXPECTED');
    // Tests are not development: nothing is printed unless a test asks for it.
    expect(logged).not.toHaveBeenCalled();
    expect(client.session.getState().status).toBe('signed-out');
  });

  it('logs the mismatch to the console in development builds', async () => {
    vi.stubEnv('NODE_ENV', 'development');
    const logged = vi.spyOn(console, 'error').mockImplementation(() => undefined);
    await submitWrongEnvironment(t.clientFor(t.world.alice.id, { environment: 'production' }));
    expect(logged).toHaveBeenCalledWith(expect.stringMatching(/^\[wallet-kit\] the OTP bundle was signed by the sandbox enclave/));
  });

  it("keeps the signer error as it is when the backend does not say what the sandbox's keys are (a production backend)", async () => {
    const client = t.clientFor(t.world.alice.id, { environment: 'production', fetch: t.browserFetch(t.world.alice.id, backend({ environment: 'production' })) });
    expect(await errorCode(submitWrongEnvironment(client).then((error) => Promise.reject(error)), OtpEncryptError)).toBe('BUNDLE_SIGNER_UNEXPECTED');
  });

  it('refuses, before checking anything, a bundle that production signed when the client is set up for the sandbox', async () => {
    const production = PRODUCTION_SIGNERS.otpBundle;
    const asIfProduction: typeof fetch = async (input, init) => {
      const answer = await t.browserFetch(t.world.alice.id)(input, init);
      if (!String(input).endsWith('/challenge')) return answer;
      const method = (await answer.json()) as { otpEncryptionTargetBundle: string };
      const bundle = JSON.parse(method.otpEncryptionTargetBundle) as Record<string, unknown>;
      return Response.json({ ...method, otpEncryptionTargetBundle: JSON.stringify({ ...bundle, enclaveQuorumPublic: production }) });
    };
    const client = t.clientFor(t.world.alice.id, { environment: 'sandbox', fetch: asIfProduction });
    const error = await submitWrongEnvironment(client);
    expect((error as ClientError).code).toBe('ENVIRONMENT_MISMATCH');
    expect((error as Error).message).toMatch(/signed by the production enclave.*environment: 'production'/);
    expect(t.seen.filter((request) => request.path.endsWith('/verify') || request.path.includes('enclave-keys'))).toEqual([]);
  });

  it('lets the sandbox key route through for environment sandbox, and for the deprecated sandbox flag, never for production', async () => {
    const keys = (handler: (request: Request) => Promise<Response>) =>
      handler(new Request('http://app.test/api/service/sandbox/enclave-keys', { headers: { 'X-Test-Customer': t.world.alice.id } })).then((answer) => answer.status);
    expect(await keys(backend({ environment: 'sandbox' }))).toBe(200);
    expect(await keys(backend({ sandbox: true }))).toBe(200);
    expect(await keys(backend({ environment: 'production' }))).toBe(403);
    expect(await keys(backend({}))).toBe(403);
  });

  it("refuses the sandbox's controls on a production client before anything is sent, and an unknown environment", async () => {
    const client = t.clientFor(t.world.alice.id, { environment: 'production' });
    expect(await errorCode(client.sandbox.getScenarios(), ClientError)).toBe('ENVIRONMENT_MISMATCH');
    expect(t.seen).toEqual([]);
    expect(await errorCode(() => createClient({ environment: 'staging' as never }), ClientError)).toBe('INVALID_ARGUMENT');
    const plain = createClient({ fetch: async () => Response.json({}) });
    expect(plain.environment).toBe('production');
    plain.dispose();
  });
});
