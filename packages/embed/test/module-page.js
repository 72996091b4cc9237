// An app that imports the ES module on a page that also has the script tag.
import WalletKitDefault, { WalletKit } from '/wallet-kit.mjs';

window.moduleResult = {
  sameAsGlobal: WalletKit === window.WalletKit && WalletKitDefault === WalletKit,
  ready: await WalletKit.ready.then((api) => api === WalletKit),
};
