import { openSqlDriver } from '#sql-driver';
import { base64urlToBytes, bytesToHex } from '@wallet-kit/key-store/encoding';
import { BASE_PATH, createApp } from './app.js';
import { checkState } from './checks.js';
import { createClock } from './kernel/clock.js';
import { createIdSource } from './kernel/ids.js';
import { createSecretSource } from './kernel/secrets.js';
import { Kernel, type EnclaveKeys } from './kernel/kernel.js';
import { AREAS } from './areas.js';
import { cards } from './modules/cards/index.js';
import { customers } from './modules/customers/index.js';
import { externalAccounts } from './modules/external-accounts/index.js';
import { internalAccounts } from './modules/internal-accounts/index.js';
import { advanceClock, audit, fundAccount } from './modules/sandbox/index.js';
import { credentialsOf, issueSandboxOidcToken } from './modules/wallet-auth/index.js';
import { fixtures, inspector } from './inspect.js';
import { SCHEMA } from './schema.js';
import { importJsonRecords, readLegacyState, writeLegacyMeta } from './migrate-json.js';
import { seedWorld } from './seed.js';
import type { SqlDriver } from './store/driver.js';
import { openStore } from './store/store.js';

import { DEFAULT_CREDENTIALS, type Sandbox, type SandboxFixtures, type SandboxInspector, type SandboxOptions, type WorldDirectory } from './sandbox-api.js';

export { DEFAULT_CREDENTIALS, type Sandbox, type SandboxFixtures, type SandboxInspector, type SandboxOptions, type WorldDirectory };

async function importSigner(jwk: JsonWebKey) {
  const privateKey = await crypto.subtle.importKey('jwk', jwk, { name: 'ECDSA', namedCurve: 'P-256' }, false, ['sign']);
  return { privateKey, publicKey: `04${bytesToHex(base64urlToBytes(jwk.x ?? '', 'jwk.x'))}${bytesToHex(base64urlToBytes(jwk.y ?? '', 'jwk.y'))}` };
}

async function newSignerJwk(): Promise<JsonWebKey> {
  // A simulated enclave's key: kept (as a JWK) in the sandbox's own store, so restarts keep the same signers.
  const pair = (await crypto.subtle.generateKey({ name: 'ECDSA', namedCurve: 'P-256' }, true, ['sign', 'verify'])) as CryptoKeyPair;
  return crypto.subtle.exportKey('jwk', pair.privateKey);
}

type KeyJwks = Record<keyof EnclaveKeys, JsonWebKey>;

async function loadKeys(saved: string | undefined): Promise<{ jwks: KeyJwks; keys: EnclaveKeys }> {
  const jwks: KeyJwks = saved === undefined ? { otpBundle: await newSignerJwk(), walletExport: await newSignerJwk(), webhook: await newSignerJwk(), oidc: await newSignerJwk() } : (JSON.parse(saved) as KeyJwks);
  jwks.oidc ??= await newSignerJwk();
  return { jwks, keys: { otpBundle: await importSigner(jwks.otpBundle), walletExport: await importSigner(jwks.walletExport), webhook: await importSigner(jwks.webhook), oidc: await importSigner(jwks.oidc) } };
}

function directoryOf(k: Kernel): WorldDirectory {
  return {
    customers: customers(k)
      .find({}, { orderBy: 'createdAt', limit: 100 })
      .map((c) => ({
        id: c.id,
        platformCustomerId: c.platformCustomerId,
        customerType: c.customerType,
        region: c.region,
        ...(c.fullName ?? c.businessName ? { name: c.fullName ?? c.businessName } : {}),
        ...(c.email ? { email: c.email } : {}),
        ...(c.phoneNumber ? { phoneNumber: c.phoneNumber } : {}),
        internalAccounts: internalAccounts(k)
          .find({ customerId: c.id }, { orderBy: 'createdAt', limit: 100 })
          .map((a) => ({ id: a.id, type: a.type, currency: a.currency, credentials: credentialsOf(k, a.id).map((x) => ({ id: x.id, type: x.type, nickname: x.nickname })) })),
        externalAccounts: externalAccounts(k)
          .find({ customerId: c.id }, { orderBy: 'createdAt', limit: 100 })
          .map((a) => ({ id: a.id, currency: a.currency, accountType: String(a.accountInfo.accountType) })),
        cards: cards(k)
          .find({ cardholderId: c.id }, { orderBy: 'createdAt', limit: 100 })
          .map((card) => ({ id: card.id, last4: card.last4, state: card.state, currency: card.currency })),
      })),
    platformAccounts: internalAccounts(k)
      .find({ customerId: null }, { orderBy: 'createdAt', limit: 100 })
      .map((a) => ({ id: a.id, type: a.type, currency: a.currency })),
  };
}

/**
 * The service, simulated: a fetch handler built on Hono and Web APIs only, its state in SQLite
 * (libsql in Node, in memory or in a file; sql.js in a browser), so it runs in Node, in tests
 * without a socket, and in a browser for Storybook.
 *
 * @example
 * const sandbox = await createSandbox({ clock: createManualClock() });
 * const response = await sandbox.fetch(new Request('http://sandbox/2025-10-13/config', { headers: { Authorization: 'Basic ' + btoa('sandbox-client-id:sandbox-client-secret') } }));
 */
export async function createSandbox(options: SandboxOptions = {}): Promise<Sandbox> {
  const driver = await openSqlDriver(options.file === undefined ? {} : { file: options.file });
  try {
    return await startOn(driver, options);
  } catch (error) {
    // A refused start leaves the file as it was, and free for the next attempt.
    driver.close();
    throw error;
  }
}

async function startOn(driver: SqlDriver, options: SandboxOptions): Promise<Sandbox> {
  const { store } = openStore(driver, SCHEMA, { strictPlans: options.strictPlans === true });
  const fresh = store.getMeta('platform') === undefined && store.getMeta('keys') === undefined;
  const legacy = fresh && options.legacyState !== undefined ? readLegacyState(options.legacyState) : undefined;
  if (legacy) store.transaction(() => writeLegacyMeta(store, legacy));
  const { jwks, keys } = await loadKeys(store.getMeta('keys'));
  const ids = createIdSource(options.seed ?? 'wallet-kit-sandbox', Number(store.getMeta('idCounter') ?? 0), (counter) => store.writeBeforeCommit('idCounter', () => store.setMeta('idCounter', String(counter))));
  const secrets = createSecretSource(options.secretsSeed, Number(store.getMeta('secretCounter') ?? 0), (counter) => store.writeBeforeCommit('secretCounter', () => store.setMeta('secretCounter', String(counter))));
  const base = options.clock;
  const clock = base === undefined || typeof base === 'function' ? createClock(base ?? Date.now, Number(store.getMeta('clockOffsetMs') ?? 0)) : base;
  const log = options.log ?? ((message: string, error?: unknown) => console.error(`sandbox: ${message}`, error ?? ''));
  const k = new Kernel(store, clock, ids, secrets, keys, { strictSignatures: options.strictSignatures === true, sessionLifetimeMs: options.sessionLifetimeMs ?? 15 * 60_000, webhooks: options.webhooks ?? {}, passkeys: options.passkeys ?? {}, oidcIssuers: options.oidcIssuers ?? [], ...(options.cardRevealBaseUrl === undefined ? {} : { cardRevealBaseUrl: options.cardRevealBaseUrl }) }, log);
  // Every area's jobs and hooks (`areas.ts`), before anything can run: a job that falls due finds its handler.
  for (const area of AREAS) area.jobs?.(k);
  for (const area of AREAS) area.hooks?.(k);
  if (legacy) {
    store.transaction(() => importJsonRecords(k, legacy));
    checkState(k);
  } else if (fresh) {
    store.transaction(() => {
      store.setMeta('keys', JSON.stringify(jwks));
      const now = clock.now();
      const credentials = options.credentials ?? DEFAULT_CREDENTIALS;
      k.setPlatform({ id: k.id('Platform'), organizationId: k.id('Organization').slice('Organization:'.length), clientId: credentials.clientId, clientSecret: credentials.clientSecret, umaDomain: 'sandbox.wallet-kit.dev', platformFeeRate: 0, createdAt: now, updatedAt: now });
      seedWorld(k);
    });
  } else {
    checkState(k);
    if (options.credentials) k.setPlatform({ ...k.platform, ...options.credentials });
  }
  // After the seed: its own changes (the starting balances) are not news to the platform.
  for (const area of AREAS) area.observers?.(k);
  const app = createApp(k);
  // A control is called by code, not a request: what it wrote is committed before it returns.
  const control = <R>(run: () => R): R => {
    const result = run();
    store.commitNow();
    return result;
  };
  const tick = () => {
    k.runDueJobs();
    k.webhooks.retryDue();
    k.sweepExpired();
  };
  return {
    fetch: async (request) => {
      const response = await app.fetch(request);
      // Answered only once what it wrote is committed (group commit: store.ts).
      await store.settled();
      return response;
    },
    basePath: BASE_PATH,
    location: driver.location,
    routes: app.routes.filter((route) => route.method !== 'ALL').map((route) => ({ method: route.method, path: route.path.slice(BASE_PATH.length) })),
    get credentials() {
      return { clientId: k.platform.clientId, clientSecret: k.platform.clientSecret };
    },
    enclaveKeys: { otpBundle: keys.otpBundle.publicKey, walletExport: keys.walletExport.publicKey, webhook: keys.webhook.publicKey },
    now: () => k.now(),
    advanceClock: (ms) => control(() => advanceClock(k, ms)),
    tick: () => {
      try {
        control(tick);
      } catch (error) {
        log('the clock tick failed; the sandbox keeps answering', error);
      }
    },
    fund: (accountId, amount) => control(() => fundAccount(k, accountId, amount)),
    setScenarios: (scenarios) => control(() => void k.scenarios.set(scenarios)),
    flushWebhooks: async () => {
      await store.settled();
      await k.webhooks.flush();
    },
    audit: (auditOptions) => audit(k, auditOptions),
    directory: () => directoryOf(k),
    inspect: inspector(k),
    fixtures: fixtures(k),
    issueOidcToken: (claims) => issueSandboxOidcToken(k, claims),
    close: () => store.close(),
  };
}
