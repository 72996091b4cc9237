import { readBody } from '../body.js';
import { ServerError } from '../errors.js';
import { bodyTooLarge } from './limits.js';
import { refuse, type Allowed, type Parsed } from './call.js';

/**
 * Reads the body once, as bytes (forwarded unchanged) capped at `maxBodyBytes`, and parses a copy
 * to inspect: it must be UTF-8 JSON nested at most `maxJsonDepth` deep. GET and DELETE carry none.
 */
export function parse(options: { maxBodyBytes: number; maxJsonDepth: number }) {
  return async (call: Allowed): Promise<Parsed | Response> => {
    if (call.method === 'GET' || call.method === 'DELETE') return { ...call, bytes: undefined, body: undefined };
    let bytes: Uint8Array<ArrayBuffer>;
    try {
      bytes = await readBody(call.request, options.maxBodyBytes);
    } catch (error) {
      if (error instanceof ServerError && error.code === 'BODY_TOO_LARGE') return bodyTooLarge(options.maxBodyBytes);
      throw error;
    }
    if (bytes.length === 0) return { ...call, bytes, body: undefined };
    let body: unknown;
    try {
      body = JSON.parse(new TextDecoder('utf-8', { fatal: true }).decode(bytes));
    } catch {
      return refuse(400, 'INVALID_INPUT', 'the request body is not UTF-8 JSON');
    }
    if (depthOf(body, options.maxJsonDepth) > options.maxJsonDepth) {
      return refuse(400, 'INVALID_INPUT', `the request body nests deeper than ${options.maxJsonDepth} levels`, { details: { maxDepth: options.maxJsonDepth } });
    }
    return { ...call, bytes, body };
  };
}

/** The nesting depth of a parsed JSON value, counted without recursion and no further than `stopAbove` + 1. */
export function depthOf(value: unknown, stopAbove: number): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [item, depth] = stack.pop()!;
    if (item === null || typeof item !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > stopAbove) return deepest;
    for (const child of Object.values(item)) stack.push([child, depth + 1]);
  }
  return deepest;
}
