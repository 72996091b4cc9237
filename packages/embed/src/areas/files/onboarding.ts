/**
 * wallet-kit.onboarding.js: the onboarding area's widgets (ContactVerification, VerificationStatus)
 * for the elements wallet-kit.js defines, and the client's onboarding calls they make, which
 * wallet-kit.js leaves out (src/leave-out/client-onboarding.ts).
 */
import type { ComponentType } from 'react';
import { ContactVerification, VerificationStatus } from '@wallet-kit/react/onboarding';
import { onboardingCalls } from '../../../../client/src/onboarding.js';
import { provideOnboardingCalls } from '../../leave-out/client-onboarding.js';
import { registerArea } from '../runtime.js';

const widget = (component: unknown) => component as ComponentType<never>;

provideOnboardingCalls(onboardingCalls as never);
registerArea('onboarding', { ContactVerification: widget(ContactVerification), VerificationStatus: widget(VerificationStatus) });
