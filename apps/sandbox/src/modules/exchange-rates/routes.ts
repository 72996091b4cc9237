import { Hono } from 'hono';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { CURRENCY_CODES, currency, isCurrency, railsOf } from '../../platform/currencies.js';
import { failOn } from '../../platform/paging.js';
import type { SandboxEnv } from '../../platform/http.js';
import { MAX_AMOUNT } from '../../platform/validate.js';
import { price } from '../quotes/index.js';

/** Exchange rates from the sandbox's one rate table, priced like quotes (reference OpenAPI: Exchange Rates). */
export function exchangeRateRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();
  app.get('/exchange-rates', (c) => {
    const errors = [] as { field: string; message: string }[];
    const source = c.req.query('sourceCurrency');
    const destination = c.req.query('destinationCurrency');
    const rawAmount = c.req.query('sendingAmount');
    if (source !== undefined && !isCurrency(source)) errors.push({ field: 'sourceCurrency', message: `expected one of ${CURRENCY_CODES.join(', ')}` });
    if (destination !== undefined && !isCurrency(destination)) errors.push({ field: 'destinationCurrency', message: `expected one of ${CURRENCY_CODES.join(', ')}` });
    const sendingAmount = rawAmount === undefined ? undefined : Number(rawAmount);
    if (rawAmount !== undefined && (!/^\d+$/.test(rawAmount) || sendingAmount! < 1 || sendingAmount! > MAX_AMOUNT)) errors.push({ field: 'sendingAmount', message: `expected an integer from 1 to ${MAX_AMOUNT}` });
    failOn(errors);
    const updatedAt = iso(Math.floor(k.now() / 300_000) * 300_000);
    const data: Record<string, unknown>[] = [];
    for (const from of source ? [source] : ['USD', 'EUR']) {
      for (const to of destination ? [destination] : CURRENCY_CODES) {
        if (to === from && !destination) continue;
        const amount = sendingAmount ?? 10 ** currency(from).decimals * 100;
        const quoted = price({ sending: from, receiving: to, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: amount, externalPayout: true, platformFeeRate: k.platform.platformFeeRate });
        if (typeof quoted === 'string') continue;
        data.push({
          sourceCurrency: currency(from),
          destinationCurrency: currency(to),
          destinationPaymentRail: railsOf(to)[0] ?? 'BANK_TRANSFER',
          minSendingAmount: 1,
          maxSendingAmount: MAX_AMOUNT,
          sendingAmount: amount,
          receivingAmount: quoted.totalReceivingAmount,
          exchangeRate: quoted.exchangeRate,
          fees: { fixed: quoted.rateDetails.serviceApiFixedFee, total: quoted.feesIncluded },
          updatedAt,
        });
      }
    }
    return c.json({ data });
  });
  return app;
}
