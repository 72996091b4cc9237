import type { Catalogs } from '@wallet-kit/react';

type CatalogHost = { WalletKitCatalogs?: Catalogs; WalletKit?: { refresh?: () => void } };

/**
 * English is built in; every other shipped language comes as a companion file (`wallet-kit.de.js`,
 * `wallet-kit.ar.js`, ... one per catalog) that registers here, before or after the main file loads.
 * Keeping them out keeps `wallet-kit.js` within its size budget for pages that need one language.
 */
export function registeredCatalogs(): Catalogs {
  return (globalThis as CatalogHost).WalletKitCatalogs ?? {};
}

export function registerCatalog(locale: string, catalog: Catalogs[string]): void {
  const host = globalThis as CatalogHost;
  host.WalletKitCatalogs = { ...host.WalletKitCatalogs, [locale]: catalog };
  host.WalletKit?.refresh?.();
}
