import { loadArea, loadedAreas } from './areas/runtime.js';
import { registerCatalog } from './catalogs.js';
import { defineElements } from './elements.js';
import { EmbedError, mount, refreshAll } from './mount.js';
import { AREAS, widgetTags } from './registry.js';
import type { WalletKitApi, WalletKitArea } from './types.js';

/** This copy's `WalletKit`: what `window.WalletKit` holds once this copy is the page's first. */
export function createApi(ready: Promise<WalletKitApi>): WalletKitApi {
  return {
    version: __WALLET_KIT_EMBED_VERSION__,
    ready,
    mount,
    defineElements,
    registerCatalog,
    refresh: refreshAll,
    load: loadArea,
    // The areas only: wallet-kit.passkey.js, which this file fetches for itself, is none.
    areas: () => loadedAreas().filter((area): area is WalletKitArea => (AREAS as readonly string[]).includes(area)),
    EmbedError,
    widgets: widgetTags(),
  };
}
