/**
 * @wallet-kit/embed: the script-tag bundle. `<script src="wallet-kit.js">` gives `window.WalletKit`
 * and defines the `<wallet-kit-…>` custom elements.
 */
import { defineElements } from './elements.js';
import { registerCatalog } from './catalogs.js';
import { EmbedError, mount, refreshAll } from './mount.js';
import { WIDGETS } from './registry.js';

export { mount, defineElements, registerCatalog, EmbedError };
/** Re-renders mounted widgets; a language file calls it when it arrives. */
export const refresh = refreshAll;
export const widgets = Object.fromEntries(Object.entries(WIDGETS).map(([name, widget]) => [name, widget.tag]));
export const version = '0.1.0';

defineElements();
