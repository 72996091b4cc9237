// The demo's header alone, signed in, for the layout tests (header.browser.test.ts): the demo's own
// styles, no back end (the scenarios' popover is never opened here).
import { createClient } from '@wallet-kit/client';
import { WalletKitProvider } from '@wallet-kit/react';
import { createRoot } from 'react-dom/client';
import '../src/web/styles.css';
import type { Me } from '../src/web/api.js';
import { Header } from '../src/web/Header.js';
import { DemoLanguage } from '../src/web/i18n.js';

declare global {
  interface Window {
    wkReady: boolean;
  }
}

const me = { signedIn: true, walletId: 'InternalAccount:1', customer: { id: 'Customer:1', email: 'alice.rivera@example.com', region: 'US' } } as Me;
const client = createClient({ baseUrl: '/no-backend', environment: 'sandbox' });
createRoot(document.getElementById('root')!).render(
  <DemoLanguage locale="en">
    <WalletKitProvider client={client} environment="sandbox">
      <div className="app">
        <Header prefs={{ theme: 'light', locale: 'en' }} onPrefs={() => undefined} me={me} onSignOut={() => undefined} />
      </div>
    </WalletKitProvider>
  </DemoLanguage>,
);
window.wkReady = true;
