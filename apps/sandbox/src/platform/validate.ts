import { ServiceError, invalidInput, type FieldError } from './errors.js';

/** The largest amount the service accepts, in the smallest unit (QuoteRequest.lockedCurrencyAmount maximum). */
export const MAX_AMOUNT = 9_000_000_000_000_000;

type Rules = { required?: boolean };

function describe(value: unknown): string {
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `a string of ${value.length} characters`;
  return `${typeof value} ${typeof value === 'number' || typeof value === 'boolean' ? String(value) : ''}`.trim();
}

/**
 * Reads the fields of one JSON object and collects every problem, so that a request with three
 * mistakes gets one 400 naming all three (`details.errors[{ field, message }]`).
 *
 * @example
 * const f = Fields.of(body); const amount = f.integer('amount', { required: true, min: 1 }); f.done();
 */
export class Fields {
  private constructor(
    readonly value: Record<string, unknown>,
    readonly path: string,
    readonly errors: FieldError[],
  ) {}

  /** Starts reading `value`, which must be a JSON object. */
  static of(value: unknown, path = ''): Fields {
    const errors: FieldError[] = [];
    if (typeof value !== 'object' || value === null || Array.isArray(value)) {
      errors.push({ field: path || 'body', message: `expected a JSON object, got ${describe(value)}` });
      return new Fields({}, path, errors);
    }
    return new Fields(value as Record<string, unknown>, path, errors);
  }

  field(name: string): string {
    return this.path ? `${this.path}.${name}` : name;
  }

  fail(name: string, message: string): undefined {
    this.errors.push({ field: this.field(name), message });
    return undefined;
  }

  has(name: string): boolean {
    return this.value[name] !== undefined;
  }

  private present(name: string, rules: Rules): unknown {
    const value = this.value[name];
    if (value === undefined || value === null) {
      if (rules.required) this.fail(name, 'is required');
      return undefined;
    }
    return value;
  }

  string(name: string, rules: Rules & { min?: number; max?: number; pattern?: RegExp; patternText?: string } = {}): string | undefined {
    const value = this.present(name, rules);
    if (value === undefined) return undefined;
    if (typeof value !== 'string') return this.fail(name, `expected a string, got ${describe(value)}`);
    if (rules.min !== undefined && value.length < rules.min) return this.fail(name, `expected at least ${rules.min} characters, got ${value.length}`);
    if (rules.max !== undefined && value.length > rules.max) return this.fail(name, `expected at most ${rules.max} characters, got ${value.length}`);
    if (rules.pattern && !rules.pattern.test(value)) return this.fail(name, `expected ${rules.patternText ?? `to match ${rules.pattern.source}`}`);
    return value;
  }

  enum<T extends string>(name: string, values: readonly T[], rules: Rules = {}): T | undefined {
    const value = this.present(name, rules);
    if (value === undefined) return undefined;
    if (typeof value !== 'string' || !(values as readonly string[]).includes(value)) {
      return this.fail(name, `expected one of ${values.join(', ')}, got ${typeof value === 'string' ? JSON.stringify(value) : describe(value)}`);
    }
    return value as T;
  }

  integer(name: string, rules: Rules & { min?: number; max?: number } = {}): number | undefined {
    const value = this.present(name, rules);
    if (value === undefined) return undefined;
    if (typeof value !== 'number' || !Number.isSafeInteger(value)) return this.fail(name, `expected an integer, got ${describe(value)}`);
    if (rules.min !== undefined && value < rules.min) return this.fail(name, `expected at least ${rules.min}, got ${value}`);
    if (rules.max !== undefined && value > rules.max) return this.fail(name, `expected at most ${rules.max}, got ${value}`);
    return value;
  }

  /** A money amount: an integer in the smallest unit, greater than 0 and at most 9e15. */
  amount(name: string, rules: Rules = {}): number | undefined {
    return this.integer(name, { ...rules, min: 1, max: MAX_AMOUNT });
  }

  boolean(name: string, rules: Rules = {}): boolean | undefined {
    const value = this.present(name, rules);
    if (value === undefined) return undefined;
    if (typeof value !== 'boolean') return this.fail(name, `expected a boolean, got ${describe(value)}`);
    return value;
  }

  object(name: string, rules: Rules = {}): Fields | undefined {
    const value = this.present(name, rules);
    if (value === undefined) return undefined;
    if (typeof value !== 'object' || Array.isArray(value)) return this.fail(name, `expected an object, got ${describe(value)}`);
    return new Fields(value as Record<string, unknown>, this.field(name), this.errors);
  }

  array(name: string, rules: Rules = {}): unknown[] | undefined {
    const value = this.present(name, rules);
    if (value === undefined) return undefined;
    if (!Array.isArray(value)) return this.fail(name, `expected an array, got ${describe(value)}`);
    return value;
  }

  /** Throws the 400 with every collected error, if there is any. */
  done(): void {
    if (this.errors.length > 0) throw invalidInput(this.errors);
  }
}

/**
 * A body checked twice, with every problem of both named in one 400 INVALID_INPUT: against the
 * contract's schema (`schema`, a `checkBody` call: the public document's own rules) and against the
 * rules the document does not state (`rules`, read from the same body with Fields). A field the
 * schema already refused is not named again.
 *
 * @example
 * const request = checkRequest(body, (b) => checkBody('post', '/agents', b), (f) => f.string('name', { max: 200 }));
 */
export function checkRequest<T>(body: unknown, schema: (body: unknown) => T, rules: (f: Fields) => void): T {
  const errors: FieldError[] = [];
  let checked: T | undefined;
  try {
    checked = schema(body);
  } catch (error) {
    if (!(error instanceof ServiceError) || error.code !== 'INVALID_INPUT') throw error;
    errors.push(...((error.details?.errors as FieldError[] | undefined) ?? []));
  }
  const f = Fields.of(body);
  rules(f);
  const named = (field: string) => errors.some((e) => field === e.field || field.startsWith(`${e.field}.`));
  errors.push(...f.errors.filter((e) => !named(e.field)));
  if (errors.length > 0) throw invalidInput(errors);
  return checked as T;
}

/** A compressed (66 hex) or uncompressed (130 hex) P-256 key in hex, by shape only (spec: Limits). */
export const PUBLIC_KEY_PATTERN = /^(0[23][0-9a-fA-F]{64}|04[0-9a-fA-F]{128})$/;
