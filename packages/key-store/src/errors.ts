import { isBytes } from './encoding/bytes.js';

/** Stable codes for every failure this package reports. */
export type KeyStoreErrorCode =
  | 'INVALID_HEX'
  | 'INVALID_BASE64URL'
  | 'INVALID_BASE58CHECK'
  | 'INVALID_PUBLIC_KEY'
  | 'INVALID_SIGNATURE'
  | 'INVALID_SCALAR'
  | 'INVALID_ARGUMENT'
  | 'KEY_NOT_FOUND'
  | 'WRONG_KEY_PURPOSE'
  | 'CRYPTO_UNAVAILABLE'
  | 'STORAGE_FAILED';

/**
 * The one error class of @wallet-kit/key-store: a stable `code`, a message that says what was
 * wrong and what was expected, and the original error as `cause`.
 *
 * @example
 * try { hexToBytes('0x12') } catch (e) { if (e instanceof KeyStoreError) console.log(e.code) } // 'INVALID_HEX'
 */
export class KeyStoreError extends Error {
  /** What went wrong, stable across versions: branch on it, never on the message. */
  readonly code: KeyStoreErrorCode;

  constructor(code: KeyStoreErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'KeyStoreError';
    this.code = code;
  }
}

/** Describes a value for an error message without echoing secrets or huge inputs. */
export function describe(value: unknown): string {
  if (typeof value === 'string') return `a string of ${value.length} characters`;
  if (isBytes(value)) return `${value.length} bytes`;
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'number' || typeof value === 'boolean') return String(value);
  return typeof value;
}

/**
 * The name an error message gives the argument it is about: the caller's label (`what`) when it is
 * short text, else `fallback`. A label is anything a caller passed: a symbol or an object whose
 * `toString` throws must not turn a KeyStoreError into a TypeError.
 */
export function argumentName(what: unknown, fallback: string): string {
  return typeof what === 'string' && what.length > 0 && what.length <= 100 ? what : fallback;
}
