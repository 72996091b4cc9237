import { createKeyStore, type StoredKey } from '@wallet-kit/key-store';
import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import { stampPayload } from '@wallet-kit/stamp-signer';
import { createManualClock } from '../clock.js';
import { createSandbox, type Sandbox } from '../sandbox.js';
import type { SandboxOptions } from '../runtime.js';
import type { CustomerRecord, InternalAccountRecord } from '../model/types.js';
import { createContractChecker } from '../../../../test/support/contract.js';

export interface Answer {
  status: number;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read JSON freely
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  headers?: Record<string, string>;
  /** `false` sends no credentials; a string is a bearer token. */
  auth?: false | string;
}

type Observer = (method: string, path: string, answer: Answer) => void;
const observers = new Set<Observer>();

// Every answer a sandbox test receives is checked against the project's OpenAPI document, so the
// whole suite doubles as the contract test (issue 3: The contract).
const contract = createContractChecker();
observers.add((method, path, answer) => {
  const violation = contract.check(method, path, answer.status, answer.body);
  if (violation) throw new Error(`contract: ${violation.operation} answered ${violation.status}:\n  ${violation.problems.join('\n  ')}`);
});

/** Lets a test file watch every answer made through `call` (the contract check uses it). */
export function observeAnswers(observer: Observer): () => void {
  observers.add(observer);
  return () => observers.delete(observer);
}

/** A sandbox on a manual clock, plus a way to call it in process. */
export async function testSandbox(options: SandboxOptions = {}) {
  const clock = createManualClock();
  const sandbox = await createSandbox({ clock, ...options });
  const basic = `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`;
  async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.auth === undefined) headers.Authorization = basic;
    else if (typeof options.auth === 'string') headers.Authorization = `Bearer ${options.auth}`;
    let body: string | undefined = options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const response = await sandbox.fetch(new Request(`http://sandbox.test${sandbox.basePath}${path}`, { method, headers, ...(body === undefined ? {} : { body }) }));
    const text = await response.text();
    const answer: Answer = { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
    for (const observer of observers) observer(method, path, answer);
    return answer;
  }
  const keys = createKeyStore({ databaseName: `sandbox-test-${Math.random()}` });
  keys.on('storage-degraded', () => undefined);
  return { sandbox, clock, call, keys, world: worldOf(sandbox) };
}

export type TestSandbox = Awaited<ReturnType<typeof testSandbox>>;

/** Named handles on the seeded world. */
export function worldOf(sandbox: Sandbox) {
  const s = sandbox.state;
  const customer = (platformCustomerId: string): CustomerRecord => Object.values(s.customers).find((c) => c.platformCustomerId === platformCustomerId)!;
  const account = (customerId: string | undefined, type: InternalAccountRecord['type'], currency: string): InternalAccountRecord =>
    Object.values(s.internalAccounts).find((a) => a.customerId === customerId && a.type === type && a.currency === currency)!;
  const alice = customer('user-us-alice');
  const elodie = customer('user-eu-elodie');
  const external = (customerId: string, currency: string) => Object.values(s.externalAccounts).find((a) => a.customerId === customerId && a.currency === currency)!;
  const credential = (accountId: string, type: string) => Object.values(s.credentials).find((c) => c.accountId === accountId && c.type === type)!;
  return {
    alice,
    elodie,
    acme: customer('biz-us-acme'),
    aliceUsd: account(alice.id, 'INTERNAL_FIAT', 'USD'),
    aliceWallet: account(alice.id, 'EMBEDDED_WALLET', 'USD'),
    elodieEur: account(elodie.id, 'INTERNAL_FIAT', 'EUR'),
    elodieWallet: account(elodie.id, 'EMBEDDED_WALLET', 'EUR'),
    platformUsd: account(undefined, 'INTERNAL_FIAT', 'USD'),
    external,
    credential,
  };
}

/**
 * The whole e-mail/SMS OTP sign-in with the kit's real crypto: challenge, HPKE-sealed code,
 * 202 verification token, stamped retry. Returns the session and its key.
 */
export async function signInWithOtp(t: TestSandbox, credentialId: string, options: { code?: string } = {}): Promise<{ session: Answer['body']; key: StoredKey }> {
  const key = await t.keys.createSigningKey();
  const challenge = await t.call('POST', `/auth/credentials/${credentialId}/challenge`, { body: {} });
  if (challenge.status !== 200) throw new Error(`challenge: ${challenge.status} ${JSON.stringify(challenge.body)}`);
  const type = challenge.body.type as string;
  const encryptedOtpBundle = await encryptOtpCode({
    otpCode: options.code ?? '000000',
    targetBundle: challenge.body.otpEncryptionTargetBundle as string,
    clientPublicKey: key.publicKey.compressed,
    expectedSigner: t.sandbox.enclaveKeys.otpBundle,
  });
  const body = { type, encryptedOtpBundle };
  const first = await t.call('POST', `/auth/credentials/${credentialId}/verify`, { body });
  if (first.status !== 202) throw new Error(`verify: ${first.status} ${JSON.stringify(first.body)}`);
  const stamp = await stampPayload(first.body.payloadToSign as string, key);
  const second = await t.call('POST', `/auth/credentials/${credentialId}/verify`, {
    body,
    headers: { 'Service-Wallet-Signature': stamp, 'Request-Id': first.body.requestId as string },
  });
  if (second.status !== 200) throw new Error(`signed verify: ${second.status} ${JSON.stringify(second.body)}`);
  return { session: second.body, key };
}

/** Runs a signed action: first call, stamp the payloadToSign with `key`, signed retry. Returns both answers. */
export async function signed(t: TestSandbox, method: string, path: string, body: unknown, key: StoredKey): Promise<{ challenge: Answer; result: Answer }> {
  const challenge = await t.call(method, path, body === undefined ? {} : { body });
  if (challenge.status !== 202) return { challenge, result: challenge };
  const stamp = await stampPayload(challenge.body.payloadToSign as string, key);
  const result = await t.call(method, path, {
    ...(body === undefined ? {} : { body }),
    headers: { 'Service-Wallet-Signature': stamp, 'Request-Id': challenge.body.requestId as string },
  });
  return { challenge, result };
}
