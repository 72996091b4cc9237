import type { PageLike } from '@wallet-kit/sandbox/playwright';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, type EngineName, type TestPage } from './index.js';

// The page interface itself, in each engine: locators find what Playwright's find, actions are a person's trusted
// input, and what an engine cannot do is a named capability. Fixture: fixtures/page.html.

const FIXTURE = 'test/harness/engines/fixtures/page.html';

declare global {
  interface Window {
    events: string[];
  }
}

// The test kit's Playwright helpers (signInSandboxUser, answerSca) take any page shaped as Playwright's: this one too.
export const drivesTheTestKit = (page: TestPage): PageLike => page;

// Where `browser.once` ran, against the engines the file ran in: the first of them alone.
const enginesRun: EngineName[] = [];
const onceRanIn: EngineName[] = [];
afterAll(() => expect(onceRanIn).toEqual(enginesRun.slice(0, 1)));

describeEngines('the page interface', (browser) => {
  const open = () => browser.open(FIXTURE);
  beforeAll(() => void enginesRun.push(browser.engine));

  browser.once('runs a once-only test in the first engine of the run, and skips it, saying so, in the others', () => {
    onceRanIn.push(browser.engine);
  });

  it('finds elements by role and accessible name, leaving out what is hidden', async () => {
    const page = await open();
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'continue' }).count()).toBe(2);
    expect(await page.getByRole('button', { name: /^Continue$/ }).count()).toBe(1);
    expect(await page.getByRole('button', { name: 'Close the dialog' }).textContent()).toBe('×');
    expect(await page.getByRole('button', { name: 'How much?' }).textContent()).toBe('?');
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe('Send money');
    expect(await page.getByRole('link', { name: 'Get help' }).getAttribute('href')).toBe('#help');
    expect(await page.getByRole('button', { name: 'Hidden action' }).count()).toBe(0);
    expect(await page.getByRole('button', { name: 'Decorative' }).count()).toBe(0);
    expect(await page.getByRole('radio', { name: 'Standard' }).isChecked()).toBe(true);
    expect(await page.getByRole('group', { name: 'Speed' }).getByRole('radio').count()).toBe(2);
    expect(await page.getByRole('combobox', { name: 'Currency' }).inputValue()).toBe('EUR');
    expect(await page.getByRole('searchbox', { name: 'Search payees' }).count()).toBe(1);
    await page.close();
  });

  it('finds what either of two locators finds, in document order, and reads all their texts', async () => {
    const page = await open();
    const either = page.getByRole('link', { name: 'Get help' }).or(page.getByRole('heading', { level: 1 }));
    expect(await either.allTextContents()).toEqual(['Send money', 'Get help']);
    expect(await either.first().textContent()).toBe('Send money');
    expect(await page.getByRole('button', { name: 'Continue', exact: true }).isDisabled()).toBe(false);
    await page.close();
  });

  it('reads and clears the site’s cookies, and pastes what the page copied', async () => {
    const page = await open();
    await page.evaluate(() => void (document.cookie = 'seen=yes; path=/'));
    expect(await page.cookies()).toContainEqual({ name: 'seen', value: 'yes' });
    await page.clearCookies();
    expect(await page.cookies()).toEqual([]);
    expect(await page.evaluate(() => document.cookie)).toBe('');
    await browser.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: new URL(page.url()).origin });
    await page.evaluate(() => {
      const copy = Object.assign(document.createElement('button'), { textContent: 'Copy the words' });
      copy.addEventListener('click', () => void navigator.clipboard.writeText('copied words'));
      document.body.prepend(copy);
    });
    await page.getByRole('button', { name: 'Copy the words' }).click();
    expect(await page.readClipboard()).toBe('copied words');
    await page.close();
  });

  it('refuses to act on a locator that finds several elements (strict, as Playwright)', async () => {
    const page = await open();
    await expect(page.getByRole('button', { name: 'Continue' }).click()).rejects.toThrow(/strict mode violation: the locator finds 2 elements/);
    await page.getByRole('button', { name: 'Continue' }).first().click();
    expect(await page.evaluate(() => window.events)).toEqual(['click Continue true true']);
    await page.close();
  });

  it('finds the smallest element with a text, and form controls by their label', async () => {
    const page = await open();
    expect(await page.getByText('Pay Paul Martin today').evaluate((element) => element.tagName)).toBe('P');
    expect(await page.getByText('Paul Martin').evaluate((element) => element.tagName)).toBe('B');
    expect(await page.getByLabel('E-mail address').getAttribute('id')).toBe('email');
    expect(await page.getByLabel('Amount').getAttribute('id')).toBe('amount');
    expect(await page.getByLabel('I accept the terms').getAttribute('id')).toBe('terms');
    expect(await page.getByLabel('Search payees').getAttribute('type')).toBe('search');
    await page.close();
  });

  it('looks into open shadow roots, with CSS across the boundary and by role', async () => {
    const page = await open();
    expect(await page.locator('#card .last4').textContent()).toBe('Visa ending in 4242');
    expect(await page.locator('wk-card section[aria-label="Card"] button').count()).toBe(1);
    expect(await page.getByRole('region', { name: 'Card' }).getByText('Visa ending')).toBeDefined();
    await page.getByRole('button', { name: 'Freeze card' }).click();
    expect(await page.evaluate(() => window.events)).toEqual(['freeze true']);
    await page.close();
  });

  it('clicks as a person: waits until the button is enabled and nothing covers it, and scrolls to it', async () => {
    const page = await open();
    await page.evaluate(() => {
      const cover = Object.assign(document.createElement('div'), { id: 'cover' });
      const late = document.getElementById('late') as HTMLButtonElement;
      document.body.append(cover);
      late.disabled = true;
      setTimeout(() => cover.remove(), 400);
      setTimeout(() => (late.disabled = false), 300);
    });
    await page.getByRole('button', { name: 'Later', exact: true }).click();
    await page.getByRole('button', { name: 'Continue', exact: true }).click();
    await page.getByRole('button', { name: 'Far below' }).click();
    expect(await page.evaluate(() => window.events)).toEqual(['click Later true true', 'click Continue true true', 'click Far below true true']);
    await expect(page.getByRole('button', { name: 'Nowhere' }).click({ timeout: 300 })).rejects.toThrow(/timed out after 300 ms on getByRole\('button', \{ name: 'Nowhere' \}\), waiting for the locator to find an element/);
    await page.close();
  });

  it('clicks again when the page moves between the press and the release, and the click that slipped reaches nothing', async () => {
    const page = await open();
    await page.evaluate(() => {
      const holder = document.createElement('div');
      const slippery = Object.assign(document.createElement('button'), { textContent: 'Slippery' });
      // A view loading above it, once, between the press and the release: the release lands on the view.
      slippery.addEventListener('mousedown', () => slippery.before(Object.assign(document.createElement('div'), { style: 'height: 200px' })), { once: true });
      slippery.addEventListener('click', () => window.events.push('click Slippery'));
      holder.addEventListener('click', (event) => window.events.push(`holder saw a click on ${(event.target as Element).tagName}`));
      holder.append(slippery);
      document.body.prepend(holder);
      scrollTo(0, 0);
    });
    await page.getByRole('button', { name: 'Slippery' }).click();
    expect(await page.evaluate(() => window.events)).toEqual(['click Slippery', 'holder saw a click on BUTTON']);
    await page.close();
  });

  it('scrolls a button out from under a sticky header that covers it while it is in view, as Playwright does', async () => {
    const page = await open();
    await page.evaluate(() => {
      const header = Object.assign(document.createElement('header'), { textContent: 'Sticky header' });
      header.style.cssText = 'position: fixed; inset: 0 0 auto 0; height: 160px; background: white; z-index: 10';
      const spacer = document.createElement('div');
      spacer.style.height = '3000px';
      const under = Object.assign(document.createElement('button'), { textContent: 'Under the header' });
      under.addEventListener('click', () => window.events.push('click Under the header'));
      document.body.append(header, under, spacer);
      scrollTo(0, under.getBoundingClientRect().top + scrollY - 60);
    });
    await page.getByRole('button', { name: 'Under the header' }).click();
    expect(await page.evaluate(() => window.events)).toContain('click Under the header');
    await page.close();
  });

  it('fills, types, presses keys, checks, selects and attaches files with trusted input events', async () => {
    const page = await open();
    await page.getByLabel('E-mail address').fill('ada@example.com');
    expect(await page.getByLabel('E-mail address').inputValue()).toBe('ada@example.com');
    await page.keyboard.press('Tab');
    await page.keyboard.type('12.5');
    expect(await page.getByLabel('Amount').inputValue()).toBe('12.5');
    await page.keyboard.press('Backspace');
    expect(await page.getByLabel('Amount').inputValue()).toBe('12.');
    await page.getByLabel('I accept the terms').check();
    await page.getByRole('radio', { name: 'Instant' }).check();
    expect(await page.getByLabel('Currency').selectOption('Mexican peso')).toEqual(['MXN']);
    await page.getByLabel('Document').setInputFiles({ name: 'id.png', mimeType: 'image/png', buffer: Buffer.from([0x89, 0x50, 0x4e, 0x47]) });
    const file = await page.getByLabel('Document').evaluate((input) => {
      const chosen = (input as HTMLInputElement).files![0]!;
      return { name: chosen.name, type: chosen.type, size: chosen.size };
    });
    expect(file).toEqual({ name: 'id.png', type: 'image/png', size: 4 });
    expect(await page.evaluate(() => window.events.filter((event) => !event.startsWith('input amount')))).toEqual([
      'input email true',
      'change email',
      'change amount',
      'input terms true',
      'change terms',
      'input speed true',
      'change speed',
      'input currency false',
      'change currency',
      'input document false',
      'change document',
    ]);
    await page.close();
  });

  it('reads what a person sees: boxes, visibility, text, order; waits for an element to go; loads scripts', async () => {
    const page = await open();
    const buttons = page.locator('button');
    expect(await buttons.evaluateAll((elements) => elements.length)).toBe(await buttons.count());
    expect(await buttons.filter({ hasText: 'Continue' }).count()).toBe(2);
    expect(await buttons.filter({ hasText: 'Continue' }).last().textContent()).toBe('Continue later');
    expect(await buttons.filter({ hasText: /^Continue$/ }).nth(0).innerText()).toBe('Continue');
    expect(await page.getByRole('button', { name: 'Hidden action', includeHidden: true }).isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: 'Send money' }).isVisible()).toBe(true);
    expect(await page.getByRole('heading', { name: 'Send money' }).isEnabled()).toBe(true);
    const box = await page.getByRole('heading', { name: 'Send money' }).boundingBox();
    expect(box).toEqual({ x: expect.any(Number), y: expect.any(Number), width: expect.any(Number), height: expect.any(Number) });
    expect(box!.width).toBeGreaterThan(100);
    await page.getByLabel('Amount').press('7');
    expect(await page.getByLabel('Amount').inputValue()).toBe('7');
    await page.evaluate(() => setTimeout(() => document.querySelector('h1')!.remove(), 200));
    await page.getByRole('heading', { level: 1 }).waitFor({ state: 'detached' });
    await page.addScriptTag({ url: '/test/harness/engines/fixtures/extra.js' });
    await page.addScriptTag({ path: new URL('./fixtures/extra.js', import.meta.url).pathname });
    await page.addScriptTag({ content: 'window.extraLoads += 10;' });
    expect(await page.evaluate(() => (window as unknown as { extraLoads: number }).extraLoads)).toBe(12);
    await page.waitForLoadState('networkidle');
    await page.close();
  });

  it('reads inside an iframe, sandboxed as a card processor frames its details', async () => {
    const page = await open();
    expect(await page.frameLocator('iframe[title="Card details"]').locator('#pan').textContent()).toBe('4111 1111 1111 1111');
    await page.close();
  });

  it('evaluates in the page: values as JSON, errors thrown here, waits for a condition', async () => {
    const page = await open();
    expect(await page.evaluate((n) => ({ twice: n * 2, nothing: undefined, list: [1, 'two'] }), 21)).toEqual({ twice: 42, list: [1, 'two'] });
    expect(await page.evaluate(() => undefined)).toBeUndefined();
    await expect(page.evaluate(() => Promise.reject(new TypeError('refused in the page')))).rejects.toThrow('refused in the page');
    await page.evaluate(() => setTimeout(() => ((window as unknown as { later: string }).later = 'here'), 200));
    expect(await (await page.waitForFunction(() => (window as unknown as { later?: string }).later)).jsonValue()).toBe('here');
    await page.close();
  });

  it('sizes the viewport down to a phone’s 320 px and takes a screenshot', async () => {
    const page = await open();
    await page.setViewportSize({ width: 320, height: 640 });
    expect(await page.evaluate(() => [innerWidth, innerHeight])).toEqual([320, 640]);
    const png = await page.screenshot();
    expect(png.subarray(1, 4).toString()).toBe('PNG');
    await page.close();
  });

  browser.requires('init-scripts', 'page-events')('runs a script before the page’s own, and hears its errors and console', async () => {
    const page = await browser.newPage();
    const heard: string[] = [];
    page.on('console', (message) => message.text() === 'careful' && heard.push(`${message.type()}: ${message.text()}`));
    page.on('pageerror', (error) => heard.push(`error: ${error.message}`));
    await page.addInitScript((greeting) => ((window as unknown as { greeting: string }).greeting = greeting), 'hello');
    await page.goto(browser.url(FIXTURE));
    expect(await page.evaluate(() => (window as unknown as { greeting: string }).greeting)).toBe('hello');
    await page.evaluate(() => {
      console.warn('careful');
      setTimeout(() => {
        throw new Error('boom');
      });
    });
    await expect.poll(() => heard).toEqual(['warning: careful', 'error: boom']);
    await page.close();
  });
});
