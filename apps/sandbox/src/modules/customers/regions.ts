import { currencyEntry, isCurrency } from '../../platform/currencies.js';

/** The EEA's country codes: their customers' provider mandates SCA and contact verification, like `EU` itself. */
const EEA = ['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE', 'IS', 'LI', 'NO'];

/** Regions whose payment provider mandates SCA and contact verification (spec: Strong Customer Authentication, Contact Verification). */
export const SCA_REGIONS: readonly string[] = ['EU', ...EEA];

/** The fiat currency a region's accounts open in, where the sandbox serves that region. */
const REGION_CURRENCY: Record<string, string> = { US: 'USD', GB: 'GBP', MX: 'MXN', BR: 'BRL', IN: 'INR', NG: 'NGN', PH: 'PHP', ...Object.fromEntries(['EU', ...EEA].map((r) => [r, 'EUR'])) };

/** The region a fiat currency implies when a customer is created with currencies and no region. */
const CURRENCY_REGION: Record<string, string> = { USD: 'US', EUR: 'EU', GBP: 'GB', MXN: 'MX', BRL: 'BR', INR: 'IN', NGN: 'NG', PHP: 'PH' };

/** The regions the sandbox opens accounts for, for messages. */
export const SERVED_REGIONS = Object.keys(REGION_CURRENCY).filter((r) => !EEA.includes(r));

/** The currency a region's accounts are opened in, or undefined for a region the sandbox does not serve. */
export const regionCurrency = (region: string): string | undefined => REGION_CURRENCY[region];

export const isFiat = (code: string): boolean => isCurrency(code) && currencyEntry(code).crypto !== true;

/**
 * What the document leaves to the service when `region` or `currencies` is absent (CustomerCreateRequest):
 * currencies without a region imply the region of their first fiat currency (`["BRL"]` is a Brazilian
 * customer), a region without currencies gets its own currency, and neither is a US customer in USD.
 * Returns undefined when a region is given that the sandbox has no currency for and no currency is given.
 */
export function inferRegionAndCurrencies(region: string | undefined, currencies: readonly string[] | undefined): { region: string; currencies: string[] } | undefined {
  const listed = currencies && currencies.length > 0 ? [...new Set(currencies)] : undefined;
  if (region !== undefined && listed) return { region, currencies: listed };
  if (region !== undefined) {
    const own = regionCurrency(region);
    return own === undefined ? undefined : { region, currencies: [own] };
  }
  if (listed) {
    const fiat = listed.find(isFiat);
    return { region: (fiat && CURRENCY_REGION[fiat]) ?? 'US', currencies: listed };
  }
  return { region: 'US', currencies: ['USD'] };
}

/** The currency a customer's embedded wallet opens in: their first fiat currency, else their first. */
export const primaryCurrency = (currencies: readonly string[]): string => currencies.find(isFiat) ?? currencies[0] ?? 'USD';
