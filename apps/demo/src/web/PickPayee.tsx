import { useState } from 'react';
import type { ExternalAccount } from '@wallet-kit/client';
import { PayeePicker } from '@wallet-kit/react/payees';
import { useText } from './i18n.js';

/**
 * The payees area's `<PayeePicker>` in `<SendMoney>`'s slot. It is a radio group, where arrow keys
 * move the choice: the choice is confirmed with Next, so going through the list by keyboard does not
 * leave the step at the first arrow.
 */
export function PickPayee({ customerId, onSelectAccount }: { customerId: string; onSelectAccount: (account: ExternalAccount) => void }) {
  const t = useText();
  const [chosen, setChosen] = useState<ExternalAccount>();
  return (
    <div className="stack">
      <PayeePicker customerId={customerId} value={chosen?.id} onChange={setChosen} className="flat" />
      <div className="row">
        <button type="button" className="button primary" disabled={!chosen} onClick={() => chosen && onSelectAccount(chosen)}>
          {t('send.next')}
        </button>
      </div>
    </div>
  );
}
