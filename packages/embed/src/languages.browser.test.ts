import { afterAll, beforeAll, expect, it } from 'vitest';
import type { Messages } from '@wallet-kit/react';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';
import { LANGUAGE_FILES, problemsOf, startStaticHost, type StaticHost } from '../test/host.js';

// The optional language files, built, on a page under the strict CSP: each registers its catalog, and
// widgets choose among them by the page's locale or, without one, by the browser's languages.

let host: StaticHost;

beforeAll(async () => {
  host = await startStaticHost({ '/': [new URL('../test/blank.html', import.meta.url), 'text/html'] });
});
afterAll(() => host?.close());

/** The catalog a language file should carry, from the sources it was built from. */
async function sourceCatalog(tag: string): Promise<Messages> {
  const module = (await import(`../../react/src/i18n/locales/${tag}.ts`)) as Record<string, Messages>;
  return Object.values(module)[0]!;
}

/** Mounts an OtpInput (with `locale` unless undefined) and reads its label and its root's lang and dir. */
async function mountCodeField(page: TestPage, locale: string | undefined): Promise<{ label: string; lang: string | null; dir: string | null }> {
  return page.evaluate(async (tag) => {
    const target = document.createElement('div');
    document.getElementById('main')!.append(target);
    window.WalletKit!.mount(target, { component: 'OtpInput', ...(tag ? { locale: tag } : {}) });
    for (let frame = 0; frame < 100 && !target.querySelector('label'); frame++) await new Promise(requestAnimationFrame);
    const root = target.querySelector('.wk-root')!;
    return { label: target.querySelector('label')!.textContent!, lang: root.getAttribute('lang'), dir: root.getAttribute('dir') };
  }, locale);
}

describeEngines('the language files of the script-tag bundle', (browser) => {
  /** blank.html with the given language files, the browser preferring `languages` when given (the host's probe stands in for them). */
  async function openPage(files: readonly string[], languages?: readonly string[]): Promise<TestPage> {
    const page = await browser.newPage();
    await page.goto(`${host.origin}/${languages ? `?languages=${languages.join(',')}` : ''}`);
    await page.waitForFunction(() => window.WalletKit !== undefined);
    for (const tag of files) await page.addScriptTag({ url: `/wallet-kit.${tag}.js` });
    return page;
  }

  it('ship one file per catalog, each showing its own words with lang and dir', async () => {
    expect(LANGUAGE_FILES.length).toBeGreaterThanOrEqual(15);
    const page = await openPage(LANGUAGE_FILES);
    const seen: Record<string, unknown> = {};
    const expected: Record<string, unknown> = {};
    for (const tag of LANGUAGE_FILES) {
      seen[tag] = await mountCodeField(page, tag);
      expected[tag] = { label: (await sourceCatalog(tag))['otp.label'], lang: tag, dir: ['ar', 'he'].includes(tag) ? 'rtl' : 'ltr' };
    }
    expect(seen).toEqual(expected);
    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('serve a regional tag from its language file: zh-CN from zh-Hans, pt-PT from pt-BR, he-IL from he', async () => {
    const page = await openPage(['zh-Hans', 'pt-BR', 'he']);
    expect(await mountCodeField(page, 'zh-CN')).toEqual({ label: (await sourceCatalog('zh-Hans'))['otp.label'], lang: 'zh-CN', dir: 'ltr' });
    expect(await mountCodeField(page, 'pt-PT')).toEqual({ label: (await sourceCatalog('pt-BR'))['otp.label'], lang: 'pt-PT', dir: 'ltr' });
    expect(await mountCodeField(page, 'he-IL')).toEqual({ label: (await sourceCatalog('he'))['otp.label'], lang: 'he-IL', dir: 'rtl' });
    await page.close();
  });

  it('let the browser’s languages choose among the files on the page when no locale is given', async () => {
    const page = await openPage(['de', 'ja'], ['fi-FI', 'ja-JP', 'de']);
    expect(await mountCodeField(page, undefined)).toEqual({ label: (await sourceCatalog('ja'))['otp.label'], lang: 'ja-JP', dir: 'ltr' });
    // The same for an element without a locale attribute.
    await page.evaluate(() => document.getElementById('main')!.insertAdjacentHTML('beforeend', '<wallet-kit-otp-input id="element"></wallet-kit-otp-input>'));
    const label = page.locator('#element label');
    await expect.poll(() => label.textContent()).toBe((await sourceCatalog('ja'))['otp.label']);
    expect(await problemsOf(page)).toEqual([]);
    await page.close();
  });

  it('show English, left to right, when none of the browser’s languages has its file on the page', async () => {
    const page = await openPage(['de'], ['he-IL', 'fr']);
    expect(await mountCodeField(page, undefined)).toEqual({ label: 'Verification code', lang: 'en', dir: 'ltr' });
    await page.close();
  });
});
