// The host page of the send and receive browser tests: the service inside the page
// (test/sandbox-world.ts) and the wallet as an app lays it out on a phone: the balance above Send (the
// layout that pushed "Confirm and send" below the fold), or Receive alone. `history` turns on the
// widgets' Back through the browser's history, as the demo does.
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Balance, Receive, SendMoney } from '../src/wallet/index.js';
import { SessionGuard, SignIn, WalletKitProvider } from '../src/index.js';
import '../src/styles/wallet-kit.css';
import { createSandboxWorld, type Person } from './sandbox-world.js';

let root: Root | undefined;

export interface SendPageOptions {
  readonly person?: Person;
  readonly widget?: 'send' | 'receive';
  readonly history?: boolean;
  /** Inside a SessionGuard whose fallback is the sign-in, as the demo lays the wallet out. */
  readonly guard?: boolean;
}

/** The widgets, or the guard's sign-in once the session here has ended. */
function Guarded({ on, accountId, children }: { on: boolean; accountId: string; children: ReactNode }) {
  return on ? <SessionGuard fallback={<SignIn accountId={accountId} />}>{children}</SessionGuard> : <>{children}</>;
}

async function mount(options: SendPageOptions = {}): Promise<void> {
  root?.unmount();
  window.kitWorld?.dispose();
  const world = await createSandboxWorld({ person: options.person ?? 'elodie' });
  window.kitWorld = world;
  await world.signIn();
  root = createRoot(document.getElementById('root')!);
  root.render(
    <StrictMode>
      <WalletKitProvider client={world.client}>
        <Guarded on={options.guard ?? false} accountId={world.me.wallet}>
          <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '16px', padding: '8px' }}>
            {/* The app's own header and tabs above the widgets, as in the demo (about 140 px on a phone). */}
            <header style={{ blockSize: '140px' }} aria-label="The app's header" />
            {options.widget === 'receive' ? (
              <Receive customerId={world.me.id} currencies={['USD', 'EUR', 'MXN']} history={options.history ?? false} />
            ) : (
              <>
                <Balance customerId={world.me.id} refreshIntervalMs={0} />
                <SendMoney customerId={world.me.id} history={options.history ?? false} />
              </>
            )}
          </div>
        </Guarded>
      </WalletKitProvider>
    </StrictMode>,
  );
}

declare global {
  interface Window {
    kitSend: { mount: typeof mount };
  }
}

window.kitSend = { mount };
window.wkReady = true;
