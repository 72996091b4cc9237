import { modules, type HarnessModuleName, type HarnessModules } from './modules.js';

declare global {
  interface Window {
    /** Loads a kit module inside the page: `const keyStore = await wk('key-store')`. */
    wk<K extends HarnessModuleName>(name: K): ReturnType<HarnessModules[K]>;
    wkReady: boolean;
  }
  // The same, as a global, for code inside page.evaluate.
  function wk<K extends HarnessModuleName>(name: K): ReturnType<HarnessModules[K]>;
}

window.wk = (name) => modules[name]() as never;
window.wkReady = true;
