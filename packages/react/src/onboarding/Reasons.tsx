'use client';

import type { VerificationError } from '@wallet-kit/client';
import { onboardingArea } from './area.js';
import { useFormat } from '../provider/hooks.js';
import { missingDetails, reasonMessages, type DetailWord } from './reason-messages.js';

const DETAIL_IDS = {
  name: 'onboarding.detail.name',
  birthDate: 'onboarding.detail.birthDate',
  address: 'onboarding.detail.address',
  nationality: 'onboarding.detail.nationality',
  taxId: 'onboarding.detail.taxId',
  phone: 'onboarding.detail.phone',
  email: 'onboarding.detail.email',
} as const satisfies Record<DetailWord, string>;

/** What the reviewer found, in the customer's words, as a list: the missing details by name. */
export function Reasons({ errors }: { errors: readonly VerificationError[] }) {
  const t = onboardingArea.useMessages();
  const { locale } = useFormat();
  const ids = reasonMessages(errors);
  const { details } = missingDetails(errors);
  if (ids.length === 0 && details.length === 0) return null;
  const named = details.length > 0 ? new Intl.ListFormat(locale, { type: 'conjunction' }).format(details.map((word) => t(DETAIL_IDS[word]))) : undefined;
  return (
    <ul className="wk-items">
      {named ? <li className="wk-item">{t('onboarding.reason.fields', { details: named })}</li> : null}
      {ids.map((id) => (
        <li key={id} className="wk-item">
          {t(id)}
        </li>
      ))}
    </ul>
  );
}
