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

type AreaHost = { WalletKitAreaCatalogs?: Record<string, Readonly<Record<string, string>>> };

/**
 * A widget area's messages in one language (the cards area's, ...), handed over by that language's
 * file under `area|locale`; the main file gives them to the area (src/area-catalogs.ts). Call it
 * before `registerCatalog`, whose refresh shows them.
 */
export function registerAreaCatalog(area: string, locale: string, messages: Readonly<Record<string, string>>): void {
  const host = globalThis as AreaHost;
  host.WalletKitAreaCatalogs = { ...host.WalletKitAreaCatalogs, [`${area}|${locale}`]: messages };
}

/** Every area catalog the language files on the page handed over, as `[area, locale, messages]`. */
export function registeredAreaCatalogs(): [string, string, Readonly<Record<string, string>>][] {
  return Object.entries((globalThis as AreaHost).WalletKitAreaCatalogs ?? {}).map(([key, messages]) => {
    const [area, locale] = key.split('|') as [string, string];
    return [area, locale, messages];
  });
}

export function registerCatalog(locale: string, catalog: Catalogs[string]): void {
  const host = globalThis as CatalogHost;
  host.WalletKitCatalogs = { ...host.WalletKitCatalogs, [locale]: catalog };
  host.WalletKit?.refresh?.();
}
