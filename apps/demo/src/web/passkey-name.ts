import { describeDevice } from '@wallet-kit/react';

/**
 * A new passkey's name: the device it lives on ("Chrome (macOS)"), so the sign-in methods list tells
 * the laptop's passkey from the phone's. Brand names only, the same in every language; no comma, which
 * a passkey's nickname may not hold (letters, digits, spaces and . _ - ' ( ) only).
 */
export function passkeyName(userAgent: string): string {
  const { browser, os } = describeDevice(userAgent);
  if (browser && os) return `${browser} (${os})`;
  return browser || os || 'Passkey';
}
