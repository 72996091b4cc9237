// Resolves a locator's steps (../query.ts) to elements, with Playwright's meaning for each kind of step.
import type { Step, TextPattern } from '../query.js';
import { accessibleName, checkedState, headingLevel, labelTexts, roleOf } from './aria.js';
import { composedParent, descendants, elementText, flatChildren, isHiddenFromAccessibility, normalizeSpace } from './dom.js';

type Scope = Element | Document;

export function matchesText(value: string, pattern: TextPattern): boolean {
  if ('regex' in pattern) return new RegExp(pattern.regex, pattern.flags.replace('g', '')).test(value);
  const [have, want] = [normalizeSpace(value), normalizeSpace(pattern.text)];
  return pattern.exact ? have === want : have.toLowerCase().includes(want.toLowerCase());
}

/** Splits at top-level occurrences of `separator` (outside brackets, parentheses and quotes). */
function splitTopLevel(selector: string, isSeparator: (selector: string, index: number) => boolean): string[] {
  const parts: string[] = [];
  let depth = 0;
  let quote = '';
  let start = 0;
  for (let index = 0; index < selector.length; index++) {
    const char = selector[index]!;
    if (quote) {
      if (char === '\\') index++;
      else if (char === quote) quote = '';
    } else if (char === '"' || char === "'") quote = char;
    else if (char === '[' || char === '(') depth++;
    else if (char === ']' || char === ')') depth--;
    else if (depth === 0 && isSeparator(selector, index)) {
      parts.push(selector.slice(start, index));
      start = index + 1;
    }
  }
  parts.push(selector.slice(start));
  return parts.map((part) => part.trim()).filter(Boolean);
}

/** A descendant combinator: whitespace with a compound on both sides (not around `>`, `+` or `~`). */
function isDescendantSpace(selector: string, index: number): boolean {
  if (!/\s/.test(selector[index]!)) return false;
  const before = selector.slice(0, index).trimEnd();
  const after = selector.slice(index + 1).trimStart();
  return before !== '' && after !== '' && !/[>+~,]$/.test(before) && !/^[>+~,]/.test(after);
}

/** CSS whose descendant combinators may cross open shadow roots, as Playwright's CSS engine allows. */
function queryCss(scope: Scope, css: string): Element[] {
  const complexes = splitTopLevel(css, (selector, index) => selector[index] === ',').map((complex) => splitTopLevel(complex, isDescendantSpace));
  const withinScope = (element: Element | null) => element !== null && (scope instanceof Document || element !== scope);
  return descendants(scope).filter((element) =>
    complexes.some((compounds) => {
      if (!element.matches(compounds[compounds.length - 1]!)) return false;
      let at: Element | null = element;
      for (let index = compounds.length - 2; index >= 0; index--) {
        do at = composedParent(at!);
        while (withinScope(at) && !at!.matches(compounds[index]!));
        if (!withinScope(at)) return false;
      }
      return true;
    }),
  );
}

function queryRole(scope: Scope, step: Extract<Step, { kind: 'role' }>): Element[] {
  return descendants(scope).filter((element) => {
    if (roleOf(element) !== step.role) return false;
    if (!step.includeHidden && isHiddenFromAccessibility(element)) return false;
    if (step.checked !== undefined && checkedState(element) !== step.checked) return false;
    if (step.level !== undefined && headingLevel(element) !== step.level) return false;
    return step.name === undefined || matchesText(accessibleName(element), step.name);
  });
}

/** The smallest elements whose text matches: an element whose child element matches too is left out. */
function queryText(scope: Scope, pattern: TextPattern): Element[] {
  const texts = new Map<Element, boolean>();
  const matches = (element: Element): boolean => {
    let known = texts.get(element);
    if (known === undefined) texts.set(element, (known = !['SCRIPT', 'STYLE', 'HEAD', 'TEMPLATE', 'NOSCRIPT'].includes(element.tagName) && matchesText(elementText(element), pattern)));
    return known;
  };
  return descendants(scope).filter((element) => matches(element) && !flatChildren(element).some((child) => child instanceof Element && matches(child)));
}

function queryLabel(scope: Scope, pattern: TextPattern): Element[] {
  return descendants(scope).filter((element) => labelTexts(element).some((text) => matchesText(text, pattern)));
}

function unique(elements: Element[]): Element[] {
  return [...new Set(elements)];
}

export function resolve(steps: readonly Step[], root: Document = document): Element[] {
  let current: Scope[] = [root];
  for (const step of steps) {
    switch (step.kind) {
      case 'css':
        current = unique(current.flatMap((scope) => queryCss(scope, step.css)));
        break;
      case 'role':
        current = unique(current.flatMap((scope) => queryRole(scope, step)));
        break;
      case 'text':
        current = unique(current.flatMap((scope) => queryText(scope, step.text)));
        break;
      case 'label':
        current = unique(current.flatMap((scope) => queryLabel(scope, step.text)));
        break;
      case 'filter':
        current = current.filter((scope) => {
          const text = scope instanceof Element ? elementText(scope) : '';
          return (!step.hasText || matchesText(text, step.hasText)) && (!step.hasNotText || !matchesText(text, step.hasNotText));
        });
        break;
      case 'nth': {
        const chosen = current.at(step.index);
        current = chosen ? [chosen] : [];
        break;
      }
      case 'or':
        current = unique([...current.filter((scope): scope is Element => scope instanceof Element), ...resolve(step.steps, root)]).sort((a, b) =>
          a === b ? 0 : a.compareDocumentPosition(b) & Node.DOCUMENT_POSITION_FOLLOWING ? -1 : 1,
        );
        break;
    }
  }
  return current.filter((scope): scope is Element => scope instanceof Element);
}
