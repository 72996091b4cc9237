import type { Schema } from '@wallet-kit/contract';
import { sealWalletExport } from '@wallet-kit/otp-encrypt/enclave';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput } from '../../platform/errors.js';
import { checkBody } from '../../platform/schema.js';
import { activityPayload, signedAction, type Signed } from '../../platform/signed.js';
import { PUBLIC_KEY_PATTERN, checkRequest } from '../../platform/validate.js';
import { activeSessionKeys, isPublicKey } from '../wallet-auth/index.js';
import { internalAccounts, mustInternalAccount, type InternalAccountRecord } from './repo.js';

/** `PATCH /internal-accounts/{id}`: the wallet settings to change. */
export function readWalletUpdate(body: unknown): Schema<'InternalAccountUpdateRequest'> {
  return checkBody('patch', '/internal-accounts/{id}', body);
}

/** `POST /internal-accounts/{id}/export`: the key to seal the export to, a P-256 point in hex (the document says uncompressed). */
export function readExportKey(body: unknown): string {
  return checkRequest(body, (b) => checkBody('post', '/internal-accounts/{id}/export', b), (f) => {
    const key = f.string('clientPublicKey', { pattern: PUBLIC_KEY_PATTERN, patternText: 'a P-256 public key in hex (130 characters uncompressed)' });
    if (key !== undefined && PUBLIC_KEY_PATTERN.test(key) && !isPublicKey(key)) f.fail('clientPublicKey', 'expected a point on the P-256 curve');
  }).clientPublicKey;
}

/** Changes an embedded wallet's settings, signed by one of its sessions; other accounts have none to change. */
export async function updateWallet(k: Kernel, account: InternalAccountRecord, update: Schema<'InternalAccountUpdateRequest'>, body: unknown, headers: Headers): Promise<Signed<InternalAccountRecord>> {
  if (account.type !== 'EMBEDDED_WALLET') throw invalidInput([{ field: 'id', message: 'only EMBEDDED_WALLET accounts have updatable fields' }]);
  const { privateEnabled } = update;
  const result = await signedAction(k, {
    scope: `PATCH /internal-accounts/${account.id}`,
    body,
    headers,
    keys: () => activeSessionKeys(k, account.id),
    payload: () => activityPayload(k, 'ACTIVITY_TYPE_UPDATE_WALLET', { walletId: account.id, ...(privateEnabled === undefined ? {} : { privateEnabled }) }),
  });
  if (result.leg === 'challenge') return result;
  const updated = k.store.transaction(() => {
    const current = mustInternalAccount(k, account.id);
    return internalAccounts(k).update({ ...current, ...(privateEnabled === undefined ? {} : { privateEnabled }), updatedAt: k.now() });
  });
  return { leg: 'signed', value: updated };
}

/**
 * Exports an embedded wallet's recovery phrase, signed by one of its sessions: a real BIP-39 mnemonic
 * sealed to the client's key and signed by the export signer (reference: Sessions and export).
 */
export async function exportWallet(k: Kernel, wallet: InternalAccountRecord, clientPublicKey: string, body: unknown, headers: Headers): Promise<Signed<Schema<'InternalAccountExportResponse'>>> {
  const result = await signedAction(k, {
    scope: `POST /internal-accounts/${wallet.id}/export`,
    body,
    headers,
    keys: () => activeSessionKeys(k, wallet.id),
    payload: () => activityPayload(k, 'ACTIVITY_TYPE_EXPORT_WALLET', { walletId: wallet.id, targetPublicKey: clientPublicKey }),
  });
  if (result.leg === 'challenge') return result;
  const encryptedWalletCredentials = await sealWalletExport({ mnemonic: wallet.mnemonic!, recipientPublicKey: clientPublicKey, organizationId: wallet.organizationId ?? k.platform.organizationId, signer: k.keys.walletExport });
  return { leg: 'signed', value: { id: wallet.id, encryptedWalletCredentials } };
}
