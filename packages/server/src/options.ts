import { ServerError } from './errors.js';

/**
 * A numeric option checked when its handler is made: a whole number from 1 to `max`. Left
 * unchecked, NaN or a string compares false with every size and silently turns a cap off, and a
 * lifetime past what the stores keep fails every request instead of failing once, at start.
 *
 * @example wholeNumberOption('createWebhookHandler: maxBodyBytes', options.maxBodyBytes ?? WEBHOOK_MAX_BODY_BYTES)
 */
export function wholeNumberOption(name: string, value: unknown, max = Number.MAX_SAFE_INTEGER): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value < 1 || value > max) {
    const range = max === Number.MAX_SAFE_INTEGER ? 'of at least 1' : `from 1 to ${max}`;
    throw new ServerError('INVALID_ARGUMENT', `${name}: expected a whole number ${range}, got ${describeValue(value)}`);
  }
  return value;
}

/** A value as an error message may show it: numbers as they are, text shortened, anything else by its type. */
export function describeValue(value: unknown): string {
  if (typeof value === 'number') return String(value);
  if (typeof value === 'string') return JSON.stringify(value.length > 40 ? `${value.slice(0, 40)}…` : value);
  return value === null ? 'null' : typeof value;
}
