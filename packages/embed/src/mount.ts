import { createElement, StrictMode } from 'react';
import { createRoot, type Root } from 'react-dom/client';
import { WalletKitProvider, type Theme } from '@wallet-kit/react';
import { registeredCatalogs } from './catalogs.js';
import { clientFor, type ClientInput } from './client.js';
import { WIDGETS } from './registry.js';
import { adoptStyles } from './styles.js';

export interface MountOptions {
  /** A widget name: 'OtpInput', 'QuoteSummary', 'PaymentInstructions', … (see `WalletKit.widgets`). */
  component: string;
  /** A client from createClient, or `{ baseUrl, signers }` to make one (shared by the page's widgets). */
  client?: ClientInput;
  theme?: Theme;
  locale?: string;
  /** Everything else is the widget's props. */
  [prop: string]: unknown;
}

export interface Mounted {
  /** Re-renders with these props merged over the current ones. */
  update(props: Record<string, unknown>): void;
  unmount(): void;
}

export class EmbedError extends Error {
  readonly code: 'UNKNOWN_WIDGET' | 'INVALID_TARGET';

  constructor(code: EmbedError['code'], message: string) {
    super(message);
    this.name = 'EmbedError';
    this.code = code;
  }
}

const live = new Set<() => void>();

/** Re-renders every mounted widget (a language file arrived after them). */
export function refreshAll(): void {
  live.forEach((render) => render());
}

/** Renders a widget into `target` (an element, or the shadow root of one). */
export function renderInto(target: Element | ShadowRoot, options: MountOptions): Mounted {
  const widget = WIDGETS[options.component];
  if (!widget) throw new EmbedError('UNKNOWN_WIDGET', `no widget ${JSON.stringify(options.component)}; expected one of ${Object.keys(WIDGETS).join(', ')}`);
  const root: Root = createRoot(target);
  let current = { ...options };
  const render = () => {
    const { client, theme, locale, ...rest } = current;
    const props: Record<string, unknown> = { ...rest };
    delete props.component;
    root.render(
      createElement(
        StrictMode,
        null,
        createElement(
          WalletKitProvider,
          { client: clientFor(client), ...(theme === undefined ? {} : { theme }), locale: locale ?? 'en', catalogs: registeredCatalogs() },
          createElement(widget.component, props as never),
        ),
      ),
    );
  };
  render();
  live.add(render);
  return {
    update(props) {
      current = { ...current, ...props };
      render();
    },
    unmount() {
      live.delete(render);
      root.unmount();
    },
  };
}

/**
 * `WalletKit.mount(element, { component, ...props })`: a widget inside a page of any kind. Its
 * styles are adopted by the document (no <style> element, so a strict CSP allows it).
 *
 * @example const widget = WalletKit.mount(document.getElementById('pay'), { component: 'PaymentInstructions', instructions });
 */
export function mount(element: Element, options: MountOptions): Mounted {
  if (!(element instanceof Element)) throw new EmbedError('INVALID_TARGET', 'mount(element, options): expected a DOM element');
  adoptStyles(element.ownerDocument);
  return renderInto(element, options);
}
