/// <reference types="vite/client" />

/** The package's version, put in by build.mjs. */
declare const __WALLET_KIT_EMBED_VERSION__: string;

/** The SHA-384 of each companion file wallet-kit.js fetches by itself (`passkey`), put in by build.mjs. */
declare const __WALLET_KIT_FILE_INTEGRITY__: Readonly<Record<string, string>>;

/** The modules wallet-kit.js shares with the area files, by key: computed by build.mjs from what the area files import. */
declare module 'virtual:wallet-kit-shared' {
  export const shared: Readonly<Record<string, unknown>>;
}

/** An area's own rules of the kit's stylesheet (build.mjs, areaStyles). */
declare module '*?inline&area=cards' {
  const css: string;
  export default css;
}
declare module '*?inline&area=wallet' {
  const css: string;
  export default css;
}
declare module '*?inline&area=agents' {
  const css: string;
  export default css;
}
