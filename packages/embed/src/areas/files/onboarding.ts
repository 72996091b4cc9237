/**
 * wallet-kit.onboarding.js: the onboarding area's widgets (ContactVerification, VerificationStatus)
 * and the client's onboarding calls they make, for the elements wallet-kit.js defines. build.mjs
 * takes everything wallet-kit.js already holds from it.
 */
import type { ComponentType } from 'react';
import { ContactVerification, VerificationStatus } from '@wallet-kit/react/onboarding';
import { onboardingCalls } from '../../../../client/src/onboarding.js';
import { provideClientCalls } from '../client-calls.js';
import { registerArea } from '../runtime.js';

const widget = (component: unknown) => component as ComponentType<never>;

provideClientCalls('onboarding', onboardingCalls as never);
registerArea('onboarding', { ContactVerification: widget(ContactVerification), VerificationStatus: widget(VerificationStatus) });
