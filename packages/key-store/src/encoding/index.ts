/**
 * @wallet-kit/key-store/encoding: hex, base64url, base58check, P-256 public key forms and DER signatures, the encodings
 * of the service's fields. Pure functions, no key storage, so the server and the sandbox use them too.
 *
 * @packageDocumentation
 */
export { isBytes } from './bytes.js';
export { bytesToHex, hexToBytes } from './hex.js';
export { bytesToBase64url, base64urlToBytes } from './base64url.js';
export { bytesToBase58check, base58checkToBytes } from './base58check.js';
export { publicKeyForms, compressPublicKey, decompressPublicKey, type PublicKeyHex } from './p256.js';
export { p1363ToDer, derToP1363 } from './der.js';
export { KeyStoreError, type KeyStoreErrorCode } from '../errors.js';
