import { shared } from 'virtual:wallet-kit-shared';
import { createApi } from './api.js';
import { syncAreaCatalogs } from './area-catalogs.js';
import { loadArea, startAreas } from './areas/runtime.js';
import { READY_EVENTS } from './events.js';
import { refreshAll } from './mount.js';
import { AREAS } from './registry.js';
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
  // Only while this file's own code runs synchronously: where it came from, for the area files.
  const script = typeof document === 'undefined' ? null : document.currentScript;
  let resolve: (api: WalletKitApi) => void = () => undefined;
  const api = createApi(new Promise((done) => (resolve = done)));
  if (typeof document === 'undefined' || typeof customElements === 'undefined') return api;
  host.WalletKit = api;
  // Language files loaded before this one handed their areas' messages over already.
  syncAreaCatalogs();
  api.defineElements();
  const base = script instanceof HTMLScriptElement && script.src ? script.src : undefined;
  startAreas({ shared, areas: AREAS, version: __WALLET_KIT_EMBED_VERSION__, base, refresh: refreshAll });
  requestAreas(script);
  resolve(api);
  for (const name of READY_EVENTS) document.dispatchEvent(new CustomEvent(name, { detail: api }));
  return api;
}

/** `<script src="wallet-kit.js" data-areas="cards onboarding">`: loads those area files beside it. */
function requestAreas(script: HTMLOrSVGScriptElement | null): void {
  const requested = script instanceof HTMLScriptElement ? (script.dataset.areas ?? '') : '';
  for (const area of requested.split(/[\s,]+/).filter(Boolean)) {
    // The elements of the area report a failure themselves (wallet-kit:error); the console says it once here.
    loadArea(area as never).catch((error: unknown) => console.warn(`wallet-kit: data-areas: ${(error as Error).message}`));
  }
}
