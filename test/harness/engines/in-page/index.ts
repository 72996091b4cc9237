// The in-page half of the engines' page interface, bundled into one script (../page-script.ts) that each driver
// evaluates in a page when it first needs it. Node sends a locator's steps and an operation; this finds the element,
// checks what the operation needs (visible, enabled, not covered: Playwright's actionability), and answers done or
// not yet. Everything a driver cannot do the same way in all three engines happens here, once.
import { PAGE_SCRIPT_VERSION, type InputFile, type Operation, type OperationResult, type Step } from '../query.js';
import { checkedState } from './aria.js';
import { composedContains, deepElementFromPoint, isDisabled, isVisible } from './dom.js';
import { resolve } from './select.js';

const notYet = (waitingFor: string): OperationResult => ({ done: false, waitingFor });
const done = (value: unknown): OperationResult => ({ done: true, value });

function describe(element: Element): string {
  const html = element.outerHTML;
  return html.length > 120 ? `${html.slice(0, 117)}...` : html;
}

/** Playwright's strict mode: an operation on one element refuses a locator that finds several. */
function single(steps: readonly Step[]): Element | undefined {
  const found = resolve(steps);
  if (found.length > 1) throw new Error(`strict mode violation: the locator finds ${found.length} elements: ${found.slice(0, 5).map(describe).join(', ')}`);
  return found[0];
}

function control(element: Element): Element {
  return element instanceof HTMLLabelElement && element.control ? element.control : element;
}

let lastRect: { element: Element; rect: string } | undefined;

/** The centre of an element a click would reach, or why not yet (hidden, disabled, moving, covered). */
function clickPoint(element: Element): OperationResult {
  if (!isVisible(element)) return notYet('the element to be visible');
  if (isDisabled(element)) return notYet('the element to be enabled');
  let rect = element.getBoundingClientRect();
  const view = element.ownerDocument.defaultView!;
  if (rect.top < 0 || rect.left < 0 || rect.bottom > view.innerHeight || rect.right > view.innerWidth) {
    element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    rect = element.getBoundingClientRect();
  }
  const key = `${rect.x},${rect.y},${rect.width},${rect.height}`;
  const stable = lastRect?.element === element && lastRect.rect === key;
  lastRect = { element, rect: key };
  if (!stable) return notYet('the element to stop moving');
  const [x, y] = [rect.left + rect.width / 2, rect.top + rect.height / 2];
  const hit = deepElementFromPoint(element.ownerDocument, x, y);
  if (hit !== element && !composedContains(element, hit)) {
    // As Playwright does: an element under a sticky header (in view, its centre covered) is scrolled to the middle.
    element.scrollIntoView({ block: 'center', inline: 'center', behavior: 'instant' });
    return notYet(`the element to receive the click (${hit ? describe(hit) : 'nothing'} is on top of it)`);
  }
  armClickGuard(element);
  return done({ x, y });
}

/**
 * Playwright's hit-target check: between finding the point and the driver's click the page may move (a view that
 * loads above pushes the element down), and the click would land on whatever is there now. So until the click's
 * answer is read, a press that does not start on the element is stopped before the page sees it, and the click is
 * tried again. The page may also move between the press and the release: the press reached the element (and
 * focused it) but the click goes to what holds both; that click is stopped too (a dialog's backdrop would read it
 * as a click outside), and the click is tried again.
 */
let clickGuard: { element: Element; pressed?: boolean; clicked?: boolean } | undefined;
let guarding = false;
const GUARDED = ['pointerdown', 'mousedown', 'pointerup', 'mouseup', 'click'] as const;

function guardEvent(event: Event): void {
  if (!clickGuard) return;
  const target = event.composedPath()[0];
  const reached = target === clickGuard.element || (target instanceof Element && composedContains(clickGuard.element, target));
  if (event.type === 'pointerdown' || event.type === 'mousedown') clickGuard.pressed ??= reached;
  // A label's click is followed by the one it forwards to its control: once a click reached, the rest pass.
  const slipped = event.type === 'click' && clickGuard.pressed === true && clickGuard.clicked !== true && !reached;
  if (event.type === 'click' && clickGuard.pressed === true) clickGuard.clicked = clickGuard.clicked === true || reached;
  if (clickGuard.pressed === false || slipped) {
    event.preventDefault();
    event.stopImmediatePropagation();
  }
}

function armClickGuard(element: Element): void {
  if (!guarding) for (const type of GUARDED) addEventListener(type, guardEvent, { capture: true });
  guarding = true;
  clickGuard = { element };
}

/**
 * Whether the last click reached its element (a click the guard saw nothing of counts as reached; one whose
 * press reached it but whose click went elsewhere did not), and disarms.
 */
function clickResult(): OperationResult {
  const reached = clickGuard?.pressed !== false && clickGuard?.clicked !== false;
  clickGuard = undefined;
  return done(reached);
}

function fill(element: Element, value: string): OperationResult {
  const target = control(element);
  if (!isVisible(target)) return notYet('the element to be visible');
  if (isDisabled(target) || (target as HTMLInputElement).readOnly) return notYet('the element to be editable');
  if (target instanceof HTMLInputElement && ['date', 'time', 'datetime-local', 'month', 'week', 'range', 'color'].includes(target.type)) {
    target.value = value;
    for (const type of ['input', 'change']) target.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
    return done(undefined);
  }
  if (!(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || (target as HTMLElement).isContentEditable)) {
    throw new Error(`fill: not an <input>, <textarea> or contenteditable element: ${describe(target)}`);
  }
  (target as HTMLElement).focus();
  if (target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement) target.select();
  else element.ownerDocument.getSelection()?.selectAllChildren(target);
  // As typed or pasted: the browser's own editing, so the page gets trusted beforeinput and input events.
  element.ownerDocument.execCommand(value === '' ? 'delete' : 'insertText', false, value);
  return done(undefined);
}

function selectOption(element: Element, values: string[]): OperationResult {
  const select = control(element);
  if (!(select instanceof HTMLSelectElement)) throw new Error(`selectOption: not a <select>: ${describe(select)}`);
  if (isDisabled(select)) return notYet('the element to be enabled');
  const options = [...select.options];
  const chosen = values.map((value) => options.find((option) => option.value === value || option.label === value));
  if (chosen.includes(undefined)) return notYet(`options ${JSON.stringify(values)} in the <select>`);
  for (const option of options) option.selected = chosen.includes(option);
  for (const type of ['input', 'change']) select.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
  return done(chosen.map((option) => option!.value));
}

function setInputFiles(element: Element, files: InputFile[]): OperationResult {
  const input = control(element);
  if (!(input instanceof HTMLInputElement) || input.type !== 'file') throw new Error(`setInputFiles: not an <input type="file">: ${describe(input)}`);
  const transfer = new DataTransfer();
  for (const file of files) transfer.items.add(new File([Uint8Array.from(atob(file.base64), (c) => c.charCodeAt(0))], file.name, { type: file.mimeType }));
  input.files = transfer.files;
  for (const type of ['input', 'change']) input.dispatchEvent(new Event(type, { bubbles: true, composed: true }));
  return done(undefined);
}

function read(element: Element, what: Extract<Operation, { op: 'read' }>['what']): unknown {
  switch (what) {
    case 'textContent':
      return element.textContent;
    case 'innerText':
      return (element as HTMLElement).innerText;
    case 'inputValue': {
      const target = control(element);
      if (!('value' in target) || !(target instanceof HTMLInputElement || target instanceof HTMLTextAreaElement || target instanceof HTMLSelectElement)) {
        throw new Error(`inputValue: not an <input>, <textarea> or <select>: ${describe(target)}`);
      }
      return target.value;
    }
    case 'checked':
      return checkedState(control(element)) === true;
    case 'enabled':
      return !isDisabled(element);
    case 'boundingBox': {
      const rect = element.getBoundingClientRect();
      return rect.width || rect.height ? { x: rect.x, y: rect.y, width: rect.width, height: rect.height } : null;
    }
  }
}

function attempt(steps: readonly Step[], operation: Operation): OperationResult {
  if (operation.op === 'clickResult') return clickResult();
  if (operation.op === 'count') return done(resolve(steps).length);
  if (operation.op === 'wait' && (operation.state === 'detached' || operation.state === 'hidden')) {
    const element = single(steps);
    const gone = operation.state === 'detached' ? !element : !element || !isVisible(element);
    return gone ? done(undefined) : notYet(`the element to be ${operation.state}`);
  }
  const element = single(steps);
  if (operation.op === 'isVisible') return done(element !== undefined && isVisible(element));
  if (!element) return notYet('the locator to find an element');
  switch (operation.op) {
    case 'wait':
      return operation.state === 'visible' && !isVisible(element) ? notYet('the element to be visible') : done(undefined);
    case 'read':
      return done(read(element, operation.what));
    case 'attribute':
      return done(element.getAttribute(operation.name));
    case 'clickPoint':
      return clickPoint(element);
    case 'focus':
      (element as HTMLElement).focus();
      return done(undefined);
    case 'fill':
      return fill(element, operation.value);
    case 'selectOption':
      return selectOption(element, operation.values);
    case 'setInputFiles':
      return setInputFiles(element, operation.files);
  }
}

const frame = () => new Promise<void>((next) => setTimeout(next, 16));

/** Tries `operation` until it is done or `sliceMs` has passed; the caller asks again until its own timeout. */
async function run(steps: readonly Step[], operation: Operation, sliceMs: number): Promise<OperationResult> {
  const until = Date.now() + sliceMs;
  for (;;) {
    const result = attempt(steps, operation);
    if (result.done || Date.now() >= until) return result;
    await frame();
  }
}

declare global {
  interface Window {
    __wkEngine?: { version: number; run: typeof run; all: typeof resolve; one: (steps: readonly Step[]) => Element };
  }
}

window.__wkEngine = {
  version: PAGE_SCRIPT_VERSION,
  run,
  all: resolve,
  one(steps) {
    const element = single(steps);
    if (!element) throw new Error('the locator finds no element');
    return element;
  },
};
