import type { ComponentType } from 'react';
import { EmbedError } from '../errors.js';

/**
 * The main file's side of the area files (`wallet-kit.cards.js`, ...). An area file carries only its
 * own widgets: build.mjs compiles it against the modules wallet-kit.js already holds (Preact, hooks,
 * the provider, i18n, the client), which it asks for by key through the function it is run with, so
 * the page has one copy of each and a widget of the area reads the main file's context. The file
 * pushes itself onto `window.WalletKitAreas`; loaded before wallet-kit.js it waits there.
 */

/** What an area file pushes onto `WalletKitAreas` (written by build.mjs around the area's code). */
export interface AreaFile {
  readonly area: string;
  readonly version: string;
  run(shared: (key: string) => unknown): void;
}

type AreaQueue = { push(...files: AreaFile[]): number };
type Host = typeof globalThis & { WalletKitAreas?: AreaQueue | AreaFile[] };

/** Where an area's file comes from: next to wallet-kit.js unless `src` says otherwise. */
export interface LoadAreaOptions {
  /** The area file's full address, when it is not beside wallet-kit.js. */
  readonly src?: string;
  /** Subresource Integrity for the inserted `<script>` (the value in `wallet-kit.<area>.js.sha384`). */
  readonly integrity?: string;
}

const components = new Map<string, ComponentType<never>>();
const loaded = new Set<string>();
const failures = new Map<string, EmbedError>();
const loading = new Map<string, Promise<void>>();
let arrived: () => void = () => undefined;
let knownAreas: readonly string[] = [];
let baseUrl: string | undefined;

/** Called by an area file: its widgets' components, by `WalletKit.mount` name; mounted elements re-render with them. */
export function registerArea(area: string, widgets: Readonly<Record<string, ComponentType<never>>>): void {
  for (const [name, component] of Object.entries(widgets)) components.set(name, component);
  loaded.add(area);
  arrived();
}

/** An area widget's component, once its file has run. */
export const areaComponent = (name: string): ComponentType<never> | undefined => components.get(name);

/** The areas whose files have run. */
export const loadedAreas = (): string[] => [...loaded];

const areaFileName = (area: string) => `wallet-kit.${area}.js`;

// Named once: the build writes the hashes in wherever the constant is named, and each is 64 characters gzip cannot shrink.
const pinned = __WALLET_KIT_FILE_INTEGRITY__;

/**
 * Runs the area files queued before this file and every one that comes after. `shared` is the table
 * build.mjs computed: each module an area file takes from this one, by key.
 */
export function startAreas(options: { shared: Readonly<Record<string, unknown>>; areas: readonly string[]; version: string; base: string | undefined; refresh: () => void }): void {
  ({ refresh: arrived, areas: knownAreas, base: baseUrl } = options);
  const { shared, version } = options;
  const take = (key: string): unknown => {
    if (!Object.hasOwn(shared, key)) throw new EmbedError('AREA_MISMATCH', `wallet-kit.js ${version} does not hold the module ${key}`);
    return shared[key];
  };
  const run = (file: AreaFile): void => {
    const name = areaFileName(String(file?.area));
    if (file?.version !== version) return fail(file?.area, new EmbedError('AREA_MISMATCH', `${name} is version ${String(file?.version)} and wallet-kit.js ${version}: load both from the same release`));
    // A second copy (the tag twice, or a tag beside load()) would swap the components and remount every widget of the area.
    if (loaded.has(file.area)) return console.warn(`wallet-kit: ${name} was loaded twice; keeping the first. Load it once per page.`);
    try {
      file.run(take);
      loaded.add(file.area);
      failures.delete(file.area);
    } catch (error) {
      fail(file.area, new EmbedError('AREA_MISMATCH', `${name} could not start on wallet-kit.js ${version}; see cause`, { cause: error }));
    }
  };
  const host = globalThis as Host;
  const queued = Array.isArray(host.WalletKitAreas) ? host.WalletKitAreas : [];
  host.WalletKitAreas = {
    push(...files) {
      files.forEach(run);
      return loaded.size;
    },
  };
  queued.forEach(run);
}

function fail(area: string, error: EmbedError): void {
  failures.set(area, error);
  console.warn(`wallet-kit: ${error.message}`, error.cause ?? '');
}

/**
 * `WalletKit.load('cards')`: inserts `<script src="wallet-kit.cards.js" async>` from where wallet-kit.js
 * came (or `src`), and settles once the area's widgets are registered. Calling it again, or for an
 * area already on the page, costs nothing.
 */
export function loadArea(area: string, options: LoadAreaOptions = {}): Promise<void> {
  if (!knownAreas.includes(area)) return Promise.reject(new EmbedError('UNKNOWN_AREA', `load(${JSON.stringify(area)}): no such area; expected one of ${knownAreas.join(', ')}`));
  return loadFile(area, options);
}

/**
 * Loads a file of this build by name (an area, or a companion wallet-kit.js fetches for itself such as
 * `passkey`), once, and settles when it has run.
 */
export function loadFile(name: string, options: LoadAreaOptions = {}): Promise<void> {
  if (loaded.has(name)) return Promise.resolve();
  const pending = loading.get(name);
  if (pending) return pending;
  const src = options.src ?? (baseUrl === undefined ? undefined : new URL(areaFileName(name), baseUrl).href);
  if (src === undefined) {
    return Promise.reject(new EmbedError('AREA_LOAD_FAILED', `${areaFileName(name)} has no address: wallet-kit.js was not loaded by a <script src> (an ES module import?); pass { src } to load()`));
  }
  const promise = new Promise<void>((resolve, reject) => {
    const script = document.createElement('script');
    script.src = src;
    script.async = true;
    // A companion wallet-kit.js fetches by itself is pinned to the hash of the file built with it.
    const integrity = options.integrity ?? (Object.hasOwn(pinned, name) ? pinned[name] : undefined);
    if (integrity !== undefined) {
      script.integrity = integrity;
      script.crossOrigin = 'anonymous';
    }
    script.addEventListener('load', () => {
      if (loaded.has(name)) resolve();
      else reject(failures.get(name) ?? new EmbedError('AREA_LOAD_FAILED', `${src} loaded but did not register itself; is it ${areaFileName(name)}?`));
    });
    script.addEventListener('error', () => reject(new EmbedError('AREA_LOAD_FAILED', `${areaFileName(name)} could not be loaded from ${src}`)));
    document.head.append(script);
  });
  loading.set(name, promise);
  promise.catch((error: unknown) => {
    // A later call tries again (a network error may pass).
    loading.delete(name);
    failures.set(name, error as EmbedError);
  });
  return promise;
}

const pageLoaded = () =>
  document.readyState === 'complete' ? Promise.resolve() : new Promise<void>((resolve) => window.addEventListener('load', () => resolve(), { once: true }));

/**
 * Why `who` (an element or a mount) still has no widget once the page has loaded (every script tag of
 * it has run) and any `load()` of its area has settled; undefined when the area arrived meanwhile.
 */
export async function areaProblem(area: string, who: string): Promise<EmbedError | undefined> {
  await pageLoaded();
  await loading.get(area)?.catch(() => undefined);
  if (loaded.has(area)) return undefined;
  const failure = failures.get(area);
  const file = areaFileName(area);
  if (failure) return new EmbedError(failure.code, `${who} needs ${file}: ${failure.message}`, { cause: failure });
  return new EmbedError('AREA_NOT_LOADED', `${who} needs ${file}, which is not on the page: add <script src="${file}" defer> beside wallet-kit.js, or call WalletKit.load('${area}')`);
}
