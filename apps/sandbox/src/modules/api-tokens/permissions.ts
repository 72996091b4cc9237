import { ServiceError, unauthorized } from '../../platform/errors.js';
import type { Permission } from './repo.js';

/** Writes that move money: a token needs TRANSACT for them (Permission: "TRANSACT: Can send payments"). */
const TRANSACT: readonly RegExp[] = [
  /^\/quotes$/,
  /^\/quotes\/[^/]+\/(execute|authorize|authorize\/resend)$/,
  /^\/transactions\/[^/]+\/(approve|reject|cancel)$/,
  /^\/transfer-(in|out)$/,
  /^\/sandbox\/send$/,
  /^\/sandbox\/internal-accounts\/[^/]+\/fund$/,
];

/** Operations whose 403 the document names for a token without TRANSACT; elsewhere the refusal is a 401 (a credential problem). */
const DOCUMENTED_403 = [/^\/quotes$/, /^\/quotes\/[^/]+\/execute$/];

/** The permission a call needs: reading needs any, moving money TRANSACT, every other change MANAGE. */
export function permissionFor(method: string, path: string): Permission | 'ANY' {
  if (method === 'GET' || method === 'HEAD') return 'ANY';
  return TRANSACT.some((pattern) => pattern.test(path)) ? 'TRANSACT' : 'MANAGE';
}

/** Refuses a call the token's permissions do not cover, naming the permission it lacks. */
export function checkPermission(permissions: readonly Permission[], method: string, path: string): void {
  const needed = permissionFor(method, path);
  if (needed === 'ANY' || permissions.includes(needed)) return;
  const reason = `This API token lacks the ${needed} permission this request needs (it has ${permissions.join(', ')}).`;
  if (DOCUMENTED_403.some((pattern) => pattern.test(path))) throw new ServiceError(403, 'FORBIDDEN', reason);
  throw unauthorized(reason);
}

/**
 * Refuses a token that would grant what its maker does not hold: a token creates tokens with its own permissions at
 * most (the platform's credentials hold all). VIEW comes with every token, since any token reads. POST /tokens lists
 * no 403, so the refusal is the document's 401 for a credential that does not cover the request, as above.
 */
export function checkGrant(holder: readonly Permission[] | 'PLATFORM', requested: readonly Permission[]): void {
  if (holder === 'PLATFORM') return;
  // A token deleted since the request was authenticated holds nothing, not even VIEW.
  const beyond = requested.filter((permission) => !holder.includes(permission) && (permission !== 'VIEW' || holder.length === 0));
  if (beyond.length === 0) return;
  throw unauthorized(`This API token cannot grant ${beyond.join(', ')}: a token grants only the permissions it holds (it has ${holder.join(', ') || 'none'}).`);
}
