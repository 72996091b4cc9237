import { ServerError } from './errors.js';
import type { StateStore } from './store/state-store.js';

/**
 * The checks of what an integrator passes the kit's factories, run when the handler (or store,
 * provisioner, listener) is made: a wrong option fails once, at start, with a typed error naming
 * it, instead of failing every request later or silently turning a defence off. Only an option
 * left out (`undefined`) takes its default; `null` is a mistake worth naming.
 */

function invalid(name: string, expected: string, value: unknown): ServerError {
  return new ServerError('INVALID_ARGUMENT', `${name}: expected ${expected}, got ${describeValue(value)}`);
}

/**
 * A numeric option: a whole number from 1 to `max`. Left unchecked, NaN or a string compares
 * false with every size and silently turns a cap off, and a lifetime past what the stores keep
 * fails every request instead of failing once, at start.
 *
 * @example wholeNumberOption('createWebhookHandler: maxBodyBytes', options.maxBodyBytes ?? WEBHOOK_MAX_BODY_BYTES)
 */
export function wholeNumberOption(name: string, value: unknown, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    throw invalid(name, max === Number.MAX_SAFE_INTEGER ? 'a whole number of at least 1' : `a whole number from 1 to ${max}`, value);
  }
  return value;
}

/** An options object (or a record such as a payee's `accountInfo`): a plain object, or nothing where `optional`. */
export function objectOption<T extends object>(name: string, value: T | undefined, optional: boolean): T | undefined {
  if (value === undefined && optional) return undefined;
  const plain = typeof value === 'object' && value !== null && [Object.prototype, null].includes(Object.getPrototypeOf(value) as object | null);
  if (!plain) throw invalid(name, optional ? 'an object or nothing' : 'an object', value);
  return value;
}

/** A function option (`now`, `log`, `fetch`, ...), or nothing. */
export function functionOption<T extends (...args: never[]) => unknown>(name: string, value: T | undefined): T | undefined {
  if (value !== undefined && typeof value !== 'function') throw invalid(name, 'a function or nothing', value);
  return value;
}

/** A switch, or nothing. */
export function booleanOption(name: string, value: boolean | undefined): boolean | undefined {
  if (value !== undefined && typeof value !== 'boolean') throw invalid(name, 'true, false or nothing', value);
  return value;
}

/** Text the kit cannot do without (a credential): a non-empty string of at most `max` characters. */
export function textOption(name: string, value: unknown, max = 10_000): string {
  if (typeof value !== 'string' || value.length === 0 || value.length > max) throw invalid(name, `a string of 1 to ${max} characters`, value);
  return value;
}

/** A base URL the kit calls: http or https. */
export function httpUrlOption(name: string, value: unknown): string {
  const expected = 'an http or https URL such as https://api.example.com/2025-10-13';
  if (typeof value !== 'string') throw invalid(name, expected, value);
  let url: URL;
  try {
    url = new URL(value);
  } catch (error) {
    throw new ServerError('INVALID_ARGUMENT', `${name}: expected ${expected}, got ${describeValue(value)}`, { cause: error });
  }
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid(name, expected, value);
  return value;
}

const STORE_METHODS = ['add', 'get', 'set', 'take', 'delete', 'hit'] as const;

/** A `StateStore`, or nothing: an object with every method of the interface. */
export function storeOption(name: string, value: StateStore | undefined): StateStore | undefined {
  if (value === undefined) return undefined;
  const methods = value as unknown as Record<string, unknown> | null;
  if (typeof methods !== 'object' || methods === null || !STORE_METHODS.every((method) => typeof methods[method] === 'function')) {
    throw invalid(name, `a StateStore (memoryStore(), redisStore or postgresStore: an object with ${STORE_METHODS.join(', ')})`, value);
  }
  return value;
}

/** A value as an error message may show it: numbers as they are, text shortened, anything else by its kind, never its contents. */
export function describeValue(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  if (Array.isArray(value)) return 'an array';
  return value === null ? 'null' : typeof value;
}
