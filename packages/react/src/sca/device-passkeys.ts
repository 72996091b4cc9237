/**
 * Which of the customer's SCA passkeys this device is known to hold. The service lists the passkey a
 * customer enrolled, not where it lives, and WebAuthn cannot be asked without a prompt; so the device
 * remembers the ones it enrolled or answered with itself, and a payment asks for a passkey only on such
 * a device (elsewhere a text message code, with the passkey one press away: a phone can still answer by
 * QR code). Only credential ids are kept: public identifiers, no secret.
 */
const STORAGE_KEY = 'wallet-kit:sca-passkeys';

function storage(): Storage | undefined {
  try {
    return typeof localStorage === 'undefined' ? undefined : localStorage;
  } catch {
    return undefined; // storage refused (a sandboxed frame, a privacy mode): nothing is remembered
  }
}

function read(): string[] {
  try {
    const ids: unknown = JSON.parse(storage()?.getItem(STORAGE_KEY) ?? '[]');
    return Array.isArray(ids) ? ids.filter((id): id is string => typeof id === 'string') : [];
  } catch {
    return [];
  }
}

function write(ids: readonly string[]): void {
  try {
    storage()?.setItem(STORAGE_KEY, JSON.stringify(ids.slice(-20)));
  } catch {
    // full or refused: the next payment asks for a code, and the passkey stays one press away
  }
}

/** What a WebAuthn result says about where its passkey lives (`authenticatorAttachment`, WebAuthn §5.1). */
interface CeremonyResult {
  readonly id?: unknown;
  readonly authenticatorAttachment?: unknown;
}

/** This device made or used the passkey itself (not a phone through a QR code): remember it. */
export function rememberPasskey(result: CeremonyResult | undefined): void {
  if (typeof result?.id !== 'string' || result.authenticatorAttachment === 'cross-platform') return;
  const ids = read();
  if (!ids.includes(result.id)) write([...ids, result.id]);
}

/** A passkey prompt failed here: the passkey may be gone from this device, so stop assuming it. */
export function forgetPasskeys(credentialIds: readonly string[]): void {
  const ids = read();
  if (credentialIds.some((id) => ids.includes(id))) write(ids.filter((id) => !credentialIds.includes(id)));
}

/** Whether this device is known to hold one of these passkeys. */
export function hasPasskeyHere(credentialIds: readonly (string | undefined)[]): boolean {
  const ids = read();
  return credentialIds.some((id) => id !== undefined && ids.includes(id));
}
