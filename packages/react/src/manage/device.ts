import { browserName, systemName } from '@wallet-kit/key-store/user-agent';

/** A browser and an operating system, by their own names (proper nouns: never translated). */
export interface Device {
  /** The browser, e.g. `Chrome`; undefined when the user agent does not say. */
  readonly browser: string | undefined;
  /** The operating system, e.g. `macOS`; undefined when the user agent does not say. */
  readonly os: string | undefined;
}

/**
 * This browser and its system, read from its user agent: enough to tell "Chrome on macOS" from
 * "Safari on iOS" in a list of sessions, and nothing more (no version, no model).
 *
 * @example describeDevice(navigator.userAgent) // { browser: 'Chrome', os: 'macOS' }
 */
export function describeDevice(userAgent: string): Device {
  return { browser: browserName(userAgent), os: systemName(userAgent) };
}
