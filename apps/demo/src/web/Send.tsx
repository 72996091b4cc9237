import { useId, useState, type FormEvent } from 'react';
import type { QuoteRequest } from '@wallet-kit/client';
import { QuoteConfirmation } from '@wallet-kit/react';
import type { Payee } from './api.js';
import { describeError, toMinor } from './format.js';
import { ErrorAlert } from './ErrorAlert.js';

const INSTANT_RAILS = ['RTP', 'FEDNOW', 'SEPA_INSTANT', 'PIX', 'SPEI'];
const UMA = 'uma';
const UMA_CURRENCIES = ['USD', 'EUR', 'GBP', 'MXN', 'BRL', 'INR', 'PHP', 'NGN'];

interface Pending {
  request: QuoteRequest;
  label: string;
  key: number;
}

/** Send money: to a bank account or an UMA address, in any currency; the kit's <QuoteConfirmation> does the rest. */
export function Send({ walletId, currency, payees, onSent }: { walletId: string; currency: string; payees: Payee[]; onSent: () => void }) {
  const [to, setTo] = useState('');
  const [uma, setUma] = useState('');
  const [umaCurrency, setUmaCurrency] = useState(currency);
  const [amount, setAmount] = useState('');
  const [error, setError] = useState<string>();
  const [pending, setPending] = useState<Pending>();
  const [finished, setFinished] = useState(false);
  const id = useId();
  const destination = to || (payees[0]?.id ?? '');

  const review = (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const minor = toMinor(amount, currency);
    if (minor === undefined) return setError(`Enter an amount in ${currency}, such as 25.00.`);
    let request: QuoteRequest;
    let label: string;
    if (destination === UMA) {
      if (!/^\$[a-zA-Z0-9._-]+@[a-zA-Z0-9.-]+\.[a-zA-Z]{2,}$/.test(uma.trim())) return setError('Enter an UMA address such as $friend@uma.example.com.');
      request = {
        source: { sourceType: 'ACCOUNT', accountId: walletId },
        destination: { destinationType: 'UMA_ADDRESS', umaAddress: uma.trim(), currency: umaCurrency },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: minor,
      } as QuoteRequest;
      label = uma.trim();
    } else {
      const payee = payees.find((p) => p.id === destination);
      if (!payee) return setError('Choose who to pay.');
      const rail = payee.rails.find((r) => INSTANT_RAILS.includes(r));
      request = {
        source: { sourceType: 'ACCOUNT', accountId: walletId },
        destination: { destinationType: 'ACCOUNT', accountId: payee.id, ...(rail ? { paymentRail: rail } : {}) },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: minor,
      } as QuoteRequest;
      label = `${payee.name} (${payee.detail})`;
    }
    setFinished(false);
    setPending({ request, label, key: Date.now() });
  };

  if (pending) {
    return (
      <div className="stack">
        <QuoteConfirmation
          key={pending.key}
          request={pending.request}
          destinationLabel={pending.label}
          headingLevel={2}
          onCompleted={() => {
            setFinished(true);
            onSent();
          }}
          onFailed={() => {
            setFinished(true);
            onSent();
          }}
          onError={(e) => console.warn('quote confirmation:', describeError(e))}
        />
        <div className="row">
          <button type="button" className="button" onClick={() => setPending(undefined)}>
            {finished ? 'Send another payment' : 'Cancel'}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={review} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Send money</h2>
      <div className="field">
        <label htmlFor={`${id}-to`}>Send to</label>
        <select id={`${id}-to`} value={destination} onChange={(event) => setTo(event.target.value)}>
          <optgroup label="Bank accounts">
            {payees.map((payee) => (
              <option key={payee.id} value={payee.id}>
                {payee.name} · {payee.detail} · {payee.currency}
              </option>
            ))}
          </optgroup>
          <optgroup label="Other">
            <option value={UMA}>An UMA address</option>
          </optgroup>
        </select>
      </div>
      {destination === UMA ? (
        <div className="field-row">
          <div className="field grow">
            <label htmlFor={`${id}-uma`}>UMA address</label>
            <input id={`${id}-uma`} value={uma} onChange={(event) => setUma(event.target.value)} placeholder="$friend@uma.example.com" autoComplete="off" spellCheck={false} />
          </div>
          <div className="field">
            <label htmlFor={`${id}-uma-currency`}>They receive</label>
            <select id={`${id}-uma-currency`} value={umaCurrency} onChange={(event) => setUmaCurrency(event.target.value)}>
              {UMA_CURRENCIES.map((code) => (
                <option key={code}>{code}</option>
              ))}
            </select>
          </div>
        </div>
      ) : null}
      <div className="field">
        <label htmlFor={`${id}-amount`}>Amount ({currency})</label>
        <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder="25.00" autoComplete="off" />
      </div>
      <button type="submit" className="button primary block">
        Review payment
      </button>
      <ErrorAlert message={error} />
      <p className="muted small">You will see the rate, the fees and what arrives before anything is sent.</p>
    </form>
  );
}
