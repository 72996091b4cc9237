import type { Theme } from '@wallet-kit/react';
import { dispatchBoth } from './events.js';
import { EmbedError, renderWidget, type WidgetInput } from './mount.js';
import { SHARED_ATTRIBUTES, WIDGETS, type AttributeKind, type Widget } from './registry.js';
import { adoptStyles } from './styles.js';

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

const THEMES = ['light', 'dark', 'system'];

const invalidAttribute = (tag: string, attribute: string, expected: string, value: string, cause?: unknown) =>
  new EmbedError('INVALID_ATTRIBUTE', `<${tag} ${attribute}>: expected ${expected}, got ${JSON.stringify(value.slice(0, 80))}`, { cause });

function isLanguageTag(value: string): boolean {
  try {
    return Intl.getCanonicalLocales(value).length === 1;
  } catch {
    return false; // RangeError: not a well-formed tag, which is what this answers
  }
}

const EXPECTED: Record<AttributeKind, string> = { string: 'text', number: 'a number', boolean: 'true or false', json: 'JSON' };

/** An attribute's value as its prop, or why it cannot be one. */
function read(tag: string, attribute: string, kind: AttributeKind, value: string | null): unknown {
  if (value === null) return kind === 'boolean' ? false : undefined;
  const invalid = (cause?: unknown) => invalidAttribute(tag, attribute, EXPECTED[kind], value, cause);
  switch (kind) {
    case 'boolean':
      return value !== 'false';
    case 'number': {
      const number = value.trim() === '' ? Number.NaN : Number(value);
      if (!Number.isFinite(number)) throw invalid();
      return number;
    }
    case 'json':
      try {
        return JSON.parse(value) as unknown;
      } catch (error) {
        throw invalid(error);
      }
    default:
      return value;
  }
}

/**
 * A custom element for one widget: renders in a shadow root (styles adopted, never injected),
 * reads its attributes as props, and turns the widget's callbacks into DOM events that bubble
 * out of the shadow root (`composed`). Missing attributes leave it empty until the page sets them;
 * malformed ones show an error state and a `wallet-kit:error` event; none throws.
 */
function elementFor(name: string, widget: Widget): CustomElementConstructor {
  return class WalletKitElement extends HTMLElement {
    static observedAttributes = [...Object.keys(widget.attributes), ...SHARED_ATTRIBUTES];
    private mounted: ReturnType<typeof renderWidget> | undefined;

    private input(): WidgetInput {
      const props: Record<string, unknown> = {};
      let problem: EmbedError | undefined;
      for (const [attribute, spec] of Object.entries(widget.attributes)) {
        const { kind, prop } = typeof spec === 'string' ? { kind: spec, prop: camel(attribute) } : spec;
        try {
          const value = read(widget.tag, attribute, kind, this.getAttribute(attribute));
          if (value !== undefined) props[prop] = value;
        } catch (error) {
          problem ??= error as EmbedError;
        }
      }
      for (const [prop, spec] of Object.entries(widget.events)) {
        const { name: event, detail } = typeof spec === 'string' ? { name: spec, detail: (value: unknown) => value } : spec;
        props[prop] = (...args: never[]) => dispatchBoth(this, event, detail(...args));
      }
      const signers = this.getAttribute('signers');
      const theme = this.getAttribute('theme');
      const locale = this.getAttribute('locale');
      if (theme !== null && !THEMES.includes(theme)) problem ??= invalidAttribute(widget.tag, 'theme', 'light, dark or system', theme);
      if (signers !== null && signers !== 'sandbox' && signers !== 'production') problem ??= invalidAttribute(widget.tag, 'signers', 'production or sandbox', signers);
      const localeOk = locale === null || isLanguageTag(locale);
      if (!localeOk) problem ??= invalidAttribute(widget.tag, 'locale', 'a BCP 47 language tag such as fr or pt-BR', locale);
      return {
        props,
        client: { baseUrl: this.getAttribute('base-url') ?? '/api/service', ...(signers === 'sandbox' || signers === 'production' ? { signers } : {}) },
        theme: theme !== null && THEMES.includes(theme) ? (theme as Theme) : undefined,
        locale: locale !== null && localeOk ? locale : undefined,
        empty: widget.required.some((oneOf) => oneOf.every((attribute) => !this.hasAttribute(attribute))),
        problem,
      };
    }

    private readonly report = (error: EmbedError) => {
      console.warn(`wallet-kit: ${error.message}`, error.cause ?? '');
      dispatchBoth(this, 'wallet-kit:error', error);
    };

    connectedCallback(): void {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      adoptStyles(shadow);
      let container = shadow.querySelector('[part="root"]');
      if (!container) {
        container = document.createElement('div');
        container.setAttribute('part', 'root');
        shadow.append(container);
      }
      this.mounted ??= renderWidget(container, name, widget, this.input(), this.report);
    }

    attributeChangedCallback(): void {
      this.mounted?.update(this.input());
    }

    disconnectedCallback(): void {
      this.mounted?.unmount();
      this.mounted = undefined;
    }
  };
}

/** Defines every widget's custom element (once; a page may load the bundle twice). */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  for (const [name, widget] of Object.entries<Widget>(WIDGETS)) {
    if (!registry.get(widget.tag)) registry.define(widget.tag, elementFor(name, widget));
  }
}
