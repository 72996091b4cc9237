/**
 * The languages shipped besides English. Every catalog folder (the widgets', the errors', each area's) has a file
 * per tag that exports its catalog under the tag's name without its hyphen (`ptBR`, `zhHans`).
 */
export type ShippedTag = 'ar' | 'de' | 'es' | 'fr' | 'he' | 'hi' | 'it' | 'ja' | 'ko' | 'nl' | 'pl' | 'pt-BR' | 'sv' | 'tr' | 'zh-Hans';

/**
 * A folder's language modules, one `import()` of a literal path each: a bundler makes a chunk only of a path it
 * can read, so each folder lists its own, and a folder that lacks a language fails the typecheck.
 */
export type CatalogModules = Readonly<Record<ShippedTag, () => Promise<object>>>;

/**
 * The one locale loader: a folder's catalogs by tag, each fetched as its own chunk the first time it is asked for.
 *
 * @example export const loaders = catalogLoaders<CardsMessages>({ ar: () => import('./ar.js'), ... });
 */
export function catalogLoaders<M>(modules: CatalogModules): Readonly<Record<string, () => Promise<M>>> {
  const loaders: Record<string, () => Promise<M>> = {};
  for (const tag in modules) loaders[tag] = () => modules[tag as ShippedTag]().then((module) => (module as Record<string, M>)[tag.replace('-', '')]!);
  return loaders;
}
