import { ClientError } from './errors.js';

/** A service id (`Quote:…`, `InternalAccount:…`) given by the caller: checked before it goes into a path. */
export function requireId(name: string, value: unknown): string {
  if (typeof value !== 'string' || value.trim() === '') {
    throw new ClientError('INVALID_ARGUMENT', `${name}: expected a service id such as "Quote:<uuid>", got ${value === '' ? 'an empty string' : typeof value}`);
  }
  return value;
}

/** One path segment, encoded: ids carry a colon, and nothing a caller passes may add a segment. */
export const segment = (value: string): string => encodeURIComponent(value);
