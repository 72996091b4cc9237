import { encode } from 'uqr';

// The optional QR encoder for the script-tag bundle: registers itself, then redraws mounted widgets.
(globalThis as { WalletKitQr?: { encode: typeof encode } }).WalletKitQr = { encode };
(globalThis as { WalletKit?: { refresh?: () => void } }).WalletKit?.refresh?.();
