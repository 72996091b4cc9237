import { sha256 } from '@noble/hashes/sha2.js';
import { base64urlToBytes, bytesToHex, compressPublicKey } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict, notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';
import { cardFunding } from './card-funding.js';
import { mustWallet } from './lookups.js';

export type DelegatedKeyStatus = 'PENDING' | 'ACTIVE' | 'REVOKED';

/** A Grid-custodied P-256 key that signs for a card's embedded-wallet funding account (reference OpenAPI: DelegatedKey). */
export interface DelegatedKeyRecord {
  id: string;
  cardId: string;
  fundingSourceId: string;
  accountId: string;
  /** Compressed hex. */
  publicKey: string;
  /** The custodied private key: never leaves the sandbox, never shown. */
  privateJwk: JsonWebKey;
  nickname: string;
  status: DelegatedKeyStatus;
  createdAt: number;
  updatedAt: number;
}

export const delegatedKeysTable = defineTable<DelegatedKeyRecord>({
  name: 'delegated_keys',
  fields: ['accountId', 'fundingSourceId', 'createdAt'],
  indexes: [['accountId', 'createdAt'], ['fundingSourceId', 'createdAt']],
  required: ['id', 'cardId', 'fundingSourceId', 'accountId', 'publicKey', 'privateJwk', 'nickname', 'status', 'createdAt', 'updatedAt'],
});

export const delegatedKeys = (k: Kernel) => k.store.table(delegatedKeysTable);

export function mustDelegatedKey(k: Kernel, id: string): DelegatedKeyRecord {
  const key = delegatedKeys(k).get(id);
  if (!key) throw notFound('Delegated key', id);
  return key;
}

/**
 * The card funding source `(cardId, internalAccountId)`, by a stable id (`CardFundingSource:<uuid>`
 * derived from the pair): the card exists, the account is an embedded wallet among its funding
 * sources and belongs to its cardholder. Anything else is the document's 404.
 */
export function fundingSourceOf(k: Kernel, cardId: string, accountId: string): { fundingSourceId: string } {
  const card = cardFunding(k, cardId);
  if (!card) throw notFound('Card', cardId);
  const wallet = mustWallet(k, accountId);
  if (!card.fundingSources.includes(wallet.id) || wallet.customerId !== card.cardholderId) throw notFound('Card funding source for account', accountId);
  const b = sha256(new TextEncoder().encode(`${cardId}|${accountId}`)).slice(0, 16);
  b[6] = (b[6]! & 0x0f) | 0x40;
  b[8] = (b[8]! & 0x3f) | 0x80;
  const hex = bytesToHex(b);
  return { fundingSourceId: `CardFundingSource:${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` };
}

/** Refuses a second ACTIVE key for one funding source (409). */
export function checkNoActiveKey(k: Kernel, fundingSourceId: string, exceptId?: string): void {
  const active = delegatedKeys(k)
    .find({ fundingSourceId }, { orderBy: 'createdAt', limit: 500 })
    .find((key) => key.status === 'ACTIVE' && key.id !== exceptId);
  if (active) throw conflict(`Delegated key ${active.id} is ACTIVE for this card funding source; revoke it first.`);
}

/** A fresh custodied key pair: the private half as a JWK for the store, the public half compressed. */
export async function newCustodiedKey(): Promise<{ publicKey: string; privateJwk: JsonWebKey }> {
  // Extractable only so the sandbox's store can keep it: it plays the custodian, and it never sends the key anywhere.
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  const privateJwk = await crypto.subtle.exportKey('jwk', pair.privateKey);
  const uncompressed = `04${bytesToHex(base64urlToBytes(privateJwk.x!))}${bytesToHex(base64urlToBytes(privateJwk.y!))}`;
  return { publicKey: compressPublicKey(uncompressed), privateJwk };
}
