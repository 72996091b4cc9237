import { expect, it } from 'vitest';
import { describeEngines } from './index.js';

// Tests open pages side by side (Storybook plays two at once). Firefox hides a tab behind another and ran its timers
// about once a second: stories on that page stalled past their timeouts. Every page's timers run as in the front one.

describeEngines('pages opened side by side', (browser) => {
  it('run the first page’s timers at their pace while a second page is in front', async () => {
    const first = await browser.open('test/harness/engines/fixtures/page.html');
    const second = await browser.open('test/harness/engines/fixtures/page.html');
    // Fifty ticks of a 10 ms interval take half a second; throttled to one a second, they would take fifty.
    const ticked = await first.evaluate(
      () =>
        new Promise<string>((resolve) => {
          let ticks = 0;
          const interval = setInterval(() => ++ticks === 50 && resolve('ticked'), 10);
          setTimeout(() => resolve(`throttled: ${ticks} ticks in 10 s`), 10_000);
          setTimeout(() => clearInterval(interval), 10_000);
        }),
    );
    expect(ticked).toBe('ticked');
    await first.close();
    await second.close();
  });
});
