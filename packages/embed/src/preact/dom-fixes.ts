import 'preact/compat';
import { options, type Ref, type VNode } from 'preact';

// Three things React does for form fields that preact/compat leaves to the browser, and the widgets
// count on. Installed once, on Preact's public `options.vnode` hook, after compat's own (which has
// already renamed onChange to oninput and onFocus/onBlur to onfocusin/onfocusout).

type Props = Record<string, unknown>;
type Handler = (event: Event) => void;

/** The value each controlled field was last rendered with: what it shows after an event React would not render. */
const renderedValue = new WeakMap<EventTarget, unknown>();
const autoFocused = new WeakSet<Element>();

function setRef(ref: Ref<Element> | null | undefined, element: Element | null): void {
  if (typeof ref === 'function') ref(element);
  else if (ref) ref.current = element;
}

function withRef(vnode: VNode<Props>, onElement: (element: Element) => void): void {
  const original = vnode.ref as Ref<Element> | null | undefined;
  vnode.ref = (element: Element | null) => {
    setRef(original, element);
    if (element) onElement(element);
  };
}

/**
 * A controlled field keeps showing its `value` after an input the component refuses (the code field
 * drops a letter, so its state does not change and nothing re-renders): React puts the rendered value
 * back after every input event; Preact would leave the letter in the field.
 */
function keepControlled(vnode: VNode<Props>, props: Props): void {
  const handlerName = 'oninput' in props ? 'oninput' : 'onInput' in props ? 'onInput' : undefined;
  if (props.value === undefined || handlerName === undefined) return;
  const handler = props[handlerName] as Handler;
  const value = props.value;
  props[handlerName] = (event: Event) => {
    handler(event);
    const field = event.currentTarget as HTMLInputElement | null;
    // After the render the handler queued (Preact renders in a microtask queued before this one).
    queueMicrotask(() => {
      if (!field?.isConnected || !renderedValue.has(field)) return;
      const shown = String(renderedValue.get(field) ?? '');
      if (field.value !== shown) field.value = shown;
    });
  };
  withRef(vnode, (element) => renderedValue.set(element, value));
}

/**
 * `autoFocus` focuses the field when it mounts, as React does. Preact would only set the attribute,
 * which the browser honours once per page load, so a code field appearing after a step change stayed unfocused.
 */
function focusOnMount(vnode: VNode<Props>, props: Props): void {
  if (!props.autoFocus) return;
  delete props.autoFocus;
  withRef(vnode, (element) => {
    if (autoFocused.has(element)) return;
    autoFocused.add(element);
    (element as HTMLElement).focus();
  });
}

/**
 * React's `onSelect` also fires when the caret moves (it listens to keys, the mouse and selection
 * changes); the DOM's `select` event fires only when text gets selected. The code field keeps its
 * caret at the end through it, so it hears key and mouse releases (at once, before the next key)
 * and `selectionchange` on the field too.
 */
function selectOnCaretMove(props: Props): void {
  const handler = props.onSelect ?? props.onselect;
  if (typeof handler !== 'function') return;
  for (const [react, dom] of [['onKeyUp', 'onkeyup'], ['onMouseUp', 'onmouseup']] as const) {
    const own = (props[react] ?? props[dom]) as Handler | undefined;
    props[react] = undefined;
    props[dom] = own
      ? (event: Event) => {
          own(event);
          (handler as Handler)(event);
        }
      : handler;
  }
  props.onselectionchange ??= handler;
}

const previous = options.vnode;
options.vnode = (vnode: VNode) => {
  previous?.(vnode);
  const node = vnode as VNode<Props>;
  if (node.type === 'input' || node.type === 'textarea') {
    const props = node.props;
    keepControlled(node, props);
    focusOnMount(node, props);
    selectOnCaretMove(props);
  } else if (typeof node.type === 'string' && node.props.autoFocus) {
    focusOnMount(node, node.props);
  }
};
