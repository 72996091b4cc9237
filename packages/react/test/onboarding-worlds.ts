import { worldLoader, type SandboxWorld } from './sandbox-world.js';

// Newcomers for the onboarding stories: customers the integrator just created, at the step each story shows.

export type Loaded = { world: SandboxWorld };

export const CONSENT = { acceptedAt: '2025-01-01T00:00:00Z', ipAddress: '203.0.113.9', termsVersion: 'V1', acceptanceMethod: 'CHECKBOX' };
export const US = { customerType: 'INDIVIDUAL', region: 'US', fullName: 'Nova Newcomer', birthDate: '1991-04-02', nationality: 'US', address: { line1: '1 Main St', postalCode: '62701', country: 'US' }, identifier: '123-45-6789' };
export const EU = { customerType: 'INDIVIDUAL', region: 'FR', email: 'lea@example.fr', phoneNumber: '+33612345670', endUserTermsConsent: CONSENT };
export const BUSINESS = { customerType: 'BUSINESS', region: 'US', businessInfo: { legalName: 'Tiny Robots LLC', country: 'US', taxId: '12-3456789', incorporatedOn: '2020-01-01' }, endUserTermsConsent: CONSENT };

const PNG = () => new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, ...new Array<number>(256).fill(5)])], 'passport.png', { type: 'image/png' });

/** A passport sent through the customer's own client, and the verification asked for. */
export async function submitPassport(world: SandboxWorld): Promise<void> {
  await world.client.onboarding.uploadDocument({ documentHolder: world.me.id, documentType: 'PASSPORT', country: 'US', file: PNG() });
  await world.client.onboarding.submitVerification(world.me.id);
}

/** A US newcomer with the terms accepted and a passport under review, ended by the scenario `outcome` when `decide` is set. */
export function reviewedNewcomer(outcome?: 'APPROVED' | 'REJECTED' | 'RESOLVE_ERRORS') {
  return worldLoader({ newCustomer: { ...US, endUserTermsConsent: CONSENT }, ...(outcome ? { scenarios: { verificationOutcome: outcome } } : {}) }, async (world) => {
    await submitPassport(world);
    if (outcome) world.advance(6_000);
    return undefined;
  });
}

export const newcomer = (body: Readonly<Record<string, unknown>>) => worldLoader({ newCustomer: body });
