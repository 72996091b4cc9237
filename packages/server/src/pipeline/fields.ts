import { refuse, type Parsed } from './call.js';

/**
 * A route that names its body fields (`PATCH /cards/:cardId {state}`) takes no others from an end
 * user: what the platform alone decides (a card's limit, its funding sources) is refused here.
 */
export function bodyFields(call: Parsed): Response | undefined {
  if (call.route.kind !== 'service' || call.route.rule.bodyFields === undefined) return undefined;
  const allowed = call.route.rule.bodyFields;
  const body = call.body;
  const fields = body !== null && typeof body === 'object' && !Array.isArray(body) ? Object.keys(body) : [];
  const extra = fields.filter((field) => !allowed.includes(field));
  if (extra.length === 0) return undefined;
  return refuse(403, 'ROUTE_NOT_ALLOWED', `${call.method} ${call.path} lets an end user send only ${allowed.join(', ')}, not ${extra.join(', ')}`, { details: { allowed, refused: extra } });
}
