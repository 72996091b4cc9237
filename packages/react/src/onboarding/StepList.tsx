'use client';

import type { OnboardingStep } from '@wallet-kit/client';
import { onboardingArea } from './area.js';

export interface StepListProps {
  /** Every step of the journey, done ones included: one numbering from start to end. */
  readonly steps: readonly OnboardingStep[];
  /** The steps still to do. */
  readonly missing: readonly OnboardingStep[];
  /** The index of the step showing. */
  readonly current: number;
}

/**
 * Onboarding's numbered steps. A done step is muted and also says it is done in two ways grey cannot: a check
 * mark (for whoever does not see the grey) and words a screen reader reads (for whoever does not see at all).
 */
export function StepList({ steps, missing, current }: StepListProps) {
  const t = onboardingArea.useMessages();
  return (
    <ol className="wk-items" aria-label={t('onboarding.progress', { current: current + 1, total: steps.length })}>
      {steps.map((step, i) => {
        const done = !missing.includes(step);
        return (
          <li key={step} className={done ? 'wk-step wk-muted' : 'wk-step'} aria-current={i === current ? 'step' : undefined}>
            <span className="wk-step-number">{i + 1}</span> <span className="wk-step-words">{t(`onboarding.step.${step}`)}</span>
            {done ? (
              <>
                {/* A check mark is not mirrored right to left; the row's flex puts it after the words either way. Sized
                    here, not in the stylesheet, which the script tag's core file carries to pages without onboarding. */}
                <svg className="wk-step-check" width="1em" height="1em" viewBox="0 0 16 16" aria-hidden="true" focusable="false">
                  <path d="M3 8.5l3.2 3.2L13 4.8" fill="none" stroke="currentColor" strokeWidth="2" strokeLinecap="round" strokeLinejoin="round" />
                </svg>
                {' '}
                <span className="wk-visually-hidden">{t('onboarding.step.done')}</span>
              </>
            ) : null}
          </li>
        );
      })}
    </ol>
  );
}
