import { provideAreaCatalog } from '@wallet-kit/react';
import { registeredAreaCatalogs } from './catalogs.js';

/** Gives the widget areas the messages the language files on the page handed over (at start and on each refresh). */
export function syncAreaCatalogs(): void {
  for (const [area, locale, messages] of registeredAreaCatalogs()) provideAreaCatalog(area, locale, messages);
}
