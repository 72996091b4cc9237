import type { VerificationError } from '@wallet-kit/client';
import { onboardingArea } from './area.js';
import { reasonMessages } from './reason-messages.js';

/** What the reviewer found, in the customer's words, as a list. */
export function Reasons({ errors }: { errors: readonly VerificationError[] }) {
  const t = onboardingArea.useMessages();
  const ids = reasonMessages(errors);
  if (ids.length === 0) return null;
  return (
    <ul className="wk-items">
      {ids.map((id) => (
        <li key={id} className="wk-item">
          {t(id)}
        </li>
      ))}
    </ul>
  );
}
