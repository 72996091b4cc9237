import { describe, expect, it } from 'vitest';
import { missingCapability } from './capabilities.js';
import { ENGINES_VARIABLE, selectedEngines } from './launch.js';

describe('which engines the browser tests run in', () => {
  it('runs all three, skipping one that is not installed, when WALLET_KIT_ENGINES is unset or empty', () => {
    expect(selectedEngines({})).toEqual({ engines: ['chromium', 'firefox', 'webkit'], required: false });
    expect(selectedEngines({ [ENGINES_VARIABLE]: ' ' })).toEqual({ engines: ['chromium', 'firefox', 'webkit'], required: false });
  });

  it('runs exactly the engines named, in the usual order, and requires them', () => {
    expect(selectedEngines({ [ENGINES_VARIABLE]: 'firefox' })).toEqual({ engines: ['firefox'], required: true });
    expect(selectedEngines({ [ENGINES_VARIABLE]: 'WebKit, chromium' })).toEqual({ engines: ['chromium', 'webkit'], required: true });
  });

  it('refuses a name it does not know, saying which it knows', () => {
    expect(() => selectedEngines({ [ENGINES_VARIABLE]: 'chromium,safari' })).toThrow(`${ENGINES_VARIABLE}: unknown engine safari; expected a comma-separated list of chromium, firefox, webkit`);
  });

  it('names a reason for every gap, and Chromium has none', () => {
    expect(missingCapability('chromium', 'virtual-authenticator')).toBeUndefined();
    expect(missingCapability('webkit', 'webauthn')).toMatch(/WebKitGTK is built without WebAuthn/);
    expect(missingCapability('firefox', 'authenticator-withholds-presence')).toMatch(/Firefox's virtual authenticator/);
    expect(missingCapability('firefox', 'virtual-authenticator')).toBeUndefined();
  });
});
