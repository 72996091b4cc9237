import { matchRoute, type CompiledRoute } from '../routes.js';
import { refuse, type Allowed, type Authenticated } from './call.js';

export const MINT_PASSKEY_CHALLENGE_PATH = '/passkey-registration-challenge';

/**
 * The allowlist: a route an end user may call (platform-only routes are never forwarded), or the
 * handler's own passkey challenge route when it mints challenges.
 */
export function allow(routes: CompiledRoute[], options: { mintsPasskeyChallenges: boolean }) {
  return (call: Authenticated): Allowed | Response => {
    if (options.mintsPasskeyChallenges && call.method === 'POST' && call.path === MINT_PASSKEY_CHALLENGE_PATH) {
      return { ...call, route: { kind: 'mint-passkey-challenge' } };
    }
    const rule = matchRoute(routes, call.method, call.path);
    if (!rule) return refuse(403, 'ROUTE_NOT_ALLOWED', `${call.method} ${call.path} is not a route an end user may call`);
    return { ...call, route: { kind: 'service', rule } };
  };
}
