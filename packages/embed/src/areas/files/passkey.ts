/**
 * wallet-kit.passkey.js: the passkey ceremonies (@wallet-kit/passkey, with @simplewebauthn/browser),
 * which wallet-kit.js fetches from beside itself when a passkey flow is first prepared
 * (src/leave-out/passkey.ts). Not an area a page loads: no element comes with it.
 */
import * as ceremonies from '@wallet-kit/passkey';
import { providePasskey } from '../../leave-out/passkey.js';

providePasskey(ceremonies);
