import { DEMO_TEXT, demoText, type DemoLocale, type DemoTextId } from './i18n.js';

/** The few refusals the demo's own buttons meet that a person can act on, by the error's `code`. */
const WORDS: Readonly<Record<string, DemoTextId>> = {
  CARDHOLDER_KYC_NOT_APPROVED: 'error.cardholder',
  NETWORK_ERROR: 'error.network',
  REQUEST_TIMEOUT: 'error.network',
};

/**
 * A refusal in words for the demo's own error lines, in the page's language: never the service's
 * `reason` nor an error's message (they name ids and enum values, "The cardholder's KYC status is
 * UNVERIFIED, not APPROVED."), which go to the console for the developer instead.
 */
export function describeError(error: unknown): string {
  console.error('Northwind demo:', error);
  const code = error && typeof error === 'object' && 'code' in error ? String((error as { code: unknown }).code) : '';
  const lang = typeof document === 'undefined' ? 'en' : document.documentElement.lang;
  const locale: DemoLocale = lang in DEMO_TEXT ? (lang as DemoLocale) : 'en';
  return demoText(locale, WORDS[code] ?? 'error.generic');
}
