import type { DriverPage } from './driver.js';
import { pageScript } from './page-script.js';
import { PAGE_SCRIPT_VERSION } from './query.js';

/** An error thrown inside the page, carried back to the test with the page's name and message. */
export class PageScriptError extends Error {
  constructor(
    readonly pageErrorName: string,
    message: string,
  ) {
    super(message);
    this.name = 'PageScriptError';
  }
}

const ENGINE_MISSING = 'wallet-kit: the in-page engine is not loaded';

/**
 * Wraps an expression so every driver gives back the same thing: JSON text of its value, or of what it threw.
 * Drivers differ on `undefined`, on errors and on values JSON cannot hold; JSON text is the same in all three.
 */
function wrap(expression: string): string {
  return `(async () => {
    try {
      const value = await (${expression});
      return JSON.stringify(value === undefined ? { undefined: true } : { value });
    } catch (error) {
      return JSON.stringify({ error: { name: (error && error.name) || 'Error', message: String((error && error.message) || error) } });
    }
  })()`;
}

type Answer = { value: unknown } | { undefined: true } | { error: { name: string; message: string } };

async function evaluateOnce(driver: DriverPage, expression: string, frame: string | undefined): Promise<Answer> {
  const text = await driver.evaluate(wrap(expression), frame);
  if (typeof text !== 'string') throw new Error(`the driver returned ${typeof text} instead of the JSON text of the page's answer`);
  return JSON.parse(text) as Answer;
}

/** `expression`'s value in the page (or in the iframe `frame` selects), as JSON carries it; what it throws is thrown here. */
export async function evaluateExpression<T>(driver: DriverPage, expression: string, frame?: string): Promise<T> {
  const answer = await evaluateOnce(driver, expression, frame);
  if ('error' in answer) throw new PageScriptError(answer.error.name, answer.error.message);
  return ('value' in answer ? answer.value : undefined) as T;
}

/**
 * Like evaluateExpression, for expressions that use the in-page engine (`window.__wkEngine`): the engine is
 * loaded into the document (and any later one) the first time it is missing.
 */
export async function evaluateWithEngine<T>(driver: DriverPage, expression: string, frame?: string): Promise<T> {
  const guarded = `window.__wkEngine?.version === ${PAGE_SCRIPT_VERSION} ? (${expression}) : Promise.reject(new Error(${JSON.stringify(ENGINE_MISSING)}))`;
  const answer = await evaluateOnce(driver, guarded, frame);
  if ('error' in answer && answer.error.message === ENGINE_MISSING) {
    await evaluateExpression(driver, `(() => { ${await pageScript()}\n})()`, frame);
    return evaluateExpression<T>(driver, expression, frame);
  }
  if ('error' in answer) throw new PageScriptError(answer.error.name, answer.error.message);
  return ('value' in answer ? answer.value : undefined) as T;
}

/** A function's source called with a JSON argument, as an expression for the page. */
export function callExpression(fn: (...args: never[]) => unknown, ...args: unknown[]): string {
  return `(${fn.toString()})(${args.map((arg) => (arg === undefined ? 'undefined' : JSON.stringify(arg))).join(', ')})`;
}
