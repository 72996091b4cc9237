'use client';

import { useSyncExternalStore } from 'react';

const unchanging = () => () => undefined;

/**
 * Whether this browser can run a passkey ceremony at all: WebAuthn in a secure context (Debian's WebKitGTK and some
 * embedded web views have none). Where it cannot, a widget offers no passkey, so a person never picks a way that
 * can only fail. Assumed on the server, so the first render matches the server's HTML.
 */
export function usePasskeysAvailable(): boolean {
  return useSyncExternalStore(unchanging, webauthnAvailable, () => true);
}

/**
 * The same outside React: whether a passkey ceremony can run in this browser. @wallet-kit/passkey's
 * `webauthnAvailable` asks the same; the widgets keep their own, since they load that package only on demand
 * (the script tag fetches it as a file of its own).
 */
export function webauthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && window.isSecureContext !== false;
}
