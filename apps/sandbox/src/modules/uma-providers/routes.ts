import { Hono } from 'hono';
import { currency } from '../../platform/currencies.js';
import type { SandboxEnv } from '../../platform/http.js';
import { failOn, listArray, pageLimit } from '../../platform/paging.js';
import { UMA_VASPS } from '../receivers/index.js';

/**
 * GET /uma-providers (reference OpenAPI: Available UMA Providers): the VASPs of the sandbox's UMA
 * network that answer; none is blocked, so `hasBlockedProviders` changes nothing.
 */
export function umaProviderRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.get('/uma-providers', (c) => {
    const query = c.req.query();
    const errors = [] as { field: string; message: string }[];
    const limit = pageLimit(query.limit, errors);
    if (query.sortOrder !== undefined && !['asc', 'desc'].includes(query.sortOrder)) errors.push({ field: 'sortOrder', message: 'expected asc or desc' });
    if (query.hasBlockedProviders !== undefined && !['true', 'false'].includes(query.hasBlockedProviders)) errors.push({ field: 'hasBlockedProviders', message: 'expected true or false' });
    failOn(errors);
    const providers = UMA_VASPS.filter((vasp) => vasp.failure === undefined)
      .filter((vasp) => (query.countryCode === undefined || vasp.regions.includes(query.countryCode)) && (query.currencyCode === undefined || vasp.currencies.includes(query.currencyCode)))
      .map((vasp) => ({ name: vasp.name, supportedRegions: vasp.regions, domain: vasp.domain, logoUrl: `https://${vasp.domain}/logo.png`, supportedCurrencies: vasp.currencies.map(currency), ...(vasp.lei ? { lei: vasp.lei } : {}), allowListStatus: true }));
    const ordered = query.sortOrder === 'asc' ? providers : [...providers].reverse();
    return c.json(listArray(ordered, limit, query.cursor));
  });
  return app;
}
