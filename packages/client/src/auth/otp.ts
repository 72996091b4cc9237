import { encryptOtpCode } from '@wallet-kit/otp-encrypt';
import type { ClientContext } from '../context.js';
import { bundleSigner, explainSignerError, refuseOtherEnvironment } from '../environment.js';
import { ClientError } from '../errors.js';
import { answerChallenge, isSignatureChallenge } from '../signed.js';
import type { AuthMethod, AuthSession } from '../types.js';
import { keyForFlow, startSession, type KeyFlow } from './keys.js';

/** An OTP sign-in under way: the code has been sent; submit it, retry a wrong one, or resend. */
export interface OtpSignIn {
  /** The credential signing in. */
  credentialId: string;
  /** Whether the code went by e-mail or by SMS. */
  type: 'EMAIL_OTP' | 'SMS_OTP';
  /** Where the code went (the e-mail address or phone number). */
  sentTo: string;
  /**
   * Seals the code to the enclave, answers the verification challenge with a fresh client-held
   * key, and starts the session. A wrong code throws a ServiceError; call again with another.
   */
  submitCode(code: string, options?: { signal?: AbortSignal }): Promise<AuthSession>;
  /** Sends a new code (the previous one stops working). */
  resend(): Promise<void>;
}

function normalizeCode(code: string): string {
  // People paste "123 456" or "123-456"; the enclave wants the digits alone.
  const digits = typeof code === 'string' ? code.replace(/[\s-]/g, '') : '';
  if (!/^[0-9A-Za-z]{4,32}$/.test(digits)) throw new ClientError('INVALID_ARGUMENT', 'code: expected the digits of the code that was sent');
  return digits;
}

async function challenge(ctx: ClientContext, credentialId: string): Promise<AuthMethod> {
  const { body } = await ctx.send<AuthMethod>({ method: 'POST', path: `/auth/credentials/${encodeURIComponent(credentialId)}/challenge`, bodyText: '{}' });
  if (typeof body?.otpEncryptionTargetBundle !== 'string') {
    throw new ClientError('INVALID_RESPONSE', 'the OTP challenge carried no otpEncryptionTargetBundle');
  }
  return body;
}

/**
 * Sends a code to an EMAIL_OTP or SMS_OTP credential and returns the sign-in to finish with it
 * (DESIGN: E-mail OTP sign-in). Pass `credential` when registration already returned a bundle.
 *
 * @example
 * const signIn = await client.auth.startOtpSignIn({ credentialId });
 * const session = await signIn.submitCode('123456');
 */
export async function startOtpSignIn(ctx: ClientContext, input: { credentialId: string; credential?: AuthMethod; flow?: KeyFlow }): Promise<OtpSignIn> {
  if (input.flow !== undefined && input.flow !== 'client-held') {
    // The enclave rejects an uncompressed key inside the OTP bundle even with the right code
    // (spec: Signed account actions, step 6), so the legacy flow is refused before anything is sent.
    throw new ClientError('UNSUPPORTED_KEY_FLOW', `flow: EMAIL_OTP and SMS_OTP sign in with the client-held key only, got ${JSON.stringify(input.flow)}`);
  }
  let method = input.credential?.otpEncryptionTargetBundle ? input.credential : await challenge(ctx, input.credentialId);
  if (method.type !== 'EMAIL_OTP' && method.type !== 'SMS_OTP') {
    throw new ClientError('INVALID_ARGUMENT', `credential ${input.credentialId} is ${method.type}, not an OTP credential`);
  }
  const type = method.type;
  const path = `/auth/credentials/${encodeURIComponent(input.credentialId)}/verify`;
  return {
    credentialId: input.credentialId,
    type,
    sentTo: method.nickname,
    async submitCode(code, options = {}) {
      const otpCode = normalizeCode(code);
      const targetBundle = method.otpEncryptionTargetBundle!;
      const signer = bundleSigner(targetBundle);
      refuseOtherEnvironment(ctx, signer, 'the OTP bundle');
      const [signers, flowKey] = await Promise.all([ctx.signers(), keyForFlow(ctx, 'client-held')]);
      try {
        const encryptedOtpBundle = await encryptOtpCode({ otpCode, targetBundle, clientPublicKey: flowKey.clientPublicKey, expectedSigner: signers.otpBundle }).catch((error: unknown) =>
          explainSignerError(ctx, signer, 'the OTP bundle', error),
        );
        const bodyText = JSON.stringify({ type, encryptedOtpBundle });
        const request = { method: 'POST' as const, path, bodyText, ...(options.signal ? { signal: options.signal } : {}) };
        const first = await ctx.send<unknown>(request);
        if (first.status !== 202 || !isSignatureChallenge(first.body)) {
          throw new ClientError('INVALID_RESPONSE', 'OTP verification should answer 202 with a payloadToSign to stamp');
        }
        const { body: session } = await answerChallenge<AuthSession>(ctx.send, request, first.body, flowKey.key, true, ctx.now);
        return await startSession(ctx, session, flowKey);
      } catch (error) {
        await ctx.keyStore.deleteKey(flowKey.key.id);
        throw error;
      }
    },
    async resend() {
      method = await challenge(ctx, input.credentialId);
    },
  };
}
