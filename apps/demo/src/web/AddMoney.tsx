import { useId, useState, type FormEvent } from 'react';
import type { Quote, QuoteRequest } from '@wallet-kit/client';
import { PaymentInstructions, ScaChallenge, TransactionStatus, useClient } from '@wallet-kit/react';
import { decimalsOf, describeError, money, toMinor } from './format.js';
import { ErrorAlert } from './ErrorAlert.js';

const PAY_IN = ['USD', 'EUR', 'MXN', 'BRL'];

/**
 * Add money by bank transfer: a realtime-funded quote gives payment instructions (after SCA in the EU);
 * in the sandbox a button plays the bank transfer arriving, and the transaction is followed to the end.
 */
export function AddMoney({ customerId, walletId, currency, onAdded }: { customerId: string; walletId: string; currency: string; onAdded: () => void }) {
  const client = useClient();
  const [payIn, setPayIn] = useState(currency);
  const [amount, setAmount] = useState('');
  const [quote, setQuote] = useState<Quote>();
  const [paid, setPaid] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const id = useId();

  const start = async (event: FormEvent) => {
    event.preventDefault();
    setError(undefined);
    const minor = toMinor(amount, payIn);
    if (minor === undefined) return setError(`Enter an amount in ${payIn}, such as 50.00.`);
    setBusy(true);
    try {
      const request = {
        source: { sourceType: 'REALTIME_FUNDING', currency: payIn, customerId },
        destination: { destinationType: 'ACCOUNT', accountId: walletId },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: minor,
      } as QuoteRequest;
      setQuote(await client.quotes.createQuote(request));
      setPaid(false);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  const pay = async () => {
    if (!quote) return;
    setBusy(true);
    setError(undefined);
    try {
      await client.sandbox.payRealtimeQuote({ quoteId: quote.id, currencyCode: quote.sendingCurrency.code ?? payIn, currencyAmount: quote.totalSendingAmount });
      setPaid(true);
      onAdded();
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  if (quote) {
    const withheld = quote.status === 'PENDING_AUTHORIZATION';
    return (
      <div className="stack">
        <h2>Add money by bank transfer</h2>
        {withheld ? (
          <ScaChallenge quote={quote} headingLevel={3} onAuthorized={(authorized) => setQuote(authorized)} />
        ) : paid ? (
          <TransactionStatus id={quote.transactionId!} headingLevel={3} onChange={() => onAdded()} />
        ) : (
          <>
            <PaymentInstructions
              instructions={quote.paymentInstructions}
              amount={{ amount: quote.totalSendingAmount, currency: { code: quote.sendingCurrency.code ?? payIn, decimals: quote.sendingCurrency.decimals ?? decimalsOf(payIn) } }}
              headingLevel={3}
            />
            <p className="muted small">
              You receive {money(quote.totalReceivingAmount, quote.receivingCurrency.code ?? currency, quote.receivingCurrency.decimals)} in your wallet.
            </p>
            <div className="sandbox-box">
              <p className="small">
                <strong>Sandbox:</strong> no bank will send this. Play the transfer arriving instead.
              </p>
              <button type="button" className="button primary" disabled={busy} onClick={() => void pay()}>
                Simulate the bank transfer
              </button>
            </div>
          </>
        )}
        <ErrorAlert message={error} />
        <div className="row">
          <button type="button" className="button quiet" onClick={() => setQuote(undefined)}>
            {paid ? 'Add more money' : 'Cancel'}
          </button>
        </div>
      </div>
    );
  }

  return (
    <form className="form" onSubmit={(event) => void start(event)} aria-labelledby={`${id}-title`}>
      <h2 id={`${id}-title`}>Add money by bank transfer</h2>
      <p className="muted">Pay from any bank account: we give you the details and a reference, and the money lands in your wallet in {currency}.</p>
      <div className="field-row">
        <div className="field">
          <label htmlFor={`${id}-currency`}>You pay in</label>
          <select id={`${id}-currency`} value={payIn} onChange={(event) => setPayIn(event.target.value)}>
            {PAY_IN.map((code) => (
              <option key={code}>{code}</option>
            ))}
          </select>
        </div>
        <div className="field grow">
          <label htmlFor={`${id}-amount`}>Amount ({payIn})</label>
          <input id={`${id}-amount`} inputMode="decimal" value={amount} onChange={(event) => setAmount(event.target.value)} placeholder={(5000 / 10 ** 2).toFixed(decimalsOf(payIn))} autoComplete="off" />
        </div>
      </div>
      <button type="submit" className="button primary block" disabled={busy}>
        Get payment details
      </button>
      <ErrorAlert message={error} />
    </form>
  );
}
