import { WidgetError } from '../errors.js';
import { directionOf } from './direction.js';

/**
 * ICU-light: `{name}` placeholders and `{name, plural, =0 {...} one {# item} other {# items}}`
 * with `#` for the formatted number inside a branch. No select, no nested formats, no apostrophe
 * quoting: none of the sixteen catalogs needs them (each language's plural categories do the work, checked
 * by locales.test.ts), and a full ICU parser would cost more than the widgets.
 */
export type MessagePart =
  | string
  | { readonly type: 'arg'; readonly name: string }
  | { readonly type: 'pound' }
  | { readonly type: 'plural'; readonly name: string; readonly branches: Readonly<Record<string, readonly MessagePart[]>> };

/** The values a message's `{name}` arguments and plurals read, by name. */
export type MessageValues = Readonly<Record<string, string | number>>;

const NAME = /^[A-Za-z_][\w.]*$/;
const SELECTOR = /^(=\d+|zero|one|two|few|many|other)$/;

class Parser {
  private index = 0;

  constructor(private readonly source: string) {}

  parse(): MessagePart[] {
    const parts = this.parts(false);
    if (this.index < this.source.length) this.fail('an unmatched "}"');
    return parts;
  }

  private fail(problem: string): never {
    throw new WidgetError('INVALID_MESSAGE', `cannot parse message "${this.source}": ${problem} at character ${this.index}`);
  }

  // `inPlural` decides whether `#` is a number slot or a literal character.
  private parts(inPlural: boolean): MessagePart[] {
    const parts: MessagePart[] = [];
    let text = '';
    const flush = () => {
      if (text) parts.push(text);
      text = '';
    };
    while (this.index < this.source.length) {
      const char = this.source[this.index]!;
      if (char === '}') break;
      if (char === '{') {
        flush();
        parts.push(this.argument());
      } else if (char === '#' && inPlural) {
        flush();
        parts.push({ type: 'pound' });
        this.index += 1;
      } else {
        text += char;
        this.index += 1;
      }
    }
    flush();
    return parts;
  }

  private argument(): MessagePart {
    this.index += 1; // past "{"
    const close = this.source.indexOf('}', this.index);
    const comma = this.source.indexOf(',', this.index);
    if (close === -1) this.fail('an unclosed "{"');
    if (comma === -1 || comma > close) {
      const name = this.source.slice(this.index, close).trim();
      if (!NAME.test(name)) this.fail(`a placeholder name like {amount}, got {${name}}`);
      this.index = close + 1;
      return { type: 'arg', name };
    }
    const name = this.source.slice(this.index, comma).trim();
    if (!NAME.test(name)) this.fail(`a placeholder name before ", plural", got "${name}"`);
    this.index = comma + 1;
    const kind = this.word();
    if (kind !== 'plural') this.fail(`"plural" after "{${name},", got "${kind}"`);
    this.skipSpaces();
    if (this.source[this.index] !== ',') this.fail('a "," after "plural"');
    this.index += 1;
    const branches: Record<string, MessagePart[]> = {};
    for (;;) {
      this.skipSpaces();
      if (this.source[this.index] === '}') break;
      const selector = this.word();
      if (!SELECTOR.test(selector)) this.fail(`a plural selector (=N, zero, one, two, few, many, other), got "${selector}"`);
      this.skipSpaces();
      if (this.source[this.index] !== '{') this.fail(`"{" after the selector "${selector}"`);
      this.index += 1;
      branches[selector] = this.parts(true);
      if (this.source[this.index] !== '}') this.fail(`a "}" closing the "${selector}" branch`);
      this.index += 1;
    }
    if (!branches.other) this.fail(`an "other" branch in the plural of {${name}}`);
    this.index += 1;
    return { type: 'plural', name, branches };
  }

  private word(): string {
    this.skipSpaces();
    const start = this.index;
    while (this.index < this.source.length && /[\w=]/.test(this.source[this.index]!)) this.index += 1;
    return this.source.slice(start, this.index);
  }

  private skipSpaces(): void {
    while (/\s/.test(this.source[this.index] ?? '')) this.index += 1;
  }
}

const parsed = new Map<string, readonly MessagePart[]>();

/** Parses a message once and caches it; throws WidgetError('INVALID_MESSAGE') naming the problem. */
export function parseMessage(source: string): readonly MessagePart[] {
  let parts = parsed.get(source);
  if (!parts) {
    parts = new Parser(source).parse();
    parsed.set(source, parts);
  }
  return parts;
}

/** The placeholder names a message uses, so translations can be checked against English. */
export function placeholdersOf(source: string): Set<string> {
  const names = new Set<string>();
  const walk = (parts: readonly MessagePart[]) => {
    for (const part of parts) {
      if (typeof part === 'string' || part.type === 'pound') continue;
      names.add(part.name);
      if (part.type === 'plural') Object.values(part.branches).forEach(walk);
    }
  };
  walk(parseMessage(source));
  return names;
}

const pluralRules = new Map<string, Intl.PluralRules>();
const numberFormats = new Map<string, Intl.NumberFormat>();

function cached<T>(cache: Map<string, T>, locale: string, make: () => T): T {
  let value = cache.get(locale);
  if (!value) {
    value = make();
    cache.set(locale, value);
  }
  return value;
}

/**
 * Fills a message with values for `locale`. Numbers go through Intl.NumberFormat, plurals through
 * Intl.PluralRules. A missing value is a bug in the caller, so it throws instead of printing "{name}".
 *
 * @example formatMessage('{count, plural, one {# code} other {# codes}} sent', { count: 2 }, 'en') // "2 codes sent"
 */
export function formatMessage(source: string, values: MessageValues = {}, locale = 'en'): string {
  const numbers = cached(numberFormats, locale, () => new Intl.NumberFormat(locale));
  const rtl = directionOf(locale) === 'rtl';
  const valueOf = (name: string): string | number => {
    const value = values[name];
    if (value === undefined) {
      throw new WidgetError('MISSING_MESSAGE_VALUE', `message "${source}" needs a value for {${name}}, got none`);
    }
    return value;
  };
  const render = (parts: readonly MessagePart[], count?: number): string => {
    let out = '';
    // In a right-to-left message every value (+14155550123, an e-mail address, an amount, a count) is
    // isolated (U+2068 FSI … U+2069 PDI, as <bdi> does), so it keeps its own direction and order.
    const isolate = (text: string) => (rtl ? `\u2068${text}\u2069` : text);
    for (const part of parts) {
      if (typeof part === 'string') out += part;
      else if (part.type === 'pound') out += isolate(numbers.format(count!));
      else if (part.type === 'arg') {
        const value = valueOf(part.name);
        out += isolate(typeof value === 'number' ? numbers.format(value) : value);
      } else {
        const value = valueOf(part.name);
        if (typeof value !== 'number') {
          throw new WidgetError('MISSING_MESSAGE_VALUE', `message "${source}" needs a number for the plural {${part.name}}, got ${typeof value}`);
        }
        const category = cached(pluralRules, locale, () => new Intl.PluralRules(locale)).select(value);
        const branch = part.branches[`=${value}`] ?? part.branches[category] ?? part.branches.other!;
        out += render(branch, value);
      }
    }
    return out;
  };
  return render(parseMessage(source));
}

/** Writes parts back as message source (used by the pseudo-locale, which rewrites only the text). */
export function serializeMessage(parts: readonly MessagePart[]): string {
  return parts
    .map((part) => {
      if (typeof part === 'string') return part;
      if (part.type === 'pound') return '#';
      if (part.type === 'arg') return `{${part.name}}`;
      const branches = Object.entries(part.branches).map(([selector, branch]) => `${selector} {${serializeMessage(branch)}}`);
      return `{${part.name}, plural, ${branches.join(' ')}}`;
    })
    .join('');
}
