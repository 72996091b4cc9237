// The composed tree as a person sees it: open shadow roots are part of the page (Playwright's locators pierce them
// too), slotted children sit where their slot is, and what is not rendered is not there.

/** The element's children in the flat tree: a host's shadow content, a slot's assigned (or fallback) nodes. */
export function flatChildren(node: Node): Node[] {
  if (node instanceof Element && node.shadowRoot) return [...node.shadowRoot.childNodes];
  if (node instanceof HTMLSlotElement) {
    const assigned = node.assignedNodes({ flatten: true });
    return assigned.length ? assigned : [...node.childNodes];
  }
  return [...node.childNodes];
}

/** Every element under `root` (not `root` itself), in document order, entering open shadow roots. */
export function descendants(root: Element | Document | ShadowRoot): Element[] {
  const found: Element[] = [];
  const visit = (parent: Element | Document | ShadowRoot) => {
    const children = parent instanceof Element && parent.shadowRoot ? [...parent.shadowRoot.children, ...parent.children] : [...parent.children];
    for (const child of children) {
      found.push(child);
      visit(child);
    }
  };
  visit(root);
  return found;
}

/** The parent across a shadow boundary (a shadow root's host), or null at the top. */
export function composedParent(element: Element): Element | null {
  if (element.assignedSlot) return element.parentElement;
  const parent = element.parentNode;
  if (parent instanceof ShadowRoot) return parent.host;
  return parent instanceof Element ? parent : null;
}

export function composedContains(ancestor: Element, node: Element | null): boolean {
  for (let at = node; at; at = composedParent(at)) if (at === ancestor) return true;
  return false;
}

export const normalizeSpace = (text: string) => text.replace(/[\s\u200b]+/g, ' ').trim();

const SKIPPED = new Set(['SCRIPT', 'STYLE', 'NOSCRIPT', 'TEMPLATE', 'HEAD']);

/** The element's text in the flat tree (shadow content and slotted nodes where they render), not normalized. */
export function flatText(node: Node): string {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? '';
  if (node instanceof Element && SKIPPED.has(node.tagName)) return '';
  return flatChildren(node).map(flatText).join('');
}

/** The text a person reads in the element: flat-tree text, or a button-like input's value. */
export function elementText(element: Element): string {
  if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) return normalizeSpace(element.value);
  return normalizeSpace(flatText(element));
}

function style(element: Element): CSSStyleDeclaration {
  return element.ownerDocument.defaultView!.getComputedStyle(element);
}

/** Rendered and not `visibility: hidden`, with a box of some size (Playwright's definition; opacity 0 is visible). */
export function isVisible(element: Element): boolean {
  const computed = style(element);
  if (computed.display === 'contents') return flatChildren(element).some((child) => (child instanceof Element ? isVisible(child) : child.nodeType === Node.TEXT_NODE && normalizeSpace(child.nodeValue ?? '') !== ''));
  if (computed.visibility !== 'visible') return false;
  if (typeof element.checkVisibility === 'function' && !element.checkVisibility()) return false;
  const rect = element.getBoundingClientRect();
  return rect.width > 0 && rect.height > 0;
}

/** Left out of the accessibility tree: aria-hidden, or not rendered (display none, a closed <details>, `hidden`). */
export function isHiddenFromAccessibility(element: Element): boolean {
  for (let at: Element | null = element; at; at = composedParent(at)) {
    if (at.getAttribute('aria-hidden') === 'true') return true;
  }
  const computed = style(element);
  if (computed.visibility === 'hidden' || computed.visibility === 'collapse') return true;
  if (computed.display === 'contents') return false;
  if (typeof element.checkVisibility === 'function') return !element.checkVisibility();
  for (let at: Element | null = element; at; at = composedParent(at)) if (style(at).display === 'none') return true;
  return false;
}

/** The element that gets a click at (x, y), looking into open shadow roots. */
export function deepElementFromPoint(document: Document, x: number, y: number): Element | null {
  let hit = document.elementFromPoint(x, y);
  while (hit?.shadowRoot) {
    const inner = hit.shadowRoot.elementFromPoint(x, y);
    if (!inner || inner === hit) break;
    hit = inner;
  }
  return hit;
}

/** Disabled as a person meets it: natively (`:disabled`, a disabled fieldset included), or aria-disabled. */
export function isDisabled(element: Element): boolean {
  if (element.matches(':disabled')) return true;
  for (let at: Element | null = element; at; at = composedParent(at)) if (at.getAttribute('aria-disabled') === 'true') return true;
  return false;
}
