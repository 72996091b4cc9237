import type { VerificationError } from '@wallet-kit/client';
import type { OnboardingMessageId } from './messages/en.js';

/**
 * What a reviewer's finding means for the customer, in a handful of catalog messages (the service's
 * `reason` is English for the platform, not for the customer). Each message shows once.
 */
export function reasonMessages(errors: readonly VerificationError[]): OnboardingMessageId[] {
  const ids = errors.map((error): OnboardingMessageId => {
    if (error.type.startsWith('APPLICANT_')) return 'onboarding.reason.applicant';
    if (error.type === 'MISSING_BENEFICIAL_OWNER' || error.type === 'MISSING_CONTROL_PERSON') return 'onboarding.reason.owners';
    if (error.type.startsWith('MISSING_') && error.type.endsWith('_DOCUMENT')) return 'onboarding.reason.missingDocument';
    if (error.type.endsWith('_DOCUMENT') || error.type === 'DOCUMENT_VERIFICATION_FAILED') return 'onboarding.reason.document';
    return 'onboarding.reason.details';
  });
  return [...new Set(ids)];
}
