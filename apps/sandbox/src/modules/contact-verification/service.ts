import type { Kernel } from '../../kernel/kernel.js';
import { conflict, invalidInput } from '../../platform/errors.js';
import { customers, mustActiveCustomer, needsSca, type CustomerRecord } from '../customers/index.js';

/** The code every contact-verification message "carries" in the sandbox (reference OpenAPI: verify-email, verify-phone). */
export const SANDBOX_CONTACT_CODE = '123456';
/** How long a sent code can be confirmed, and how many wrong tries it survives. */
const CODE_TTL_MS = 10 * 60_000;
const MAX_TRIES = 5;

/** Which contact a code verifies. */
export type Channel = 'email' | 'phone';
const FIELD = { email: 'email', phone: 'phoneNumber' } as const;

/** A code sent to one channel of one customer, until confirmed, expired or tried too often. */
const sentCodes = (k: Kernel) => k.store.expiring<{ contact: string; tries: number }>('contact-verification-codes');

/** The channel's state, refusing as the document does: 409 where it is not mandated or already VERIFIED. */
function pendingChannel(customer: CustomerRecord, channel: Channel): string {
  if (!needsSca(customer) || customer.contactVerification?.[channel] === undefined) throw conflict(`Contact verification is not mandated for customers in ${customer.region}.`);
  if (customer.contactVerification[channel] === 'VERIFIED') throw conflict(`The customer's ${channel === 'email' ? 'e-mail address' : 'phone number'} is already verified.`);
  const contact = customer[FIELD[channel]];
  if (contact === undefined) throw conflict(`The customer has no ${channel === 'email' ? 'e-mail address' : 'phone number'} to verify; add one with PATCH /customers/{customerId}.`);
  return contact;
}

/** Checks a code and marks the channel VERIFIED, in one transaction: of N copies of one right answer, one verifies. */
export function confirmContact(k: Kernel, customerId: string, channel: Channel, code: string): CustomerRecord {
  const outcome = k.store.transaction(() => {
    const customer = mustActiveCustomer(k, customerId);
    const contact = pendingChannel(customer, channel);
    const key = `${customer.id} ${channel}`;
    const sent = sentCodes(k).get(key, k.now());
    // A code sent to the previous address does not verify a new one.
    if (!sent || sent.contact !== contact) throw invalidInput([{ field: 'code', message: `no code is pending for this ${channel === 'email' ? 'e-mail address' : 'phone number'}, or it expired; send one first` }], 'Invalid or expired code.');
    if (code !== SANDBOX_CONTACT_CODE) {
      // The wrong try is counted (committed), then refused.
      if (sent.tries + 1 >= MAX_TRIES) sentCodes(k).delete(key);
      else sentCodes(k).set(key, { ...sent, tries: sent.tries + 1 }, k.now() + CODE_TTL_MS);
      return undefined;
    }
    sentCodes(k).delete(key);
    return customers(k).update({ ...customer, contactVerification: { ...customer.contactVerification, [channel]: 'VERIFIED' }, updatedAt: k.now() });
  });
  if (!outcome) throw invalidInput([{ field: 'code', message: 'the code is wrong' }], 'Invalid or expired code.');
  return outcome;
}

/** Sends a code to the channel's contact (the sandbox's is always the same), replacing any sent before. */
export function sendContactCode(k: Kernel, customerId: string, channel: Channel): void {
  k.store.transaction(() => {
    const customer = mustActiveCustomer(k, customerId);
    sentCodes(k).set(`${customer.id} ${channel}`, { contact: pendingChannel(customer, channel), tries: 0 }, k.now() + CODE_TTL_MS);
  });
}
