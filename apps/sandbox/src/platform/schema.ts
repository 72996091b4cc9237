import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import addFormatsModule from 'ajv-formats';
import requests from '@wallet-kit/contract/requests.json' with { type: 'json' };
import type { paths } from '@wallet-kit/contract';
import { invalidInput, type FieldError } from './errors.js';
import { MAX_AMOUNT } from './validate.js';

// ajv-formats is CommonJS; its default export arrives wrapped under some loaders.
const addFormats = ((addFormatsModule as unknown as { default?: typeof addFormatsModule }).default ?? addFormatsModule) as unknown as (ajv: Ajv2020) => void;

type Method = 'post' | 'put' | 'patch';

/** The JSON body an operation of the contract takes, by path and method. */
export type RequestBody<P extends keyof paths, M extends Method> = paths[P] extends Record<M, { requestBody?: { content: { 'application/json': infer B } } }> ? B : never;

/**
 * `oneOf` with a `discriminator` mapping (the document's account and destination shapes) as if/then
 * chains: ajv then checks only the branch the discriminator names, and reports that branch's errors
 * instead of every branch's.
 */
function withDiscriminators(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withDiscriminators);
  if (!value || typeof value !== 'object') return value;
  const node = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withDiscriminators(child)])) as Record<string, unknown>;
  const discriminator = node.discriminator as { propertyName?: string; mapping?: Record<string, string> } | undefined;
  if (!discriminator?.propertyName || !discriminator.mapping || !Array.isArray(node.oneOf)) return node;
  const { oneOf: _oneOf, discriminator: _discriminator, ...rest } = node;
  const property = discriminator.propertyName;
  const values = Object.keys(discriminator.mapping);
  return {
    ...rest,
    type: 'object',
    required: [...new Set([...((rest.required as string[] | undefined) ?? []), property])],
    properties: { ...(rest.properties as object | undefined), [property]: { enum: values } },
    allOf: [...((rest.allOf as unknown[] | undefined) ?? []), ...values.map((v) => ({ if: { properties: { [property]: { const: v } }, required: [property] }, then: { $ref: discriminator.mapping![v] } }))],
  };
}

const isInteger = (type: unknown) => type === 'integer' || (Array.isArray(type) && type.includes('integer'));

/**
 * Every integer the document leaves unbounded (most amounts: card simulators, UMA receipts, transfers)
 * gets the largest amount it allows anywhere (QuoteRequest.lockedCurrencyAmount's maximum, 9e15) as its
 * bound, both ways: past it, and certainly past 2^53, the sandbox's arithmetic would stop being exact.
 */
function withIntegerBounds(value: unknown): unknown {
  if (Array.isArray(value)) return value.map(withIntegerBounds);
  if (!value || typeof value !== 'object') return value;
  const node = Object.fromEntries(Object.entries(value).map(([key, child]) => [key, withIntegerBounds(child)])) as Record<string, unknown>;
  if (!isInteger(node.type)) return node;
  return { ...node, ...(node.maximum === undefined && node.exclusiveMaximum === undefined ? { maximum: MAX_AMOUNT } : {}), ...(node.minimum === undefined && node.exclusiveMinimum === undefined ? { minimum: -MAX_AMOUNT } : {}) };
}

/** The contract's schemas as the sandbox checks them. */
const prepared = (schema: unknown): unknown => withIntegerBounds(withDiscriminators(schema));

let ajv: Ajv2020 | undefined;
const compiled = new Map<string, ValidateFunction>();

function validator(operation: string): ValidateFunction {
  let validate = compiled.get(operation);
  if (validate) return validate;
  const table = requests as { requests: Record<string, unknown>; components: unknown };
  if (!(operation in table.requests)) throw new Error(`schema: the contract has no JSON request body for ${operation} (run npm run contract)`);
  if (!ajv) {
    ajv = new Ajv2020({ strict: false, allErrors: true });
    addFormats(ajv);
    ajv.addSchema({ components: prepared(table.components) }, 'contract');
  }
  // The body schemas refer to `#/components/...`: rewritten to the registered document's id.
  const schema = JSON.parse(JSON.stringify(prepared(table.requests[operation])).replace(/"#\/components\//g, '"contract#/components/')) as object;
  validate = ajv.compile(schema);
  compiled.set(operation, validate);
  return validate;
}

function describe(value: unknown): string {
  if (value === undefined) return 'nothing';
  if (value === null) return 'null';
  if (Array.isArray(value)) return 'an array';
  if (typeof value === 'string') return `a string of ${value.length} characters`;
  if (typeof value === 'object') return 'an object';
  return `${typeof value} ${String(value)}`;
}

const LIMITS: Record<string, string> = { maximum: 'at most', minimum: 'at least', exclusiveMaximum: 'less than', exclusiveMinimum: 'more than' };

/** One ajv error as the service reports a field: `source.accountId`, "expected ..., got ...". */
function fieldError(error: ErrorObject, body: unknown): FieldError {
  const path = error.instancePath.split('/').slice(1).map((part) => part.replace(/~1/g, '/').replace(/~0/g, '~'));
  const at = path.reduce<unknown>((value, key) => (value as Record<string, unknown> | undefined)?.[key], body);
  const field = (extra?: string) => [...path, ...(extra ? [extra] : [])].join('.') || 'body';
  const p = error.params as Record<string, unknown>;
  switch (error.keyword) {
    case 'required':
      return { field: field(String(p.missingProperty)), message: 'is required' };
    case 'type':
      // A nullable field's types come joined by commas ("string,null").
      return { field: field(), message: `expected ${String(p.type).split(',').join(' or ')}, got ${describe(at)}` };
    case 'enum':
      return { field: field(), message: `expected one of ${(p.allowedValues as unknown[]).join(', ')}, got ${JSON.stringify(at)}` };
    case 'const':
      return { field: field(), message: `expected ${JSON.stringify(p.allowedValue)}, got ${JSON.stringify(at)}` };
    case 'pattern':
    case 'format':
      return { field: field(), message: `expected ${error.keyword === 'format' ? `a ${String(p.format)}` : `to match ${String(p.pattern)}`}, got ${JSON.stringify(at)}` };
    case 'maximum':
    case 'minimum':
    case 'exclusiveMaximum':
    case 'exclusiveMinimum':
      return { field: field(), message: `expected ${LIMITS[error.keyword]} ${String(p.limit)}, got ${describe(at)}` };
    case 'minLength':
    case 'maxLength':
      return { field: field(), message: `expected ${error.keyword === 'minLength' ? 'at least' : 'at most'} ${String(p.limit)} characters, got ${typeof at === 'string' ? at.length : describe(at)}` };
    case 'additionalProperties':
      return { field: field(String(p.additionalProperty)), message: 'is not a field of this request' };
    default:
      return { field: field(), message: `expected it ${error.message ?? 'to match the schema'}` };
  }
}

/**
 * Checks a request body against the contract's schema for `operation` ("POST /customers"), the public
 * document's own rules (required fields, types, enums, patterns, limits), and returns it typed. Every
 * problem is named at once in one 400 INVALID_INPUT. Rules the document does not state stay with the area.
 */
export function checkBody<P extends keyof paths, M extends Method>(method: M, path: P, body: unknown): RequestBody<P, M> {
  const validate = validator(`${method.toUpperCase()} ${String(path)}`);
  if (validate(body)) return body as RequestBody<P, M>;
  const errors = (validate.errors ?? []).filter((error) => error.keyword !== 'oneOf' && error.keyword !== 'anyOf' && error.keyword !== 'if');
  const unique = new Map<string, FieldError>();
  for (const error of errors) {
    const named = fieldError(error, body);
    if (!unique.has(named.field)) unique.set(named.field, named);
  }
  throw invalidInput([...unique.values()].slice(0, 20));
}
