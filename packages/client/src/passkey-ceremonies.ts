/**
 * The passkey ceremonies (@wallet-kit/passkey), loaded when a passkey flow is first prepared, before
 * the click that runs it: an app whose users never meet a passkey never downloads them (a bundler
 * splits them off), and the script-tag bundle fetches them as a file of its own
 * (packages/embed/src/leave-out/passkey.ts stands in for this module there).
 */
export const loadPasskey = () => import('@wallet-kit/passkey');
