import { Hono } from 'hono';
import type { SandboxEnv } from '../../platform/http.js';
import { failOn, listArray, pageLimit } from '../../platform/paging.js';

/** The VASP directory: `vaspName` is what a VASP-hosted wallet's `vaspName` takes (reference OpenAPI: listVasps). */
export const VASPS: readonly { vaspName: string; url: string }[] = [
  { vaspName: 'Binance', url: 'https://www.binance.com' },
  { vaspName: 'Bitstamp', url: 'https://www.bitstamp.net' },
  { vaspName: 'Coinbase', url: 'https://www.coinbase.com' },
  { vaspName: 'Gemini', url: 'https://www.gemini.com' },
  { vaspName: 'Kraken', url: 'https://www.kraken.com' },
  { vaspName: 'OKX', url: 'https://www.okx.com' },
];

/** GET /vasps?limit&cursor (reference OpenAPI: VASPs). */
export function vaspRoutes(): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.get('/vasps', (c) => {
    const errors = [] as { field: string; message: string }[];
    const limit = pageLimit(c.req.query('limit'), errors);
    failOn(errors);
    return c.json(listArray(VASPS, limit, c.req.query('cursor')));
  });
  return app;
}
