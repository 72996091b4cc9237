// A bundler's page: the ES module, then an area file imported after it as a module.
import { WalletKit } from '/wallet-kit.mjs';
import '/wallet-kit.cards.js';

window.moduleAreas = WalletKit.areas();
