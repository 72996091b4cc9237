import { createKeyStore } from '@wallet-kit/key-store';
import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import { createSandbox, seededPeople, type Sandbox, type SandboxOptions } from '@wallet-kit/sandbox';
import { stampPayload } from '@wallet-kit/stamp-signer';

/** An answer of the sandbox, its JSON body read. */
export interface Answer {
  status: number;
  body: Record<string, any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- tests read JSON freely
}

/** Makes the `Service-Wallet-Signature` for a `payloadToSign`, with whichever key holds the session. */
export type Stamper = (payloadToSign: string) => Promise<string>;

/**
 * The integrator backend, reduced to what the passkey tests need: it holds the platform
 * credentials (HTTP Basic, never sent to the page) and calls a strict sandbox in process, so every
 * attestation and assertion the page makes is verified for real by @simplewebauthn/server.
 * `calls` lists every request that reached the sandbox, as `METHOD /path`.
 */
export async function sandboxBackend(options: SandboxOptions = {}) {
  const sandbox: Sandbox = await createSandbox({ strictSignatures: true, ...options });
  const authorization = `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`;
  const calls: string[] = [];

  async function call(method: string, path: string, init: { body?: unknown; headers?: Record<string, string> } = {}): Promise<Answer> {
    calls.push(`${method} ${path}`);
    const headers: Record<string, string> = { Authorization: authorization, ...init.headers };
    if (init.body !== undefined) headers['Content-Type'] = 'application/json';
    const response = await sandbox.fetch(
      new Request(`http://sandbox.test${sandbox.basePath}${path}`, { method, headers, ...(init.body === undefined ? {} : { body: JSON.stringify(init.body) }) }),
    );
    const text = await response.text();
    return { status: response.status, body: text ? (JSON.parse(text) as Answer['body']) : {} };
  }

  /** The answer, or a thrown error that shows what the sandbox said when the status is not the expected one. */
  async function expectStatus(status: number, answer: Promise<Answer>): Promise<Answer['body']> {
    const settled = await answer;
    if (settled.status !== status) throw new Error(`expected ${status}, the sandbox answered ${settled.status} ${JSON.stringify(settled.body)}`);
    return settled.body;
  }

  /** A signed action (reference: Stamps): the 202 with `payloadToSign`, then the stamped retry with `Request-Id`. */
  async function signed(method: string, path: string, body: unknown, stamp: Stamper): Promise<Answer> {
    const challenge = await expectStatus(202, call(method, path, body === undefined ? {} : { body }));
    const signature = await stamp(challenge.payloadToSign as string);
    return call(method, path, {
      ...(body === undefined ? {} : { body }),
      headers: { 'Service-Wallet-Signature': signature, 'Request-Id': challenge.requestId as string },
    });
  }

  /**
   * E-mail OTP sign-in with the kit's real HPKE and stamps (reference: Email/SMS OTP), done here
   * rather than in the page because it only opens the session that authorizes adding a passkey.
   */
  async function signInWithOtp(credentialId: string): Promise<Stamper> {
    const keys = createKeyStore({ databaseName: `passkey-sandbox-${crypto.randomUUID()}` });
    keys.on('storage-degraded', () => undefined); // Node has no IndexedDB: keys stay in memory, as intended here.
    const key = await keys.createSigningKey();
    const challenge = await expectStatus(200, call('POST', `/auth/credentials/${credentialId}/challenge`, { body: {} }));
    const encryptedOtpBundle = await encryptOtpCode({
      otpCode: '000000',
      targetBundle: challenge.otpEncryptionTargetBundle as string,
      clientPublicKey: key.publicKey.compressed,
      expectedSigner: sandbox.enclaveKeys.otpBundle,
    });
    await expectStatus(200, signed('POST', `/auth/credentials/${credentialId}/verify`, { type: challenge.type, encryptedOtpBundle }, (payload) => stampPayload(payload, key)));
    return (payload) => stampPayload(payload, key);
  }

  const people = seededPeople(sandbox);
  const alice = people.alice;
  const elodie = people.elodie;
  const aliceEmail = sandbox.directory().customers.find((c) => c.id === alice.id)!.email!;

  return {
    sandbox,
    call,
    calls,
    expectStatus,
    signed,
    signInWithOtp,
    /** The US customer with an embedded wallet that already has an EMAIL_OTP credential. */
    alice: { id: alice.id, email: aliceEmail, wallet: alice.wallet, emailCredential: alice.email! },
    /** The EU customer: payments need SCA. */
    elodie: {
      id: elodie.id,
      eur: elodie.eur!,
      eurIban: elodie.bankEur!,
      usdBank: elodie.bankUsd!,
    },
  };
}

export type SandboxBackend = Awaited<ReturnType<typeof sandboxBackend>>;

/** A registration challenge as an integrator backend mints one (reference: Passkeys): 32 random bytes, base64url. */
export function registrationChallenge(): string {
  return Buffer.from(crypto.getRandomValues(new Uint8Array(32))).toString('base64url');
}
