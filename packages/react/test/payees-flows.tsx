// The host page of the payees area's Chromium flows: the service runs inside the page
// (test/sandbox-world.ts), and `window.payeeFlows.mount(...)` renders one widget to drive by role and label.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { WalletKitProvider } from '../src/index.js';
import { PayeeManager, PayeePicker } from '../src/payees/index.js';
import '../src/styles/wallet-kit.css';
import { createSandboxWorld, type SandboxWorld, type SandboxWorldOptions } from './sandbox-world.js';

export type PayeeFlow = 'manager' | 'picker';

let root: Root | undefined;

async function mount(flow: PayeeFlow, options: SandboxWorldOptions & { locale?: string; trust?: boolean } = {}): Promise<void> {
  root?.unmount();
  window.payeeWorld?.dispose();
  const world = await createSandboxWorld(options);
  window.payeeWorld = world;
  window.payeeEvents = [];
  const log = (event: string) => window.payeeEvents.push(event);
  const ui =
    flow === 'manager' ? (
      <PayeeManager customerId={world.me.id} trust={options.trust === true} onAdded={(payee) => log(`added ${payee.id}`)} onError={(error) => log(`error ${(error as { code?: string }).code}`)} />
    ) : (
      <PayeePicker customerId={world.me.id} onChange={(payee) => log(`picked ${payee.id}`)} />
    );
  root = createRoot(document.getElementById('root')!);
  root.render(
    <StrictMode>
      <WalletKitProvider client={world.client} {...(options.locale ? { locale: options.locale } : {})}>
        <div style={{ maxWidth: '28rem', padding: '16px' }}>{ui}</div>
      </WalletKitProvider>
    </StrictMode>,
  );
}

declare global {
  interface Window {
    payeeFlows: { mount: typeof mount };
    payeeWorld: SandboxWorld | undefined;
    payeeEvents: string[];
  }
}

window.payeeFlows = { mount };
window.wkReady = true;
