import { useId, useState, type FormEvent } from 'react';
import { demoApi, type Me } from './api.js';
import { describeError } from './format.js';
import { ErrorAlert } from './ErrorAlert.js';

/** The integrator's own sign-in: an e-mail address (no password in this demo) finds or opens the customer and wallet. */
export function Landing({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [email, setEmail] = useState('');
  const [region, setRegion] = useState<'US' | 'EU'>('US');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const id = useId();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(undefined);
    try {
      onSignedIn(await demoApi.signIn(email, region, region === 'EU' && phone.trim() ? { phoneNumber: phone } : {}));
    } catch (e) {
      setError(describeError(e));
      setBusy(false);
    }
  };

  return (
    <div className="landing">
      <section className="hero" aria-labelledby={`${id}-hero`}>
        <h1 id={`${id}-hero`}>Your money, signed by your device.</h1>
        <p className="lead">
          A self-custodied wallet with passkeys, sealed one-time codes and Strong Customer Authentication, built with Wallet Kit.
        </p>
        <ul className="features">
          <li>
            <strong>Keys never leave this browser.</strong> Every payment is signed here.
          </li>
          <li>
            <strong>Send anywhere.</strong> Bank accounts, UMA addresses, across currencies, with the rate and fees in plain view.
          </li>
          <li>
            <strong>SCA that just works.</strong> One or two steps, by SMS code or passkey.
          </li>
        </ul>
      </section>
      <section className="card auth-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>Sign up or sign in</h2>
        <p className="muted">New address: a wallet is opened for you. Known address: you continue to your wallet&apos;s own sign-in.</p>
        <form onSubmit={(event) => void submit(event)} className="form">
          <div className="field">
            <label htmlFor={`${id}-email`}>E-mail address</label>
            <input id={`${id}-email`} type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} placeholder="you@example.com" />
          </div>
          <fieldset className="field">
            <legend>Where you live (for new wallets)</legend>
            <div className="segmented">
              <label>
                <input type="radio" name={`${id}-region`} value="US" checked={region === 'US'} onChange={() => setRegion('US')} />
                <span>United States</span>
              </label>
              <label>
                <input type="radio" name={`${id}-region`} value="EU" checked={region === 'EU'} onChange={() => setRegion('EU')} />
                <span>European Union (SCA)</span>
              </label>
            </div>
          </fieldset>
          {region === 'EU' ? (
            <div className="field">
              <label htmlFor={`${id}-phone`}>Mobile phone (for new EU wallets)</label>
              <input id={`${id}-phone`} type="tel" autoComplete="tel" inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value)} placeholder="+33 6 12 34 56 78" aria-describedby={`${id}-phone-hint`} />
              <p id={`${id}-phone-hint`} className="muted small">
                Your bank partner confirms it with a code before checking your identity.
              </p>
            </div>
          ) : null}
          <button type="submit" className="button primary block" disabled={busy}>
            {busy ? 'Opening…' : 'Continue'}
          </button>
          <ErrorAlert message={error} />
        </form>
        <div className="demo-accounts">
          <p className="muted small">Or try a seeded customer:</p>
          <div className="row">
            <button type="button" className="button small" onClick={() => setEmail('alice@example.com')}>
              Alice · US
            </button>
            <button type="button" className="button small" onClick={() => setEmail('elodie@example.com')}>
              Élodie · EU, SCA
            </button>
          </div>
          <p className="muted small">Sandbox codes: sign-in 000000, SCA 123456.</p>
        </div>
      </section>
    </div>
  );
}
