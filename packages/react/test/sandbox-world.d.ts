/**
 * The whole service inside the page, for Storybook stories and the Chromium flow tests: the sandbox
 * (a fetch handler on Web APIs), the integrator backend in front of it (createServiceHandler, scoping
 * every call to the story's customer), and a real client that reaches it without a socket.
 * Nothing here is a hand-written fake: codes, stamps, HPKE bundles and SCA rounds are the sandbox's own.
 */
import { type Quote, type QuoteRequest, type WalletKitClient } from '@wallet-kit/client';
import { type Sandbox, type Scenarios } from '@wallet-kit/sandbox';
export type Person = 'alice' | 'elodie';
export interface SandboxWorldOptions {
    /** Whose app this is: the backend resolves every call to this customer. Élodie is in the EU (SCA); Alice in the US. */
    readonly person?: Person;
    readonly scenarios?: Partial<Scenarios>;
    /** The client waits out 429s by default; stories and tests that show the wait turn it off. */
    readonly waitOnRateLimit?: boolean;
    /** The client's session keeping; `autoRefresh: false` makes it warn before expiry instead of refreshing. */
    readonly session?: {
        readonly autoRefresh?: boolean;
        readonly warnLeadMs?: number;
    };
    /** A customer the integrator creates at sign-up (a `POST /customers` body), who is then the story's person: onboarding stories. */
    readonly newCustomer?: Readonly<Record<string, unknown>>;
}
/** Named handles on the sandbox's seeded world. */
declare function handles(sandbox: Sandbox): {
    alice: {
        id: string;
        wallet: string;
        bankUsd: string | undefined;
        bankEur: string | undefined;
        email: string | undefined;
        sms: string | undefined;
    };
    elodie: {
        id: string;
        wallet: string;
        bankUsd: string | undefined;
        bankEur: string | undefined;
        email: string | undefined;
        sms: string | undefined;
    };
};
export interface SandboxWorld {
    readonly sandbox: Sandbox;
    readonly client: WalletKitClient;
    readonly people: ReturnType<typeof handles>;
    readonly me: ReturnType<typeof handles>[Person];
    /** The sandbox's clock: pass it to the widgets' `now` so countdowns agree with the service after `advance`. */
    now(): number;
    /** Moves the sandbox's clock (quotes and challenges expire, payouts settle), and wakes the widgets' countdowns. */
    advance(ms: number): void;
    /** Signs the client in with the e-mail code (000000), as the SignIn widget would. */
    signIn(): Promise<void>;
    /** A cross-currency send from the wallet to the person's USD bank account (two SCA rounds for Élodie). */
    sendRequest(amount?: number): QuoteRequest;
    /** Signs in and executes a quote, answering with the SCA challenge pending. */
    pendingQuote(options?: {
        scaFactor?: 'SMS_OTP' | 'PASSKEY';
    }): Promise<Quote>;
    /** Gives the customer an enrolled SCA passkey record (stories only: no authenticator signs for it). */
    fakeScaPasskey(): void;
    /** Adds a PASSKEY credential record to the wallet (stories only). */
    fakeWalletPasskey(): string;
    dispose(): void;
}
/**
 * A Storybook loader: the world (and whatever `prepare` adds) arrives in the story's `loaded`, and the
 * preview's decorator hands `loaded.world.client` to the provider.
 *
 * @example export const Review = { loaders: [worldLoader({ person: 'elodie' }, (world) => world.signIn())] };
 */
export declare function worldLoader<Extra extends object = object>(options?: SandboxWorldOptions, prepare?: (world: SandboxWorld) => Promise<Extra | undefined> | Extra | undefined): () => Promise<{
    world: SandboxWorld;
} & Partial<Extra>>;
/**
 * @example
 * const world = await createSandboxWorld({ person: 'elodie' });
 * <WalletKitProvider client={world.client}><QuoteConfirmation request={world.sendRequest()} now={world.now} /></WalletKitProvider>
 */
export declare function createSandboxWorld(options?: SandboxWorldOptions): Promise<SandboxWorld>;
export {};
//# sourceMappingURL=sandbox-world.d.ts.map