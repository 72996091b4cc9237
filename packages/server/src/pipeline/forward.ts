import type { Upstream } from '../upstream.js';
import type { Parsed } from './call.js';

const PASSED_THROUGH = ['Service-Wallet-Signature', 'Request-Id', 'Idempotency-Key'];
const RETURNED = ['Content-Type', 'Retry-After', 'Request-Id', 'Location'];

/** The service's answer to a forwarded call, read whole. */
export interface ForwardedAnswer {
  status: number;
  bytes: ArrayBuffer;
  contentType: string | null;
}

/** Told of each forwarded call and its answer before the browser gets it; it must not throw. */
export type AfterForward = (call: Parsed, answer: ForwardedAnswer) => Promise<void>;

/**
 * The last step: the call goes to the service with the platform's credentials, the body byte for
 * byte (with its media type) and the signature headers; the answer comes back with its status and the headers the
 * client needs, unchanged by whatever `after` does with it.
 */
export function forward(upstream: Upstream, after?: AfterForward) {
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
    const bytes = await answer.arrayBuffer();
    await after?.(call, { status: answer.status, bytes, contentType: answer.headers.get('Content-Type') });
    return new Response(answer.status === 204 ? null : bytes, { status: answer.status, headers: returned });
  };
}
