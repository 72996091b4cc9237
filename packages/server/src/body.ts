import { ServerError } from './errors.js';

/**
 * Whether the request carries a body, as far as can be told before reading it: true or false from its stream, or
 * undefined where the runtime's Request has no `body` (Firefox) and no Content-Length says.
 */
export function carriesBody(request: Request): boolean | undefined {
  const declared = declaredLength(request);
  if (declared !== undefined) return declared > 0;
  return request.body === undefined ? undefined : request.body !== null;
}

/** The body size a request declares in Content-Length, if it declares one. */
export function declaredLength(request: Request): number | undefined {
  const header = request.headers.get('Content-Length');
  return header !== null && /^\d{1,15}$/.test(header.trim()) ? Number(header.trim()) : undefined;
}

function tooLarge(limit: number): ServerError {
  return new ServerError('BODY_TOO_LARGE', `the body is larger than ${limit} bytes`, { details: { limit } });
}

/**
 * The request's body, read chunk by chunk and refused (BODY_TOO_LARGE) as soon as it passes
 * `limit` bytes: at most one chunk beyond the limit is ever held, whatever the sender streams.
 */
export async function readBody(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer>> {
  if ((declaredLength(request) ?? 0) > limit) throw tooLarge(limit);
  if (request.body === undefined) {
    // Firefox's Request has no `body` stream (a handler running in its pages, as in Storybook): its body is in
    // memory already, made by the page itself, so reading it whole holds nothing a sender could stream.
    const whole = new Uint8Array(await request.arrayBuffer());
    if (whole.byteLength > limit) throw tooLarge(limit);
    return whole;
  }
  if (!request.body) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    size += value.byteLength;
    if (size > limit) {
      await reader.cancel();
      throw tooLarge(limit);
    }
    chunks.push(value);
  }
  const bytes = new Uint8Array(size);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
