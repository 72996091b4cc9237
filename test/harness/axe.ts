import axe from 'axe-core';
import type { TestPage } from './engines/index.js';

/**
 * axe-core's findings in the page, under the element `scope` selects (the whole document by default), one line per rule
 * with each element it names and axe's reason. Judged once the page's finite animations have run out: CI caught a
 * button mid-fade (its colour transition) twice, one colour-contrast finding that no later run showed.
 */
export async function axeFindings(page: TestPage, scope?: string): Promise<string[]> {
  // Evaluated through the driver, not as an inline <script>: a page under a strict CSP refuses those.
  if (!(await page.evaluate(() => 'axe' in window))) await page.addScriptTag({ content: axe.source });
  return page.evaluate(async (selector) => {
    const finite = document.getAnimations().filter((animation) => animation.effect?.getComputedTiming().iterations !== Infinity);
    await Promise.all(finite.map((animation) => animation.finished.catch(() => undefined)));
    type Node = { target: unknown; any: Array<{ message: string }> };
    const run = (window as unknown as { axe: { run(context: Element | Document, options: object): Promise<{ violations: Array<{ id: string; nodes: Node[] }> }> } }).axe.run;
    const context = selector ? document.querySelector(selector) : document;
    if (!context) throw new Error(`axe: nothing in the page matches ${selector}`);
    const { violations } = await run(context, { resultTypes: ['violations'] });
    return violations.map((violation) => `${violation.id}: ${violation.nodes.map((node) => `${JSON.stringify(node.target)} ${node.any[0]?.message ?? ''}`).join('; ')}`);
  }, scope);
}
