import { useState } from 'react';
import type { Quote } from '@wallet-kit/client';
import { useClient } from '@wallet-kit/react';
import { Receive } from '@wallet-kit/react/wallet';
import { ErrorAlert } from './ErrorAlert.js';
import { describeError } from './format.js';
import { useText } from './i18n.js';

const PAY_IN = ['USD', 'EUR', 'MXN', 'BRL'];

/**
 * Receiving: the kit's `<Receive>` (the UMA address with its QR code, the account's details, a bank
 * transfer in). In the sandbox no bank sends the transfer, so a button plays it arriving; `<Receive>` follows the
 * transfer itself and, once the money is in, says so with its receipt (the page adds none of its own).
 */
export function ReceiveTab({ customerId, umaAddress, onArrived }: { customerId: string; umaAddress: string; onArrived: () => void }) {
  const t = useText();
  const client = useClient();
  const [quote, setQuote] = useState<Quote>();
  const [paid, setPaid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();

  const pay = async () => {
    if (!quote) return;
    setBusy(true);
    setError(undefined);
    try {
      await client.sandbox.payRealtimeQuote({ quoteId: quote.id, currencyCode: quote.sendingCurrency.code ?? 'USD', currencyAmount: quote.totalSendingAmount });
      setPaid(true);
      onArrived();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  return (
    <div className="stack">
      <Receive
        customerId={customerId}
        umaAddress={umaAddress}
        history
        currencies={PAY_IN}
        headingLevel={3}
        className="flat"
        onInstructions={(shown) => {
          setQuote(shown);
          setPaid(false);
        }}
      />
      {quote && !paid ? (
        <div className="sandbox-box">
          <p className="small">{t('sandbox.transferText')}</p>
          <button type="button" className="button primary" disabled={busy} onClick={() => void pay()}>
            {t('sandbox.transfer')}
          </button>
        </div>
      ) : null}
      <ErrorAlert message={error} />
    </div>
  );
}
