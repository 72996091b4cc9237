import { refuse, type Allowed } from './call.js';

/** A list must name what it lists (`?customerId=`, `?accountId=`), so that the ownership step can check it. */
export function scope(call: Allowed): Response | undefined {
  if (call.route.kind !== 'service') return undefined;
  const missing = call.route.rule.requiredQuery.filter((name) => !call.url.searchParams.get(name));
  if (missing.length === 0) return undefined;
  return refuse(403, 'SCOPE_REQUIRED', `${call.method} ${call.path} must be scoped with ${missing.join(' and ')}`, { details: { missing } });
}
