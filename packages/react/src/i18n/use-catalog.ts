'use client';

import { useEffect, useSyncExternalStore } from 'react';
import { chooseCatalog, type Catalogs } from './catalog.js';
import { useBrowserLocales } from './detect.js';
import { en, type Messages } from './locales/en.js';
import { loadCatalog, loadedCatalog, subscribeToCatalogs } from './load.js';

/** The catalog a provider shows and the tag it shows it in (`lang`, `dir`, Intl formatting). */
export interface ShownCatalog {
  readonly locale: string;
  readonly messages: Messages;
}

const notLoaded = () => undefined;

/**
 * The provider's language: `locale` when given (a tag, or tags in order of preference), otherwise the
 * browser's languages; matched against `catalogs`, the shipped catalogs and English. A shipped catalog
 * not loaded yet is fetched, English showing meanwhile, so `lang` and `dir` always describe the words
 * on screen. Catalogs loaded on demand appear only after hydration: a server render shows English
 * unless the language is in `catalogs`.
 */
export function useCatalog(locale: string | readonly string[] | undefined, catalogs: Catalogs | undefined): ShownCatalog {
  const browser = useBrowserLocales();
  const explicit = locale !== undefined;
  const wanted = typeof locale === 'string' ? [locale] : (locale ?? browser);
  const choice = chooseCatalog(wanted, catalogs, explicit);
  const pending = choice.messages ? undefined : choice.catalog;
  const loaded = useSyncExternalStore(subscribeToCatalogs, pending ? () => loadedCatalog(pending) : notLoaded, notLoaded);
  useEffect(() => {
    if (!pending || loadedCatalog(pending)) return;
    // The failure is already a WidgetError with the import's error as cause; English stays on screen.
    loadCatalog(pending).catch((error: unknown) => console.error(`@wallet-kit/react: showing English, the "${pending}" catalog did not load`, error));
  }, [pending]);
  const messages = choice.messages ?? loaded;
  return messages ? { locale: choice.locale, messages } : { locale: 'en', messages: en };
}
