// Runs before any Wallet Kit file: records what the card element reports, as a page script would.
window.areaErrors = [];
document.addEventListener('wallet-kit:error', (event) => window.areaErrors.push({ code: event.detail?.code, message: event.detail?.message }));
