import type { Catalogs } from '@wallet-kit/react';

type CatalogHost = { WalletKitCatalogs?: Catalogs; WalletKit?: { refresh?: () => void } };

/**
 * English is built in; other languages come as companion files (`wallet-kit.fr.js`,
 * `wallet-kit.ar.js`) that register here, before or after the main file loads. Keeping them out
 * keeps `wallet-kit.js` within its size budget for pages that need one language.
 */
export function registeredCatalogs(): Catalogs {
  return (globalThis as CatalogHost).WalletKitCatalogs ?? {};
}

export function registerCatalog(locale: string, catalog: Catalogs[string]): void {
  const host = globalThis as CatalogHost;
  host.WalletKitCatalogs = { ...host.WalletKitCatalogs, [locale]: catalog };
  host.WalletKit?.refresh?.();
}
