import type { CompiledRoute } from '../routes.js';

/** Who is calling, as the integrator's own authentication says: the service's `Customer:<uuid>` id. */
export interface EndUser {
  /** The service's `Customer:…` id of this user: every id in a forwarded call must belong to it. */
  customerId: string;
  /**
   * Your own id of this sign-in (a login or session of your app, one per device; not the wallet's): lets
   * `events.signOut(customerId, loginId)` end this device's stream only, and tells a device signing
   * itself out of the wallet from one ending the other devices' sessions. Kept only as a hash.
   */
  loginId?: string;
}

/** A request the handler serves, as the first step read it. */
export interface Incoming {
  request: Request;
  url: URL;
  /** Upper case. */
  method: string;
  /** The path below the handler's base path, from its `/`. */
  path: string;
}

export interface Authenticated extends Incoming {
  user: EndUser;
}

/** A call the allowlist let through: to the service, or to the handler's own passkey challenge route. */
export interface Allowed extends Authenticated {
  route: { kind: 'service'; rule: CompiledRoute } | { kind: 'mint-passkey-challenge' };
}

export interface Parsed extends Allowed {
  /** The body exactly as received, forwarded unchanged; undefined for GET and DELETE. */
  bytes: Uint8Array<ArrayBuffer> | undefined;
  /** The body parsed as JSON (or a form's text fields), for inspection only. */
  body: unknown;
  /** The body's media type as forwarded: JSON, or an upload's `multipart/form-data` with its boundary. */
  contentType?: string;
}

/** Every `code` the handler answers with itself (the service's own answers pass through unchanged). */
export type RefusalCode =
  | 'NOT_FOUND'
  | 'METHOD_NOT_ALLOWED'
  | 'ORIGIN_NOT_ALLOWED'
  | 'CONTENT_TYPE_NOT_ALLOWED'
  | 'BODY_TOO_LARGE'
  | 'UNAUTHENTICATED'
  | 'ROUTE_NOT_ALLOWED'
  | 'SCOPE_REQUIRED'
  | 'INVALID_INPUT'
  | 'TOO_MANY_IDS'
  | 'RESOURCE_NOT_OWNED'
  | 'RATE_LIMITED'
  | 'UPSTREAM_FAILED'
  | 'STORE_UNAVAILABLE'
  | 'INTERNAL';

/** The answer of a step that stops the call: the service's error envelope `{code, reason, details?}`. */
export function refuse(
  status: number,
  code: RefusalCode,
  reason: string,
  options: { details?: Record<string, unknown>; headers?: Record<string, string> } = {},
): Response {
  return Response.json({ code, reason, ...(options.details ? { details: options.details } : {}) }, { status, ...(options.headers ? { headers: options.headers } : {}) });
}

/** Methods that change nothing, so cross-site requests with them need no defence here. */
export const SAFE_METHODS: ReadonlySet<string> = new Set(['GET', 'HEAD', 'OPTIONS']);
