import type { OwnershipFacts } from '../facts.js';
import type { ServerLog } from '../log.js';
import { findIds } from '../ownership.js';
import type { Parsed } from './call.js';
import type { ForwardedAnswer } from './forward.js';

const JSON_TYPE = /^application\/(?:[\w.+-]+\+)?json\b/i;

/**
 * After a forwarded call: what its answer proves is the user's is kept (a quote they created, its
 * transaction, the items of a list they read), and a deletion forgets what it deletes. The service
 * has already acted, so a store that fails here is logged, and the browser still gets its answer.
 */
export function learn(facts: OwnershipFacts, log: ServerLog) {
  return async (call: Parsed, answer: ForwardedAnswer): Promise<void> => {
    try {
      if (call.method === 'DELETE') {
        for (const id of findIds(call.path, new URLSearchParams(), undefined)) if (facts.remembers(id.kind)) await facts.forget(id.id);
        return;
      }
      if (answer.status >= 200 && answer.status < 300 && JSON_TYPE.test(answer.contentType ?? '')) await facts.learnFrom(answer.bytes, call.user.customerId);
    } catch (error) {
      log({ level: 'error', code: 'STORE_FAILED', message: `the handler could not keep or forget what ${call.method} ${call.path} taught it; it will ask the service again`, cause: error });
    }
  };
}
