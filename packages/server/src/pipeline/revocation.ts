import type { Parsed } from './call.js';
import type { ForwardedAnswer } from './forward.js';

/** A revocation the handler forwarded and the service accepted: a wallet session, or a credential and its sessions. */
export interface Revocation {
  customerId: string;
  kind: 'session' | 'credential';
  /** The `Session:…` or `AuthMethod:…` id revoked. */
  id: string;
}

const REVOKING = /^\/auth\/(sessions|credentials)\/([^/]+)$/;

/**
 * The one point where the handler notices a revocation it forwarded ("sign out everywhere else" is
 * one per session), so that whatever must know (the events stream, the integrator) hangs off it.
 */
export function revocationOf(call: Parsed, answer: ForwardedAnswer): Revocation | undefined {
  // Done is 200 or 204: a 202 asks for the signed retry, and revokes nothing yet.
  if (call.method !== 'DELETE' || (answer.status !== 200 && answer.status !== 204)) return undefined;
  const match = REVOKING.exec(call.path);
  if (!match) return undefined;
  let id: string;
  try {
    id = decodeURIComponent(match[2]!);
  } catch {
    return undefined; // the service found no such id either
  }
  return { customerId: call.user.customerId, kind: match[1] === 'sessions' ? 'session' : 'credential', id };
}
