import type { WalletKitClient } from '../client/types.js';

type OnboardingCalls = WalletKitClient['onboarding'];

/** What `<Onboarding>` uses: where the customer stands, and each step's calls. */
export type OnboardingApi = Pick<
  OnboardingCalls,
  'getOnboarding' | 'getEndUserTerms' | 'acceptEndUserTerms' | 'updateDetails' | 'createVerificationLink' | 'uploadDocument' | 'replaceDocument' | 'submitVerification' | 'addBeneficialOwner' | 'sendContactCode' | 'confirmContactCode'
>;

/** What `<ContactVerification>` uses: a code sent to the e-mail address or phone, and its confirmation. */
export type ContactVerificationApi = Pick<OnboardingCalls, 'sendContactCode' | 'confirmContactCode'>;

/** What `<VerificationStatus>` uses: where the customer's verification stands. */
export type VerificationStatusApi = Pick<OnboardingCalls, 'getOnboarding'> & {
  /** Pushed updates (optional): with them the status is read again on its events, and polled only while they are down. */
  events?: WalletKitClient['events'];
};

/** The calls of the provider's client a widget of this area needs. */
export const onboardingApiOf = (client: WalletKitClient): OnboardingApi => client.onboarding;
