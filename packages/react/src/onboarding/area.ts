import { defineArea } from '../areas/define-area.js';
import { en, type OnboardingMessages } from './messages/en.js';
import { loaders } from './messages/load.js';

/** The onboarding widgets' area: their messages, English built in and every other language its own chunk. */
export const onboardingArea = defineArea<OnboardingMessages>('onboarding', {
  en,
  load: loaders,
});
