// The host page of the cards area's Chromium flow: the service inside the page (test/sandbox-world.ts),
// and the three card widgets as an app would put them together, driven by role and label.
import type { Card as CardRecord } from '@wallet-kit/client';
import { StrictMode, useState } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { Card, CardActivity, CardControls } from '../src/cards/index.js';
import { WalletKitProvider } from '../src/index.js';
import '../src/styles/wallet-kit.css';
import { createSandboxWorld, type Person, type SandboxWorld } from './sandbox-world.js';

let root: Root | undefined;

function CardsScreen({ world, initial, scaLogin }: { world: SandboxWorld; initial: CardRecord; scaLogin: boolean }) {
  const [card, setCard] = useState(initial);
  const [refresh, setRefresh] = useState(0);
  window.kitCards.refresh = () => setRefresh((n) => n + 1);
  const stepUp = async () => {
    window.kitEvents.push('step-up');
    // Stands in for the app's SCA login (POST /sca/login/start and /complete): the sandbox records one.
    world.sandbox.fixtures.scaLoginSession(world.me.id, world.now() + 10 * 60_000);
  };
  return (
    <>
      <Card cardId={card.id} card={card} now={world.now} revealMs={5_000} {...(scaLogin ? { stepUp } : {})} />
      <CardControls cardId={card.id} card={card} onChange={setCard} />
      <CardActivity customerId={world.me.id} cardId={card.id} refreshKey={refresh} />
    </>
  );
}

async function mount(options: { person?: Person; scaLogin?: boolean; locale?: string } = {}): Promise<void> {
  root?.unmount();
  window.kitWorld?.dispose();
  const world = await createSandboxWorld({ person: options.person ?? 'alice' });
  window.kitWorld = world;
  window.kitEvents = [];
  const card = await world.client.cards.getCard(world.me.card!);
  root = createRoot(document.getElementById('root')!);
  root.render(
    <StrictMode>
      <WalletKitProvider client={world.client} {...(options.locale ? { locale: options.locale } : {})}>
        <div style={{ maxWidth: '28rem', padding: '16px', display: 'grid', gap: '16px' }}>
          <CardsScreen world={world} initial={card} scaLogin={options.scaLogin === true} />
        </div>
      </WalletKitProvider>
    </StrictMode>,
  );
}

/** A card network message for the mounted person's card, sent with the platform's credentials. */
async function simulate(name: string, body: Record<string, unknown>): Promise<void> {
  const world = window.kitWorld!;
  await world.platform('POST', `/sandbox/cards/${world.me.card!}/simulate/${name}`, body);
}

/** The newest card transaction's id, found as the document says: by listing the transactions. */
async function newest(): Promise<string> {
  const world = window.kitWorld!;
  return ((await world.platform('GET', `/transactions?type=CARD&customerId=${world.me.id}&limit=1`)).data as { id: string }[])[0]!.id;
}

declare global {
  interface Window {
    kitCards: { mount: typeof mount; simulate: typeof simulate; newest: typeof newest; refresh: () => void };
    kitWorld: SandboxWorld | undefined;
    kitEvents: string[];
    wkReady: boolean;
  }
}

window.kitCards = { mount, simulate, newest, refresh: () => undefined };
window.wkReady = true;
