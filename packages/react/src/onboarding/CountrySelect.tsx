'use client';

import { memo, useMemo } from 'react';
import { useFormat } from '../provider/hooks.js';
import { onboardingArea } from './area.js';
import { countryOptions } from './countries.js';

/** Props of {@link CountrySelect}; `onChange` must not close over state (use a functional update). */
interface CountrySelectProps {
  readonly id: string;
  /** The ISO 3166-1 alpha-2 code chosen, or '' for none yet. */
  readonly value: string;
  readonly onChange: (code: string) => void;
  /** `country` for an address (the browser fills in the code); none for a nationality. */
  readonly autoComplete?: string;
  readonly invalid?: boolean;
  readonly describedBy?: string;
  readonly required?: boolean;
}

/**
 * A country, chosen by its name in the person's language (a native select: type-ahead, the phone's
 * own wheel, and the browser's autofill of `country`); the value is the ISO code the service reads.
 */
export const CountrySelect = memo(CountrySelectControl, sameControl);

// A select re-rendered resets each option's selectedness: only a change of its own props re-renders it.
// `onChange` is left out of the comparison, so callers pass one that does not read stale state.
function sameControl(a: CountrySelectProps, b: CountrySelectProps): boolean {
  return a.id === b.id && a.value === b.value && a.invalid === b.invalid && a.describedBy === b.describedBy && a.autoComplete === b.autoComplete && a.required === b.required;
}

function CountrySelectControl({ id, value, onChange, autoComplete, invalid, describedBy, required = true }: CountrySelectProps) {
  const t = onboardingArea.useMessages();
  const { locale } = useFormat();
  // The same option elements every render: typing elsewhere in the form does not walk 249 options again.
  const options = useMemo(
    () =>
      countryOptions(locale).map(([code, name]) => (
        <option key={code} value={code}>
          {name}
        </option>
      )),
    [locale],
  );
  return (
    <select id={id} className="wk-input" required={required} value={value} autoComplete={autoComplete ?? 'off'} aria-invalid={invalid ? true : undefined} aria-describedby={describedBy} onChange={(event) => onChange(event.target.value)}>
      <option value="">{t('onboarding.country.choose')}</option>
      {options}
    </select>
  );
}
