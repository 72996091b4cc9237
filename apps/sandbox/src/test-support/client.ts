import { createKeyStore, type StoredKey } from '@wallet-kit/key-store';
import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import { stampPayload } from '@wallet-kit/stamp-signer';
import { createManualClock } from '../kernel/clock.js';
import { createSandbox, type Sandbox, type SandboxOptions, type WorldDirectory } from '../sandbox.js';
import { startServer } from '../server.js';
import { createContractChecker } from '../../../../test/support/contract.js';

export interface Answer {
  status: number;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read JSON freely
  headers: Headers;
}

export interface CallOptions {
  body?: unknown;
  rawBody?: string;
  /** A multipart/form-data body (document uploads, CSV imports); the boundary header is set from it. */
  form?: FormData;
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

/**
 * A sandbox on a manual clock, plus a way to call it: in process, or with `http: true` over real
 * HTTP on a loopback port (then `close()` stops the server).
 */
export async function testSandbox(options: SandboxOptions & { http?: boolean } = {}) {
  const { http, ...sandboxOptions } = options;
  const clock = createManualClock();
  // Strict plans: any query that would read a whole table fails the test that made it.
  const sandbox = await createSandbox({ clock, strictPlans: true, ...sandboxOptions });
  const server = http ? await startServer(sandbox, { port: 0 }) : undefined;
  const base = server ? server.url : `http://sandbox.test${sandbox.basePath}`;
  const send = (request: Request) => (server ? fetch(request) : sandbox.fetch(request));
  const basic = `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`;
  async function call(method: string, path: string, options: CallOptions = {}): Promise<Answer> {
    const headers: Record<string, string> = { ...options.headers };
    if (options.auth === undefined) headers.Authorization = basic;
    else if (typeof options.auth === 'string') headers.Authorization = `Bearer ${options.auth}`;
    let body: string | FormData | undefined = options.form ?? options.rawBody;
    if (options.body !== undefined) {
      body = JSON.stringify(options.body);
      headers['Content-Type'] = 'application/json';
    }
    const response = await send(new Request(`${base}${path}`, { method, headers, ...(body === undefined ? {} : { body }) }));
    const text = await response.text();
    const answer: Answer = { status: response.status, body: text ? (JSON.parse(text) as Record<string, unknown>) : {}, headers: response.headers };
    for (const observer of observers) observer(method, path, answer);
    return answer;
  }
  const keys = createKeyStore({ databaseName: `sandbox-test-${Math.random()}` });
  keys.on('storage-degraded', () => undefined);
  const close = async () => {
    await server?.close();
    sandbox.close();
  };
  return { sandbox, clock, call, keys, world: worldOf(sandbox), close };
}

export type TestSandbox = Awaited<ReturnType<typeof testSandbox>>;

type DirectoryCustomer = WorldDirectory['customers'][number];

/** Named handles on the seeded world, from the sandbox's public directory. */
export function worldOf(sandbox: Sandbox) {
  const world = sandbox.directory();
  const customer = (platformCustomerId: string): DirectoryCustomer => world.customers.find((c) => c.platformCustomerId === platformCustomerId)!;
  const byId = (id: string): DirectoryCustomer => world.customers.find((c) => c.id === id)!;
  const account = (customerId: string | undefined, type: string, currency: string) =>
    customerId === undefined ? world.platformAccounts.find((a) => a.type === type && a.currency === currency)! : byId(customerId).internalAccounts.find((a) => a.type === type && a.currency === currency)!;
  const alice = customer('user-us-alice');
  const elodie = customer('user-eu-elodie');
  const external = (customerId: string, currency: string) => byId(customerId).externalAccounts.find((a) => a.currency === currency)!;
  const credential = (accountId: string, type: string) => world.customers.flatMap((c) => c.internalAccounts).find((a) => a.id === accountId)!.credentials.find((c) => c.type === type)!;
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

/** An account's balance, as `GET /customers/internal-accounts` (or the platform's list) shows it. */
export async function balanceOf(t: TestSandbox, accountId: string): Promise<number> {
  for (const path of ['/customers/internal-accounts?limit=100', '/platform/internal-accounts?limit=100']) {
    const found = ((await t.call('GET', path)).body.data as { id: string; balance: { amount: number } }[]).find((a) => a.id === accountId);
    if (found) return found.balance.amount;
  }
  throw new Error(`no internal account ${accountId}`);
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

/** Proves `key` holds session `sessionId`: only the session's own key can sign its refresh (a new session results). */
export async function expectSessionKey(t: TestSandbox, sessionId: string, key: StoredKey): Promise<void> {
  const next = await t.keys.createSigningKey();
  const { result } = await signed(t, 'POST', `/auth/sessions/${sessionId}/refresh`, { clientPublicKey: next.publicKey.compressed }, key);
  if (result.status !== 201) throw new Error(`the key does not hold session ${sessionId}: refresh answered ${result.status} ${JSON.stringify(result.body)}`);
}

/** An identity provider for tests: an ES256 key, its JWKS for `oidcIssuers`, and tokens signed with it (or not, to prove they are refused). */
export async function testIssuer(iss = 'https://accounts.google.com') {
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign', 'verify'])) as CryptoKeyPair;
  const jwk = { ...(await crypto.subtle.exportKey('jwk', pair.publicKey)), kid: 'test-1', alg: 'ES256' };
  const part = (value: unknown) => Buffer.from(JSON.stringify(value)).toString('base64url');
  return {
    issuer: { iss, jwks: { keys: [jwk] } },
    async sign(claims: Record<string, unknown>, header: Record<string, unknown> = { alg: 'ES256', kid: 'test-1', typ: 'JWT' }): Promise<string> {
      const input = `${part(header)}.${part({ iss, ...claims })}`;
      if (header.alg === 'none') return `${input}.`;
      const signature = await crypto.subtle.sign({ name: 'ECDSA', hash: 'SHA-256' }, pair.privateKey, new TextEncoder().encode(input));
      return `${input}.${Buffer.from(signature).toString('base64url')}`;
    },
  };
}
