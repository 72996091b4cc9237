// Runs before wallet-kit.js: records the ready events as a page script that loads first would.
window.readyEvents = [];
for (const name of ['wallet-kit:ready', 'wallet-kit-ready']) {
  document.addEventListener(name, (event) => window.readyEvents.push({ name, sameAsGlobal: event.detail === window.WalletKit }));
}
