import { Component, createElement, StrictMode, type ReactNode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { WalletKitProvider, useFormat, useMessages, type Theme } from '@wallet-kit/react';
import { syncAreaCatalogs } from './area-catalogs.js';
import { registeredCatalogs } from './catalogs.js';
import { clientFor, type ClientInput } from './client.js';
import { IdPrefix } from './preact/use-id.js';
import { areaProblem } from './areas/runtime.js';
import { componentOf, WIDGETS, widgetNamed, type Widget } from './registry.js';
import { adoptStyles } from './styles.js';
import { EmbedError } from './errors.js';
import type { WalletKitMountOptions } from './types.js';

export type MountOptions = WalletKitMountOptions;

export interface Mounted {
  /** Re-renders with these props merged over the current ones. */
  update(props: Record<string, unknown>): void;
  unmount(): void;
}

export { EmbedError };

/** One widget's input: its props and the provider's settings, or why it cannot show them. */
export interface WidgetInput {
  readonly props: Record<string, unknown>;
  readonly client?: ClientInput;
  readonly theme?: Theme | undefined;
  readonly locale?: string | undefined;
  /** Nothing to show yet (a required attribute is missing): an empty element, no error. */
  readonly empty?: boolean;
  /** An attribute that could not be read: the error state. */
  readonly problem?: EmbedError | undefined;
  /** An area widget whose file has not arrived: an empty, busy root until it does. */
  readonly waiting?: boolean;
}

/** Where a widget's own failures go: an element's `wallet-kit:error` event, or mount's `onError`. */
export type Report = (error: EmbedError) => void;

const live = new Set<() => void>();
let roots = 0;

/** Re-renders every mounted widget (a language file or the QR encoder arrived after them). */
export function refreshAll(): void {
  syncAreaCatalogs();
  live.forEach((render) => render());
}

/** The root of an empty or failed widget, in the language the provider shows (its `lang` and `dir`). */
function StateRoot({ state }: { readonly state: 'empty' | 'error' | 'loading' }) {
  const t = useMessages();
  const { locale, dir } = useFormat();
  const content = state === 'error' ? createElement('div', { className: 'wk-error', role: 'alert', 'data-state': 'error' }, t('error.failed')) : null;
  // The widget's own root is not there to carry lang and dir: this one does.
  return createElement('div', { className: 'wk-root', 'data-state': state, lang: locale, dir, ...(state === 'loading' ? { 'aria-busy': 'true' } : {}) }, content);
}

interface BoundaryProps {
  readonly input: WidgetInput;
  readonly report: Report;
  readonly component: string;
  readonly children?: ReactNode;
}

/**
 * A widget that throws while rendering (props of the wrong shape, a missing field) shows the error
 * state and reports an EmbedError, instead of an uncaught error in the page. New input tries again.
 */
class Boundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError(): { failed: boolean } {
    return { failed: true };
  }

  override componentDidCatch(error: unknown): void {
    this.props.report(new EmbedError('RENDER_FAILED', `${this.props.component} could not render its props; see cause for what was wrong`, { cause: error }));
  }

  override componentDidUpdate(previous: BoundaryProps): void {
    if (this.state.failed && previous.input !== this.props.input) this.setState({ failed: false });
  }

  override render(): ReactNode {
    const { input, children } = this.props;
    const state = this.state.failed || input.problem ? 'error' : input.empty ? 'empty' : input.waiting ? 'loading' : undefined;
    if (!state) return children;
    // The provider may be what failed (a theme or locale it refuses): the error state has one of its own, in a locale that works.
    return createElement(WalletKitProvider, { locale: usableLocale(input.locale), catalogs: registeredCatalogs() }, createElement(StateRoot, { state }));
  }
}

/** The page's locale when it is a language tag; otherwise none, and the browser's languages choose. */
function usableLocale(locale: string | undefined): string | undefined {
  if (locale === undefined) return undefined;
  try {
    return Intl.getCanonicalLocales(locale)[0];
  } catch {
    return undefined; // not a BCP 47 tag: the error state still needs words
  }
}

/**
 * Reports, once, that an area widget's file is still missing when the page has loaded; the widget
 * shows itself anyway if the file comes later.
 */
function watchArea(name: string, widget: Widget, isLive: () => boolean, report: Report): () => void {
  let watching = false;
  return () => {
    if (watching || !widget.area || componentOf(name, widget)) return;
    watching = true;
    void areaProblem(widget.area, `<${widget.tag}> (${name})`).then((problem) => {
      if (problem && isLive()) report(problem);
    });
  };
}

/** Renders a widget into `target` (an element, or a node inside a shadow root), and re-renders it on update. */
export function renderWidget(target: Element, name: string, widget: Widget, first: WidgetInput, report: Report): { update(input: WidgetInput): void; unmount(): void } {
  const root: Root = createRoot(target);
  // Each root numbers its ids apart, so two widgets in one document never share an id.
  const idPrefix = `wk${(roots++).toString(36)}-`;
  let input = first;
  if (input.problem) report(input.problem);
  const render = () => {
    const component = componentOf(name, widget);
    if (!component) watch();
    root.render(
      createElement(
        StrictMode,
        null,
        createElement(
          IdPrefix.Provider as never,
          { value: idPrefix },
          createElement(
            Boundary,
            { input: component ? input : { ...input, waiting: true }, report, component: name },
            component
              ? createElement(
                  WalletKitProvider,
                  { client: clientFor(input.client), ...(input.theme === undefined ? {} : { theme: input.theme }), locale: input.locale, catalogs: registeredCatalogs() },
                  createElement(component, input.props as never),
                )
              : null,
          ),
        ),
      ),
    );
  };
  const watch = watchArea(name, widget, () => live.has(render), report);
  render();
  live.add(render);
  return {
    update(next) {
      input = next;
      if (input.problem) report(input.problem);
      render();
    },
    unmount() {
      live.delete(render);
      root.unmount();
    },
  };
}

function inputOf(options: MountOptions): WidgetInput {
  const { client, theme, locale, ...rest } = options;
  const props = Object.fromEntries(Object.entries(rest).filter(([key]) => key !== 'component'));
  return { props, client: client as ClientInput, theme: theme as Theme | undefined, locale };
}

/**
 * `WalletKit.mount(element, { component, ...props })`: a widget inside a page of any kind. Its
 * styles are adopted by the document (no <style> element, so a strict CSP allows it). A widget that
 * cannot render its props shows an error state and calls `onError` (or warns in the console).
 *
 * @example const widget = WalletKit.mount(document.getElementById('pay'), { component: 'PaymentInstructions', instructions });
 */
export function mount(element: Element, options: MountOptions): Mounted {
  if (!(element instanceof Element)) throw new EmbedError('INVALID_TARGET', 'mount(element, options): expected a DOM element');
  const name = String(options?.component);
  const widget = widgetNamed(name);
  if (!widget) throw new EmbedError('UNKNOWN_WIDGET', `mount: no widget ${JSON.stringify(options?.component)}; expected one of ${Object.keys(WIDGETS).join(', ')}`);
  adoptStyles(element.ownerDocument);
  let current = { ...options };
  const report: Report = (error) => {
    const onError = current.onError;
    if (typeof onError === 'function') onError(error);
    else console.warn(`wallet-kit: ${error.message}`, error.cause ?? '');
  };
  const mounted = renderWidget(element, name, widget, inputOf(current), report);
  return {
    update(props) {
      current = { ...current, ...props, component: current.component };
      mounted.update(inputOf(current));
    },
    unmount: () => mounted.unmount(),
  };
}
