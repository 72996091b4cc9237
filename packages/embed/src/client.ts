import { createClient, type ClientOptions, type WalletKitClient } from '@wallet-kit/client';

export type ClientInput = WalletKitClient | Pick<ClientOptions, 'baseUrl' | 'signers'> | undefined;

const shared = new Map<string, WalletKitClient>();

function isClient(value: unknown): value is WalletKitClient {
  return typeof value === 'object' && value !== null && 'auth' in value && 'quotes' in value;
}

/** One client per backend and signer setting, shared by every widget on the page (they share one session). */
export function clientFor(input: ClientInput): WalletKitClient {
  if (isClient(input)) return input;
  const baseUrl = input?.baseUrl ?? '/api/service';
  const signers = input?.signers ?? 'production';
  const key = `${baseUrl}|${typeof signers === 'string' ? signers : JSON.stringify(signers)}`;
  let client = shared.get(key);
  if (!client) {
    client = createClient({ baseUrl, signers });
    shared.set(key, client);
  }
  return client;
}
