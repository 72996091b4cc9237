import { PRODUCTION_SIGNERS } from '@wallet-kit/otp-encrypt';
import { ClientError } from './errors.js';
import type { Transport } from './transport.js';

/** The enclave keys that must have signed OTP target bundles and wallet exports. */
export interface ExpectedSigners {
  /** Uncompressed hex key that signs `otpEncryptionTargetBundle`. */
  otpBundle: string;
  /** Uncompressed hex key that signs `encryptedWalletCredentials`. */
  walletExport: string;
}

/**
 * Where the expected signers come from. Production keys are constants: nothing fetched from the
 * network is trusted to say which key to trust. Only a sandbox may be asked for its keys, and only
 * when the integrator says it is talking to one.
 */
export type SignerSource = 'production' | 'sandbox' | ExpectedSigners;

export function signerResolver(source: SignerSource, send: Transport): () => Promise<ExpectedSigners> {
  if (source === 'production') return async () => PRODUCTION_SIGNERS;
  if (typeof source === 'object') return async () => source;
  let fetched: Promise<ExpectedSigners> | undefined;
  return () => {
    fetched ??= send<Partial<ExpectedSigners>>({ method: 'GET', path: '/sandbox/enclave-keys' }).then(({ body }) => {
      if (typeof body?.otpBundle !== 'string' || typeof body.walletExport !== 'string') {
        throw new ClientError('INVALID_RESPONSE', 'GET /sandbox/enclave-keys: expected otpBundle and walletExport signer keys');
      }
      return { otpBundle: body.otpBundle, walletExport: body.walletExport };
    });
    fetched.catch(() => (fetched = undefined));
    return fetched;
  };
}
