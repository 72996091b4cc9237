// The host page of the Chromium flow tests: the service runs inside the page (test/sandbox-world.ts),
// and `window.kitFlows.mount(...)` renders one widget for the test to drive by role and label.
import { StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { CredentialManager, QuoteConfirmation, ScaEnrollment, SessionGuard, SignIn, WalletExport, WalletKitProvider, type QuoteConfirmationProps, type SignInMethod } from '../src/index.js';
import { Onboarding } from '../src/onboarding/index.js';
import '../src/styles/wallet-kit.css';
import { createSandboxWorld, type SandboxWorld, type SandboxWorldOptions } from './sandbox-world.js';

export type Flow = 'sign-in' | 'confirm' | 'export' | 'enroll' | 'credentials' | 'guard' | 'onboarding';

let root: Root | undefined;

type MountOptions = SandboxWorldOptions & {
  signedIn?: boolean | number;
  lockSeconds?: number;
  scaFactor?: 'PASSKEY';
  methods?: SignInMethod[];
  reuse?: boolean;
  /** The confirmation reads the customer's enrolled SCA factors (customerId given). */
  withFactors?: boolean;
  /** A fixture made before the widget mounts. */
  prepare?: 'fakeScaPasskey';
};

async function mount(flow: Flow, options: MountOptions = {}): Promise<void> {
  root?.unmount();
  // `reuse` keeps the sandbox and the client of the previous mount (a passkey registered there, say).
  const world = options.reuse && window.kitWorld ? window.kitWorld : await createSandboxWorld(options);
  if (world !== window.kitWorld) window.kitWorld?.dispose();
  window.kitWorld = world;
  window.kitEvents = [];
  const log = (event: string) => window.kitEvents.push(event);
  // A number signs in that many times: the earlier sessions stay open at the service, as on other devices.
  for (let i = 0; i < Number(options.signedIn ?? 0); i++) await world.signIn();
  if (options.prepare) world[options.prepare]();
  let ui: ReactNode;
  if (flow === 'sign-in') {
    ui = <SignIn accountId={world.me.wallet} {...(options.methods ? { methods: options.methods } : {})} onSignedIn={(session) => log(`signed-in ${session.id}`)} onError={(error) => log(`error ${(error as { code?: string }).code}`)} />;
  } else if (flow === 'export') {
    ui = <WalletExport accountId={world.me.wallet} />;
  } else if (flow === 'enroll') {
    ui = <ScaEnrollment customerId={world.me.id} onEnrolled={(type) => log(`enrolled ${type}`)} />;
  } else if (flow === 'onboarding') {
    ui = (
      <Onboarding
        customerId={world.me.id}
        pollMs={200}
        onVerificationLink={(link) => log(`link ${link.kycUrl}`)}
        onComplete={(state) => log(`complete ${state.verificationStatus}`)}
        onError={(error) => log(`error ${(error as { code?: string }).code}`)}
      />
    );
  } else if (flow === 'credentials') {
    ui = <CredentialManager accountId={world.me.wallet} />;
  } else if (flow === 'guard') {
    ui = (
      <SessionGuard now={world.now} fallback={<SignIn accountId={world.me.wallet} />} onSignedOut={() => log('signed-out')}>
        <p>The wallet</p>
      </SessionGuard>
    );
  } else {
    const props: QuoteConfirmationProps = {
      request: world.sendRequest(),
      now: world.now,
      onCompleted: (quote) => log(`completed ${quote.id}`),
      onFailed: (quote) => log(`failed ${quote.id}`),
      onError: (error) => log(`error ${(error as { code?: string }).code}`),
      watch: { initialIntervalMs: 200, maxIntervalMs: 500 },
      ...(options.lockSeconds === undefined ? {} : { lockSeconds: options.lockSeconds }),
      ...(options.scaFactor ? { scaFactor: options.scaFactor } : {}),
      ...(options.withFactors ? { customerId: world.me.id } : {}),
    };
    ui = <QuoteConfirmation {...props} />;
  }
  root = createRoot(document.getElementById('root')!);
  // StrictMode, as an integrator's app in development: effects run twice, and nothing may be sent twice.
  root.render(
    <StrictMode>
      <WalletKitProvider client={world.client}>
        <div style={{ maxWidth: '28rem', padding: '16px' }}>{ui}</div>
      </WalletKitProvider>
    </StrictMode>,
  );
}

declare global {
  interface Window {
    kitFlows: { mount: typeof mount; totp: typeof totp };
    kitWorld: SandboxWorld | undefined;
    kitEvents: string[];
  }
}

/** RFC 6238 TOTP (SHA-1, 6 digits, 30 s) of a base32 secret at `now`: what an authenticator app shows. */
async function totp(base32: string, now: number): Promise<string> {
  const alphabet = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ234567';
  let bits = '';
  for (const char of base32.replace(/=+$/, '')) bits += alphabet.indexOf(char).toString(2).padStart(5, '0');
  const secret = new Uint8Array(Math.floor(bits.length / 8)).map((_, index) => parseInt(bits.slice(index * 8, index * 8 + 8), 2));
  const counter = new DataView(new ArrayBuffer(8));
  counter.setBigUint64(0, BigInt(Math.floor(now / 30_000)));
  const key = await crypto.subtle.importKey('raw', secret, { name: 'HMAC', hash: 'SHA-1' }, false, ['sign']);
  const mac = new Uint8Array(await crypto.subtle.sign('HMAC', key, counter.buffer));
  const offset = mac[19]! & 0x0f;
  const value = ((mac[offset]! & 0x7f) << 24) | (mac[offset + 1]! << 16) | (mac[offset + 2]! << 8) | mac[offset + 3]!;
  return String(value % 1_000_000).padStart(6, '0');
}

window.kitFlows = { mount, totp };
window.wkReady = true;
