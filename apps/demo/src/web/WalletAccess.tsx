import { useEffect, useId, useRef, useState } from 'react';
import type { AuthMethod, PreparedPasskeySignUp, WalletKitClient } from '@wallet-kit/client';
import { webauthnAvailable } from '@wallet-kit/passkey';
import { SignIn } from '@wallet-kit/react';
import type { Me } from './api.js';
import { describeError } from './format.js';
import { ErrorAlert } from './ErrorAlert.js';
import { useFocusWhenLost } from './focus.js';
import { useText } from './i18n.js';
import { passkeyName } from './passkey-name.js';

/**
 * The wallet's own sign-in. A wallet with no credential yet (a new sign-up) first gets one: a passkey
 * created on this device, which signs the person in at once (one click), or an e-mail code credential,
 * whose creation sends the first code, which the kit's <SignIn> then uses (no second e-mail).
 */
export function WalletAccess({ me, client }: { me: Me; client: WalletKitClient }) {
  const t = useText();
  const walletId = me.walletId!;
  const customer = me.customer!;
  const [credentials, setCredentials] = useState<AuthMethod[]>();
  const [prepared, setPrepared] = useState<PreparedPasskeySignUp>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();
  const view = useRef<HTMLDivElement>(null);
  useFocusWhenLost(view, credentials === undefined ? 'loading' : credentials.length === 0 ? 'new' : 'sign-in');

  useEffect(() => {
    client.credentials.listCredentials(walletId).then(setCredentials, (e: unknown) => setError(describeError(e)));
  }, [client, walletId]);

  // The passkey ceremony is prepared before the click, so the click runs it straight away (gesture-safe);
  // where the browser has no WebAuthn, no passkey is offered at all (a choice that could only fail).
  useEffect(() => {
    if (credentials?.length !== 0 || !webauthnAvailable()) return;
    client.credentials
      .preparePasskeySignUp({
        accountId: walletId,
        nickname: passkeyName(navigator.userAgent),
        rp: { id: location.hostname, name: 'Northwind Wallet' },
        user: { id: customer.id, name: customer.email, displayName: customer.fullName ?? customer.email },
      })
      .then(setPrepared, (e: unknown) => setError(describeError(e)));
  }, [client, credentials, walletId, customer]);

  const addEmail = async () => {
    setBusy(true);
    setError(undefined);
    try {
      setCredentials([await client.credentials.addOtpCredential({ accountId: walletId, type: 'EMAIL_OTP' })]);
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  // One click: the passkey is created, added and used to open the session; the session guard then shows the wallet.
  const addPasskey = () => {
    if (!prepared) return;
    setBusy(true);
    setError(undefined);
    prepared.run().then(
      ({ credential }) => {
        setCredentials([credential]);
        setBusy(false);
      },
      (e: unknown) => {
        setError(describeError(e));
        setBusy(false);
        // The passkey may have been added before the sign-in part failed: offer the ordinary sign-in then.
        client.credentials.listCredentials(walletId).then(setCredentials, () => undefined);
      },
    );
  };

  if (!credentials) {
    return (
      <div className="narrow">
        {error ? (
          <p className="error" role="alert">
            {error}
          </p>
        ) : (
          <p className="muted" role="status">
            {t('access.loading')}
          </p>
        )}
      </div>
    );
  }

  if (credentials.length === 0) {
    return (
      <div className="narrow" ref={view} key="new">
        <section className="card" aria-labelledby={`${id}-title`}>
          <h1 id={`${id}-title`} tabIndex={-1}>
            {t('access.title')}
          </h1>
          <p className="muted">{t('access.text', { email: customer.email })}</p>
          <div className="choices">
            {webauthnAvailable() ? (
              <button type="button" className="choice primary" onClick={addPasskey} disabled={busy || !prepared}>
                <span className="choice-title">{t('access.passkey')}</span>
                <span className="choice-text">{t('access.passkeyText')}</span>
              </button>
            ) : null}
            <button type="button" className={webauthnAvailable() ? 'choice' : 'choice primary'} onClick={() => void addEmail()} disabled={busy}>
              <span className="choice-title">{t('access.email')}</span>
              <span className="choice-text">{t('access.emailText', { email: customer.email })}</span>
            </button>
          </div>
          <ErrorAlert message={error} />
        </section>
      </div>
    );
  }

  return (
    <div className="narrow" ref={view} key="sign-in">
      <SignIn key={credentials.map((c) => c.id).join()} credentials={credentials} headingLevel={1} className="raised" />
    </div>
  );
}
