import { Hono } from 'hono';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import type { Idempotency } from '../../platform/idempotency.js';
import { Fields } from '../../platform/validate.js';
import { issueCard } from './issue.js';
import { listCards } from './list.js';
import { mustCard } from './repo.js';
import { REVEAL_PAGE_HEADERS, revealCard, revealPage } from './reveal.js';
import { updateCard } from './update.js';
import { cardView } from './views.js';

/** The service's base URL as this request reached it: what a reveal URL is built on. */
const baseUrlOf = (url: string): string => url.slice(0, url.indexOf('/cards/'));

/** Cards: issue, list, get, update, reveal (reference OpenAPI: Cards), and the processor's reveal page. */
export function cardRoutes(k: Kernel, idempotency: Idempotency): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/cards', async (c) => {
    const body = await readJson(c);
    return idempotency.run(c.req.header('Idempotency-Key'), 'POST /cards', body, () => Promise.resolve({ status: 201, body: cardView(issueCard(k, body)) }));
  });
  app.get('/cards', (c) => c.json(listCards(k, c.req.query())));
  app.get('/cards/:id', (c) => c.json(cardView(mustCard(k, c.req.param('id')))));
  app.patch('/cards/:id', async (c) => c.json(cardView(updateCard(k, c.req.param('id'), await readJson(c)))));

  app.post('/cards/:id/reveal', async (c) => {
    Fields.of((await readJson(c)) ?? {}).done();
    const { panEmbedUrl, expiresAt } = revealCard(k, c.req.param('id'), k.options.cardRevealBaseUrl ?? baseUrlOf(c.req.url));
    return c.json({ panEmbedUrl, expiresAt: iso(expiresAt) }, 200, { 'Cache-Control': 'no-store' });
  });

  app.get('/sandbox/cards/embed/:token', (c) => {
    const { status, html } = revealPage(k, c.req.param('token'));
    return c.body(html, status, REVEAL_PAGE_HEADERS);
  });

  return app;
}
