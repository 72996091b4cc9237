/**
 * wallet-kit.js: `<script src="wallet-kit.js">` sets `window.WalletKit`, defines the `<wallet-kit-…>`
 * elements, then dispatches `wallet-kit:ready` on the document.
 */
import { installWalletKit } from './install.js';

installWalletKit();
