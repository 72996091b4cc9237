import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ar as cardsAr } from '../../react/src/cards/messages/ar.js';
import { fr as cardsFr } from '../../react/src/cards/messages/fr.js';
import { describeEngines, type TestPage } from '../../../test/harness/engines/index.js';
import { problemsOf, startStaticHost, warningsOf, type StaticHost } from '../test/host.js';

// The area files (wallet-kit.cards.js, ...) as built, under the strict CSP: an area element is defined
// by wallet-kit.js whatever the order of the files, waits for its area, says so when the file is
// missing, and runs on the main file's Preact, provider and catalogs (no second copy of any of them).

declare global {
  interface Window {
    faceBefore?: Element | null;
  }
}

let host: StaticHost;
const testFile = (name: string, type = 'text/html'): [URL, string] => [new URL(`../test/${name}`, import.meta.url), type];

beforeAll(async () => {
  host = await startStaticHost({
    '/': testFile('blank.html'),
    '/after.html': testFile('areas/after.html'),
    '/before.html': testFile('areas/before.html'),
    '/missing.html': testFile('areas/missing.html'),
    '/attribute.html': testFile('areas/attribute.html'),
    '/module.html': testFile('areas/module.html'),
    '/area-module.js': testFile('areas/area-module.js', 'text/javascript'),
    '/area-events.js': testFile('areas/area-events.js', 'text/javascript'),
  });
});
afterAll(() => host?.close());

/** What the page's <wallet-kit-card> shows: its root's state, and the card face's label once rendered. */
const cardShows = (page: TestPage, selector = 'wallet-kit-card') =>
  page.evaluate((tag) => {
    const root = document.querySelector(tag)!.shadowRoot?.querySelector('[part="root"] > *');
    const face = root?.querySelector('.wk-cardface');
    return {
      state: root?.getAttribute('data-state') ?? null,
      face: face?.getAttribute('aria-label') ?? null,
      // The card face's rules come in wallet-kit.cards.js, not wallet-kit.js: styled once the file has run.
      styled: face ? getComputedStyle(face).display === 'grid' : null,
    };
  }, selector);

const areaErrors = (page: TestPage) => page.evaluate(() => (window as unknown as { areaErrors: { code: string; message: string }[] }).areaErrors);

const FACE = 'Visa card ending in 4242';

describeEngines('area files', (browser) => {
  async function openPage(path: string): Promise<TestPage> {
    const page = await browser.newPage();
    await page.goto(new URL(path, host.origin).href);
    await page.waitForFunction(() => window.WalletKit !== undefined);
    return page;
  }

  describe('an area element and its area file', () => {
    it('renders the card with wallet-kit.cards.js loaded after wallet-kit.js, and keeps the first copy of the file', async () => {
      const page = await openPage('/after.html');
      await expect.poll(() => cardShows(page)).toEqual({ state: 'ready', face: FACE, styled: true });
      expect(await page.evaluate(() => window.WalletKit!.areas())).toEqual(['cards']);
      expect(await areaErrors(page)).toEqual([]);
      // The file a second time: it warns and changes nothing (the card keeps its node, held on window: no remount).
      await page.evaluate(() => void (window.faceBefore = document.querySelector('wallet-kit-card')!.shadowRoot!.querySelector('.wk-cardface')));
      await page.addScriptTag({ url: '/wallet-kit.cards.js' });
      expect(await warningsOf(page)).toEqual([expect.stringContaining('wallet-kit.cards.js was loaded twice; keeping the first')]);
      await page.evaluate(async () => {
        for (let frame = 0; frame < 3; frame++) await new Promise(requestAnimationFrame);
      });
      expect(await page.evaluate(() => window.faceBefore === document.querySelector('wallet-kit-card')!.shadowRoot!.querySelector('.wk-cardface'))).toBe(true);
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });

    it('renders the card with wallet-kit.cards.js loaded before wallet-kit.js (the area waits in its queue)', async () => {
      const page = await openPage('/before.html');
      await expect.poll(() => cardShows(page)).toEqual({ state: 'ready', face: FACE, styled: true });
      expect(await areaErrors(page)).toEqual([]);
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });

    it('loads the area named by data-areas from beside wallet-kit.js', async () => {
      const page = await openPage('/attribute.html');
      await expect.poll(() => cardShows(page)).toEqual({ state: 'ready', face: FACE, styled: true });
      expect(await page.evaluate(() => [...document.scripts].map((script) => new URL(script.src).pathname))).toContain('/wallet-kit.cards.js');
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });

    it('renders the card with the ES module and the area file imported after it, as a bundler would', async () => {
      const page = await openPage('/module.html');
      await expect.poll(() => cardShows(page)).toEqual({ state: 'ready', face: FACE, styled: true });
      expect(await page.evaluate(() => (window as unknown as { moduleAreas: string[] }).moduleAreas)).toEqual(['cards']);
      expect(await areaErrors(page)).toEqual([]);
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });

    it('without its file, shows an empty busy root, reports AREA_NOT_LOADED naming the file, and upgrades once WalletKit.load brings it', async () => {
      const page = await openPage('/missing.html');
      await expect
        .poll(() => areaErrors(page))
        .toEqual([
          {
            code: 'AREA_NOT_LOADED',
            message: expect.stringContaining('<wallet-kit-card> (Card) needs wallet-kit.cards.js, which is not on the page'),
          },
        ]);
      const placeholder = await page.evaluate(() => {
        const root = document.querySelector('wallet-kit-card')!.shadowRoot!.querySelector('[part="root"] > *')!;
        return {
          state: root.getAttribute('data-state'),
          busy: root.getAttribute('aria-busy'),
          text: root.textContent,
        };
      });
      expect(placeholder).toEqual({ state: 'loading', busy: 'true', text: '' });
      expect((await warningsOf(page)).filter((warning) => warning.includes('wallet-kit.cards.js'))).toHaveLength(1);
      await page.evaluate(() => window.WalletKit!.load('cards'));
      await expect.poll(() => cardShows(page)).toEqual({ state: 'ready', face: FACE, styled: true });
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });

    it('upgrades a card mounted with WalletKit.mount before its area, and reports to onError', async () => {
      const page = await openPage('/missing.html');
      const reported = await page.evaluate(async () => {
        const target = document.createElement('div');
        target.id = 'mounted';
        document.body.append(target);
        const codes: string[] = [];
        const card = {
          id: 'Card:embed-2',
          state: 'FROZEN',
          brand: 'MASTERCARD',
          last4: '0005',
        };
        const errored = new Promise<void>((resolve) => {
          window.WalletKit!.mount(target, {
            component: 'Card',
            cardId: card.id,
            card,
            onError: (error) => (codes.push((error as { code: string }).code), resolve()),
          });
        });
        await errored;
        return codes;
      });
      expect(reported).toEqual(['AREA_NOT_LOADED']);
      await page.evaluate(() => window.WalletKit!.load('cards'));
      await expect.poll(() => page.locator('#mounted .wk-cardface').getAttribute('aria-label')).toBe('Mastercard card ending in 0005');
      expect((await problemsOf(page)).filter((problem) => !problem.includes('wallet-kit.cards.js'))).toEqual([]);
      await page.close();
    });

    it('refuses an unknown area, an unreachable file, and an area file of another release, each with its EmbedError code', async () => {
      const page = await openPage('/missing.html');
      const codes = await page.evaluate(async () => {
        const codeOf = (promise: Promise<unknown>) =>
          promise.then(
            () => 'resolved',
            (error: { code: string }) => error.code,
          );
        return {
          unknown: await codeOf(window.WalletKit!.load('checkout' as never)),
          unreachable: await codeOf(
            window.WalletKit!.load('cards', {
              src: '/nowhere/wallet-kit.cards.js',
            }),
          ),
        };
      });
      expect(codes).toEqual({
        unknown: 'UNKNOWN_AREA',
        unreachable: 'AREA_LOAD_FAILED',
      });
      // An old area file pushes itself as every release does; it is not run.
      await page.evaluate(() => {
        const queue = (window as unknown as { WalletKitAreas: { push(file: unknown): void } }).WalletKitAreas;
        queue.push({
          area: 'cards',
          version: '0.0.1',
          run: () => {
            throw new Error('must not run');
          },
        });
      });
      expect((await warningsOf(page)).some((warning) => warning.includes('wallet-kit.cards.js is version 0.0.1'))).toBe(true);
      // The 404 is the browser's own console error for the missing file: that is the point.
      expect((await problemsOf(page)).filter((problem) => !/404|Failed to load resource/.test(problem))).toEqual([]);
      await page.close();
    });
  });

  describe('one runtime across the files', () => {
    it('runs the area’s widget on the main file’s Preact and provider: hooks, the locale from the element, its catalogs in French and Arabic (rtl)', async () => {
      const page = await openPage('/after.html');
      for (const tag of ['fr', 'ar']) await page.addScriptTag({ url: `/wallet-kit.${tag}.js` });
      const shown = await page.evaluate(async () => {
        const read = async (locale: string) => {
          const element = document.createElement('wallet-kit-card');
          element.setAttribute('card-id', 'Card:embed-1');
          element.setAttribute(
            'card',
            JSON.stringify({
              id: 'Card:embed-1',
              state: 'ACTIVE',
              brand: 'VISA',
              last4: '4242',
            }),
          );
          element.setAttribute('locale', locale);
          document.getElementById('main')!.append(element);
          let root: Element | null = null;
          for (let frame = 0; frame < 200 && !root?.querySelector('.wk-cardface'); frame++) {
            await new Promise(requestAnimationFrame);
            root = element.shadowRoot!.querySelector('[part="root"] > *');
          }
          const flow = root!.querySelector('[data-state]') ?? root!;
          return {
            title: root!.querySelector('.wk-title')!.textContent,
            state: root!.querySelector('.wk-status')!.textContent,
            lang: flow.closest('[lang]')?.getAttribute('lang'),
            dir: flow.closest('[dir]')?.getAttribute('dir'),
          };
        };
        return { fr: await read('fr'), ar: await read('ar') };
      });
      expect(shown).toEqual({
        fr: {
          title: cardsFr['cards.card.title'],
          state: cardsFr['cards.state.ACTIVE'],
          lang: 'fr',
          dir: 'ltr',
        },
        ar: {
          title: cardsAr['cards.card.title'],
          state: cardsAr['cards.state.ACTIVE'],
          lang: 'ar',
          dir: 'rtl',
        },
      });
      expect(await problemsOf(page)).toEqual([]);
      await page.close();
    });
  });
});
