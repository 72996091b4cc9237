import { describe, expect, it } from 'vitest';
import { envelope, platformKeys } from '../../test/platform-webhooks.js';
import { createPasskeyChallenges, createWebhookHandler, memoryStore } from '../index.js';

describe('the memory store', () => {
  it('does its housekeeping in O(1) per write: minting 3,000 challenges reads the clock a few times each, not once per stored challenge', async () => {
    let reads = 0;
    const now = () => {
      reads++;
      return 1_700_000_000_000;
    };
    const challenges = createPasskeyChallenges({ now });
    for (let i = 0; i < 3_000; i++) await challenges.create();
    // A sweep of every stored challenge on each write would read it about 4.5 million times.
    expect(reads).toBeLessThan(10 * 3_000);
  });

  it('expires entries on the clock it is given', async () => {
    let now = 0;
    const store = memoryStore({ now: () => now });
    await store.add('old', 'v', 1_000);
    now = 1_000;
    expect(await store.get('old')).toBeUndefined();
    expect(await store.add('old', 'again', 1_000)).toBe(true);
  });

  it('keeps every webhook id it handled for the retry window, however many arrive: the 10,001st does not push out the first', async () => {
    const platform = platformKeys();
    const handled: string[] = [];
    const handler = createWebhookHandler({ publicKey: platform.publicKeyHex, handle: (event) => void handled.push(event.id) });
    const first = envelope();
    await handler(platform.deliver(first));
    for (let i = 0; i < 10_000; i++) await handler(platform.deliver(envelope()));
    expect(await (await handler(platform.deliver(first))).json()).toEqual({ received: true, duplicate: true });
    expect(handled.filter((id) => id === first.id)).toHaveLength(1);
  }, 60_000);
});
