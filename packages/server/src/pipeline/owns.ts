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
    const found = findIds(call.path, call.url.searchParams, call.body);
    if (found.length > options.maxIds) {
      return refuse(400, 'TOO_MANY_IDS', `a call may name at most ${options.maxIds} distinct service ids, this one names ${found.length}`, {
        details: { limit: options.maxIds, found: found.length },
      });
    }
    const holdings = holdingsOf(call.user.customerId, options.upstream);
    for (const id of found) {
      if (!(await ownedBy(call.user.customerId, id, holdings))) {
        return refuse(403, 'RESOURCE_NOT_OWNED', `${id.id} (${id.where}) does not belong to the signed-in user`, { details: { id: id.id, where: id.where } });
      }
    }
    return undefined;
  };
}
