import { findIds, holdingsOf, ownedBy } from '../ownership.js';
import type { Upstream } from '../upstream.js';
import { refuse, type Parsed } from './call.js';

/**
 * Every service id in the path, query or body must belong to the signed-in user. Ids are counted
 * once however often they appear, at most `maxIds` distinct ones are accepted, and each lookup is
 * made once per call: a call cannot make the service work for it more than its ids need.
 */
export function owns(options: { upstream: Upstream; maxIds: number }) {
  return async (call: Parsed): Promise<Response | undefined> => {
    if (call.route.kind !== 'service') return undefined;
    const { requiredBody, ownUma } = call.route.rule;
    const body = (call.body && typeof call.body === 'object' ? call.body : {}) as Record<string, unknown>;
    const missing = requiredBody.filter((field) => typeof body[field] !== 'string' || body[field] === '');
    if (missing.length > 0) return refuse(403, 'SCOPE_REQUIRED', `${call.method} ${call.path} must name ${missing.join(' and ')} in its body`, { details: { missing } });
    const found = findIds(call.path, call.url.searchParams, call.body);
    if (found.length > options.maxIds) {
      return refuse(400, 'TOO_MANY_IDS', `a call may name at most ${options.maxIds} distinct service ids, this one names ${found.length}`, {
        details: { limit: options.maxIds, found: found.length },
      });
    }
    const holdings = holdingsOf(call.user.customerId, options.upstream);
    for (const field of ownUma) {
      const own = await holdings.umaAddress();
      if (typeof body[field] !== 'string' || own === undefined || (body[field] as string).toLowerCase() !== own.toLowerCase()) {
        return refuse(403, 'RESOURCE_NOT_OWNED', `body.${field} must be the signed-in user's own UMA address`, { details: { where: `body.${field}` } });
      }
    }
    for (const id of found) {
      if (!(await ownedBy(call.user.customerId, id, holdings))) {
        return refuse(403, 'RESOURCE_NOT_OWNED', `${id.id} (${id.where}) does not belong to the signed-in user`, { details: { id: id.id, where: id.where } });
      }
    }
    return undefined;
  };
}
