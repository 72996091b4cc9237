import { createApi } from './api.js';
import { syncAreaCatalogs } from './area-catalogs.js';
import { READY_EVENTS } from './events.js';
import type { WalletKitApi } from './types.js';

type Host = typeof globalThis & { WalletKit?: WalletKitApi };

function isWalletKit(value: unknown): value is WalletKitApi {
  return typeof value === 'object' && value !== null && typeof (value as WalletKitApi).mount === 'function' && 'version' in value;
}

/**
 * Makes this copy the page's `WalletKit`, unless a copy is already there: then the first one stays
 * (its elements are defined, its widgets are mounted, the page holds references to it) and this one
 * only warns, so a second <script> or a bundler import beside the tag changes nothing.
 * Where there is no DOM (a server render importing the ES module), it defines nothing.
 */
export function installWalletKit(): WalletKitApi {
  const host = globalThis as Host;
  if (isWalletKit(host.WalletKit)) {
    console.warn(
      `wallet-kit: a second copy of wallet-kit.js (${__WALLET_KIT_EMBED_VERSION__}) was loaded; keeping the first (${host.WalletKit.version}). Load the script once per page.`,
    );
    return host.WalletKit;
  }
  let resolve: (api: WalletKitApi) => void = () => undefined;
  const api = createApi(new Promise((done) => (resolve = done)));
  if (typeof document === 'undefined' || typeof customElements === 'undefined') return api;
  host.WalletKit = api;
  // Language files loaded before this one handed their areas' messages over already.
  syncAreaCatalogs();
  api.defineElements();
  resolve(api);
  for (const name of READY_EVENTS) document.dispatchEvent(new CustomEvent(name, { detail: api }));
  return api;
}
