import { useEffect, useId, useState } from 'react';
import type { AuthMethod, PreparedPasskeyCredential, WalletKitClient } from '@wallet-kit/client';
import { SignIn } from '@wallet-kit/react';
import type { Me } from './api.js';
import { describeError } from './format.js';
import { ErrorAlert } from './ErrorAlert.js';

type Setup = 'choose' | 'email' | 'passkey' | 'done';

/**
 * The wallet's own sign-in. A wallet with no credential yet (a new sign-up) first gets one: an
 * e-mail code credential, or a passkey created on this device; then the kit's <SignIn> takes over.
 */
export function WalletAccess({ me, client }: { me: Me; client: WalletKitClient }) {
  const walletId = me.walletId!;
  const [credentials, setCredentials] = useState<AuthMethod[]>();
  const [setup, setSetup] = useState<Setup>('choose');
  const [prepared, setPrepared] = useState<PreparedPasskeyCredential>();
  const [error, setError] = useState<string>();
  const [busy, setBusy] = useState(false);
  const id = useId();

  useEffect(() => {
    client.credentials.listCredentials(walletId).then(setCredentials, (e: unknown) => setError(describeError(e)));
  }, [client, walletId]);

  // The passkey ceremony is prepared before the click, so the click runs it straight away (gesture-safe).
  useEffect(() => {
    if (credentials?.length !== 0) return;
    client.credentials
      .preparePasskeyCredential({
        accountId: walletId,
        nickname: 'Northwind passkey',
        rp: { id: location.hostname, name: 'Northwind Wallet' },
        user: { id: me.customer!.id, name: me.customer!.email, displayName: me.customer!.fullName ?? me.customer!.email },
      })
      .then(setPrepared, (e: unknown) => setError(describeError(e)));
  }, [client, credentials, walletId, me.customer]);

  const addEmail = async () => {
    setBusy(true);
    setError(undefined);
    try {
      const added = await client.credentials.addOtpCredential({ accountId: walletId, type: 'EMAIL_OTP' });
      setCredentials([added]);
      setSetup('email');
    } catch (e) {
      setError(describeError(e));
    } finally {
      setBusy(false);
    }
  };

  const addPasskey = () => {
    if (!prepared) return;
    setBusy(true);
    setError(undefined);
    prepared.run().then(
      (added) => {
        setCredentials([added]);
        setSetup('passkey');
        setBusy(false);
      },
      (e: unknown) => {
        setError(describeError(e));
        setBusy(false);
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
            Loading your wallet…
          </p>
        )}
      </div>
    );
  }

  if (credentials.length === 0 && setup === 'choose') {
    return (
      <div className="narrow">
        <section className="card" aria-labelledby={`${id}-title`}>
          <h1 id={`${id}-title`}>Secure your new wallet</h1>
          <p className="muted">
            Your wallet is open for {me.customer!.email}. Choose how you will sign in to it. Whichever you choose, the signing key is made in this browser and never leaves it.
          </p>
          <div className="choices">
            <button type="button" className="choice" onClick={addPasskey} disabled={busy || !prepared}>
              <span className="choice-title">Create a passkey</span>
              <span className="choice-text">Face, fingerprint or screen lock. Nothing to type.</span>
            </button>
            <button type="button" className="choice" onClick={() => void addEmail()} disabled={busy}>
              <span className="choice-title">Use e-mail codes</span>
              <span className="choice-text">We send a 6-digit code to {me.customer!.email}.</span>
            </button>
          </div>
          <ErrorAlert message={error} />
        </section>
      </div>
    );
  }

  return (
    <div className="narrow">
      {setup === 'passkey' ? (
        <p className="notice" role="status">
          Passkey created. Use it to sign in.
        </p>
      ) : null}
      <SignIn key={credentials.map((c) => c.id).join()} credentials={credentials} headingLevel={1} className="raised" />
    </div>
  );
}
