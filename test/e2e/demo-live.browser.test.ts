import { describe, expect, it } from 'vitest';
import { describeEngines, type TestPage as Page } from '../harness/engines/index.js';
import { expectNoInternals } from '../support/internals.js';
import { check, openDemoAt, signInWithEmailCode, signOut, walletShown } from './demo-steps.js';
import { useStack } from './stack.js';

// Issue 23 through the demo: Alice's wallet open on two devices. Money added on one shows on the other
// as it happens, and a session ended on one drops the other to the sign-in step at once, pushed over
// the demo's event stream: nobody reloads. Device B is another origin (127.0.0.1 beside localhost), so
// it has its own cookies, storage, Web Locks and channel, as another device would. Without the stream B got
// there too, later, by polling and then asking whether its session lives: the test checks that B never asked.

const balanceOf = (page: Page) => page.locator('.wk-balance-amount').first().textContent();

describeEngines('live updates in the demo', (browser) => {
  // A demo of its own for each engine: Alice's sessions and balance are the test's alone.
  const stack = useStack();

  describe('Alice on two devices', () => {
    it('sees on device B the money added on A, and B goes to the sign-in step when A ends its session, with no reload', { timeout: 240_000 }, async () => {
      const deviceB = await openDemoAt(browser, stack.url.replace('//localhost:', '//127.0.0.1:'));
      await signInWithEmailCode(deviceB, 'alice@example.com');
      await expect.poll(() => balanceOf(deviceB), { timeout: 20_000 }).toMatch(/\d/);
      const before = await balanceOf(deviceB);
      // A reload would lose this: it proves the page B ends on is the one it was, changed by what was pushed.
      await deviceB.evaluate(() => void ((window as unknown as { stillThisPage: boolean }).stillThisPage = true));

      const deviceA = await openDemoAt(browser, stack.url);
      await signInWithEmailCode(deviceA, 'alice@example.com');
      await deviceA.getByRole('button', { name: /^Add .+ test funds$/ }).click();
      await expect.poll(() => balanceOf(deviceB), { timeout: 30_000 }).not.toBe(before);

      await deviceA.getByRole('tab', { name: 'Security' }).click();
      await deviceA.getByRole('heading', { name: 'Sign-in methods' }).waitFor();
      const end = deviceA
        .getByRole('listitem')
        .filter({ hasNotText: 'This device' })
        .getByRole('button', { name: /^End the session ending at/ });
      await end.first().waitFor({ timeout: 20_000 });
      expect(await end.count()).toBe(1);
      // From here B's requests are kept: pushed, B learns of it with no question of its own; polled, a refused read
      // would have made it ask the service whether its session lives (Vite's hundreds of modules filled the buffer).
      // The stream's own fetch ends here too, and is the one entry expected.
      await deviceB.evaluate(() => {
        performance.setResourceTimingBufferSize(5_000);
        performance.clearResourceTimings();
      });
      await end.click();

      await deviceB.getByRole('heading', { name: 'Sign up or sign in' }).waitFor({ timeout: 30_000 });
      expect(await deviceB.evaluate(() => (window as unknown as { stillThisPage?: boolean }).stillThisPage)).toBe(true);
      expect(await deviceB.getByRole('heading', { name: 'Activity', exact: true }).count()).toBe(0);
      const asked = await deviceB.evaluate(() =>
        performance
          .getEntriesByType('resource')
          .map((entry) => new URL(entry.name).pathname)
          .filter((path) => path.startsWith('/api/service/') && path !== '/api/service/events' && path !== '/api/service/auth/credentials'),
      );
      // Only what the sign-in step reads (the sign-in methods): neither whether its session lives, nor its wallet
      // once more on its way there.
      expect(asked).toEqual([]);
      await expectNoInternals(deviceB, 'device B signed out by device A');
      await check(deviceB, 'live-1-signed-out-by-other-device');
      // Device A keeps its own session and wallet.
      await deviceA.getByRole('heading', { name: 'Sign-in methods' }).waitFor();
      await deviceA.close();
      await deviceB.close();
    });

    // The demo's Sign out on one device used to end the demo's login on every other device too (the wallet session it
    // ends reached onSessionsRevoked as if ended from elsewhere), and closed each device's stream.
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
