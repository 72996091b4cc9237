import { afterEach, describe, expect, it, vi } from 'vitest';
import { clientFor } from './client.js';

// Elements on two backends (`base-url`) must not share one session: signing in on one would sign the other's
// widgets in to a backend that never saw that session, and signing out of one would sign out of both.
describe('the script tag’s clients', () => {
  const clients: Array<{ dispose(): void }> = [];
  afterEach(() => clients.splice(0).forEach((client) => client.dispose()));

  it('keep one session per backend, the default backend under the key it always had', () => {
    const read = new Set<string>();
    const items = new Map<string, string>();
    vi.stubGlobal('localStorage', {
      getItem: (key: string) => (read.add(key), items.get(key) ?? null),
      setItem: (key: string, value: string) => void items.set(key, value),
      removeItem: (key: string) => void items.delete(key),
    });
    for (const baseUrl of [undefined, '/api/service', 'https://payments.example.com/api', '/other/api']) clients.push(clientFor(baseUrl === undefined ? undefined : { baseUrl }));
    expect(new Set(clients).size).toBe(3);
    expect([...read].sort()).toEqual(['wallet-kit:session', 'wallet-kit:session:/other/api', 'wallet-kit:session:https://payments.example.com/api']);
  });
});
