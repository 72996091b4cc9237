'use client';

import { useContext, useEffect, useMemo, useSyncExternalStore } from 'react';
import { WidgetError } from '../errors.js';
import { isPseudoLocale, PSEUDO_LOCALE } from '../i18n/load.js';
import { matchLocale } from '../i18n/match.js';
import { formatMessage, placeholdersOf, type MessageValues } from '../i18n/message-format.js';
import { WalletKitContext } from '../provider/context.js';

/** An area's messages in one language, by id (every id starts with the area's name and a dot). */
export type AreaMessages = Readonly<Record<string, string>>;

/** An area's catalogs: English with the area's code, every other shipped language as its own chunk. */
export interface AreaCatalogs<M extends AreaMessages> {
  readonly en: M;
  readonly load: Readonly<Record<string, () => Promise<M>>>;
}

/** The message function of an area, typed by its ids. */
export type AreaTranslate<M extends AreaMessages> = (id: keyof M & string, values?: MessageValues) => string;

/** A group of widgets (cards, payees, onboarding, wallet) shipped as one lazily loaded chunk with its own messages. */
export interface Area<M extends AreaMessages> {
  readonly name: string;
  readonly catalogs: AreaCatalogs<M>;
  /** The area's message function in the provider's language (English until that language's chunk arrives). */
  useMessages(): AreaTranslate<M>;
  /** Loads the area's catalog for `locale` ahead of time (before a server render, or to avoid a flash of English). */
  loadCatalog(locale: string): Promise<M>;
  /** Adds the English of views that load on demand, as their chunk arrives: the area's entry need not carry their words. */
  addEnglish(messages: Partial<M>): void;
}

const provided = new Map<string, AreaMessages>();
const listeners = new Set<() => void>();
const notify = () => listeners.forEach((listener) => listener());
const subscribe = (listener: () => void) => {
  listeners.add(listener);
  return () => listeners.delete(listener);
};

/**
 * Hands an area a catalog it did not load itself: the script-tag bundle's language files register
 * the areas' translations this way, and an app can pass its own wording for a language.
 *
 * @example provideAreaCatalog('cards', 'de', cardsDe);
 */
export function provideAreaCatalog(area: string, locale: string, messages: AreaMessages): void {
  provided.set(`${area}|${locale}`, messages);
  notify();
}

function checkOverride(en: AreaMessages, id: string, source: unknown): string {
  if (typeof source !== 'string') throw new WidgetError('INVALID_MESSAGE', `messages["${id}"]: expected a string, got ${typeof source}`);
  const expected = placeholdersOf(en[id]!);
  for (const name of placeholdersOf(source)) {
    if (!expected.has(name)) throw new WidgetError('INVALID_MESSAGE', `messages["${id}"] uses {${name}}, which this message never receives; expected only ${[...expected].map((n) => `{${n}}`).join(', ') || 'no placeholders'}`);
  }
  return source;
}

/**
 * Declares an area: its name (the prefix of its message ids) and its catalogs. The widgets of the area
 * call `area.useMessages()`; the provider's `messages` overrides apply to the area's ids too.
 *
 * @example export const cardsArea = defineArea('cards', { en, load: { de: () => import('./messages/de.js').then((m) => m.de) } });
 */
export function defineArea<M extends AreaMessages>(name: string, catalogs: AreaCatalogs<M>): Area<M> {
  const tags = Object.keys(catalogs.load);
  const loading = new Map<string, Promise<M>>();
  const key = (tag: string) => `${name}|${tag}`;

  // en-XA: English through the pseudo-locale's generator, which loads on demand (tests and Storybook only).
  const loadPseudo = () => import('../i18n/pseudo.js').then((module) => module.pseudoLocalize(catalogs.en) as M);

  function loadCatalog(locale: string): Promise<M> {
    const tag = isPseudoLocale(locale) ? PSEUDO_LOCALE : matchLocale([locale], tags)?.catalog;
    if (!tag) return Promise.resolve(catalogs.en);
    const ready = provided.get(key(tag)) as M | undefined;
    if (ready) return Promise.resolve(ready);
    let promise = loading.get(tag);
    if (!promise) {
      promise = (tag === PSEUDO_LOCALE ? loadPseudo : catalogs.load[tag]!)().then(
        (messages) => {
          provided.set(key(tag), messages);
          notify();
          return messages;
        },
        (error: unknown) => {
          loading.delete(tag);
          throw new WidgetError('CATALOG_UNAVAILABLE', `the "${name}" messages for ${tag} could not be loaded`, { cause: error });
        },
      );
      loading.set(tag, promise);
    }
    return promise;
  }

  function useMessages(): AreaTranslate<M> {
    const { locale, overrides } = useContext(WalletKitContext);
    const tag = locale === PSEUDO_LOCALE ? PSEUDO_LOCALE : matchLocale([locale], tags)?.catalog;
    const loaded = useSyncExternalStore(subscribe, () => (tag ? provided.get(key(tag)) : undefined), () => (tag ? provided.get(key(tag)) : undefined));
    useEffect(() => {
      if (!tag || provided.has(key(tag))) return;
      // English stays on screen when a language's chunk cannot be fetched; the error names the cause.
      loadCatalog(locale).catch((error: unknown) => console.error(`@wallet-kit/react: showing English, ${(error as Error).message}`, error));
    }, [tag, locale]);
    return useMemo<AreaTranslate<M>>(() => {
      // English under a translation: the pseudo-locale's, generated from the English at hand then, lacks the
      // words of views that arrived later (addEnglish).
      const base: AreaMessages = loaded ? { ...catalogs.en, ...loaded } : catalogs.en;
      const own = Object.entries(overrides).filter(([id]) => id in catalogs.en);
      const messages: Record<string, string> = { ...base };
      for (const [id, source] of own) messages[id] = checkOverride(catalogs.en, id, source);
      // A view that loads on demand adds its English later (addEnglish): read it then, not only as it was here.
      return (id, values) => formatMessage((messages[id] ?? catalogs.en[id])!, values, locale);
    }, [loaded, overrides, locale]);
  }

  function addEnglish(messages: Partial<M>): void {
    Object.assign(catalogs.en, messages);
  }

  return { name, catalogs, useMessages, loadCatalog, addEnglish };
}
