import { formatAmount } from '@wallet-kit/react';

/** Decimals per currency for amounts the demo builds itself (the service sends them with each amount). */
const DECIMALS: Record<string, number> = { USD: 2, EUR: 2, GBP: 2, MXN: 2, BRL: 2, INR: 2, NGN: 2, PHP: 2, USDC: 6, BTC: 8 };

export const decimalsOf = (code: string) => DECIMALS[code] ?? 2;

/** The demo's own chrome formats in English; the kit's widgets format in the chosen language. */
export const money = (amount: number, code: string | undefined, decimals = code === undefined ? undefined : decimalsOf(code)) => formatAmount(amount, { code, decimals }, 'en-US');

/** "12.50" in a currency -> smallest units; undefined when it is not a positive amount. */
export function toMinor(text: string, code: string): number | undefined {
  const cleaned = text.trim().replace(/,/g, '');
  if (!/^\d+(\.\d+)?$/.test(cleaned)) return undefined;
  const decimals = decimalsOf(code);
  const [whole = '0', fraction = ''] = cleaned.split('.');
  if (fraction.length > decimals) return undefined;
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return minor > 0 && Number.isSafeInteger(minor) ? minor : undefined;
}

export const when = (iso: string | undefined) =>
  iso ? new Date(iso).toLocaleString('en-US', { month: 'short', day: 'numeric', hour: 'numeric', minute: '2-digit' }) : '';

export function describeError(error: unknown): string {
  if (error && typeof error === 'object' && 'reason' in error && typeof (error as { reason: unknown }).reason === 'string') return (error as { reason: string }).reason;
  if (error instanceof Error) return error.message;
  return String(error);
}
