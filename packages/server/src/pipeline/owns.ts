import type { OwnershipFacts } from '../facts.js';
import { canonicalId, findIds, holdingsOf, ownedBy, type FoundId, type Holdings } from '../ownership.js';
import type { Upstream } from '../upstream.js';
import { refuse, type Parsed } from './call.js';

/**
 * Every service id in the path, query or body must belong to the signed-in user. Ids are counted
 * once however often they appear, at most `maxIds` distinct ones are accepted, and each lookup is
 * made once per call: a call cannot make the service work for it more than its ids need. With
 * `facts`, an owner already known is not asked again, and what a lookup proves is kept.
 */
export function owns(options: { upstream: Upstream; maxIds: number; facts?: OwnershipFacts }) {
  const { facts } = options;
  /** Whether `id` is the user's: from a remembered fact when there is one, else from the service (and then kept). */
  async function isOwned(customerId: string, id: FoundId, holdings: Holdings): Promise<boolean> {
    if (!facts?.remembers(id.kind)) return ownedBy(customerId, id, holdings);
    const known = await facts.ownerOf(id.id);
    // A fact names one owner: whoever else asks for the id is refused without a lookup.
    if (known !== undefined) return known === canonicalId(customerId)?.id;
    const owned = await ownedBy(customerId, id, holdings);
    if (owned) await facts.remember([id.id], customerId);
    return owned;
  }

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
    const holdings = holdingsOf(call.user.customerId, options.upstream, facts ? (ids) => facts.remember(ids, call.user.customerId) : undefined);
    for (const field of ownUma) {
      const own = await holdings.umaAddress();
      if (typeof body[field] !== 'string' || own === undefined || (body[field] as string).toLowerCase() !== own.toLowerCase()) {
        return refuse(403, 'RESOURCE_NOT_OWNED', `body.${field} must be the signed-in user's own UMA address`, { details: { where: `body.${field}` } });
      }
    }
    for (const id of found) {
      if (!(await isOwned(call.user.customerId, id, holdings))) {
        return refuse(403, 'RESOURCE_NOT_OWNED', `${id.id} (${id.where}) does not belong to the signed-in user`, { details: { id: id.id, where: id.where } });
      }
    }
    return undefined;
  };
}
