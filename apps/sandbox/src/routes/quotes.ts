import { Hono } from 'hono';
import { conflict } from '../errors.js';
import { must, readJson, type SandboxEnv } from '../http.js';
import { idempotent } from '../idempotency.js';
import { SCA_FACTORS, type QuoteRecord } from '../model/types.js';
import { quoteView } from '../model/views.js';
import { needsSca } from '../model/world.js';
import { refreshQuote } from '../payments/engine.js';
import { afterAuthorized, checkQuoteStamp, createQuote, executeQuote, parseQuoteRequest } from '../payments/quotes.js';
import type { Runtime } from '../runtime.js';
import { authorize, passkeyAssertionOptions, resend } from '../sca/challenges.js';
import { Fields } from '../validate.js';

/** A quote as the wire shows it, with passkey options for a pending passkey challenge. */
export function renderQuote(rt: Runtime, quote: QuoteRecord): Record<string, unknown> {
  return quoteView(refreshQuote(rt, quote), (challenge) => passkeyAssertionOptions(rt, quote.customerId, challenge));
}

/** Quotes: create, get, execute, authorize, resend (spec: POST /quotes and the SCA rows of the quote states). */
export function quoteRoutes(rt: Runtime): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/quotes', async (c) => {
    const body = await readJson(c);
    const request = parseQuoteRequest(body);
    return idempotent(rt, c.req.header('Idempotency-Key'), 'POST /quotes', body, async () => {
      const { status, quote } = createQuote(rt, request);
      return { status, body: renderQuote(rt, quote) };
    });
  });

  app.get('/quotes/:quoteId', (c) => c.json(renderQuote(rt, must(rt.state.quotes, c.req.param('quoteId'), 'Quote', 'QUOTE_NOT_FOUND'))));

  app.post('/quotes/:quoteId/execute', async (c) => {
    const quote = must(rt.state.quotes, c.req.param('quoteId'), 'Quote', 'QUOTE_NOT_FOUND');
    const body = await readJson(c);
    const f = Fields.of(body ?? {});
    const scaFactor = f.enum('scaFactor', SCA_FACTORS);
    f.done();
    return idempotent(rt, c.req.header('Idempotency-Key'), `POST /quotes/${quote.id}/execute`, body, async () => {
      await checkQuoteStamp(rt, quote, c.req.raw.headers);
      executeQuote(rt, quote, scaFactor ? { scaFactor } : {});
      return { status: 200, body: renderQuote(rt, quote) };
    });
  });

  app.post('/quotes/:quoteId/authorize', async (c) => {
    const quote = must(rt.state.quotes, c.req.param('quoteId'), 'Quote', 'QUOTE_NOT_FOUND');
    const body = await readJson(c);
    const customer = quote.customerId === undefined ? undefined : rt.state.customers[quote.customerId];
    if (!customer || !needsSca(customer)) throw conflict('SCA is not required for this customer.');
    refreshQuote(rt, quote);
    if (await authorize(rt, quote, customer, body ?? {})) afterAuthorized(rt, quote);
    return c.json(renderQuote(rt, quote));
  });

  app.post('/quotes/:quoteId/authorize/resend', (c) => {
    const quote = must(rt.state.quotes, c.req.param('quoteId'), 'Quote', 'QUOTE_NOT_FOUND');
    const customer = quote.customerId === undefined ? undefined : rt.state.customers[quote.customerId];
    if (!customer || !needsSca(customer)) throw conflict('SCA is not required for this customer.');
    resend(rt, refreshQuote(rt, quote));
    return c.body(null, 204);
  });

  return app;
}
