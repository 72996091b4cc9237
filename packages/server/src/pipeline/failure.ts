import { ServerError } from '../errors.js';
import type { ServerLog } from '../log.js';
import { refuse } from './call.js';

/**
 * The answer to a step that threw: a fixed sentence and a code for the browser, the error itself
 * (with its cause) for the integrator's log. No error message ever reaches the browser.
 */
export function answerForFailure(error: unknown, log: ServerLog): Response {
  if (error instanceof ServerError) {
    switch (error.code) {
      case 'UPSTREAM_RATE_LIMITED': {
        const retryAfter = String(error.details.retryAfter ?? '');
        return refuse(429, 'RATE_LIMITED', 'the service is rate limiting these calls; retry later', retryAfter ? { headers: { 'Retry-After': retryAfter } } : {});
      }
      case 'UPSTREAM_FAILED':
        log({ level: 'error', code: error.code, message: error.message, cause: error });
        // A misconfiguration (its option in details) will not pass by retrying: the sentence says where to look.
        if (error.details.option !== undefined) return refuse(502, 'UPSTREAM_FAILED', 'the app\'s backend is set up wrongly for the service; the app\'s log names the setting to fix');
        return refuse(502, 'UPSTREAM_FAILED', 'the service did not answer as expected; retry later');
      case 'STORE_FAILED':
        log({ level: 'error', code: error.code, message: error.message, cause: error });
        return refuse(503, 'STORE_UNAVAILABLE', 'the backend cannot reach its store; retry later');
      default:
        break;
    }
  }
  log({ level: 'error', code: 'INTERNAL', message: 'the service handler failed', cause: error });
  return refuse(500, 'INTERNAL', 'the handler failed; the app\'s log has the cause');
}
