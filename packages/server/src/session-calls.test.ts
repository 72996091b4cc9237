import { describe, expect, it } from 'vitest';
import { sendFlow, sessionWorld, walletSession } from '../test/wallet-session.js';

// The counts `npm run bench` prints, pinned: a change that makes a browser call cost more upstream fails here.
describe('upstream calls along a wallet session through the handler', () => {
  it('costs 29 upstream calls for the 14 browser calls of a session', async () => {
    const calls = await walletSession(await sessionWorld());
    expect(calls.map((call) => call.status).every((status) => status < 300)).toBe(true);
    expect(calls.map((call) => [call.call, call.upstream.length])).toEqual([
      ['GET /customers/internal-accounts', 1],
      ['GET /transactions', 1],
      ['GET /customers/external-accounts', 1],
      ['POST /quotes', 3],
      ['GET /quotes/{Quote}', 3],
      ['GET /quotes/{Quote}', 3],
      ['GET /quotes/{Quote}', 3],
      ['POST /quotes/{Quote}/execute', 3],
      ...Array(5).fill(['GET /transactions/{Transaction}', 2]),
      ['GET /customers/internal-accounts', 1],
    ]);
  });

  it('costs 13 upstream calls for the 5 browser calls of a send with SCA', async () => {
    const calls = await sendFlow(await sessionWorld());
    expect(calls.map((call) => [call.call, call.status, call.upstream.length])).toEqual([
      ['POST /quotes', 201, 3],
      ['POST /quotes/{Quote}/execute', 200, 3],
      ['POST /quotes/{Quote}/authorize', 200, 3],
      ['GET /transactions/{Transaction}', 200, 2],
      ['GET /transactions/{Transaction}', 200, 2],
    ]);
  });
});
