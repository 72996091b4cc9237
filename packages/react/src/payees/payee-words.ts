import type { ExternalAccount } from '@wallet-kit/client';
import type { Translate } from '../provider/hooks.js';
import { railName } from '../quote/rails.js';
import { labelOf } from './fields.js';

/** How a payee is paid, in words: its first rail ("SEPA Instant transfer"), else its network or currency. */
export function payeeRail(payee: ExternalAccount, t: Translate): string {
  const rails = (payee.accountInfo as { paymentRails?: unknown }).paymentRails;
  return Array.isArray(rails) && typeof rails[0] === 'string' ? railName(rails[0], t) : labelOf(payee).rail;
}

/**
 * A payee as one label, as every step that names it reads: "Lucas Rivera · •••• 0189". Where it wraps, it wraps after
 * the dot, never inside the masked number nor before the dot (a line that began "· ••••" read as a stray mark).
 */
export function payeeText(payee: ExternalAccount): string {
  const { name, last4 } = labelOf(payee);
  return last4 ? `${name}\u00a0· ••••\u00a0${last4}` : name;
}
