import { WidgetError } from '../errors.js';
import type { Messages } from './locales/en.js';
import { matchLocale } from './match.js';

// One dynamic import per catalog: a bundler makes each its own chunk, fetched the first time a
// provider shows that language, so the main entry carries English only.
const loaders: Readonly<Record<string, () => Promise<Messages>>> = {
  ar: async () => (await import('./locales/ar.js')).ar,
  de: async () => (await import('./locales/de.js')).de,
  es: async () => (await import('./locales/es.js')).es,
  fr: async () => (await import('./locales/fr.js')).fr,
  he: async () => (await import('./locales/he.js')).he,
  hi: async () => (await import('./locales/hi.js')).hi,
  it: async () => (await import('./locales/it.js')).it,
  ja: async () => (await import('./locales/ja.js')).ja,
  ko: async () => (await import('./locales/ko.js')).ko,
  nl: async () => (await import('./locales/nl.js')).nl,
  pl: async () => (await import('./locales/pl.js')).pl,
  'pt-BR': async () => (await import('./locales/pt-BR.js')).ptBR,
  sv: async () => (await import('./locales/sv.js')).sv,
  tr: async () => (await import('./locales/tr.js')).tr,
  'zh-Hans': async () => (await import('./locales/zh-Hans.js')).zhHans,
};

/** The shipped catalogs a provider can load on demand (English is built in). */
export const LAZY_LOCALES: readonly string[] = Object.keys(loaders);

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
 * CATALOG_UNAVAILABLE (the import's error as `cause`) when the chunk cannot be fetched.
 *
 * @example const de = await loadCatalog('de-AT'); <WalletKitProvider locale="de-AT" catalogs={{ de }}>
 */
export function loadCatalog(locale: string): Promise<Messages> {
  const catalog = matchLocale([locale], LAZY_LOCALES)?.catalog;
  if (!catalog) {
    return Promise.reject(new WidgetError('INVALID_LOCALE', `loadCatalog("${locale}"): no shipped catalog serves this tag; expected a language of ${LAZY_LOCALES.join(', ')} (English is built in)`));
  }
  let promise = loading.get(catalog);
  if (!promise) {
    promise = loaders[catalog]!().then(
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
