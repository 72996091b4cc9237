/**
 * @wallet-kit/sandbox/jsdom: list it in your runner's setup files (Vitest's `setupFiles`, Jest's `setupFiles`)
 * to run the test kit and the kit's client in jsdom. It supplies, only where missing, what jsdom lacks and the kit
 * needs: `TextEncoder` / `TextDecoder` and WebCrypto's `crypto.subtle` (jsdom's `crypto` has only random values),
 * all Node's own. IndexedDB is not supplied: the key store keeps keys in memory without it (a `storage-degraded`
 * event), which is what a test wants; add `fake-indexeddb/auto` before this file if your own code needs IndexedDB.
 *
 * @example
 * // jest.config.js: setupFiles: ['@wallet-kit/sandbox/jsdom']
 * // Vitest takes paths in setupFiles: list a file of your own (here test/setup.ts) that imports this one.
 * import '@wallet-kit/sandbox/jsdom';
 *
 * @packageDocumentation
 */
import { webcrypto } from 'node:crypto';
import { TextDecoder, TextEncoder } from 'node:util';

const scope = globalThis as Record<string, unknown> & { crypto?: Partial<Crypto> };

function supply(name: string, value: unknown): void {
  if (scope[name] === undefined) Object.defineProperty(scope, name, { value, configurable: true, writable: true });
}

supply('TextEncoder', TextEncoder);
supply('TextDecoder', TextDecoder);
// jsdom's `crypto` has getRandomValues and randomUUID only; Node's has those and `subtle`, over the same generator.
if (scope.crypto?.subtle === undefined) Object.defineProperty(scope, 'crypto', { value: webcrypto, configurable: true, writable: true });

export {};
