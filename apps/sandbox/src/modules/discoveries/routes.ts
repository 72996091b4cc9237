import { Hono } from 'hono';
import { failOn } from '../../platform/paging.js';
import type { SandboxEnv } from '../../platform/http.js';

/** Receiving institutions by corridor: `bankName` is what POST /customers/external-accounts takes (reference OpenAPI: getDiscoveries). */
export const INSTITUTIONS: readonly { bankName: string; displayName: string; country: string; currency: string }[] = [
  { bankName: 'FIRST_EXAMPLE_BANK', displayName: 'First Example Bank', country: 'US', currency: 'USD' },
  { bankName: 'EXAMPLE_BANK_OF_AMERICA', displayName: 'Example Bank of America', country: 'US', currency: 'USD' },
  { bankName: 'BANQUE_EXEMPLE', displayName: 'Banque Exemple', country: 'FR', currency: 'EUR' },
  { bankName: 'BEISPIELBANK', displayName: 'Beispielbank', country: 'DE', currency: 'EUR' },
  { bankName: 'BANCO_EJEMPLO', displayName: 'Banco Ejemplo', country: 'MX', currency: 'MXN' },
  { bankName: 'BANCO_EXEMPLO', displayName: 'Banco Exemplo', country: 'BR', currency: 'BRL' },
  { bankName: 'EXAMPLE_BANK_UK', displayName: 'Example Bank UK', country: 'GB', currency: 'GBP' },
  { bankName: 'GCASH', displayName: 'GCash', country: 'PH', currency: 'PHP' },
  { bankName: 'MAYA', displayName: 'Maya', country: 'PH', currency: 'PHP' },
  { bankName: 'BDO_UNIBANK', displayName: 'BDO Unibank', country: 'PH', currency: 'PHP' },
  { bankName: 'EXAMPLE_BANK_INDIA', displayName: 'Example Bank of India', country: 'IN', currency: 'INR' },
  { bankName: 'EXAMPLE_BANK_NIGERIA', displayName: 'Example Bank Nigeria', country: 'NG', currency: 'NGN' },
];

/** GET /discoveries?country&currency (reference OpenAPI: Discoveries); both filters optional. */
export function discoveryRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.get('/discoveries', (c) => {
    const { country, currency } = c.req.query();
    const errors = [] as { field: string; message: string }[];
    if (country !== undefined && !/^[A-Z]{2}$/.test(country)) errors.push({ field: 'country', message: `expected an ISO 3166-1 alpha-2 code like PH, got ${JSON.stringify(country)}` });
    if (currency !== undefined && !/^[A-Z]{3}$/.test(currency)) errors.push({ field: 'currency', message: `expected an ISO 4217 code like PHP, got ${JSON.stringify(currency)}` });
    failOn(errors);
    return c.json({ data: INSTITUTIONS.filter((i) => (country === undefined || i.country === country) && (currency === undefined || i.currency === currency)) });
  });
  return app;
}
