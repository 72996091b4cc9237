import type { Context } from 'hono';
import { invalidInput, notFound } from './errors.js';
import type { Runtime } from './runtime.js';

/**
 * The request body as JSON, or undefined when there is none. Malformed JSON is a 400 naming the
 * body, never a 500.
 */
export async function readJson(c: Context): Promise<unknown> {
  const text = await c.req.text();
  if (text.trim() === '') return undefined;
  try {
    return JSON.parse(text) as unknown;
  } catch (error) {
    throw invalidInput([{ field: 'body', message: `expected JSON: ${(error as Error).message}` }], 'The request body is not valid JSON.');
  }
}

/** Looks a record up by id; a missing one is the resource's 404. */
export function must<T>(records: Record<string, T>, id: string, what: string, code?: string): T {
  const record = Object.prototype.hasOwnProperty.call(records, id) ? records[id] : undefined;
  if (record === undefined) throw notFound(what, id, code);
  return record;
}

export const ID_PATTERN = (type: string): RegExp => new RegExp(`^${type}:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$`);

export function platformCustomerIdOf(rt: Runtime, customerId: string | undefined): string {
  if (customerId === undefined) return rt.state.platform.id;
  return rt.state.customers[customerId]?.platformCustomerId ?? customerId;
}

/** What middleware hands to routes: the agent an AgentAuth token belongs to. */
export type SandboxEnv = { Variables: { agentId: string } };
