// Roles (WAI-ARIA's explicit role, else HTML-AAM's implicit one) and accessible names (accname 1.2, the parts HTML
// pages use): enough to find what a person finds by its role and name, the same way in every engine.
import { flatChildren, isHiddenFromAccessibility, normalizeSpace } from './dom.js';

const LANDMARK_SCOPES = 'article, aside, main, nav, section';

function inputRole(input: HTMLInputElement): string | null {
  const type = input.type;
  if (['button', 'submit', 'reset', 'image'].includes(type)) return 'button';
  if (type === 'checkbox') return 'checkbox';
  if (type === 'radio') return 'radio';
  if (type === 'range') return 'slider';
  if (type === 'number') return 'spinbutton';
  if (type === 'hidden' || type === 'file' || type === 'color' || type === 'password') return null;
  if (input.hasAttribute('list')) return 'combobox';
  return type === 'search' ? 'searchbox' : 'textbox';
}

const hasName = (element: Element) => element.hasAttribute('aria-label') || element.hasAttribute('aria-labelledby') || element.hasAttribute('title');

const IMPLICIT: Record<string, (element: Element) => string | null> = {
  A: (e) => (e.hasAttribute('href') ? 'link' : null),
  AREA: (e) => (e.hasAttribute('href') ? 'link' : null),
  ARTICLE: () => 'article',
  ASIDE: () => 'complementary',
  BUTTON: () => 'button',
  DD: () => 'definition',
  DETAILS: () => 'group',
  DIALOG: () => 'dialog',
  DT: () => 'term',
  FIELDSET: () => 'group',
  FIGURE: () => 'figure',
  FOOTER: (e) => (e.closest(LANDMARK_SCOPES) ? null : 'contentinfo'),
  FORM: (e) => (hasName(e) ? 'form' : null),
  H1: () => 'heading',
  H2: () => 'heading',
  H3: () => 'heading',
  H4: () => 'heading',
  H5: () => 'heading',
  H6: () => 'heading',
  HEADER: (e) => (e.closest(LANDMARK_SCOPES) ? null : 'banner'),
  HR: () => 'separator',
  IMG: (e) => (e.getAttribute('alt') === '' && !hasName(e) ? 'presentation' : 'img'),
  INPUT: (e) => inputRole(e as HTMLInputElement),
  LI: () => 'listitem',
  MAIN: () => 'main',
  MENU: () => 'list',
  METER: () => 'meter',
  NAV: () => 'navigation',
  OL: () => 'list',
  OPTGROUP: () => 'group',
  OPTION: () => 'option',
  OUTPUT: () => 'status',
  P: () => 'paragraph',
  PROGRESS: () => 'progressbar',
  SECTION: (e) => (hasName(e) ? 'region' : null),
  SELECT: (e) => ((e as HTMLSelectElement).multiple || (e as HTMLSelectElement).size > 1 ? 'listbox' : 'combobox'),
  SUMMARY: () => 'button',
  TABLE: () => 'table',
  TBODY: () => 'rowgroup',
  TD: () => 'cell',
  TEXTAREA: () => 'textbox',
  TFOOT: () => 'rowgroup',
  TH: (e) => (e.closest('thead') ? 'columnheader' : 'rowheader'),
  THEAD: () => 'rowgroup',
  TR: () => 'row',
  UL: () => 'list',
};

export function roleOf(element: Element): string | null {
  const explicit = element.getAttribute('role')?.trim().split(/\s+/)[0];
  if (explicit) return explicit;
  return IMPLICIT[element.tagName]?.(element) ?? null;
}

/** Roles whose name comes from their content (accname 1.2 §4.3.2 step 2F, WAI-ARIA "name from: contents"). */
const NAME_FROM_CONTENT = new Set([
  'button', 'cell', 'checkbox', 'columnheader', 'gridcell', 'heading', 'link', 'menuitem', 'menuitemcheckbox',
  'menuitemradio', 'option', 'radio', 'row', 'rowheader', 'switch', 'tab', 'tooltip', 'treeitem',
]);

function pseudoText(element: Element, pseudo: '::before' | '::after'): string {
  const content = element.ownerDocument.defaultView!.getComputedStyle(element, pseudo).content;
  const quoted = /^"(.*)"$/s.exec(content ?? '');
  return quoted ? quoted[1]!.replace(/\\"/g, '"') : '';
}

function byId(element: Element, id: string): Element | null {
  return (element.getRootNode() as Document | ShadowRoot).getElementById(id);
}

/** The text of a subtree for a name (accname 1.2 §4.3.2 step 2F): what renders, with each child's own name. */
function contentText(node: Node, visited: Set<Node>): string {
  if (node.nodeType === Node.TEXT_NODE) return node.nodeValue ?? '';
  if (!(node instanceof Element) || visited.has(node)) return '';
  visited.add(node);
  if (isHiddenFromAccessibility(node)) return '';
  const labelled = node.getAttribute('aria-label')?.trim();
  if (labelled) return ` ${labelled} `;
  if (node instanceof HTMLImageElement) return node.alt;
  if (node instanceof HTMLInputElement && node.type !== 'hidden') return node.value;
  if (node instanceof HTMLSelectElement) return node.selectedOptions[0]?.textContent ?? '';
  const inner = flatChildren(node).map((child) => contentText(child, visited)).join('');
  const display = node.ownerDocument.defaultView!.getComputedStyle(node).display;
  const spaced = display.startsWith('inline') ? inner : ` ${inner} `;
  return `${pseudoText(node, '::before')}${spaced}${pseudoText(node, '::after')}`;
}

function labelsOf(element: Element): Element[] {
  const labels = (element as HTMLInputElement).labels;
  return labels ? [...labels] : [];
}

/** The texts a control is labelled by: its <label>s and the elements named by aria-labelledby. */
export function labelTexts(element: Element): string[] {
  const texts = labelsOf(element).map((label) => normalizeSpace(contentText(label, new Set([element]))));
  for (const id of element.getAttribute('aria-labelledby')?.split(/\s+/) ?? []) {
    const target = id && byId(element, id);
    if (target) texts.push(normalizeSpace(contentText(target, new Set())));
  }
  const ariaLabel = element.getAttribute('aria-label')?.trim();
  if (ariaLabel) texts.push(normalizeSpace(ariaLabel));
  return texts;
}

/** The accessible name (accname 1.2 §4.3.2, steps 2B to 2I). */
export function accessibleName(element: Element): string {
  const labelledBy = element.getAttribute('aria-labelledby')?.split(/\s+/).filter(Boolean) ?? [];
  const referenced = labelledBy.map((id) => byId(element, id)).filter((target): target is Element => target !== null);
  if (referenced.length) return normalizeSpace(referenced.map((target) => contentText(target, new Set([element]))).join(' '));
  const ariaLabel = element.getAttribute('aria-label')?.trim();
  if (ariaLabel) return normalizeSpace(ariaLabel);
  if (element instanceof HTMLInputElement && ['button', 'submit', 'reset'].includes(element.type)) {
    return normalizeSpace(element.value || (element.type === 'submit' ? 'Submit' : element.type === 'reset' ? 'Reset' : ''));
  }
  const labels = labelsOf(element);
  if (labels.length) return normalizeSpace(labels.map((label) => contentText(label, new Set([element]))).join(' '));
  if (element instanceof HTMLImageElement || (element instanceof HTMLInputElement && element.type === 'image')) {
    const alt = element.getAttribute('alt');
    if (alt) return normalizeSpace(alt);
  }
  const caption = { FIELDSET: 'legend', FIGURE: 'figcaption', TABLE: 'caption' }[element.tagName];
  const captionElement = caption ? [...element.children].find((child) => child.tagName.toLowerCase() === caption) : undefined;
  if (captionElement) return normalizeSpace(contentText(captionElement, new Set()));
  const role = roleOf(element);
  if (role && NAME_FROM_CONTENT.has(role)) {
    const fromContent = normalizeSpace(flatChildren(element).map((child) => contentText(child, new Set([element]))).join(''));
    if (fromContent) return fromContent;
  }
  return normalizeSpace(element.getAttribute('title') ?? element.getAttribute('placeholder') ?? '');
}

/** aria-checked, else the native state of a checkbox or radio. */
export function checkedState(element: Element): boolean | 'mixed' | undefined {
  const aria = element.getAttribute('aria-checked');
  if (aria === 'true' || aria === 'false') return aria === 'true';
  if (aria === 'mixed') return 'mixed';
  if (element instanceof HTMLInputElement && (element.type === 'checkbox' || element.type === 'radio')) return element.indeterminate ? 'mixed' : element.checked;
  return undefined;
}

export function headingLevel(element: Element): number | undefined {
  const aria = Number(element.getAttribute('aria-level'));
  if (aria > 0) return aria;
  const match = /^H([1-6])$/.exec(element.tagName);
  return match ? Number(match[1]) : undefined;
}
