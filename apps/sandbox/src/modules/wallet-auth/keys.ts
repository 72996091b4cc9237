import { publicKeyForms } from '@wallet-kit/key-store/encoding';

/** Whether a hex key is a P-256 point in compressed form (the only form the OTP bundle may carry). */
export function isCompressedKey(hex: string): boolean {
  return /^0[23][0-9a-fA-F]{64}$/.test(hex) && isPublicKey(hex);
}

/** Whether a hex key (either form) is on the curve. */
export function isPublicKey(hex: string): boolean {
  try {
    publicKeyForms(hex);
    return true;
  } catch {
    return false;
  }
}
