import { describe, expect, it } from 'vitest';
import { sendFlow, sessionWorld, walletSession } from '../test/wallet-session.js';

// The counts `npm run bench` prints, pinned: a change that makes a browser call cost more upstream fails here.
describe('upstream calls along a wallet session through the handler', () => {
  it('costs one upstream call per browser call along a session: owners learned from the lists, the created quote and its execution are not asked again (it took 29 for 14)', async () => {
    const calls = await walletSession(await sessionWorld());
    expect(calls.map((call) => call.status).every((status) => status < 300)).toBe(true);
    expect(calls.map((call) => [call.call, call.upstream])).toEqual([
      ['GET /customers/internal-accounts', ['GET /customers/internal-accounts']],
      ['GET /transactions', ['GET /transactions']],
      ['GET /customers/external-accounts', ['GET /customers/external-accounts']],
      ['POST /quotes', ['POST /quotes']],
      ...Array(3).fill(['GET /quotes/{Quote}', ['GET /quotes/{Quote}']]),
      ['POST /quotes/{Quote}/execute', ['POST /quotes/{Quote}/execute']],
      ...Array(5).fill(['GET /transactions/{Transaction}', ['GET /transactions/{Transaction}']]),
      ['GET /customers/internal-accounts', ['GET /customers/internal-accounts']],
    ]);
  });

  it('looks the accounts up once in a send with SCA, then costs one upstream call per browser call (it took 13 for 5)', async () => {
    const calls = await sendFlow(await sessionWorld());
    expect(calls.map((call) => [call.call, call.status, call.upstream.length])).toEqual([
      ['POST /quotes', 201, 3],
      ['POST /quotes/{Quote}/execute', 200, 1],
      ['POST /quotes/{Quote}/authorize', 200, 1],
      ['GET /transactions/{Transaction}', 200, 1],
      ['GET /transactions/{Transaction}', 200, 1],
    ]);
  });
});
