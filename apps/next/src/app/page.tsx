import { QuoteConfirmation, SignIn, WalletKitProvider } from '@wallet-kit/react';
import { cookies } from 'next/headers';
import { Suspense } from 'react';
import { signIn, signOut } from './actions';
import { openSession, SESSION_COOKIE } from '../lib/session';
import { walletProvisioner } from '../lib/wallet-kit';

// A server component: it reads the session and the service on the server, and renders the kit's widgets with
// serializable settings only; the provider makes its client in the browser. With `cacheComponents` the page's
// shell is prerendered; what reads the request (the cookie) streams in inside <Suspense>.
export default function Home() {
  return (
    <main>
      <h1>Northwind Wallet</h1>
      <Suspense fallback={<p className="muted">Loading your wallet…</p>}>
        <Wallet />
      </Suspense>
    </main>
  );
}

async function Wallet() {
  const session = openSession((await cookies()).get(SESSION_COOKIE)?.value);
  if (!session) {
    return (
      <form action={signIn} className="inline">
        <label>
          E-mail address
          <input name="email" type="email" autoComplete="email" required defaultValue="elodie@example.com" />
        </label>
        <button type="submit">Sign in to Northwind</button>
      </form>
    );
  }
  const linked = await walletProvisioner().find(session.userId);
  if (!linked) return <p role="alert">Your wallet was not found.</p>;
  const payee = linked.payees.find((candidate) => candidate.currency === linked.wallet.currency) ?? linked.payees[0];
  return (
    <>
      <p className="muted">Sign in to your wallet, then confirm the payment.</p>
      <WalletKitProvider baseUrl="/api/service" environment="sandbox" locale="en" theme="light">
        <SignIn accountId={linked.wallet.id} />
        {payee ? (
          <QuoteConfirmation
            request={{ source: { sourceType: 'ACCOUNT', accountId: linked.wallet.id }, destination: { destinationType: 'ACCOUNT', accountId: payee.id }, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: 1_000 }}
            destinationLabel={payee.label}
          />
        ) : null}
      </WalletKitProvider>
      <form action={signOut}>
        <button type="submit">Sign out of Northwind</button>
      </form>
    </>
  );
}
