import { SessionGuard, SignIn, WalletKitProvider } from '@wallet-kit/react';
import { cookies } from 'next/headers';
import { redirect } from 'next/navigation';
import { Suspense } from 'react';
import { openSession, SESSION_COOKIE } from '../../lib/session';
import { walletProvisioner } from '../../lib/wallet-kit';

// A page for the signed-in wallet only: the server cannot know of the wallet's session (it lives in the
// browser), so it renders the sign-in; the browser shows the page's content once the session is found.
export default function Guarded() {
  return (
    <main>
      <h1>Northwind Wallet</h1>
      <Suspense fallback={<p className="muted">Loading your wallet…</p>}>
        <GuardedWallet />
      </Suspense>
    </main>
  );
}

async function GuardedWallet() {
  const session = openSession((await cookies()).get(SESSION_COOKIE)?.value);
  if (!session) redirect('/');
  const linked = await walletProvisioner().find(session.userId);
  if (!linked) return <p role="alert">Your wallet was not found.</p>;
  return (
    <WalletKitProvider baseUrl="/api/service" environment="sandbox" locale="en" theme="light">
      <SessionGuard fallback={<SignIn accountId={linked.wallet.id} />}>
        <p>Signed in to your wallet</p>
      </SessionGuard>
    </WalletKitProvider>
  );
}
