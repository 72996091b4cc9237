/// <reference types="vite/client" />

/** The package's version, put in by build.mjs. */
declare const __WALLET_KIT_EMBED_VERSION__: string;
