import { renderInto, type Mounted } from './mount.js';
import { WIDGETS, type AttributeKind, type EmbeddedWidget } from './registry.js';
import { adoptStyles } from './styles.js';

const SHARED_ATTRIBUTES = ['base-url', 'signers', 'theme', 'locale'];

const camel = (name: string) => name.replace(/-([a-z])/g, (_, letter: string) => letter.toUpperCase());

function read(kind: AttributeKind, value: string | null): unknown {
  if (value === null) return kind === 'boolean' ? false : undefined;
  switch (kind) {
    case 'boolean':
      return value !== 'false';
    case 'number':
      return Number(value);
    case 'json':
      return JSON.parse(value) as unknown;
    default:
      return value;
  }
}

/**
 * A custom element for one widget: renders in a shadow root (styles adopted, never injected),
 * reads its attributes as props, and turns the widget's callbacks into DOM events that bubble
 * out of the shadow root (`composed`).
 */
function elementFor(name: string, widget: EmbeddedWidget): CustomElementConstructor {
  return class WalletKitElement extends HTMLElement {
    static observedAttributes = [...Object.keys(widget.attributes), ...SHARED_ATTRIBUTES];
    private mounted: Mounted | undefined;

    private props(): Record<string, unknown> {
      const props: Record<string, unknown> = {};
      for (const [attribute, spec] of Object.entries(widget.attributes)) {
        const { kind, prop } = typeof spec === 'string' ? { kind: spec, prop: camel(attribute) } : spec;
        const value = read(kind, this.getAttribute(attribute));
        if (value !== undefined) props[prop] = value;
      }
      for (const [prop, spec] of Object.entries(widget.events)) {
        const { name, detail } = typeof spec === 'string' ? { name: spec, detail: (value: unknown) => value } : spec;
        props[prop] = (...args: never[]) => this.dispatchEvent(new CustomEvent(name, { detail: detail(...args), bubbles: true, composed: true }));
      }
      const signers = this.getAttribute('signers');
      return {
        ...props,
        client: { baseUrl: this.getAttribute('base-url') ?? '/api/service', ...(signers === 'sandbox' || signers === 'production' ? { signers } : {}) },
        ...(this.getAttribute('theme') ? { theme: this.getAttribute('theme') } : {}),
        ...(this.getAttribute('locale') ? { locale: this.getAttribute('locale') } : {}),
      };
    }

    connectedCallback(): void {
      const shadow = this.shadowRoot ?? this.attachShadow({ mode: 'open' });
      adoptStyles(shadow);
      let container = shadow.querySelector('[part="root"]');
      if (!container) {
        container = document.createElement('div');
        container.setAttribute('part', 'root');
        shadow.append(container);
      }
      this.mounted ??= renderInto(container, { component: name, ...this.props() });
    }

    attributeChangedCallback(): void {
      this.mounted?.update(this.props());
    }

    disconnectedCallback(): void {
      this.mounted?.unmount();
      this.mounted = undefined;
    }
  };
}

/** Defines every widget's custom element (once; a page may load the bundle twice). */
export function defineElements(registry: CustomElementRegistry = customElements): void {
  for (const [name, widget] of Object.entries(WIDGETS)) {
    if (!registry.get(widget.tag)) registry.define(widget.tag, elementFor(name, widget));
  }
}
