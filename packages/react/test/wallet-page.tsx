// The host page of the wallet area's Chromium flow: the service inside the page (test/sandbox-world.ts),
// and the wallet's widgets as an app puts them together on a phone (balance, send, history, receive),
// driven by role and label.
import { StrictMode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Activity, Balance, Receive, SendMoney } from '../src/wallet/index.js';
import { WalletKitProvider } from '../src/index.js';
import '../src/styles/wallet-kit.css';
import { createSandboxWorld, type Person, type SandboxWorld } from './sandbox-world.js';

let root: Root | undefined;

function WalletScreen({ world }: { world: SandboxWorld }) {
  const [moved, setMoved] = useState(0);
  return (
    <>
      <Balance customerId={world.me.id} refreshKey={moved} refreshIntervalMs={0} />
      <SendMoney customerId={world.me.id} refreshKey={moved} onSent={() => setMoved((n) => n + 1)} />
      <Activity customerId={world.me.id} refreshKey={moved} refreshIntervalMs={0} />
      <Receive customerId={world.me.id} umaAddress="$me@sandbox.example.com" currencies={['USD', 'EUR', 'MXN']} onInstructions={(quote) => window.kitEvents.push(`instructions ${quote.id}`)} />
    </>
  );
}

async function mount(options: { person?: Person; locale?: string; fund?: boolean } = {}): Promise<void> {
  root?.unmount();
  window.kitWorld?.dispose();
  const world = await createSandboxWorld({ person: options.person ?? 'alice' });
  window.kitWorld = world;
  window.kitEvents = [];
  await world.signIn();
  // A history to show: test funds arrive in the wallet as an incoming payment.
  if (options.fund) await world.platform('POST', `/sandbox/internal-accounts/${encodeURIComponent(world.me.wallet)}/fund`, { amount: 10_000 });
  root = createRoot(document.getElementById('root')!);
  root.render(
    <StrictMode>
      <WalletKitProvider client={world.client} {...(options.locale ? { locale: options.locale } : {})}>
        <div style={{ display: 'grid', gridTemplateColumns: 'minmax(0, 1fr)', gap: '16px', padding: '8px' }}>
          <WalletScreen world={world} />
        </div>
      </WalletKitProvider>
    </StrictMode>,
  );
}

declare global {
  interface Window {
    kitWallet: { mount: typeof mount };
    kitWorld: SandboxWorld | undefined;
    kitEvents: string[];
    wkReady: boolean;
  }
}

window.kitWallet = { mount };
window.wkReady = true;
