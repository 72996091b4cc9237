import type { Parsed } from './call.js';

/** `PATCH /customers/{customerId}`: where the End User Terms consent is recorded (reference OpenAPI: CustomerUpdateRequest). */
const CUSTOMER_PATCH = /^\/customers\/[^/]+$/;

/**
 * The evidence of an End User Terms acceptance is the backend's to give, not the browser's: when a
 * customer update carries `endUserTermsConsent`, its `acceptedAt` becomes this server's clock and
 * its `ipAddress` the end user's address as the backend sees it (`endUserAddress`). Without an
 * address the browser's value stays, and the service says what is missing. Other calls pass as they are.
 */
export function recordConsent(options: { endUserAddress: (request: Request) => string | undefined; now: () => number }) {
  return (call: Parsed): Parsed => {
    if (call.method !== 'PATCH' || !CUSTOMER_PATCH.test(call.path) || call.contentType !== undefined) return call;
    const body = call.body as { endUserTermsConsent?: unknown } | undefined;
    const consent = body?.endUserTermsConsent;
    if (!consent || typeof consent !== 'object' || Array.isArray(consent)) return call;
    const address = options.endUserAddress(call.request);
    const recorded = { ...consent, acceptedAt: new Date(options.now()).toISOString(), ...(address ? { ipAddress: address } : {}) };
    const rewritten = { ...body, endUserTermsConsent: recorded };
    return { ...call, body: rewritten, bytes: new TextEncoder().encode(JSON.stringify(rewritten)) };
  };
}
