import type { FieldError } from '../../platform/errors.js';
import type { ExternalAccountRecord } from './repo.js';

/**
 * The one owner rule of every payment to or from an external account (POST /quotes, POST
 * /transfer-out and /transfer-in, and the agents' own): it moves money on behalf of the account's
 * owner only. A customer's external account is paid for that customer (from its accounts, or from a
 * platform account that names it as the source's `customerId`), the platform's own for the platform.
 * The document states it for agents ("accounts must belong to the agent's customer") and the
 * transfers refused other pairs; listed among the contract's corrections (scripts/build-contract.ts).
 *
 * @param onBehalfOf the customer the payment is made for; undefined for the platform itself
 * @returns the field error naming `field`, or undefined when the pair is allowed
 */
export function ownerProblem(account: ExternalAccountRecord, onBehalfOf: string | undefined, field: string): FieldError | undefined {
  if (account.customerId === onBehalfOf) return undefined;
  if (account.customerId === undefined) return { field, message: 'the platform\'s own external account moves money for the platform only, not on behalf of a customer' };
  return { field, message: 'an external account moves money on behalf of its own customer only: use an account of that customer (or name it as the source\'s customerId)' };
}
