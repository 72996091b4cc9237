import type { Context } from 'hono';
import { invalidInput, type ServiceError } from './errors.js';

/** The largest JSON body the sandbox reads; documents travel as multipart, not JSON. */
export const MAX_JSON_BYTES = 1024 * 1024;

/** Names a body that passed its cap: by its declared length, or by the bytes read before reading stopped. */
export type TooLarge = (seen: string) => ServiceError;

/** Reads a request's body under a cap, as {@link readBody} does, from where the host holds it. */
export type BodyReader = (max: number, tooLarge: TooLarge) => Promise<Uint8Array<ArrayBuffer>>;

/**
 * Body readers a host registers for the requests it makes (server.ts: straight from Node's stream), each bound by
 * the same cap: the request's web stream (a `ReadableStream` over Node's, an `AbortSignal`, a whole undici
 * `Request`) then is never built, the largest share of a small request's cost over HTTP.
 */
export const hostBodyReaders = new WeakMap<Request, BodyReader>();

/**
 * A request's body, read up to `max` bytes and no further, whatever `Content-Length` says or whether it
 * says anything (a chunked body has none): a longer declared length is refused before a byte is read, and
 * reading stops at the first chunk past the cap. The rest stays unread; over HTTP the server then closes
 * the connection instead of draining it (server.ts).
 */
export async function readBody(request: Request, max: number, tooLarge: TooLarge): Promise<Uint8Array<ArrayBuffer>> {
  const declared = request.headers.get('Content-Length');
  if (declared !== null && Number(declared) > max) throw tooLarge(`a body of ${declared} bytes`);
  const host = hostBodyReaders.get(request);
  if (host !== undefined) {
    // A body is read once, as a stream is.
    hostBodyReaders.delete(request);
    return host(max, tooLarge);
  }
  if (request.body === undefined) {
    // Firefox's Request has no `body` stream (the sandbox running in a page, as the kit's in-page worlds run it):
    // the body is in memory already, made by the page itself, so reading it whole holds nothing a sender streams.
    const whole = new Uint8Array(await request.arrayBuffer());
    if (whole.byteLength > max) throw tooLarge(`more than ${max} bytes`);
    return whole;
  }
  if (request.body === null) return new Uint8Array(0);
  const reader = request.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  try {
    for (let read = await reader.read(); !read.done; read = await reader.read()) {
      size += read.value.byteLength;
      if (size > max) throw tooLarge(`more than ${max} bytes`);
      chunks.push(read.value);
    }
  } finally {
    // Released, not cancelled: a cancel would destroy the connection before the refusal could be sent.
    reader.releaseLock();
  }
  const body = new Uint8Array(size);
  chunks.reduce((offset, chunk) => (body.set(chunk, offset), offset + chunk.byteLength), 0);
  return body;
}

/**
 * A form body (multipart/form-data or urlencoded) read under the cap, as Hono's `parseBody` gives it: each
 * field's last value, files as `File`s.
 */
export async function readForm(c: Context, max: number, tooLarge: TooLarge): Promise<Record<string, string | File>> {
  const bytes = await readBody(c.req.raw, max, tooLarge);
  const form = await new Response(bytes, { headers: { 'Content-Type': c.req.header('Content-Type') ?? '' } }).formData().catch((error: unknown) => {
    throw invalidInput([{ field: 'body', message: `expected a form: ${(error as Error).message}` }], 'The request body is not a readable form.');
  });
  const fields: Record<string, string | File> = {};
  for (const [name, value] of form.entries()) fields[name] = value;
  return fields;
}

const utf8 = new TextDecoder();

/**
 * The request body as JSON, or undefined when there is none. Malformed or oversized JSON is a 400
 * naming the body, never a 500.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = utf8.decode(await readBody(c.req.raw, MAX_JSON_BYTES, tooLarge));
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidInput([{ field: 'body', message: `expected JSON: ${(error as Error).message}` }], 'The request body is not valid JSON.');
  }
}

/** The cap of a JSON body (and of a form the sandbox's own pages post). */
export const tooLarge: TooLarge = (seen) => invalidInput([{ field: 'body', message: `expected at most ${MAX_JSON_BYTES} bytes, got ${seen}` }], 'The request body is too large.');

export const ID_PATTERN = (type: string): RegExp => new RegExp(`^${type}:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`);

/** What middleware hands to routes: the agent an AgentAuth token belongs to, the API token a Basic call used. */
export type SandboxEnv = { Variables: { agentId: string; apiTokenId: string } };
