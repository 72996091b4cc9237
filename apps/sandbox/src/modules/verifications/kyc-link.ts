import type { Schema } from '@wallet-kit/contract';
import { bytesToBase64url } from '@wallet-kit/key-store/encoding';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { conflict, notFound } from '../../platform/errors.js';
import { customerView, mustActiveCustomer, onboardingOf } from '../customers/index.js';
import type { Outcome, VerificationRecord } from './repo.js';
import { startHostedVerification } from './review.js';

/** How long a hosted KYC link can be opened. */
export const KYC_LINK_TTL_MS = 60 * 60_000;

interface KycLink {
  customerId: string;
  redirectUri?: string;
}

const links = (k: Kernel) => k.store.expiring<KycLink>('kyc-links');

/**
 * POST /customers/{customerId}/kyc-link, in one transaction: a single-use hosted link (served by the
 * sandbox under /sandbox/kyc/{token}, `base` being the API's base as the caller reached it) and the
 * same token for an embedded flow. Where contact verification is mandated, both channels must be
 * VERIFIED first (409). The customer's status does not change.
 */
export function createKycLink(k: Kernel, customerId: string, redirectUri: string | undefined, base: string): Schema<'KycLinkResponse'> {
  return k.store.transaction(() => newKycLink(k, customerId, redirectUri, base));
}

function newKycLink(k: Kernel, customerId: string, redirectUri: string | undefined, base: string): Schema<'KycLinkResponse'> {
  const customer = mustActiveCustomer(k, customerId);
  if (!onboardingOf(k, customer).contactsVerified) throw conflict("The customer's e-mail and phone must both be VERIFIED before identity verification (verify-email, verify-phone).");
  // From the secret source (the CSPRNG), not the sandbox's seeded ids: the token alone opens the hosted flow, with no credentials.
  const token = bytesToBase64url(k.secrets.bytes(24));
  const expiresAt = k.now() + KYC_LINK_TTL_MS;
  links(k).set(token, { customerId: customer.id, ...(redirectUri === undefined ? {} : { redirectUri }) }, expiresAt);
  return { kycUrl: `${base}/sandbox/kyc/${token}`, expiresAt: iso(expiresAt), provider: 'SUMSUB', token };
}

/** The link behind a token, for the hosted page; 404 once used or expired. */
export function openKycLink(k: Kernel, token: string): { link: KycLink; customer: Record<string, unknown> } {
  const link = links(k).get(token, k.now());
  if (!link) throw notFound('KYC link', token);
  return { link, customer: customerView(mustActiveCustomer(k, link.customerId)) };
}

/** Completes the hosted flow once (the token is claimed before anything else), starting a review that ends in `outcome`. */
export function completeKycLink(k: Kernel, token: string, outcome: Outcome): { verification: VerificationRecord; redirectUri?: string } {
  return k.store.transaction(() => {
    const link = links(k).claim(token, k.now());
    if (!link) throw notFound('KYC link', token);
    const verification = startHostedVerification(k, link.customerId, outcome);
    return { verification, ...(link.redirectUri === undefined ? {} : { redirectUri: link.redirectUri }) };
  });
}
