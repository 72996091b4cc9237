import { readFile } from 'node:fs/promises';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { describeEngines, type TestPage } from '../../../../test/harness/engines/index.js';
import { startHarnessServer, type HarnessServer } from '../../../../test/harness/server.js';

// Issue 20, item 6: onboarding's details form, country picker and document picker on a 320 px phone:
// nothing sticks out sideways, the keyboard reaches each control (the file inputs behind their buttons), an
// empty required field takes the focus on submit, and the chosen file shows with Replace and Remove.

const PAGE = 'packages/react/test/stories.html';
const PDF = Buffer.from('%PDF-1.4\n' + 'x'.repeat(2_000));
let server: HarnessServer;

beforeAll(async () => {
  server = await startHarnessServer({ entries: [PAGE] });
});

afterAll(async () => {
  await server?.close();
});

async function story(page: TestPage, name: string): Promise<void> {
  // The first import of the stories may meet Vite optimizing a dependency it found late: once more after a reload.
  let done: true | string = 'not run';
  for (let attempt = 0; attempt < 3 && done !== true; attempt++) {
    await page.goto(new URL(PAGE, server.url).href);
    // A cold server compiles the stories on the first visit: a slow first load is tried again, not failed.
    const ready = await page.waitForFunction(() => window.wkReady === true, undefined, { timeout: 60_000 }).then(
      () => true,
      () => false,
    );
    if (!ready) continue;
    done = await page.evaluate((id) => window.wkRun(id, 30_000), `../src/onboarding/Onboarding.stories.tsx#${name}`);
  }
  expect(done).toBe(true);
}

/** Every control of the widget that pokes out of a 320 px screen, and how far the page scrolls sideways. */
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

/** axe-core's findings on the widget, colour contrast included. */
async function axeViolations(page: TestPage): Promise<string[]> {
  await page.addScriptTag({ content: await readFile('node_modules/axe-core/axe.min.js', 'utf8') });
  return page.evaluate(async () => {
    const axe = (window as unknown as { axe: { run(context: Element): Promise<{ violations: Array<{ id: string; nodes: unknown[] }> }> } }).axe;
    const result = await axe.run(document.querySelector('.wk-onboarding')!);
    return result.violations.map((violation) => `${violation.id} (${violation.nodes.length})`);
  });
}

const focused = (page: TestPage) => page.evaluate(() => [document.activeElement?.tagName, document.activeElement?.getAttribute('type'), document.activeElement?.textContent, (document.activeElement as HTMLElement | null)?.id]);

describeEngines('onboarding’s forms on a 320 px phone', (browser) => {
  it('asks the named details with a country picker, focuses the step’s heading and then the first empty field', { timeout: 240_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 320, height: 700 });
    await story(page, 'DetailsNeeded');
    await page.getByLabel('Full name').waitFor({ timeout: 20_000 });
    // The new step's heading has the focus, for a keyboard or a screen reader.
    expect((await focused(page))[2]).toBe('Set up your account');
    expect(await page.getByLabel('Nationality').evaluate((select) => select.tagName)).toBe('SELECT');
    expect(await page.getByLabel('Nationality').evaluate((select) => [...(select as HTMLSelectElement).options].find((o) => o.value === 'DE')?.textContent)).toBe('Germany');
    expect(await layout(page)).toEqual({ out: [], overflow: 0 });
    await page.getByRole('button', { name: 'Save and continue' }).click();
    const name = await page.getByLabel('Full name').getAttribute('id');
    expect((await focused(page))[3]).toBe(name);
    await page.getByText('Fill this in to continue.').first().waitFor();
    expect(await layout(page)).toEqual({ out: [], overflow: 0 });
    expect(await axeViolations(page)).toEqual([]);
    await page.close();
  });

  it('draws the document picker as buttons the keyboard reaches, and shows the file chosen with Replace and Remove', { timeout: 120_000 }, async () => {
    const page = await browser.newPage();
    await page.setViewportSize({ width: 320, height: 700 });
    await story(page, 'UploadDocument');
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
    expect(await axeViolations(page)).toEqual([]);
    await page.getByRole('button', { name: 'Remove' }).click();
    await page.getByRole('button', { name: 'Choose a file' }).waitFor();
    await page.close();
  });
});
