import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import type { SandboxEnv } from '../../platform/http.js';
import { queryArray } from '../../platform/query.js';
import { priceCorridors, readRateQuery } from './rates.js';
import { exchangeRateView } from './views.js';

/** Exchange rates from the sandbox's one rate table, priced like quotes (reference OpenAPI: Exchange Rates). */
export function exchangeRateRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.get('/exchange-rates', (c) => {
    const query = readRateQuery({ ...c.req.query(), destinationCurrency: queryArray(c, 'destinationCurrency') });
    return c.json({ data: priceCorridors(k, query).map((corridor) => exchangeRateView(corridor, k.now())) });
  });
  return app;
}
