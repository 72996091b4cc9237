/**
 * What a locator is, as data: the steps the in-page engine (`in-page/`) resolves to elements. Node builds them
 * (locator.ts), the page reads them, so they are plain JSON. Their meaning follows Playwright's locators.
 */

/** Bumped when the in-page engine changes what it answers, so a page never runs an older one. */
export const PAGE_SCRIPT_VERSION = 3;

/** A string or a regular expression, as JSON. */
export type TextPattern = { text: string; exact: boolean } | { regex: string; flags: string };

export type Step =
  /** CSS, piercing open shadow roots (a descendant combinator may cross one). */
  | { kind: 'css'; css: string }
  /** An ARIA role (explicit or implicit), optionally with its accessible name; hidden elements never match. */
  | { kind: 'role'; role: string; name?: TextPattern; checked?: boolean; level?: number; includeHidden?: boolean }
  /** The smallest elements whose text matches. */
  | { kind: 'text'; text: TextPattern }
  /** Form controls (and anything with aria-label / aria-labelledby) whose label matches. */
  | { kind: 'label'; text: TextPattern }
  /** Keeps the elements that contain (or not) the text anywhere inside. */
  | { kind: 'filter'; hasText?: TextPattern; hasNotText?: TextPattern }
  /** One element of the matches so far, in document order; -1 is the last. */
  | { kind: 'nth'; index: number }
  /** The matches so far and another locator's, together in document order (Playwright's `or`). */
  | { kind: 'or'; steps: Step[] };

/** The part of Playwright's text options a locator takes. */
export interface TextOptions {
  /** A string matches whole and case-sensitively (after whitespace is collapsed); default: a case-insensitive substring. */
  exact?: boolean;
}

export function textPattern(text: string | RegExp, options: TextOptions = {}): TextPattern {
  return typeof text === 'string' ? { text, exact: options.exact ?? false } : { regex: text.source, flags: text.flags };
}

/** How a locator reads in an error message: `getByRole('button', { name: 'Go' }).first()`. */
export function describeSteps(steps: readonly Step[]): string {
  const pattern = (p: TextPattern) => ('regex' in p ? `/${p.regex}/${p.flags}` : `'${p.text}'${p.exact ? ' (exact)' : ''}`);
  return steps
    .map((step) => {
      switch (step.kind) {
        case 'css':
          return `locator('${step.css}')`;
        case 'role':
          return `getByRole('${step.role}'${step.name ? `, { name: ${pattern(step.name)} }` : ''})`;
        case 'text':
          return `getByText(${pattern(step.text)})`;
        case 'label':
          return `getByLabel(${pattern(step.text)})`;
        case 'filter':
          return `filter(${step.hasText ? `hasText ${pattern(step.hasText)}` : ''}${step.hasNotText ? `hasNotText ${pattern(step.hasNotText)}` : ''})`;
        case 'nth':
          return step.index === 0 ? 'first()' : step.index === -1 ? 'last()' : `nth(${step.index})`;
        case 'or':
          return `or(${describeSteps(step.steps)})`;
      }
    })
    .join('.');
}

/** A file for `setInputFiles`, its bytes in base64 (JSON has no bytes). */
export interface InputFile {
  name: string;
  mimeType: string;
  base64: string;
}

/** What the page does with the element a locator finds (in-page/index.ts); each waits for what it needs first. */
export type Operation =
  | { op: 'count' }
  | { op: 'wait'; state: 'attached' | 'detached' | 'visible' | 'hidden' }
  | { op: 'read'; what: 'textContent' | 'innerText' | 'inputValue' | 'checked' | 'enabled' | 'boundingBox' }
  | { op: 'attribute'; name: string }
  | { op: 'isVisible' }
  | { op: 'clickPoint' }
  /** Whether the click after the last clickPoint reached its element (its steps are not read). */
  | { op: 'clickResult' }
  | { op: 'focus' }
  | { op: 'fill'; value: string }
  | { op: 'selectOption'; values: string[] }
  | { op: 'setInputFiles'; files: InputFile[] };

/** The page's answer: done with a value, or not yet and why (the caller asks again until its timeout). */
export type OperationResult = { done: true; value: unknown } | { done: false; waitingFor: string };
