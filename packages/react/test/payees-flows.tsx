// The host page of the payees, invitations and agents areas' Chromium flows: the service runs inside the page
// (test/sandbox-world.ts), and `window.payeeFlows.mount(...)` renders one widget to drive by role and label.
import { StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { WalletKitProvider } from '../src/index.js';
import { AgentActions } from '../src/agents/index.js';
import { InvitationClaim } from '../src/invitations/index.js';
import { PayeeManager, PayeePicker } from '../src/payees/index.js';
import '../src/styles/wallet-kit.css';
import { agentRequests } from './agent-requests.js';
import { createSandboxWorld, type SandboxWorld, type SandboxWorldOptions } from './sandbox-world.js';

export type PayeeFlow = 'manager' | 'picker' | 'invitation' | 'agents';

let root: Root | undefined;

async function mount(flow: PayeeFlow, options: SandboxWorldOptions & { locale?: string; trust?: boolean; invitation?: string } = {}): Promise<void> {
  root?.unmount();
  window.payeeWorld?.dispose();
  const world = await createSandboxWorld(options);
  if (flow === 'agents') {
    await agentRequests(world, [
      { amount: 12_000, to: 'EUR' },
      { amount: 4_500, to: 'USD' },
    ]);
  }
  window.payeeWorld = world;
  window.payeeEvents = [];
  const log = (event: string) => window.payeeEvents.push(event);
  const ui =
    flow === 'manager' ? (
      <PayeeManager customerId={world.me.id} trust={options.trust === true} onAdded={(payee) => log(`added ${payee.id}`)} onError={(error) => log(`error ${(error as { code?: string }).code}`)} />
    ) : flow === 'picker' ? (
      <PayeePicker customerId={world.me.id} onChange={(payee) => log(`picked ${payee.id}`)} />
    ) : flow === 'agents' ? (
      <AgentActions customerId={world.me.id} onDecided={(action) => log(`${action.status} ${action.id} ${action.rejectionReason ?? ''}`)} onError={(error) => log(`error ${(error as { code?: string }).code}`)} />
    ) : (
      <InvitationClaim code={await invitationFrom(world, options.invitation ?? '$alice@sandbox.wallet-kit.dev')} umaAddress={options.person === 'alice' ? '$alice@sandbox.wallet-kit.dev' : '$elodie@sandbox.wallet-kit.dev'} onClaimed={(invitation) => log(`claimed ${invitation.code}`)} />
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

/** An invitation made by the platform, as its backend would on the inviter's behalf. */
async function invitationFrom(world: SandboxWorld, inviterUma: string): Promise<string> {
  const auth = `Basic ${btoa(`${world.sandbox.credentials.clientId}:${world.sandbox.credentials.clientSecret}`)}`;
  const answer = await world.sandbox.fetch(new Request(`${location.origin}${world.sandbox.basePath}/invitations`, { method: 'POST', headers: { Authorization: auth, 'Content-Type': 'application/json' }, body: JSON.stringify({ inviterUma, firstName: 'Alice', amountToSend: 2_500 }) }));
  return ((await answer.json()) as { code: string }).code;
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
