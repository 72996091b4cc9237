import type { Upstream } from '../upstream.js';
import type { Parsed } from './call.js';

const PASSED_THROUGH = ['Service-Wallet-Signature', 'Request-Id', 'Idempotency-Key'];
const RETURNED = ['Content-Type', 'Retry-After', 'Request-Id', 'Location'];

/**
 * The last step: the call goes to the service with the platform's credentials, the body byte for
 * byte (with its media type) and the signature headers; the answer comes back with its status and the headers the
 * client needs.
 */
export function forward(upstream: Upstream) {
  return async (call: Parsed): Promise<Response> => {
    const headers: Record<string, string> = {};
    for (const name of PASSED_THROUGH) {
      const value = call.request.headers.get(name);
      if (value !== null) headers[name] = value;
    }
    if (call.bytes) headers['Content-Type'] = call.contentType ?? 'application/json';
    const answer = await upstream.send(`${call.path}${call.url.search}`, { method: call.method, headers, ...(call.bytes ? { body: call.bytes } : {}) });
    const returned = new Headers();
    for (const name of RETURNED) {
      const value = answer.headers.get(name);
      if (value !== null) returned.set(name, value);
    }
    return new Response(answer.status === 204 ? null : await answer.arrayBuffer(), { status: answer.status, headers: returned });
  };
}
