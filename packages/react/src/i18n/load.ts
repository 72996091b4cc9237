import { WidgetError } from '../errors.js';
import type { Messages } from './locales/en.js';
import { matchLocale } from './match.js';

/** The pseudo-locale's tag: "XA" is the private-use region that Android and Chromium use for accented pseudo text. */
export const PSEUDO_LOCALE = 'en-XA';

/** Whether a tag names the pseudo-locale (case aside). */
export const isPseudoLocale = (tag: string | undefined): boolean => tag?.toLowerCase() === 'en-xa';

/** The shipped catalogs a provider can load on demand (English is built in). */
export const LAZY_LOCALES: readonly string[] = ['ar', 'de', 'es', 'fr', 'he', 'hi', 'it', 'ja', 'ko', 'nl', 'pl', 'pt-BR', 'sv', 'tr', 'zh-Hans'];

const loaded = new Map<string, Messages>();
const loading = new Map<string, Promise<Messages>>();
const listeners = new Set<() => void>();

/** A shipped catalog already loaded, by its key ("de", "zh-Hans"); undefined until then. */
export function loadedCatalog(catalog: string): Messages | undefined {
  return loaded.get(catalog);
}

/** Calls `listener` each time a catalog finishes loading; returns the unsubscribe. */
export function subscribeToCatalogs(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/**
 * Loads the shipped catalog that best serves `locale` ("de-AT" loads de, "zh-CN" zh-Hans), once:
 * every provider showing that language then has it at once. Await it before the first render to show
 * the language from the first paint, or to render it on a server (then pass it in `catalogs`).
 * Rejects with WidgetError INVALID_LOCALE when no shipped catalog serves the tag, and
 * CATALOG_UNAVAILABLE (the import's error as `cause`) when the chunk cannot be fetched. The
 * pseudo-locale (en-XA) loads the same way.
 *
 * @example const de = await loadCatalog('de-AT'); <WalletKitProvider locale="de-AT" catalogs={{ de }}>
 */
export function loadCatalog(locale: string): Promise<Messages> {
  const catalog = isPseudoLocale(locale) ? PSEUDO_LOCALE : matchLocale([locale], LAZY_LOCALES)?.catalog;
  if (!catalog) {
    return Promise.reject(new WidgetError('INVALID_LOCALE', `loadCatalog("${locale}"): no shipped catalog serves this tag; expected a language of ${LAZY_LOCALES.join(', ')} (English is built in)`));
  }
  let promise = loading.get(catalog);
  if (!promise) {
    // The table of loaders is itself a small chunk: a page that stays in English never fetches it.
    promise = import('./locales/loaders.js').then((module) => module.loadShipped(catalog)).then(
      (messages) => {
        loaded.set(catalog, messages);
        listeners.forEach((listener) => listener());
        return messages;
      },
      (error: unknown) => {
        // Forget the failure, so a later call (a reconnected network) tries again.
        loading.delete(catalog);
        throw new WidgetError('CATALOG_UNAVAILABLE', `could not load the "${catalog}" catalog; see cause`, { cause: error });
      },
    );
    loading.set(catalog, promise);
  }
  return promise;
}
