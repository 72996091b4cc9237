import { decryptWalletExport } from '@wallet-kit/otp-encrypt';
import type { ClientContext } from './context.js';
import { bundleSigner, explainSignerError, refuseOtherEnvironment } from './environment.js';
import { ClientError } from './errors.js';
import { signedAction } from './signed.js';
import type { InternalAccountExport } from './types.js';
import { requireId, segment } from './validate.js';

/**
 * Exports an embedded wallet's recovery phrase (reference: Sessions and export): a fresh,
 * non-extractable decryption key receives it; the signed `POST /internal-accounts/{id}/export`
 * sends that key's uncompressed public key; the answer's bundle must be signed by the expected
 * export signer before it is opened. The decryption key is deleted whatever happens.
 * Show the phrase, then drop it: the kit keeps no copy.
 *
 * @example const mnemonic = await client.wallet.exportWallet(walletAccountId); // 12 or 24 words
 */
export async function exportWallet(ctx: ClientContext, accountId: string, options: { signal?: AbortSignal } = {}): Promise<string> {
  const path = `/internal-accounts/${segment(requireId('accountId', accountId))}/export`;
  const { key } = await ctx.sessions.current();
  const signers = await ctx.signers();
  const decryptionKey = await ctx.keyStore.createDecryptionKey({ label: 'wallet export recipient' });
  try {
    const { body } = await signedAction<InternalAccountExport>(ctx.send, {
      method: 'POST',
      path,
      body: { clientPublicKey: decryptionKey.publicKey.uncompressed },
      key,
      now: ctx.now,
      ...(options.signal ? { signal: options.signal } : {}),
    });
    if (typeof body?.encryptedWalletCredentials !== 'string') {
      throw new ClientError('INVALID_RESPONSE', `POST ${path}: expected encryptedWalletCredentials in the answer`);
    }
    const signer = bundleSigner(body.encryptedWalletCredentials);
    refuseOtherEnvironment(ctx, signer, 'the wallet export');
    return await decryptWalletExport(body.encryptedWalletCredentials, decryptionKey, { expectedSigner: signers.walletExport }).catch((error: unknown) =>
      explainSignerError(ctx, signer, 'the wallet export', error),
    );
  } finally {
    await ctx.keyStore.deleteKey(decryptionKey.id);
  }
}

/** What `client.wallet` offers. */
export const walletCalls = {
  /** The wallet's recovery phrase, decrypted on this device only; the decryption key is deleted whatever happens. */
  exportWallet,
};
