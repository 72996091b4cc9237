/**
 * Amounts as people type them: "12.50", "12,50", "1 234,5", "١٢٫٥". The last "." "," or "٫" is the
 * decimal mark and the others group digits; the locale's digits are read too. The result is in the
 * currency's smallest unit, or undefined when the text is not a positive amount with at most the
 * currency's decimals.
 *
 * @example parseAmount('12,5', 2) // 1250
 */
export function parseAmount(text: string, decimals: number): number | undefined {
  const ascii = text
    .trim()
    .replace(/[\u0660-\u0669]/g, (digit) => String(digit.charCodeAt(0) - 0x0660))
    .replace(/[\u06f0-\u06f9]/g, (digit) => String(digit.charCodeAt(0) - 0x06f0))
    .replace(/[\s\u00a0\u202f\u066c']/g, '');
  if (!/^\d[\d.,\u066b]*$/.test(ascii)) return undefined;
  const marks = [...ascii.matchAll(/[.,\u066b]/g)];
  const last = marks.at(-1)?.index;
  const whole = (last === undefined ? ascii : ascii.slice(0, last)).replace(/[.,\u066b]/g, '');
  const fraction = last === undefined ? '' : ascii.slice(last + 1);
  if (fraction.length > decimals) return undefined;
  const minor = Number(whole) * 10 ** decimals + Number(fraction.padEnd(decimals, '0') || '0');
  return Number.isSafeInteger(minor) && minor > 0 ? minor : undefined;
}

/** An amount in the smallest unit as the locale writes it in a field: digits and the decimal mark, no grouping or symbol. */
export function amountInput(minor: number, decimals: number, locale: string): string {
  const digits = String(minor).padStart(decimals + 1, '0');
  const decimal = decimals === 0 ? digits : `${digits.slice(0, -decimals)}.${digits.slice(-decimals)}`;
  return new Intl.NumberFormat(locale, { minimumFractionDigits: decimals, maximumFractionDigits: decimals, useGrouping: false }).format(decimal as unknown as number);
}
