/**
 * What a person must never read on a screen of the kit or the demo (issue 20, finding 3): a service id
 * ("InternalAccount:0190f3c4-…") or an enum value ("SEPA_INSTANT", "PENDING_AUTHORIZATION"). Shared by the
 * Storybook smoke (test/storybook.browser.test.ts, every story once settled) and the demo's journeys.
 */

/** A service id: a type name, a colon, a UUID or hex run (`Customer:0190…`, `ExternalAccount:0000…`). */
export const SERVICE_ID = /\b[A-Z][A-Za-z]+:[0-9a-f-]{8,}/;

/** An enum value or code: capitals joined by underscores (`SEPA_INSTANT`, `CARDHOLDER_KYC_NOT_APPROVED`). */
export const UPPER_SNAKE = /\b[A-Z]{2,}(?:_[A-Z0-9]+)+\b/;

/**
 * An expression to evaluate in a page (a string, so any driver runs it as written): every text a person
 * reads or hears there, as an array of strings. It walks the document and every open shadow root
 * (script-tag elements render in them), skips what is not rendered (`display: none`, `hidden`, scripts,
 * styles, templates) but keeps visually hidden text (a screen reader reads it), and adds the accessible
 * words of attributes (`aria-label`, `title`, `alt`, `placeholder`, an `<option>`'s text).
 */
export const READABLE_TEXTS = `(() => {
  const SKIP = new Set(['SCRIPT', 'STYLE', 'TEMPLATE', 'NOSCRIPT']);
  const ATTRIBUTES = ['aria-label', 'aria-description', 'title', 'alt', 'placeholder'];
  const texts = [];
  const shown = (element) => {
    if (SKIP.has(element.tagName) || element.hidden) return false;
    const style = getComputedStyle(element);
    return style.display !== 'none' && style.visibility !== 'hidden';
  };
  const walk = (node) => {
    for (const child of node.childNodes) {
      if (child.nodeType === 3) {
        const text = child.textContent.trim();
        if (text) texts.push(text);
      } else if (child.nodeType === 1) {
        if (!shown(child)) continue;
        for (const name of ATTRIBUTES) {
          const value = child.getAttribute(name);
          if (value && value.trim()) texts.push(value.trim());
        }
        if (child.shadowRoot) walk(child.shadowRoot);
        walk(child);
      }
    }
  };
  walk(document.body);
  return texts;
})()`;

/** The texts that show an id or an enum value, each with what matched. */
export function internalsIn(texts: readonly string[]): string[] {
  return texts.flatMap((text) => {
    const found = [SERVICE_ID.exec(text)?.[0], UPPER_SNAKE.exec(text)?.[0]].filter((match): match is string => match !== undefined);
    return found.length ? [`${found.join(', ')} in "${text.length > 160 ? `${text.slice(0, 160)}…` : text}"`] : [];
  });
}

/** Any page a test drives: Playwright's `Page` and the harness's `TestPage` both evaluate an expression string. */
export interface EvaluatingPage {
  evaluate<R>(expression: string): Promise<R>;
}

/**
 * Fails when the page shows a person an id or an enum value, naming each text and where the journey was.
 *
 * @example await expectNoInternals(page, 'the receipt of money in');
 */
export async function expectNoInternals(page: EvaluatingPage, where: string): Promise<void> {
  const leaks = internalsIn(await page.evaluate<string[]>(READABLE_TEXTS));
  if (leaks.length) throw new Error(`${where}: internals on screen:\n  ${leaks.join('\n  ')}`);
}
