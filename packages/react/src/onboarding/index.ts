/**
 * @wallet-kit/react/onboarding: the onboarding widgets, a chunk of their own with their own messages.
 * `import { Onboarding, ContactVerification, VerificationStatus } from '@wallet-kit/react/onboarding'`.
 *
 * @packageDocumentation
 */
export { Onboarding, useOnboarding, type OnboardingProps, type UseOnboardingOptions } from './Onboarding.js';
export { ContactVerification, useContactVerification, type ContactVerificationProps, type UseContactVerificationOptions } from './ContactVerification.js';
export { VerificationStatus, useVerificationStatus, type UseVerificationStatusOptions, type VerificationStatusProps } from './VerificationStatus.js';
export { createOnboardingFlow, type IdentityDocument, type OnboardingFlowController, type OnboardingFlowState, type OnboardingFlowStep } from './onboarding-store.js';
export { createContactFlow, type ContactFlowController, type ContactState, type ContactStep } from './contact-store.js';
export { createVerificationStatusWatch, type VerificationStatusState } from './status-store.js';
export type { ContactVerificationApi, OnboardingApi, VerificationStatusApi } from './api.js';
export { onboardingArea } from './area.js';
export type { OnboardingMessageId, OnboardingMessages } from './messages/en.js';
