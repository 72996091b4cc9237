import { useMemo } from 'react';
import { CredentialManager, ScaEnrollment, WalletExport } from '@wallet-kit/react';
import type { Me } from './api.js';
import { useText } from './i18n.js';
import { passkeyName } from './passkey-name.js';

/**
 * The kit's management widgets: sign-in methods and sessions (add a passkey, remove a method, end a
 * session), payment approval for SCA customers (a passkey or an authenticator app), the recovery phrase.
 */
export function Security({ me }: { me: Me }) {
  const t = useText();
  const walletId = me.walletId!;
  const customer = me.customer!;
  const passkey = useMemo(
    () => ({
      nickname: passkeyName(navigator.userAgent),
      rp: { id: location.hostname, name: 'Northwind Wallet' },
      user: { id: customer.id, name: customer.email, displayName: customer.fullName ?? customer.email },
    }),
    [customer],
  );
  return (
    <div className="stack">
      <h2 className="visually-hidden">{t('dashboard.security')}</h2>
      <CredentialManager accountId={walletId} passkey={passkey} headingLevel={3} />
      {customer.region === 'EU' ? <ScaEnrollment customerId={customer.id} headingLevel={3} /> : null}
      <WalletExport accountId={walletId} headingLevel={3} />
    </div>
  );
}
