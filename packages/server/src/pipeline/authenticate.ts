import type { ServerLog } from '../log.js';
import { refuse, type Authenticated, type EndUser, type Incoming } from './call.js';

/** The service's customer id form (spec: Resources): `Customer:` then a UUID. */
export const CUSTOMER_ID = /^Customer:[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * Asks the integrator who is calling. Only `{ customerId: 'Customer:<uuid>' }` signs the call in;
 * `null` is nobody, silently; anything else is nobody too, with a log line, because an
 * `{ customerId: undefined }` taken as signed in would own whatever the platform made for itself.
 */
export function authenticate(resolveEndUser: (request: Request) => Promise<EndUser | null> | EndUser | null, log: ServerLog) {
  return async (call: Incoming): Promise<Authenticated | Response> => {
    const resolved: unknown = await resolveEndUser(call.request);
    if (resolved === null) return signedOut();
    const customerId = (resolved as Partial<EndUser> | undefined)?.customerId;
    if (typeof customerId !== 'string' || !CUSTOMER_ID.test(customerId)) {
      log({
        level: 'warn',
        code: 'END_USER_INVALID',
        message: `resolveEndUser returned ${shapeOf(resolved)}; expected { customerId: 'Customer:<uuid>' } or null. The call is treated as signed out.`,
      });
      return signedOut();
    }
    const loginId = (resolved as Partial<EndUser>).loginId;
    return { ...call, user: { customerId, ...(typeof loginId === 'string' && loginId !== '' ? { loginId } : {}) } };
  };
}

function signedOut(): Response {
  return refuse(401, 'UNAUTHENTICATED', 'sign in to the app first');
}

/** The shape of what came back, never its values: they may be personal data. */
function shapeOf(value: unknown): string {
  if (value === undefined || value === null) return String(value);
  if (typeof value !== 'object') return `a ${typeof value}`;
  const customerId = (value as Record<string, unknown>).customerId;
  const described = typeof customerId === 'string' ? `a string of ${customerId.length} characters not of the form Customer:<uuid>` : customerId === null ? 'null' : typeof customerId;
  return `an object whose customerId is ${described}`;
}
