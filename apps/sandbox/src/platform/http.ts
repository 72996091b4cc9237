import type { Context } from 'hono';
import { invalidInput } from './errors.js';

/** The largest JSON body the sandbox reads; documents travel as multipart, not JSON. */
export const MAX_JSON_BYTES = 1024 * 1024;

/**
 * The request body as JSON, or undefined when there is none. Malformed or oversized JSON is a 400
 * naming the body, never a 500.
 */
export async function readJson(c: Context): Promise<unknown> {
  const declared = Number(c.req.header('Content-Length') ?? '0');
  if (declared > MAX_JSON_BYTES) throw tooLarge(declared);
  const text = await c.req.text();
  if (text.length > MAX_JSON_BYTES) throw tooLarge(text.length);
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidInput([{ field: 'body', message: `expected JSON: ${(error as Error).message}` }], 'The request body is not valid JSON.');
  }
}

const tooLarge = (size: number) => invalidInput([{ field: 'body', message: `expected at most ${MAX_JSON_BYTES} bytes of JSON, got ${size}` }], 'The request body is too large.');

export const ID_PATTERN = (type: string): RegExp => new RegExp(`^${type}:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`);

/** What middleware hands to routes: the agent an AgentAuth token belongs to, the API token a Basic call used. */
export type SandboxEnv = { Variables: { agentId: string; apiTokenId: string } };
