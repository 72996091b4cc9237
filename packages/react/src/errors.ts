/** Stable codes for a widget given bad input, for the integrator's developer. */
export type WidgetErrorCode =
  | 'INVALID_MESSAGE'
  | 'MISSING_MESSAGE_VALUE'
  | 'INVALID_AMOUNT'
  | 'INVALID_CURRENCY'
  | 'INVALID_THEME'
  | 'INVALID_EXPIRY'
  | 'INVALID_PROP'
  | 'INVALID_LOCALE'
  | 'CATALOG_UNAVAILABLE'
  | 'MISSING_CLIENT'
  | 'ENVIRONMENT_MISMATCH';

/**
 * The one error class of @wallet-kit/react. `code` is stable; `message` says what was wrong and what
 * was expected, for the integrator's developer (end users see catalog messages, never these).
 *
 * @example
 * try { formatAmount(1.5, usd) } catch (e) { if (e instanceof WidgetError && e.code === 'INVALID_AMOUNT') ... }
 */
export class WidgetError extends Error {
  /** What went wrong, stable across versions: branch on it, never on the message. */
  readonly code: WidgetErrorCode;

  constructor(code: WidgetErrorCode, message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'WidgetError';
    this.code = code;
  }
}
