import { useCallback, useEffect, useMemo, useState } from 'react';
import { createClient, type WalletKitClient } from '@wallet-kit/client';
import { SessionGuard, WalletKitProvider, type Theme } from '@wallet-kit/react';
import { ar } from '@wallet-kit/react/locales/ar';
import { fr } from '@wallet-kit/react/locales/fr';
import { demoApi, type Me } from './api.js';
import { Dashboard } from './Dashboard.js';
import { Header, type Prefs } from './Header.js';
import { DemoLanguage, demoText } from './i18n.js';
import { Landing } from './Landing.js';
import { WalletAccess } from './WalletAccess.js';

const catalogs = { fr, ar };

function loadPrefs(): Prefs {
  try {
    const saved = JSON.parse(localStorage.getItem('northwind:prefs') ?? '{}') as Partial<Prefs>;
    const theme = saved.theme === 'dark' || saved.theme === 'light' ? saved.theme : matchMedia('(prefers-color-scheme: dark)').matches ? 'dark' : 'light';
    const locale = saved.locale === 'fr' || saved.locale === 'ar' ? saved.locale : 'en';
    return { theme, locale };
  } catch {
    return { theme: 'light', locale: 'en' };
  }
}

/**
 * One client per wallet: its session is remembered under the wallet's own key, so two people
 * taking turns in one browser never pick up each other's session.
 */
function useWalletClient(walletId: string | undefined): WalletKitClient | undefined {
  const client = useMemo(
    () => (walletId ? createClient({ baseUrl: '/api/service', environment: 'sandbox', session: { storageKey: `northwind:session:${walletId}` } }) : undefined),
    [walletId],
  );
  useEffect(() => () => client?.dispose(), [client]);
  return client;
}

export function App() {
  const [prefs, setPrefs] = useState<Prefs>(loadPrefs);
  const [me, setMe] = useState<Me | undefined>();
  const [loadError, setLoadError] = useState(false);
  const client = useWalletClient(me?.signedIn ? me.walletId : undefined);

  useEffect(() => {
    localStorage.setItem('northwind:prefs', JSON.stringify(prefs));
    document.documentElement.dataset.theme = prefs.theme;
    document.documentElement.style.colorScheme = prefs.theme;
  }, [prefs]);

  useEffect(() => {
    demoApi.me().then(setMe, () => setLoadError(true));
  }, []);

  // A wallet session ended from another device ends this device's login to the demo too (its back end
  // does so): asked again, the demo answers signed out, and its own sign-in shows, not a wallet sign-in
  // that every call would refuse.
  useEffect(
    () =>
      client?.session.on((event) => {
        if (event.type === 'session-revoked') demoApi.me().then(setMe, () => setLoadError(true));
      }),
    [client],
  );

  const signOut = useCallback(async () => {
    if (client && client.session.getState().status === 'active') await client.session.signOut().catch(() => undefined);
    setMe(await demoApi.signOut());
  }, [client]);

  const theme: Theme = prefs.theme;
  const t = (id: Parameters<typeof demoText>[1], values?: Parameters<typeof demoText>[2]) => demoText(prefs.locale, id, values);

  return (
    <DemoLanguage locale={prefs.locale}>
      {/* A payment approval suspended after too many wrong codes can only be lifted by the app's support: the kit links there. */}
      <WalletKitProvider client={client} environment="sandbox" locale={prefs.locale} catalogs={catalogs} theme={theme} supportUrl="mailto:support@northwind.example">
        <div className="app">
          <Header prefs={prefs} onPrefs={setPrefs} me={me} onSignOut={() => void signOut()} />
          <main id="main" className="main">
            {loadError ? (
              <p className="notice" role="alert">
                {t('app.down', { command: 'npm start' })}
              </p>
            ) : !me ? (
              <p className="muted" role="status">
                {t('app.loading')}
              </p>
            ) : !me.signedIn || !me.customer || !me.walletId || !client ? (
              <Landing onSignedIn={setMe} />
            ) : (
              <SessionGuard key={me.walletId} showSignOut={false} fallback={<WalletAccess me={me} client={client} />}>
                <Dashboard me={me} />
              </SessionGuard>
            )}
          </main>
          <footer className="footer">
            <p>{t('app.footer')}</p>
          </footer>
        </div>
      </WalletKitProvider>
    </DemoLanguage>
  );
}
