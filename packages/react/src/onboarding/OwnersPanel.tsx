'use client';

import { useId, useState, type ChangeEvent } from 'react';
import type { BeneficialOwnerRequest } from '@wallet-kit/client';
import { onboardingArea } from './area.js';
import { CountrySelect } from './CountrySelect.js';
import type { OnboardingMessageId } from './messages/en.js';

type Owner = Omit<BeneficialOwnerRequest, 'customerId'>;

const EMPTY = {
  firstName: '',
  lastName: '',
  birthDate: '',
  nationality: '',
  share: '',
  street: '',
  postalCode: '',
  country: '',
  taxId: '',
  runs: false,
  owns: true,
};
type Form = typeof EMPTY;

const TEXT_FIELDS: readonly {
  name: Exclude<keyof Form, 'runs' | 'owns'>;
  label: OnboardingMessageId;
  type?: string;
  autoComplete?: string;
  code?: boolean;
}[] = [
  {
    name: 'firstName',
    label: 'onboarding.owners.firstName',
    autoComplete: 'given-name',
  },
  {
    name: 'lastName',
    label: 'onboarding.owners.lastName',
    autoComplete: 'family-name',
  },
  {
    name: 'birthDate',
    label: 'onboarding.owners.birthDate',
    type: 'date',
    autoComplete: 'bday',
  },
  { name: 'nationality', label: 'onboarding.details.nationality', code: true },
  { name: 'share', label: 'onboarding.owners.share', type: 'number' },
  {
    name: 'street',
    label: 'onboarding.owners.street',
    autoComplete: 'street-address',
  },
  {
    name: 'postalCode',
    label: 'onboarding.owners.postalCode',
    autoComplete: 'postal-code',
  },
  {
    name: 'country',
    label: 'onboarding.owners.residence',
    code: true,
    autoComplete: 'country',
  },
  { name: 'taxId', label: 'onboarding.owners.taxId' },
];

/** The request the form makes: a US taxpayer's number is an SSN, anyone else's a foreign tax id. */
export function ownerOf(form: Form): Owner {
  const nationality = form.nationality.trim().toUpperCase();
  return {
    roles: [...(form.owns ? (['UBO'] as const) : []), ...(form.runs ? (['CONTROL_PERSON'] as const) : [])],
    ownershipPercentage: Math.min(100, Math.max(0, Math.round(Number(form.share) || 0))),
    personalInfo: {
      firstName: form.firstName.trim(),
      lastName: form.lastName.trim(),
      birthDate: form.birthDate,
      nationality,
      address: {
        line1: form.street.trim(),
        postalCode: form.postalCode.trim(),
        country: form.country.trim().toUpperCase(),
      },
      idType: nationality === 'US' ? 'SSN' : 'NON_US_TAX_ID',
      identifier: form.taxId.trim(),
    },
  };
}

/** The owners step: one person at a time (who runs the business, who owns a quarter or more), then on. */
export function OwnersPanel({ busy, added, onAdd, onContinue }: { busy: boolean; added: readonly string[]; onAdd: (owner: Owner) => Promise<boolean>; onContinue: () => void }) {
  const t = onboardingArea.useMessages();
  const [form, setForm] = useState<Form>(EMPTY);
  const base = useId();
  const set = (name: keyof Form) => (event: ChangeEvent<HTMLInputElement>) =>
    setForm({
      ...form,
      [name]: event.target.type === 'checkbox' ? event.target.checked : event.target.value,
    });
  return (
    <form
      className="wk-field"
      onSubmit={(event) => {
        event.preventDefault();
        void onAdd(ownerOf(form)).then((added) => added && setForm(EMPTY));
      }}
    >
      <div className="wk-text">{t('onboarding.owners.intro')}</div>
      {added.length > 0 ? (
        <ul className="wk-items" role="status">
          {added.map((name, i) => (
            <li key={`${name}-${i}`} className="wk-item">
              {t('onboarding.owners.added', { name })}
            </li>
          ))}
        </ul>
      ) : null}
      {TEXT_FIELDS.map((field) => (
        <div key={field.name} className="wk-field">
          <label className="wk-label" htmlFor={`${base}-${field.name}`}>
            {t(field.label)}
          </label>
          {field.code ? (
            <CountrySelect id={`${base}-${field.name}`} value={form[field.name]} {...(field.autoComplete ? { autoComplete: field.autoComplete } : {})} onChange={(code) => setForm((current) => ({ ...current, [field.name]: code }))} />
          ) : (
            <input
              id={`${base}-${field.name}`}
              className="wk-input"
              required
              type={field.type ?? 'text'}
              {...(field.type === 'number' ? { min: 0, max: 100, inputMode: 'numeric' as const } : {})}
              {...(field.autoComplete ? { autoComplete: field.autoComplete } : {})}
              value={form[field.name]}
              onChange={set(field.name)}
            />
          )}
        </div>
      ))}
      {(['runs', 'owns'] as const).map((name) => (
        <div key={name} className="wk-check">
          <input id={`${base}-${name}`} type="checkbox" checked={form[name]} onChange={set(name)} />
          <label htmlFor={`${base}-${name}`}>{t(`onboarding.owners.${name}`)}</label>
        </div>
      ))}
      <div className="wk-actions">
        <button type="submit" className="wk-button" data-variant="primary" disabled={busy || (!form.runs && !form.owns)}>
          <span className="wk-button-face">{t('onboarding.owners.add')}</span>
        </button>
        <button type="button" className="wk-button" disabled={busy || added.length === 0} onClick={onContinue}>
          <span className="wk-button-face">{t('onboarding.owners.continue')}</span>
        </button>
      </div>
    </form>
  );
}
