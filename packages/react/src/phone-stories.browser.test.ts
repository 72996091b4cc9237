import { expect, it } from 'vitest';
import { axeFindings } from '../../../test/harness/axe.js';
import { describeEngines, type EngineBrowser, type TestPage } from '../../../test/harness/engines/index.js';
import { useStoryPage } from '../test/story-page.js';

// Screens tried on a 320 px phone (issue 20), each from its Storybook story on one built page:
// - onboarding's steps read "2", then on the next line "Confirm your e-mail address" (a step's number stays on its
//   text's first line; the text wraps beside it), and the sixth box of the e-mail code stuck out of its card;
// - onboarding's details form, country picker and document picker: nothing sticks out sideways, the keyboard
//   reaches each control (the file inputs behind their buttons), an empty required field takes the focus on submit,
//   and the chosen file shows with Replace and Remove;
// - a row of Activity that waits for approval wrapped its payee one letter a line ("Pau/l/Mar/tin");
// - a receipt's payee broke inside its masked number ("•••• / 9012"), and Activity's "Money out" filter took two lines.

const stories = useStoryPage();
const PHONE = { width: 320, height: 700 };
const PDF = Buffer.from('%PDF-1.4\n' + 'x'.repeat(2_000));

/** Every control of the onboarding widget that pokes out of the screen, and how far the page scrolls sideways. */
const layout = (page: TestPage) =>
  page.evaluate(() => {
    const out = [...document.querySelectorAll('.wk-onboarding input:not(.wk-visually-hidden), .wk-onboarding select, .wk-onboarding button, .wk-onboarding label')]
      .filter((element) => {
        const box = element.getBoundingClientRect();
        return box.width > 0 && (box.left < 0 || box.right > document.documentElement.clientWidth);
      })
      .map((element) => element.textContent || element.id);
    return { out, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
  });

/** Presses Tab until the focused element is labelled `label` (at most 20 times). */
async function tabUntil(page: TestPage, label: string): Promise<void> {
  for (let presses = 0; presses < 20; presses++) {
    await page.keyboard.press('Tab');
    const name = await page.evaluate(() => {
      const active = document.activeElement as HTMLInputElement | null;
      return active?.labels?.[0]?.textContent ?? active?.getAttribute('aria-label') ?? '';
    });
    if (name === label) return;
  }
  throw new Error(`Tab did not reach "${label}" in 20 presses`);
}

/** A word: a run without spaces. */
const WORD = '\\S+';
/** A masked account number ("•••• 9012") as one thing, else a word. */
const MASKED_OR_WORD = '•+\\s\\S+|\\S+';
/** The whole text. */
const WHOLE = '^.+$';

/**
 * Each run of text matching `unit` inside the elements at `selector` that the browser laid out over more than one line
 * (a run on one line has one box, a run broken across lines one per line), and how far the page scrolls sideways.
 */
const brokenAcrossLines = (page: TestPage, selector: string, unit = WORD) =>
  page.evaluate(
    ([selector, unit]) => {
      const broken: string[] = [];
      for (const part of document.querySelectorAll(selector)) {
        const walker = document.createTreeWalker(part, NodeFilter.SHOW_TEXT);
        for (let node = walker.nextNode(); node; node = walker.nextNode()) {
          const text = node.textContent ?? '';
          for (const match of text.matchAll(new RegExp(unit, 'gu'))) {
            const range = document.createRange();
            range.setStart(node, match.index);
            range.setEnd(node, match.index + match[0].length);
            if (new Set([...range.getClientRects()].filter((rect) => rect.width > 0).map((rect) => Math.round(rect.top))).size > 1) broken.push(`"${match[0]}" in "${part.textContent}"`);
          }
        }
      }
      return { broken, overflow: document.documentElement.scrollWidth - document.documentElement.clientWidth };
    },
    [selector, unit] as const,
  );

/** With WALLET_KIT_SHOTS set (a folder), the page as a 320 px phone shows it, to look at. */
async function shoot(browser: EngineBrowser, page: TestPage, name: string): Promise<void> {
  const folder = process.env.WALLET_KIT_SHOTS;
  if (folder) await page.screenshot({ path: `${folder}/${browser.engine}-320-${name.replace(/[^\w-]+/g, '-')}.png`, fullPage: browser.supports('full-page-screenshot') });
}

const focused = (page: TestPage) => page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.getAttribute('type'), document.activeElement?.textContent, (document.activeElement as HTMLElement | null)?.id]);

describeEngines('screens on a 320 px phone', (browser) => {
  it('keeps each onboarding step’s number on the first line of its words, and the code’s six boxes within the card', { timeout: 120_000 }, async () => {
    const page = await stories.show(browser, 'onboarding/Onboarding.stories.tsx#ContactCodes', PHONE);
    // As the demo places it on a 320 px phone: in a tab panel of a card, 260 px wide.
    await page.evaluate(() => document.getElementById('storybook-root')!.style.setProperty('inline-size', '260px'));
    await page.getByText('Confirm your e-mail address').first().waitFor({ timeout: 20_000 });
    const apart = await page.evaluate(() =>
      [...document.querySelectorAll('.wk-step')].flatMap((step) => {
        const number = step.querySelector('.wk-step-number')!.getBoundingClientRect();
        const words = document.createRange();
        words.setStartAfter(step.querySelector('.wk-step-number')!);
        words.setEndAfter(step.lastChild!);
        const firstLine = [...words.getClientRects()].find((rect) => rect.width > 0);
        return firstLine && Math.abs(firstLine.top - number.top) > number.height / 2 ? [step.textContent] : [];
      }),
    );
    expect(apart).toEqual([]);

    await page.getByRole('button', { name: 'E-mail me a code' }).click();
    await page.getByLabel('Verification code').waitFor({ timeout: 20_000 });
    const outside = await page.evaluate(() => {
      const card = document.querySelector('.wk-contact')!.getBoundingClientRect();
      return [...document.querySelectorAll('.wk-otp-slot')].filter((slot) => slot.getBoundingClientRect().right > card.right + 0.5).length;
    });
    expect(outside, 'code boxes past the card’s edge').toBe(0);
    await page.close();
  });

  it('asks onboarding’s named details with a country picker, focuses the step’s heading and then the first empty field', { timeout: 120_000 }, async () => {
    const page = await stories.show(browser, 'onboarding/Onboarding.stories.tsx#DetailsNeeded', PHONE);
    await page.getByLabel('Full name').waitFor({ timeout: 20_000 });
    // The step's own heading has the focus (not the widget's title, the same words on every step), for a keyboard or a screen reader.
    expect((await focused(page))[2]).toBe('Verify your identity');
    expect(await page.getByLabel('Nationality').evaluate((select) => select.tagName)).toBe('SELECT');
    expect(await page.getByLabel('Nationality').evaluate((select) => [...(select as HTMLSelectElement).options].find((o) => o.value === 'DE')?.textContent)).toBe('Germany');
    expect(await layout(page)).toEqual({ out: [], overflow: 0 });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const name = await page.getByLabel('Full name').getAttribute('id');
    expect((await focused(page))[3]).toBe(name);
    await page.getByText('Fill this in to continue.').first().waitFor();
    expect(await layout(page)).toEqual({ out: [], overflow: 0 });
    expect(await axeFindings(page, '.wk-onboarding')).toEqual([]);
    await page.close();
  });

  it('draws onboarding’s document picker as buttons the keyboard reaches, and shows the file chosen with Replace and Remove', { timeout: 120_000 }, async () => {
    const page = await stories.show(browser, 'onboarding/Onboarding.stories.tsx#UploadDocument', PHONE);
    await page.getByRole('button', { name: 'Choose a file' }).waitFor({ timeout: 20_000 });
    expect(await layout(page)).toEqual({ out: [], overflow: 0 });
    // From the country picker, Tab goes to the button, not to the input it stands for.
    await page.getByLabel('Country that issued it').focus();
    await page.keyboard.press('Tab');
    expect((await focused(page)).slice(0, 3)).toEqual(['BUTTON', 'button', 'Choose a file']);
    await page.getByLabel('Photo or scan of the document').setInputFiles({ name: 'passport.pdf', mimeType: 'application/pdf', buffer: PDF });
    await page.getByText('passport.pdf').waitFor();
    await page.getByRole('button', { name: 'Replace' }).waitFor();
    expect(await layout(page)).toEqual({ out: [], overflow: 0 });
    expect(await axeFindings(page, '.wk-onboarding')).toEqual([]);
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Choose a file' }).waitFor();
    await page.close();
  });

  it('wraps a waiting payment’s row of Activity between words only, and nothing sticks out sideways', { timeout: 120_000 }, async () => {
    const page = await stories.show(browser, 'wallet/Activity.stories.tsx#WaitingOnAPhone', PHONE);
    await page.getByText('Waiting for your approval').first().waitFor({ timeout: 20_000 });
    expect(await page.locator('.wk-history-row').count()).toBeGreaterThan(0);
    expect(await brokenAcrossLines(page, '.wk-history-row :is(.wk-history-title, .wk-status, .wk-history-amount)')).toEqual({ broken: [], overflow: 0 });
    await page.close();
  });

  // The receipt's payee on a 320 px phone read "Alice Rivera · ••••" then "9012" on the next line: the masked number
  // is one thing to read (and to check against a card or a statement), so it stays whole; the line breaks before it.
  it.each(['TransactionReceipt.stories.tsx#OnItsWay', 'TransactionReceipt.stories.tsx#RightToLeft', 'SendMoney.stories.tsx#Sent'])('keeps a masked account number on one line in %s', { timeout: 120_000 }, async (story) => {
    const page = await stories.show(browser, `wallet/${story}`, PHONE);
    await page.evaluate(() => document.getElementById('storybook-root')!.style.setProperty('inline-size', '260px'));
    await page.locator('.wk-receipt .wk-list').waitFor({ timeout: 20_000 });
    await shoot(browser, page, `masked-${story}`);
    expect(await brokenAcrossLines(page, '.wk-receipt .wk-value, .wk-send-done-amount', MASKED_OR_WORD)).toEqual({ broken: [], overflow: 0 });
    await page.close();
  });

  // Receive once its transfer's money arrived (the story waits for it), as it reads on a phone; to look at.
  it('shows a transfer in received on a phone, words whole, nothing sideways', { timeout: 120_000 }, async () => {
    const page = await stories.show(browser, 'wallet/Receive.stories.tsx#Received', PHONE);
    await shoot(browser, page, 'receive-received');
    expect(await brokenAcrossLines(page, '.wk-receive :is(.wk-title, .wk-send-done-amount, .wk-value)', MASKED_OR_WORD)).toEqual({ broken: [], overflow: 0 });
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(browser, page, 'receive-received-390');
    await page.close();
  });

  it('says on a phone that unpaid details lapsed, in their place, with Start over first and words whole', { timeout: 120_000 }, async () => {
    const page = await stories.show(browser, 'wallet/Receive.stories.tsx#Lapsed', PHONE);
    await shoot(browser, page, 'receive-lapsed');
    expect(await brokenAcrossLines(page, '.wk-receive :is(.wk-title, .wk-notice, .wk-button-face)')).toEqual({ broken: [], overflow: 0 });
    await page.setViewportSize({ width: 390, height: 844 });
    await shoot(browser, page, 'receive-lapsed-390');
    await page.close();
  });

  // Walked at 390 px: after Start over, Tab put focus in the amount field behind the sticky "Get the payment details".
  browser.requires('scroll-margin-on-focus')('keeps a field reached with Tab clear of the sticky actions: Receive\'s amount after Start over', { timeout: 120_000 }, async () => {
    const page = await stories.show(browser, 'wallet/Receive.stories.tsx#Lapsed', { width: 390, height: 844 });
    await page.getByRole('button', { name: 'Start over' }).click();
    await page.getByRole('button', { name: 'Get the payment details' }).waitFor();
    await tabUntil(page, 'Amount in USD');
    const clear = () =>
      page.evaluate(() => {
        const field = document.activeElement!.getBoundingClientRect();
        const bar = [...document.querySelectorAll('.wk-actions')].find((actions) => getComputedStyle(actions).position === 'sticky')!.getBoundingClientRect();
        return field.top >= 0 && field.bottom <= bar.top;
      });
    await expect.poll(clear, { timeout: 5_000 }).toBe(true);
    await page.close();
  });

  // "Money out" went to a second line at 320 px, by itself under "All" and "Money in": the three stay on one row
  // there, in either direction, and each label on one line (a longer language may still wrap between chips).
  it.each(['ActivityFilters.stories.tsx#MoneyOut', 'ActivityFilters.stories.tsx#RightToLeft', 'Activity.stories.tsx#History', 'Activity.stories.tsx#Hebrew'])('keeps Activity’s filters on one row, each on one line, in %s', { timeout: 120_000 }, async (story) => {
    const page = await stories.show(browser, `wallet/${story}`, PHONE);
    await page.locator('.wk-filters .wk-button').first().waitFor({ timeout: 20_000 });
    await shoot(browser, page, `filters-${story}`);
    expect(await brokenAcrossLines(page, '.wk-filters .wk-button-face', WHOLE)).toEqual({ broken: [], overflow: 0 });
    const rows = await page.locator('.wk-filters .wk-button').evaluateAll((chips) => new Set(chips.map((chip) => Math.round(chip.getBoundingClientRect().top))).size);
    expect(rows, 'rows of direction filters').toBe(1);
    await page.close();
  });
});
