import type { encode as uqrEncode } from 'uqr';

type Encode = typeof uqrEncode;
type QrHost = { WalletKitQr?: { encode: Encode } };

/**
 * `uqr` as the main file sees it: the encoder lives in the optional `wallet-kit.qr.js` (~4 kB gzip),
 * so pages without PIX or authenticator enrollment do not download it. Without that file a QR code
 * shows its "could not draw" state; the code itself is still there to copy.
 */
export const encode: Encode = (...args) => {
  const encoder = (globalThis as QrHost).WalletKitQr?.encode;
  if (!encoder) throw new Error('QR codes need wallet-kit.qr.js on the page, loaded with wallet-kit.js');
  return encoder(...args);
};
