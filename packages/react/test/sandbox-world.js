/**
 * The whole service inside the page, for Storybook stories and the Chromium flow tests: the sandbox
 * (a fetch handler on Web APIs), the integrator backend in front of it (createServiceHandler, scoping
 * every call to the story's customer), and a real client that reaches it without a socket.
 * Nothing here is a hand-written fake: codes, stamps, HPKE bundles and SCA rounds are the sandbox's own.
 */
import { createClient } from '@wallet-kit/client';
import { createKeyStore } from '@wallet-kit/key-store';
import { createClock, createSandbox, seededPeople } from '@wallet-kit/sandbox';
import { createPasskeyChallenges, createServiceHandler } from '@wallet-kit/server';
/** What an integrator's backend does at sign-up: creates the customer with the platform's credentials. */
async function createCustomer(sandbox, body) {
    const auth = `Basic ${btoa(`${sandbox.credentials.clientId}:${sandbox.credentials.clientSecret}`)}`;
    const call = async (method, path, json) => {
        const response = await sandbox.fetch(new Request(`http://sandbox.test${sandbox.basePath}${path}`, { method, headers: { Authorization: auth, 'Content-Type': 'application/json' }, ...(json ? { body: JSON.stringify(json) } : {}) }));
        if (!response.ok)
            throw new Error(`${method} ${path}: ${response.status} ${await response.text()}`);
        return (await response.json());
    };
    const { id } = await call('POST', '/customers', body);
    const wallet = (await call('GET', `/customers/internal-accounts?customerId=${encodeURIComponent(id)}`)).data.find((a) => a.type === 'EMBEDDED_WALLET')?.id ?? '';
    return { id, wallet, bankUsd: undefined, bankEur: undefined, email: undefined, sms: undefined };
}
function memoryStorage() {
    const items = new Map();
    return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}
/**
 * The request as the backend would receive it from this page: with the `Sec-Fetch-Site: same-origin`
 * a browser's network layer adds (a page's own Request cannot carry it), so the handler's checks of
 * where a call comes from (document uploads need it) hold here as they do behind a real server.
 */
function fromThisPage(request) {
    const headers = new Headers(request.headers);
    headers.set('Sec-Fetch-Site', 'same-origin');
    return new Proxy(request, {
        get(target, property) {
            if (property === 'headers')
                return headers;
            const value = Reflect.get(target, property, target);
            return typeof value === 'function' ? value.bind(target) : value;
        },
    });
}
/** Named handles on the sandbox's seeded world. */
function handles(sandbox) {
    const { alice, elodie } = seededPeople(sandbox);
    const person = (p) => ({ id: p.id, wallet: p.wallet, bankUsd: p.bankUsd, bankEur: p.bankEur, email: p.email, sms: p.sms });
    return { alice: person(alice), elodie: person(elodie) };
}
/**
 * A Storybook loader: the world (and whatever `prepare` adds) arrives in the story's `loaded`, and the
 * preview's decorator hands `loaded.world.client` to the provider.
 *
 * @example export const Review = { loaders: [worldLoader({ person: 'elodie' }, (world) => world.signIn())] };
 */
export function worldLoader(options = {}, prepare) {
    return async () => {
        const world = await createSandboxWorld(options);
        const extra = prepare ? await prepare(world) : undefined;
        return { world, ...extra };
    };
}
/**
 * @example
 * const world = await createSandboxWorld({ person: 'elodie' });
 * <WalletKitProvider client={world.client}><QuoteConfirmation request={world.sendRequest()} now={world.now} /></WalletKitProvider>
 */
export async function createSandboxWorld(options = {}) {
    // The wall clock plus whatever the story advanced: @wallet-kit/passkey checks expiries against Date.now.
    const clock = createClock();
    const sandbox = await createSandbox({ clock, strictSignatures: true });
    if (options.scenarios)
        sandbox.setScenarios(options.scenarios);
    const people = handles(sandbox);
    const me = options.newCustomer ? await createCustomer(sandbox, options.newCustomer) : people[options.person ?? 'elodie'];
    const handler = createServiceHandler({
        serviceUrl: `${location.origin}${sandbox.basePath}`,
        clientId: sandbox.credentials.clientId,
        clientSecret: sandbox.credentials.clientSecret,
        // The integrator's own sign-in says who the user is; here, the story's person.
        resolveEndUser: () => ({ customerId: me.id }),
        fetch: (input, init) => sandbox.fetch(new Request(input, init)),
        environment: 'sandbox',
        passkeyChallenges: createPasskeyChallenges({ now: () => sandbox.now() }),
        // No socket in a page: a documentation address (RFC 5737) is the end user's, for the terms' evidence.
        endUserAddress: () => '203.0.113.7',
        now: () => sandbox.now(),
    });
    const unique = `${Date.now()}-${Math.random().toString(36).slice(2)}`;
    const client = createClient({
        fetch: (url, init) => handler(fromThisPage(new Request(new URL(String(url), location.href), init))),
        environment: 'sandbox',
        keyStore: createKeyStore({ databaseName: `wallet-kit-stories-${unique}` }),
        storage: memoryStorage(),
        now: () => sandbox.now(),
        session: { storageKey: `wallet-kit:stories:${unique}`, ...options.session },
        ...(options.waitOnRateLimit === false ? { rateLimit: { maxRetries: 0 } } : {}),
    });
    const world = {
        sandbox,
        client,
        people,
        me,
        now: () => sandbox.now(),
        advance(ms) {
            sandbox.advanceClock(ms);
            // Countdowns re-read the clock when the page regains focus.
            window.dispatchEvent(new Event('focus'));
        },
        async signIn() {
            const flow = await client.auth.startOtpSignIn({ credentialId: me.email });
            await flow.submitCode('000000');
        },
        sendRequest(amount = 3_000) {
            return {
                source: { sourceType: 'ACCOUNT', accountId: me.wallet },
                destination: { destinationType: 'ACCOUNT', accountId: me.bankUsd },
                lockedCurrencySide: 'SENDING',
                lockedCurrencyAmount: amount,
            };
        },
        async pendingQuote(execute = {}) {
            if (client.session.getState().status !== 'active')
                await world.signIn();
            const quote = await client.quotes.createQuote(world.sendRequest());
            return client.quotes.executeQuote(quote, execute.scaFactor ? { scaFactor: execute.scaFactor } : {});
        },
        fakeScaPasskey() {
            sandbox.fixtures.scaPasskey(me.id, 'Story laptop');
        },
        fakeWalletPasskey() {
            return sandbox.fixtures.walletPasskey(me.wallet, 'Story laptop');
        },
        dispose: () => client.dispose(),
    };
    return world;
}
//# sourceMappingURL=sandbox-world.js.map