/**
 * The passkey ceremonies (@wallet-kit/passkey), loaded when a passkey step is first prepared: a page
 * that never meets one never downloads them, and the script-tag bundle fetches them as a file of its
 * own (packages/embed/src/leave-out/passkey.ts stands in for this module there).
 */
export const loadPasskey = () => import('@wallet-kit/passkey');
