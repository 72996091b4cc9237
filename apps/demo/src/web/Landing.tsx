import { useId, useRef, useState, type FormEvent } from 'react';
import { demoApi, type Me } from './api.js';
import { describeError } from './format.js';
import { ErrorAlert } from './ErrorAlert.js';
import { useFocusWhenLost } from './focus.js';
import { useText } from './i18n.js';
import { SANDBOX_CODES } from './codes.js';

/** The integrator's own sign-in: an e-mail address (no password in this demo) finds or opens the customer and wallet. */
export function Landing({ onSignedIn }: { onSignedIn: (me: Me) => void }) {
  const [email, setEmail] = useState('');
  const [region, setRegion] = useState<'US' | 'EU'>('US');
  const [phone, setPhone] = useState('');
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string>();
  const id = useId();
  const t = useText();
  const form = useRef<HTMLElement>(null);
  // Signed out: the button that was pressed is gone; focus goes to this form's heading.
  useFocusWhenLost(form);

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
        <h1 id={`${id}-hero`}>{t('landing.title')}</h1>
        <p className="lead">{t('landing.lead')}</p>
        <ul className="features">
          <li>
            <strong>{t('landing.keys')}</strong> {t('landing.keysText')}
          </li>
          <li>
            <strong>{t('landing.send')}</strong> {t('landing.sendText')}
          </li>
          <li>
            <strong>{t('landing.sca')}</strong> {t('landing.scaText')}
          </li>
        </ul>
      </section>
      <section ref={form} className="card auth-card" aria-labelledby={`${id}-title`}>
        <h2 id={`${id}-title`}>{t('landing.formTitle')}</h2>
        <p className="muted">{t('landing.formText')}</p>
        <form onSubmit={(event) => void submit(event)} className="form">
          <div className="field">
            <label htmlFor={`${id}-email`}>{t('landing.email')}</label>
            <input id={`${id}-email`} dir="ltr" type="email" autoComplete="email" required value={email} onChange={(event) => setEmail(event.target.value)} placeholder="you@example.com" />
          </div>
          <fieldset className="field">
            <legend>{t('landing.region')}</legend>
            <div className="segmented">
              <label>
                <input type="radio" name={`${id}-region`} value="US" checked={region === 'US'} onChange={() => setRegion('US')} />
                <span>{t('landing.us')}</span>
              </label>
              <label>
                <input type="radio" name={`${id}-region`} value="EU" checked={region === 'EU'} onChange={() => setRegion('EU')} />
                <span>{t('landing.eu')}</span>
              </label>
            </div>
          </fieldset>
          {region === 'EU' ? (
            <div className="field">
              <label htmlFor={`${id}-phone`}>{t('landing.phone')}</label>
              <input id={`${id}-phone`} dir="ltr" type="tel" autoComplete="tel" inputMode="tel" value={phone} onChange={(event) => setPhone(event.target.value)} placeholder="+33 6 12 34 56 78" aria-describedby={`${id}-phone-hint`} />
              <p id={`${id}-phone-hint`} className="muted small">
                {t('landing.phoneHint')}
              </p>
            </div>
          ) : null}
          <button type="submit" className="button primary block" disabled={busy}>
            {busy ? t('landing.opening') : t('landing.continue')}
          </button>
          <ErrorAlert message={error} />
        </form>
        <div className="demo-accounts">
          <p className="muted small">{t('landing.seeded')}</p>
          <div className="row">
            <button type="button" className="button small" onClick={() => setEmail('alice@example.com')}>
              {t('landing.alice')}
            </button>
            <button type="button" className="button small" onClick={() => setEmail('elodie@example.com')}>
              {t('landing.elodie')}
            </button>
          </div>
          <p className="muted small">{t('landing.codes', SANDBOX_CODES)}</p>
        </div>
      </section>
    </div>
  );
}
