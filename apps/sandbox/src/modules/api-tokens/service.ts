import type { Schema } from '@wallet-kit/contract';
import { bytesToHex } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, type FieldError } from '../../platform/errors.js';
import { checkBody } from '../../platform/schema.js';
import { checkGrant } from './permissions.js';
import { apiTokens, hashSecret, mustToken, type ApiTokenRecord } from './repo.js';

/** `POST /tokens`, then the rules its schema does not state: a name of 1 to 255 characters, at least one permission. */
export function readTokenCreate(body: unknown): Schema<'ApiTokenCreateRequest'> {
  const request = checkBody('post', '/tokens', body);
  const errors: FieldError[] = [];
  if (request.name.trim() === '' || request.name.length > 255) errors.push({ field: 'name', message: `expected 1 to 255 characters, got ${request.name.length}` });
  if (request.permissions.length === 0) errors.push({ field: 'permissions', message: 'expected at least one of VIEW, TRANSACT, MANAGE' });
  if (errors.length) throw invalidInput(errors);
  return request;
}

/** A new API token and its secret, which is shown once and never kept (only its hash); `callerTokenId` is the token the request came with. */
export function createToken(k: Kernel, request: Schema<'ApiTokenCreateRequest'>, callerTokenId: string | undefined): { token: ApiTokenRecord; clientSecret: string } {
  checkGrant(callerTokenId === undefined ? 'PLATFORM' : (apiTokens(k).get(callerTokenId)?.permissions ?? []), request.permissions);
  // From the secret source (the CSPRNG), never the sandbox's seeded ids: these are credentials.
  const clientSecret = bytesToHex(k.secrets.bytes(24));
  const token = k.store.transaction(() => {
    const now = k.now();
    return apiTokens(k).insert({ id: k.id('Token'), name: request.name, permissions: [...new Set(request.permissions)], clientId: bytesToHex(k.secrets.bytes(16)), secretHash: hashSecret(clientSecret), createdAt: now, updatedAt: now });
  });
  return { token, clientSecret };
}

/** Deletes a token. A token cannot delete itself: the request would cut the branch it sits on. */
export function deleteToken(k: Kernel, id: string, callerTokenId: string | undefined): void {
  if (callerTokenId === id) throw invalidInput([{ field: 'tokenId', message: 'is the token this request authenticated with; delete it with another token or the platform credentials' }]);
  k.store.transaction(() => apiTokens(k).delete(mustToken(k, id).id));
}
