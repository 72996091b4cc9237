import type { Schema } from '@wallet-kit/contract';

/** A counterparty VASP in the sandbox's UMA world, with the receivers it knows. */
export interface UmaVasp {
  domain: string;
  name: string;
  regions: string[];
  currencies: string[];
  /** Local names (`$name@domain`) that resolve; any other name at this domain is UMA_NOT_FOUND. */
  receivers: string[];
  /** Payer data this VASP requires before paying its receivers (reference OpenAPI: requiredPayerDataFields). */
  requiredPayerData?: Schema<'CustomerInfoFieldName'>[];
  /** How this VASP misbehaves on purpose: an UMA version nobody shares (412), or no answer (424). */
  failure?: 'UNSUPPORTED_VERSION' | 'UNREACHABLE';
  lei?: string;
}

const FIAT = ['USD', 'EUR', 'GBP', 'MXN', 'BRL', 'INR', 'PHP', 'NGN'];

/**
 * The other VASPs of the sandbox's UMA network: receivers that resolve by lookup, so a quote to a
 * made-up address is refused with UMA_NOT_FOUND before it exists. The platform's own customers
 * resolve too, at the platform's UMA domain.
 */
export const UMA_VASPS: readonly UmaVasp[] = [
  { domain: 'uma.example.com', name: 'Example UMA Wallet', regions: ['US', 'EU'], currencies: FIAT, receivers: ['bob', 'sam', 'carol', 'mallory', 'dana'], lei: '5493001KJTIIGC8Y1R12' },
  { domain: 'eurowallet.example', name: 'Euro Wallet', regions: ['EU'], currencies: ['EUR'], receivers: ['lucas', 'ines'], requiredPayerData: ['FULL_NAME'] },
  { domain: 'wallet.example.com', name: 'Wallet Example', regions: ['US'], currencies: ['USD', 'USDC'], receivers: ['alice', 'zoe'] },
  { domain: 'btc.example.org', name: 'Bitcoin Example', regions: ['US', 'EU'], currencies: ['BTC', 'USD'], receivers: ['bob', 'satoshi'] },
  { domain: 'pix.example.com.br', name: 'PIX Example', regions: ['BR'], currencies: ['BRL'], receivers: ['ana', 'joao'] },
  { domain: 'legacy-vasp.example', name: 'Legacy VASP', regions: ['US'], currencies: ['USD'], receivers: ['old'], failure: 'UNSUPPORTED_VERSION' },
  { domain: 'offline-vasp.example', name: 'Offline VASP', regions: ['US'], currencies: ['USD'], receivers: ['gone'], failure: 'UNREACHABLE' },
];

/** Splits `$name@domain` into its parts. */
export function umaParts(address: string): { name: string; domain: string } | undefined {
  const match = /^\$([a-zA-Z0-9._+-]+)@([a-zA-Z0-9.-]+\.[a-zA-Z]{2,})$/.exec(address);
  return match ? { name: match[1]!.toLowerCase(), domain: match[2]!.toLowerCase() } : undefined;
}
