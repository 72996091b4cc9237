'use client';

import { useEffect, useRef } from 'react';
import type { OnboardingStep } from '@wallet-kit/client';
import { moveStepFocus } from '../flow/focus.js';
import { StepHeading as Heading } from '../flow/StepHeading.js';
import { onboardingArea } from './area.js';

/** The steps whose panel has no heading of its own (the contact steps' widget has one); the details asked are the identity check's. */
const OWN_HEADING: Readonly<Record<string, OnboardingStep>> = { terms: 'TERMS', owners: 'BENEFICIAL_OWNERS', details: 'IDENTITY', identity: 'IDENTITY' };

/** The heading of a step whose panel has none: what the step list calls it, for focus to land on. */
export function StepHeading({ step, level }: { step: string; level: number }) {
  const t = onboardingArea.useMessages();
  const name = OWN_HEADING[step];
  if (!name) return null;
  return <Heading text={t(`onboarding.step.${name}`)} level={Math.min(6, level)} />;
}

/**
 * Focus for each new step: the step's own heading (the first focusable heading after the widget's
 * title), else the title. The title's words are the same at every step; a screen reader heard no change.
 * Returns the ref for the title.
 */
export function useStepHeadingFocus<E extends HTMLElement>(step: string) {
  const ref = useRef<E>(null);
  const previous = useRef<string | null>(null);
  useEffect(() => {
    const was = previous.current;
    previous.current = step;
    const title = ref.current;
    if (was === null || was === step || !title?.parentElement) return;
    const headings = [...title.parentElement.querySelectorAll<HTMLElement>('[role="heading"][tabindex="-1"]')];
    // Done loading is no step the person took: focus elsewhere on the page (the app's own heading) stays there.
    moveStepFocus(headings.find((heading) => heading !== title) ?? title, { fromOutside: !was.startsWith('loading') });
  }, [step]);
  return ref;
}
