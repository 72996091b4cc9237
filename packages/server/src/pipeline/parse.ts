import { readBody } from '../body.js';
import { ServerError } from '../errors.js';
import type { CompiledRoute } from '../routes.js';
import { JSON_MEDIA_TYPE } from './csrf.js';
import { bodyTooLarge, isMultipart } from './limits.js';
import { refuse, type Allowed, type Parsed } from './call.js';

async function readCapped(request: Request, limit: number): Promise<Uint8Array<ArrayBuffer> | Response> {
  try {
    return await readBody(request, limit);
  } catch (error) {
    if (error instanceof ServerError && error.code === 'BODY_TOO_LARGE') return bodyTooLarge(limit);
    throw error;
  }
}

/**
 * A document upload: on an upload route only, read up to `maxUploadBytes`, forwarded unchanged
 * with its boundary; its text fields (never the file) are what the ownership step inspects.
 */
async function parseUpload(call: Allowed, uploads: readonly CompiledRoute[], maxUploadBytes: number): Promise<Parsed | Response> {
  const rule = call.route.kind === 'service' ? call.route.rule : undefined;
  if (!rule || !uploads.some((upload) => upload.method === rule.method && upload.segments.join('/') === rule.segments.join('/'))) {
    return refuse(403, 'CONTENT_TYPE_NOT_ALLOWED', `${call.method} ${call.path} takes JSON; only document uploads may be multipart/form-data`);
  }
  const contentType = call.request.headers.get('Content-Type')!;
  const bytes = await readCapped(call.request, maxUploadBytes);
  if (bytes instanceof Response) return bytes;
  let form: FormData;
  try {
    form = await new Response(bytes, { headers: { 'Content-Type': contentType } }).formData();
  } catch {
    return refuse(400, 'INVALID_INPUT', 'the request body is not a readable multipart/form-data form');
  }
  const fields = Object.fromEntries([...form.entries()].filter((entry): entry is [string, string] => typeof entry[1] === 'string'));
  return { ...call, bytes, body: fields, contentType };
}

/**
 * Reads the body once, as bytes (forwarded unchanged) capped at `maxBodyBytes`, and parses a copy
 * to inspect: it must be UTF-8 JSON nested at most `maxJsonDepth` deep. GET and DELETE carry none.
 * An upload route (`uploads`) may instead take a multipart form of up to `maxUploadBytes`.
 */
export function parse(options: { maxBodyBytes: number; maxJsonDepth: number; maxUploadBytes?: number; uploads?: readonly CompiledRoute[] }) {
  return async (call: Allowed): Promise<Parsed | Response> => {
    if (call.method === 'GET' || call.method === 'DELETE') return { ...call, bytes: undefined, body: undefined };
    if (isMultipart(call.request)) return parseUpload(call, options.uploads ?? [], options.maxUploadBytes ?? options.maxBodyBytes);
    const bytes = await readCapped(call.request, options.maxBodyBytes);
    if (bytes instanceof Response) return bytes;
    if (bytes.length === 0) return { ...call, bytes, body: undefined };
    // The CSRF step's content-type rule, for a body it could not see coming (Firefox's Request has no stream).
    if (!JSON_MEDIA_TYPE.test(call.request.headers.get('Content-Type') ?? '')) {
      return refuse(403, 'CONTENT_TYPE_NOT_ALLOWED', 'state-changing calls must send Content-Type: application/json', { details: { contentType: call.request.headers.get('Content-Type') } });
    }
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
