import { describe, expect, it } from 'vitest';
import { passkeyName } from './passkey-name.js';

// Issue 20, item 15: passkeys were named "Northwind passkey 000226".
describe('a new passkey’s name', () => {
  it('is the device it lives on', () => {
    expect(passkeyName('Mozilla/5.0 (iPhone; CPU iPhone OS 18_1 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.1 Mobile/15E148 Safari/604.1')).toBe('Safari (iOS)');
    expect(passkeyName('Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36')).toBe('Chrome (macOS)');
    expect(passkeyName('')).toBe('Passkey');
  });

  it('is a nickname the passkey package takes (a comma is refused there, and the passkey was never offered)', () => {
    const headless = 'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) HeadlessChrome/156.0.0.0 Safari/537.36';
    for (const agent of [headless, 'Mozilla/5.0 (Macintosh; Intel Mac OS X 10_15_7) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/131.0.0.0 Safari/537.36']) {
      expect(passkeyName(agent)).toMatch(/^[\p{L}\p{N} ._\-'()]{1,100}$/u);
    }
  });
});
