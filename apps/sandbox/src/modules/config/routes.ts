import { Hono } from 'hono';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { CURRENCY_CODES } from '../../platform/currencies.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { Fields, MAX_AMOUNT } from '../../platform/validate.js';
import { readTokenization2faConfig, tokenization2faConfigOf } from '../cards/index.js';

function platformConfig(k: Kernel): Record<string, unknown> {
  const p = k.platform;
  return {
    id: p.id,
    umaDomain: p.umaDomain,
    ...(p.webhookEndpoint === undefined ? {} : { webhookEndpoint: p.webhookEndpoint }),
    supportedCurrencies: CURRENCY_CODES.map((code) => ({ currencyCode: code, minAmount: 1, maxAmount: MAX_AMOUNT, requiredCounterpartyFields: [], enabledTransactionTypes: ['OUTGOING', 'INCOMING'] })),
    isRegulatedFinancialInstitution: false,
    embeddedWalletConfig: { appName: 'Wallet Kit Sandbox', otpLength: 6, alphanumeric: false, expirationSeconds: 600 },
    ...(tokenization2faConfigOf(k) === undefined ? {} : { cardTokenization2faConfig: tokenization2faConfigOf(k) }),
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  };
}

/** Platform configuration (reference OpenAPI: Platform Configuration). */
export function configRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/config', (c) => c.json(platformConfig(k)));

  app.patch('/config', async (c) => {
    const f = Fields.of(await readJson(c));
    const webhookEndpoint = f.string('webhookEndpoint', { max: 2048, pattern: /^https?:\/\/\S+$/, patternText: 'an http(s) URL' });
    const umaDomain = f.string('umaDomain', { min: 1, max: 253 });
    const tokenization = readTokenization2faConfig(f);
    f.done();
    k.store.transaction(() => {
      const p = k.platform;
      const settings = tokenization === undefined ? p.settings : { ...p.settings, cardTokenization2faConfig: tokenization };
      k.setPlatform({ ...p, ...(webhookEndpoint === undefined ? {} : { webhookEndpoint }), ...(umaDomain === undefined ? {} : { umaDomain }), ...(settings === undefined ? {} : { settings }), updatedAt: k.now() });
    });
    return c.json(platformConfig(k));
  });

  return app;
}
