// jsdom's globals as Jest's jsdom environment presents them, which Vitest's would hide: jsdom's own `crypto`
// (random values, no `subtle`) and no TextEncoder / TextDecoder. The kit's setup file must make up for both.
const { jsdom } = globalThis as unknown as { jsdom: { window: { crypto: Crypto } } };
Object.defineProperty(globalThis, 'crypto', { value: jsdom.window.crypto, configurable: true, writable: true });
for (const name of ['TextEncoder', 'TextDecoder']) Reflect.deleteProperty(globalThis, name);

export {};
