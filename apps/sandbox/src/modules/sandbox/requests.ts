import type { ScenarioSettings } from '../../kernel/scenarios.js';
import { CURRENCY_CODES } from '../../platform/currencies.js';
import { checkBody, type RequestBody } from '../../platform/schema.js';
import { checkRequest } from '../../platform/validate.js';

/** The longest a quote's lifetime or a rate-limit window may be set to, in seconds: a day. */
const MAX_SCENARIO_SECONDS = 86_400;

/** `PATCH /sandbox/scenarios`: the scenarios to change (a null lifts a limit), checked against the contract's schema. */
export function readScenarios(body: unknown): Partial<ScenarioSettings> {
  return checkRequest(body, (b) => checkBody('patch', '/sandbox/scenarios', b), (f) => {
    for (const key of ['quoteExpiresInSeconds', 'rateLimitSeconds']) f.integer(key, { max: MAX_SCENARIO_SECONDS });
  });
}

/** `POST /sandbox/send`: a payment toward a realtime-funding quote, in a currency the sandbox knows. */
export function readSend(body: unknown): RequestBody<'/sandbox/send', 'post'> {
  return checkRequest(body, (b) => checkBody('post', '/sandbox/send', b), (f) => {
    f.enum('currencyCode', CURRENCY_CODES);
    f.amount('currencyAmount');
  });
}
