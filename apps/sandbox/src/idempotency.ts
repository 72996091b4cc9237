import { invalidInput } from './errors.js';
import type { Runtime } from './runtime.js';
import { canonicalJson } from './wallet/signed.js';

/**
 * `Idempotency-Key` (spec: POST /quotes): the first answer to a key is kept and replayed to every
 * retry with the same body; the same key with another body is refused.
 */
export async function idempotent(rt: Runtime, key: string | undefined, scope: string, body: unknown, run: () => Promise<{ status: number; body: unknown }>): Promise<Response> {
  if (key === undefined) {
    const result = await run();
    return Response.json(result.body, { status: result.status });
  }
  const storeKey = `${scope} ${key}`;
  const fingerprint = canonicalJson(body ?? null);
  const seen = rt.state.idempotency[storeKey];
  if (seen) {
    // The OpenAPI documents no 409 on POST /quotes: a reused key is a field error.
    if (seen.fingerprint !== fingerprint) throw invalidInput([{ field: 'Idempotency-Key', message: 'this Idempotency-Key was used with a different request body' }]);
    return Response.json(seen.body, { status: seen.status, headers: { 'Idempotent-Replayed': 'true' } });
  }
  const result = await run();
  if (result.status < 500) rt.state.idempotency[storeKey] = { fingerprint, status: result.status, body: result.body };
  return Response.json(result.body, { status: result.status });
}
