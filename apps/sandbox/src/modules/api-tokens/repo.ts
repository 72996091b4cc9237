import { sha256 } from '@noble/hashes/sha2.js';
import { bytesToHex } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../../kernel/kernel.js';
import { notFound } from '../../platform/errors.js';
import { defineTable } from '../../store/table.js';

/** Permission (reference OpenAPI): VIEW reads, TRANSACT sends payments, MANAGE changes config, tokens and customers. */
export type Permission = 'VIEW' | 'TRANSACT' | 'MANAGE';

/** An API token: its secret is never kept, only its SHA-256 (ApiToken.clientSecret: "not stored"). */
export interface ApiTokenRecord {
  id: string;
  name: string;
  permissions: Permission[];
  clientId: string;
  secretHash: string;
  createdAt: number;
  updatedAt: number;
}

export const apiTokensTable = defineTable<ApiTokenRecord>({
  name: 'api_tokens',
  fields: ['clientId', 'name', 'createdAt', 'updatedAt'],
  indexes: [['clientId'], ['createdAt'], ['name', 'createdAt']],
  required: ['id', 'name', 'permissions', 'clientId', 'secretHash', 'createdAt', 'updatedAt'],
});

export const apiTokens = (k: Kernel) => k.store.table(apiTokensTable);

export function mustToken(k: Kernel, id: string): ApiTokenRecord {
  const token = apiTokens(k).get(id);
  if (!token) throw notFound('API token', id, 'TOKEN_NOT_FOUND');
  return token;
}

export const hashSecret = (secret: string): string => bytesToHex(sha256(new TextEncoder().encode(secret)));

/** Compares two hex digests in time that does not depend on where they differ. */
function sameDigest(a: string, b: string): boolean {
  let diff = a.length ^ b.length;
  for (let i = 0; i < Math.max(a.length, b.length); i += 1) diff |= (a.charCodeAt(i) || 0) ^ (b.charCodeAt(i) || 0);
  return diff === 0;
}

/** The token whose `clientId:clientSecret` these are (BasicAuth: "<api token id>:<api client secret>"), if any. */
export function tokenFor(k: Kernel, clientId: string, secret: string): ApiTokenRecord | undefined {
  const token = apiTokens(k).first({ clientId });
  return token && sameDigest(token.secretHash, hashSecret(secret)) ? token : undefined;
}
