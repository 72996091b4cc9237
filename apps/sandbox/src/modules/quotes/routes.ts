import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import type { Idempotency } from '../../platform/idempotency.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { authorizeQuote, resendCode } from './authorize.js';
import { createQuote } from './create.js';
import { checkQuoteStamp, executeQuote } from './execute.js';
import { mustQuote } from './repo.js';
import { parseQuoteRequest, readExecution, readProof } from './request.js';
import { quoteView } from './views.js';

/** Quotes: create, get, execute, authorize, resend (spec: POST /quotes and the SCA rows of the quote states). */
export function quoteRoutes(k: Kernel, idempotency: Idempotency): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/quotes', async (c) => {
    const body = await readJson(c);
    const request = parseQuoteRequest(body);
    return idempotency.run(c.req.header('Idempotency-Key'), 'POST /quotes', body, () => {
      const { status, quote } = createQuote(k, request);
      return Promise.resolve({ status, body: quoteView(k, quote) });
    });
  });

  app.get('/quotes/:quoteId', (c) => c.json(quoteView(k, mustQuote(k, c.req.param('quoteId')))));

  app.post('/quotes/:quoteId/execute', async (c) => {
    const quote = mustQuote(k, c.req.param('quoteId'));
    const body = await readJson(c);
    const execution = readExecution(body);
    return idempotency.run(c.req.header('Idempotency-Key'), `POST /quotes/${quote.id}/execute`, body, async () => {
      await checkQuoteStamp(k, quote, c.req.raw.headers);
      return { status: 200, body: quoteView(k, executeQuote(k, quote.id, execution)) };
    });
  });

  app.post('/quotes/:quoteId/authorize', async (c) => {
    const quote = mustQuote(k, c.req.param('quoteId'));
    const proof = readProof(await readJson(c));
    return c.json(quoteView(k, await authorizeQuote(k, quote.id, proof)));
  });

  app.post('/quotes/:quoteId/authorize/resend', (c) => {
    resendCode(k, mustQuote(k, c.req.param('quoteId')).id);
    return c.body(null, 204);
  });

  return app;
}
