'use client';

import { useId, useRef, useState, type ReactNode } from 'react';
import type { PersonalDetails } from '@wallet-kit/client';
import { useMessages } from '../provider/hooks.js';
import { onboardingArea } from './area.js';
import { CountrySelect } from './CountrySelect.js';
import { controlsOf, detailProblems, detailsOf, type DetailControl, type DetailField, type DetailProblem, type DetailsForm } from './details.js';
import type { OnboardingMessageId } from './messages/en.js';

const EMPTY: DetailsForm = {
  fullName: '',
  birthDate: '',
  nationality: '',
  line1: '',
  line2: '',
  city: '',
  postalCode: '',
  country: '',
  identifier: '',
};

// An empty field reads as on every form of the kit: the catalog's one 'form.required'.
const PROBLEM: Record<Exclude<DetailProblem, 'required'>, OnboardingMessageId> = {
  future: 'onboarding.problem.future',
  tooOld: 'onboarding.problem.tooOld',
  identifier: 'onboarding.problem.identifier',
};

// Each text control: its label, and what the browser may fill in (autocomplete tokens).
const TEXT: Record<
  Exclude<keyof DetailsForm, 'nationality' | 'country'>,
  {
    label: OnboardingMessageId;
    autoComplete: string;
    type?: string;
    inputMode?: 'numeric';
  }
> = {
  fullName: { label: 'onboarding.details.fullName', autoComplete: 'name' },
  birthDate: {
    label: 'onboarding.details.birthDate',
    autoComplete: 'bday',
    type: 'date',
  },
  line1: { label: 'onboarding.details.line1', autoComplete: 'address-line1' },
  line2: { label: 'onboarding.details.line2', autoComplete: 'address-line2' },
  city: { label: 'onboarding.details.city', autoComplete: 'address-level2' },
  postalCode: {
    label: 'onboarding.details.postalCode',
    autoComplete: 'postal-code',
  },
  identifier: {
    label: 'onboarding.details.identifier',
    autoComplete: 'off',
    inputMode: 'numeric',
  },
};

interface DetailsPanelProps {
  /** The details the service named as missing: only these are asked. */
  readonly asked: readonly DetailField[];
  /** What is known already (an address's country from the nationality), to start from. */
  readonly known?: Partial<DetailsForm>;
  readonly busy: boolean;
  readonly onSave: (details: PersonalDetails) => void;
  /** Back to the identity step's choice (the partner's page), a way forward for someone who cannot or will not type these. */
  readonly onBack: () => void;
}

const todayOf = () => new Date().toISOString().slice(0, 10);

/** The details step: a labelled control for each detail the service named, checked as the person goes. */
export function DetailsPanel({ asked, known, busy, onSave, onBack }: DetailsPanelProps) {
  const t = onboardingArea.useMessages();
  const common = useMessages();
  const [form, setForm] = useState<DetailsForm>({ ...EMPTY, ...known });
  const [problems, setProblems] = useState<Partial<Record<DetailControl, DetailProblem>>>({});
  const base = useId();
  const formRef = useRef<HTMLFormElement>(null);
  const id = (control: keyof DetailsForm) => `${base}-${control}`;

  const change = (control: keyof DetailsForm, value: string) => {
    setForm((current) => ({ ...current, [control]: value }));
    setProblems((current) => ({ ...current, [control]: undefined }));
  };
  // A control left with something wrong in it says so at once; an empty one waits for the submit.
  const check = (control: DetailControl) => {
    const problem = detailProblems(form, asked, todayOf())[control];
    if (problem && problem !== 'required') setProblems((current) => ({ ...current, [control]: problem }));
  };
  const submit = () => {
    const found = detailProblems(form, asked, todayOf());
    setProblems(found);
    const first = controlsOf(asked).find((control) => found[control]);
    if (first) formRef.current?.querySelector<HTMLElement>(`[id="${id(first)}"]`)?.focus();
    else onSave(detailsOf(form, asked));
  };

  const field = (control: keyof DetailsForm, input: (describedBy: string | undefined, invalid: boolean) => ReactNode, hint?: ReactNode) => {
    const problem = control === 'line2' ? undefined : problems[control];
    const described = [hint ? `${id(control)}-hint` : '', problem ? `${id(control)}-problem` : ''].filter(Boolean).join(' ') || undefined;
    return (
      <div key={control} className="wk-field">
        <label className="wk-label" htmlFor={id(control)}>
          {t(control === 'nationality' ? 'onboarding.details.nationality' : control === 'country' ? 'onboarding.details.country' : TEXT[control].label)}
        </label>
        {input(described, Boolean(problem))}
        {hint ? (
          <div id={`${id(control)}-hint`} className="wk-hint">
            {hint}
          </div>
        ) : null}
        {problem ? (
          <div id={`${id(control)}-problem`} className="wk-error">
            {problem === 'required' ? common('form.required') : t(PROBLEM[problem])}
          </div>
        ) : null}
      </div>
    );
  };

  const text = (control: keyof typeof TEXT, required = true) =>
    field(
      control,
      (describedBy, invalid) => (
        <input
          id={id(control)}
          className="wk-input"
          type={TEXT[control].type ?? 'text'}
          required={required}
          autoComplete={TEXT[control].autoComplete}
          {...(TEXT[control].inputMode ? { inputMode: TEXT[control].inputMode, dir: 'ltr' } : {})}
          {...(control === 'birthDate' ? { max: todayOf(), min: '1900-01-01' } : {})}
          aria-invalid={invalid ? true : undefined}
          aria-describedby={describedBy}
          value={form[control]}
          onChange={(event) => change(control, event.target.value)}
          onBlur={() => control !== 'line2' && check(control)}
        />
      ),
      control === 'identifier' ? t('onboarding.details.identifierHint') : undefined,
    );

  const country = (control: 'nationality' | 'country') =>
    field(control, (describedBy, invalid) => (
      <CountrySelect id={id(control)} value={form[control]} invalid={invalid} {...(describedBy ? { describedBy } : {})} {...(control === 'country' ? { autoComplete: 'country' } : {})} onChange={(code) => change(control, code)} />
    ));

  return (
    <form
      ref={formRef}
      className="wk-field wk-details"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
    >
      <div className="wk-text">{t('onboarding.details.intro')}</div>
      {asked.includes('fullName') ? text('fullName') : null}
      {asked.includes('birthDate') ? text('birthDate') : null}
      {asked.includes('nationality') ? country('nationality') : null}
      {asked.includes('address') ? (
        <fieldset className="wk-fieldset">
          <legend className="wk-label">{t('onboarding.details.address')}</legend>
          {text('line1')}
          {text('line2', false)}
          {text('city')}
          {text('postalCode')}
          {country('country')}
        </fieldset>
      ) : null}
      {asked.includes('identifier') ? text('identifier') : null}
      {/* On a phone the primary action's row sticks to the screen's bottom (the stylesheet's rule for a row with a
          primary): alone in it, it takes one line, where the other way beside it wrapped it to two at 320 and 390 px
          (96 px of the form's screen). The other way follows, quiet, as Send's Back does. */}
      <div className="wk-actions">
        <button type="submit" className="wk-button" data-variant="primary" disabled={busy}>
          <span className="wk-button-face">{t('onboarding.details.save')}</span>
        </button>
      </div>
      <div className="wk-actions">
        <button type="button" className="wk-button" data-variant="quiet" disabled={busy} onClick={onBack}>
          <span className="wk-button-face">{t('onboarding.identity.otherWay')}</span>
        </button>
      </div>
    </form>
  );
}
