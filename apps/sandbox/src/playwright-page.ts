// What the Playwright helpers read in the page. The kit's widgets may sit in open shadow roots (the script-tag
// bundle's custom elements render there), which `document.querySelector` does not enter, so every question is
// answered by one function that walks the composed tree. Playwright serializes it into the page: it uses nothing
// from outside itself.
import { TestKitError, type TestKitErrorCode } from './kit-error.js';

/** The part of Playwright's `JSHandle` the helpers use. */
export interface JsHandleLike {
  /** As Playwright's `jsHandle.jsonValue`. */
  jsonValue(): Promise<unknown>;
}

/** The part of Playwright's `Page` that reads the page: its `waitForFunction`. */
export interface WaitingPageLike {
  /** As Playwright's `page.waitForFunction`. */
  waitForFunction(pageFunction: (selector: string) => unknown, arg: string, options?: { timeout?: number }): Promise<JsHandleLike>;
}

/** A question to the page (JSON, as `waitForFunction` carries one argument). */
export type Question =
  /** `done:<state>`, `gone` (no such widget), `error:<its words>`, or false while it works. */
  | { ask: 'outcome'; root: string; done: string[]; busy: string[]; failed: string[] }
  /** How the SCA step waiting for an answer takes it: `code`, `passkey`, or false until it shows. */
  | { ask: 'round'; root: string }
  /** Where the flow went once its SCA step left: `authorized`, `answer`, `error:<its words>`, `gone`, or false while it works. */
  | { ask: 'after' }
  /** The words the widget (or the page, without one) shows: its visible headings and errors. */
  | { ask: 'shown'; root?: string };

/** Runs in the page. */
export function answerIn(json: string): unknown {
  const question = JSON.parse(json) as Question;
  // Every match under `from`, entering each open shadow root on the way.
  const all = (selector: string, from: ParentNode = document): Element[] => {
    const found = [...from.querySelectorAll(selector)];
    for (const element of from.querySelectorAll('*')) if (element.shadowRoot) found.push(...all(selector, element.shadowRoot));
    return found;
  };
  const visible = (element: Element) => element.getClientRects().length > 0 && getComputedStyle(element).visibility !== 'hidden';
  const text = (element: Element) => (element.textContent ?? '').replace(/\s+/g, ' ').trim();
  const errorIn = (root: Element) => all('.wk-error', root).map(text).find(Boolean);
  // What a person reads: headings and errors, never a service id (a label gone wrong may hold one).
  const shown = (scope: ParentNode) =>
    [...new Set(all('[role="heading"], h1, h2, h3, h4, h5, h6, .wk-error, [role="alert"]', scope).filter(visible).map(text).filter(Boolean))]
      .join(' · ')
      .replace(/\b[A-Za-z]+:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b/gi, '…')
      .slice(0, 300);

  if (question.ask === 'shown') {
    const widget = question.root ? all(question.root)[0] : undefined;
    return (widget && shown(widget)) || shown(document) || '(nothing)';
  }
  if (question.ask === 'round') {
    const widget = all(question.root)[0];
    if (!widget) return false;
    if (all('input[autocomplete="one-time-code"]', widget).length > 0) return 'code';
    return all('button[data-variant="primary"]', widget).length > 0 ? 'passkey' : false;
  }
  if (question.ask === 'outcome') {
    const root = all(question.root)[0];
    if (!root) return 'gone';
    const state = root.getAttribute('data-state') ?? '';
    if (question.busy.includes(state)) return false;
    if (question.failed.includes(state)) return `error:${errorIn(root) ?? shown(root)}`;
    // A refused answer comes back to the same step with the widget's words: an error, not a new round.
    const error = errorIn(root);
    if (error) return `error:${error}`;
    return question.done.includes(state) ? `done:${state}` : false;
  }
  // After the SCA step: <QuoteConfirmation> goes on to the payment; <SendMoney> replaces it with its receipt. A
  // challenge waiting again is the next round, come back before this looked.
  if (all('.wk-sca[data-state="answer"]').length > 0) return 'answer';
  const confirmation = all('.wk-confirm')[0];
  if (confirmation) {
    const state = confirmation.getAttribute('data-state') ?? '';
    if (['processing', 'completed', 'failed'].includes(state)) return 'authorized';
    if (['error', 'cancelled'].includes(state)) return `error:${errorIn(confirmation) ?? shown(confirmation)}`;
    // Still executing, or back to the terms (the quote moved on): the challenge was not the last word.
    return ['loading', 'executing', 'authorizing'].includes(state) ? false : 'gone';
  }
  if (all('.wk-send-done').length > 0) return 'authorized';
  const send = all('.wk-send[data-state="error"]')[0];
  return send ? `error:${errorIn(send) ?? shown(send)}` : 'gone';
}

/** The page's answer, or a `TestKitError` naming what the page shows when none came within `timeout`. */
export async function ask(page: WaitingPageLike, question: Question, timeout: number, failure: TestKitErrorCode, waitingFor: string): Promise<string> {
  try {
    return String(await (await page.waitForFunction(answerIn, JSON.stringify(question), { timeout })).jsonValue());
  } catch (error) {
    throw new TestKitError(failure, `${waitingFor} within ${timeout} ms; the page shows: ${await shownBy(page, 'root' in question ? question.root : undefined)}`, { cause: error });
  }
}

/** The widget's (or the page's) visible headings and errors, for a failure's message. */
export async function shownBy(page: WaitingPageLike, root?: string): Promise<string> {
  try {
    return JSON.stringify(String(await (await page.waitForFunction(answerIn, JSON.stringify({ ask: 'shown', root }), { timeout: 2_000 })).jsonValue()));
  } catch {
    return '(the page did not answer)';
  }
}
