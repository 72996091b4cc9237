import { describe, expect, it } from 'vitest';
import { describeEngines, type TestPage as Page } from '../harness/engines/index.js';
import { openDemoAt, signInWithEmailCode, signOut, walletShown } from './demo-steps.js';
import { useStack } from './stack.js';

// Issue 23: the demo's Sign out on one device ended the demo's login on every other device of the person (the
// wallet session it ends reached onSessionsRevoked as if ended from elsewhere) and closed each device's stream.
// Device B is another origin (127.0.0.1 beside localhost): its own cookie, storage, Web Locks and channel.

const balanceOf = (page: Page) => page.locator('.wk-balance-amount').first().textContent();

describeEngines('signing out of one device in the demo', (browser) => {
  const stack = useStack();

  describe('Alice on two devices', () => {
    it('keeps the other device signed in, its wallet live: money added after A signs out and back in shows on B with no reload', { timeout: 240_000 }, async () => {
      const deviceB = await openDemoAt(browser, stack.url.replace('//localhost:', '//127.0.0.1:'));
      await signInWithEmailCode(deviceB, 'alice@example.com');
      await expect.poll(() => balanceOf(deviceB), { timeout: 20_000 }).toMatch(/\d/);
      const before = await balanceOf(deviceB);
      await deviceB.evaluate(() => void ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

      const deviceA = await openDemoAt(browser, stack.url);
      await signInWithEmailCode(deviceA, 'alice@example.com');
      await signOut(deviceA);
      await signInWithEmailCode(deviceA, 'alice@example.com');
      await deviceA.getByRole('button', { name: /^Add .+ test funds$/ }).click();

      await expect.poll(() => balanceOf(deviceB), { timeout: 30_000 }).not.toBe(before);
      await walletShown(deviceB);
      expect(await deviceB.getByRole('heading', { name: 'Sign up or sign in' }).count()).toBe(0);
      expect(await deviceB.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
      await deviceA.close();
      await deviceB.close();
    });
  });
});
