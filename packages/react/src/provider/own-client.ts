import { createClient, type ClientOptions } from '@wallet-kit/client';
import type { ClientLike } from './context.js';

/** What a server component can hand the provider instead of a client: plain, serializable values. */
export interface ClientConfig {
  readonly baseUrl?: string | undefined;
  readonly environment?: 'sandbox' | 'production' | undefined;
}

// In a browser, one client per configuration for the page's life: StrictMode's second render, a remount
// and two providers with the same settings share its session, as they would a client made at module scope.
const browserClients = new Map<string, ClientLike>();

// Nothing is remembered across renders on a server, where one process serves every visitor.
const serverStorage = () => {
  const items = new Map<string, string>();
  return { getItem: (key: string) => items.get(key) ?? null, setItem: (key: string, value: string) => void items.set(key, value), removeItem: (key: string) => void items.delete(key) };
};
const noCrossTab = { withLock: <T>(_name: string, run: () => Promise<T>) => run(), post: () => {}, onMessage: () => () => {}, close: () => {} };

function optionsOf(config: ClientConfig): ClientOptions {
  return { ...(config.baseUrl === undefined ? {} : { baseUrl: config.baseUrl }), ...(config.environment === undefined ? {} : { environment: config.environment }) };
}

/**
 * The client the provider makes when it is given `baseUrl` or `environment` rather than a client. On a
 * server (a server component's render, or SSR) it is inert and fresh each time: memory storage, no
 * cross-tab channel, no timer, and no call is made, since the widgets call only from effects.
 */
export function ownClient(config: ClientConfig): ClientLike {
  if (typeof window === 'undefined') return createClient({ ...optionsOf(config), storage: serverStorage(), session: { crossTab: noCrossTab, autoRefresh: false } });
  const key = `${config.environment ?? ''} ${config.baseUrl ?? ''}`;
  let client = browserClients.get(key);
  if (!client) {
    client = createClient(optionsOf(config));
    browserClients.set(key, client);
  }
  return client;
}
