import { useEffect, useState } from 'react';
import { QuoteConfirmation, SignIn } from '@wallet-kit/react';

// The signed-in user's wallet and a payee come from the backend (GET /api/me); the kit's widgets do the rest.
export function App() {
  const [me, setMe] = useState(null);
  const [signedIn, setSignedIn] = useState(false);
  useEffect(() => {
    fetch('/api/me').then((response) => response.json()).then(setMe);
  }, []);
  if (!me) return <p>Loading…</p>;
  if (!signedIn) return <SignIn accountId={me.walletId} headingLevel={1} onSignedIn={() => setSignedIn(true)} />;
  if (!me.payee) return <p>Add a payee to this wallet to send money.</p>;
  return (
    <QuoteConfirmation
      headingLevel={1}
      destinationLabel={me.payee.label}
      request={{
        source: { sourceType: 'ACCOUNT', accountId: me.walletId },
        destination: { destinationType: 'ACCOUNT', accountId: me.payee.id },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: 1_000,
      }}
    />
  );
}
