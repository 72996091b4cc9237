import type { Messages } from '@wallet-kit/react';

// Stands in for @wallet-kit/react's pseudo-locale generator in the script-tag bundle: en-XA is for
// finding untranslated strings in tests and Storybook, not for pages. There it shows English.
export function pseudoLocalize<M extends Readonly<Record<string, string>> = Messages>(messages: M): M {
  return messages;
}

/** One message, as above: English as it is. */
export function pseudoLocalizeMessage(source: string): string {
  return source;
}
