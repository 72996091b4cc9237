import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { ApiTokenRecord } from './repo.js';

/** An API token as the service shows it; `clientSecret` only in the answer that created it. */
export function tokenView(token: ApiTokenRecord, clientSecret?: string): Schema<'ApiToken'> {
  return { id: token.id, name: token.name, permissions: token.permissions, clientId: token.clientId, ...(clientSecret === undefined ? {} : { clientSecret }), createdAt: iso(token.createdAt), updatedAt: iso(token.updatedAt) };
}
