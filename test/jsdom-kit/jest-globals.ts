// jsdom's globals as Jest's jsdom environment presents them, which Vitest's would hide: jsdom's own `crypto`
// (random values, no `subtle`) and no TextEncoder / TextDecoder. The kit's setup file must make up for both.
const { window } = (globalThis as unknown as { jsdom: { window: { crypto: Crypto } } }).jsdom;
Object.defineProperty(globalThis, 'crypto', { value: window.crypto, configurable: true, writable: true });
for (const name of ['TextEncoder', 'TextDecoder']) Reflect.deleteProperty(globalThis, name);
