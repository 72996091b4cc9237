import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { ClientError, createClient } from './index.js';

describe('createClient', () => {
  it('makes a client where there is no window, storage or IndexedDB (server rendering), sending nothing until a call', () => {
    expect([typeof window, typeof localStorage, typeof indexedDB]).toEqual(['undefined', 'undefined', 'undefined']);
    const calls: string[] = [];
    const client = createClient({ fetch: async (input) => (calls.push(String(input)), Response.json({})) });
    expect(client.session.getState()).toEqual({ status: 'signed-out', record: undefined });
    expect(calls).toEqual([]);
    client.dispose();
  });

  it('calls the backend under /api/service by default', async () => {
    const calls: string[] = [];
    const client = createClient({ fetch: async (input) => (calls.push(String(input)), Response.json({ data: [] })) });
    await client.credentials.listCredentials('InternalAccount:00000000-0000-4000-8000-000000000001');
    expect(calls).toEqual(['/api/service/auth/credentials?accountId=InternalAccount%3A00000000-0000-4000-8000-000000000001']);
    client.dispose();
  });

  it('says what was wrong with a baseUrl it cannot use', async () => {
    expect(await errorCode(() => createClient({ baseUrl: '' }), ClientError)).toBe('INVALID_ARGUMENT');
  });

  it('checks ids before they go into a path', async () => {
    const client = createClient({ fetch: async () => Response.json({}) });
    expect(await errorCode(client.quotes.getQuote(''), ClientError)).toBe('INVALID_ARGUMENT');
    expect(await errorCode(client.transactions.getTransaction(undefined as never), ClientError)).toBe('INVALID_ARGUMENT');
    client.dispose();
  });
});
