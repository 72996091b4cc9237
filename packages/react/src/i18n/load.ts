import { WidgetError } from '../errors.js';
import { en, type Messages } from './locales/en.js';
import { matchLocale } from './match.js';

/** The pseudo-locale's tag: "XA" is the private-use region that Android and Chromium use for accented pseudo text. */
export const PSEUDO_LOCALE = 'en-XA';

/** Whether a tag names the pseudo-locale (case aside). */
export const isPseudoLocale = (tag: string | undefined): boolean => tag?.toLowerCase() === 'en-xa';

// One dynamic import per catalog: a bundler makes each its own chunk, fetched the first time a
// provider shows that language, so the main entry carries English only.
const loaders: Readonly<Record<string, () => Promise<Messages>>> = {
  ar: () => import('./locales/ar.js').then((module) => module.ar),
  de: () => import('./locales/de.js').then((module) => module.de),
  es: () => import('./locales/es.js').then((module) => module.es),
  fr: () => import('./locales/fr.js').then((module) => module.fr),
  he: () => import('./locales/he.js').then((module) => module.he),
  hi: () => import('./locales/hi.js').then((module) => module.hi),
  it: () => import('./locales/it.js').then((module) => module.it),
  ja: () => import('./locales/ja.js').then((module) => module.ja),
  ko: () => import('./locales/ko.js').then((module) => module.ko),
  nl: () => import('./locales/nl.js').then((module) => module.nl),
  pl: () => import('./locales/pl.js').then((module) => module.pl),
  'pt-BR': () => import('./locales/pt-BR.js').then((module) => module.ptBR),
  sv: () => import('./locales/sv.js').then((module) => module.sv),
  tr: () => import('./locales/tr.js').then((module) => module.tr),
  'zh-Hans': () => import('./locales/zh-Hans.js').then((module) => module.zhHans),
};

/** The shipped catalogs a provider can load on demand (English is built in). */
export const LAZY_LOCALES: readonly string[] = Object.keys(loaders);

// en-XA is made from English by a generator that only tests and Storybook need: it loads on demand too.
const pseudoLoader = () => import('./pseudo.js').then((module) => module.pseudoLocalize(en));

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
    promise = (catalog === PSEUDO_LOCALE ? pseudoLoader : loaders[catalog]!)().then(
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
