import { WidgetError, type Messages } from '@wallet-kit/react';

// Stands in for @wallet-kit/react's on-demand catalogs in the script-tag bundle: an IIFE cannot load
// chunks, so each language is a file of its own (`wallet-kit.de.js`, ...) that registers its catalog,
// and the widgets choose among the registered ones and English.

export const PSEUDO_LOCALE = 'en-XA';

export const isPseudoLocale = (tag: string | undefined): boolean => tag?.toLowerCase() === 'en-xa';

/** No language loads on demand here. */
export const LAZY_LOCALES: readonly string[] = [];

export function loadedCatalog(): Messages | undefined {
  return undefined;
}

export function subscribeToCatalogs(): () => void {
  return () => {};
}

export function loadCatalog(locale: string): Promise<Messages> {
  return Promise.reject(new WidgetError('INVALID_LOCALE', `loadCatalog("${locale}"): the script-tag bundle loads no language itself; add <script src="wallet-kit.${locale}.js"> to the page`));
}
