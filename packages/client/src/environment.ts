import { hexToBytes } from '@wallet-kit/key-store/encoding';
import { OtpEncryptError, PRODUCTION_SIGNERS } from '@wallet-kit/otp-encrypt';
import type { ClientContext } from './context.js';
import { ClientError } from './errors.js';

/**
 * Which service the kit talks to (DESIGN decision 10). The same switch is given to `createClient`,
 * `<WalletKitProvider>` and `createServiceHandler`: it picks the enclave keys that must have signed
 * OTP bundles and exports, and whether the sandbox's own routes are let through.
 */
export type Environment = 'sandbox' | 'production';

export const ENVIRONMENTS: readonly Environment[] = ['sandbox', 'production'];

declare const process: { env: Record<string, string | undefined> } | undefined;

/** Development builds only: bundlers replace `process.env.NODE_ENV`; a plain page, a production build and tests stay quiet. */
export function isDevelopment(): boolean {
  try {
    return process!.env.NODE_ENV === 'development';
  } catch {
    return false;
  }
}

/** The `enclaveQuorumPublic` of a signed bundle, as JSON text, hex of JSON, or an object; undefined when it has none. */
export function bundleSigner(bundle: unknown): string | undefined {
  let value = bundle;
  if (typeof value === 'string') {
    const text = /^[0-9a-f]+$/i.test(value) && value.length % 2 === 0 ? new TextDecoder().decode(hexToBytes(value)) : value;
    try {
      value = JSON.parse(text);
    } catch {
      return undefined;
    }
  }
  const signer = (value as { enclaveQuorumPublic?: unknown } | null)?.enclaveQuorumPublic;
  return typeof signer === 'string' && signer !== '' ? signer.toLowerCase() : undefined;
}

const isProductionKey = (signer: string) => signer === PRODUCTION_SIGNERS.otpBundle.toLowerCase() || signer === PRODUCTION_SIGNERS.walletExport.toLowerCase();

function mismatch(configured: Environment, actual: Environment, what: string, cause?: unknown): ClientError {
  const error = new ClientError(
    'ENVIRONMENT_MISMATCH',
    `${what} was signed by the ${actual} enclave, but this client is set up for ${configured}: ` +
      `pass environment: '${actual}' to createClient, <WalletKitProvider> and createServiceHandler`,
    { cause },
  );
  // Said where the developer looks first; the widgets also pass it to onError.
  if (isDevelopment()) console.error(`[wallet-kit] ${error.message}`);
  return error;
}

/** Before anything is checked: a sandbox client handed a bundle that production's enclave signed. */
export function refuseOtherEnvironment(ctx: ClientContext, signer: string | undefined, what: string): void {
  if (ctx.environment === 'sandbox' && signer !== undefined && isProductionKey(signer)) throw mismatch('sandbox', 'production', what);
}

/**
 * After a bundle's signer was refused (`BUNDLE_SIGNER_UNEXPECTED`): when the signer is a key of the
 * other environment, the real fault is the configuration, and the error says how to fix it. The
 * sandbox's keys are asked of `GET /sandbox/enclave-keys`; a backend that does not forward it leaves
 * the original error as it was. Always throws.
 */
export async function explainSignerError(ctx: ClientContext, signer: string | undefined, what: string, error: unknown): Promise<never> {
  if (!(error instanceof OtpEncryptError) || error.code !== 'BUNDLE_SIGNER_UNEXPECTED' || signer === undefined) throw error;
  if (ctx.environment === 'sandbox' && isProductionKey(signer)) throw mismatch('sandbox', 'production', what, error);
  if (ctx.environment === 'production') {
    const sandboxKeys = await ctx
      .send<Record<string, unknown>>({ method: 'GET', path: '/sandbox/enclave-keys' })
      .then(({ body }) => Object.values(body ?? {}).filter((key): key is string => typeof key === 'string').map((key) => key.toLowerCase()))
      .catch(() => [] as string[]);
    if (sandboxKeys.includes(signer)) throw mismatch('production', 'sandbox', what, error);
  }
  throw error;
}

/** A sandbox control called on a production client: refused before anything is sent. */
export function requireSandbox(ctx: ClientContext, call: string): void {
  if (ctx.environment !== 'sandbox') {
    throw new ClientError('ENVIRONMENT_MISMATCH', `client.sandbox.${call} works against a sandbox only: createClient({ environment: 'sandbox' })`);
  }
}
