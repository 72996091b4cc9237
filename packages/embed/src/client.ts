import { createClient, type ClientOptions, type WalletKitClient } from '@wallet-kit/client';

export type ClientInput = WalletKitClient | Pick<ClientOptions, 'baseUrl' | 'signers'> | undefined;

const shared = new Map<string, WalletKitClient>();

function isClient(value: unknown): value is WalletKitClient {
  return typeof value === 'object' && value !== null && 'auth' in value && 'quotes' in value;
}

/** One client per backend and signer setting, shared by every widget on the page (they share one session). */
export function clientFor(input: ClientInput): WalletKitClient {
  if (isClient(input)) return input;
  const options = { baseUrl: input?.baseUrl ?? '/api/service', signers: input?.signers ?? 'production' };
  // The key is the options themselves (signers may be the keys, an object): wallet-kit.js is within bytes of its budget.
  const key = JSON.stringify(options);
  let client = shared.get(key);
  // Each backend keeps its own session (and channel between tabs): widgets on two backends must not share one.
  if (!client) shared.set(key, (client = createClient(options.baseUrl === '/api/service' ? options : { ...options, session: { storageKey: `wallet-kit:session:${options.baseUrl}` } })));
  return client;
}
