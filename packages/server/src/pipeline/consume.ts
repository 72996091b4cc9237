import { ServerError, type ServerErrorCode } from '../errors.js';
import type { PasskeyChallenges } from '../passkey-challenge.js';
import { refuse, type Parsed } from './call.js';

const REASONS: Partial<Record<ServerErrorCode, string>> = {
  INVALID_ARGUMENT: 'challenge: expected the challenge from POST /passkey-registration-challenge',
  CHALLENGE_UNKNOWN: 'challenge: not issued by this app, or already used; ask for a new one',
  CHALLENGE_EXPIRED: 'challenge: expired; ask for a new one',
};

/**
 * A wallet passkey registration spends the challenge this backend issued, once. Only the first leg
 * spends it: the signed retry (stamp and Request-Id) carries the same body, and the service checks
 * that retry's stamp itself.
 */
export function consume(challenges: PasskeyChallenges | undefined) {
  return async (call: Parsed): Promise<Response | undefined> => {
    if (!challenges || call.method !== 'POST' || call.path !== '/auth/credentials') return undefined;
    const body = call.body as { type?: unknown; challenge?: unknown } | undefined;
    if (typeof body?.type !== 'string' || body.type.toUpperCase() !== 'PASSKEY') return undefined;
    const headers = call.request.headers;
    if (headers.has('Service-Wallet-Signature') && headers.has('Request-Id')) return undefined;
    try {
      await challenges.consume(typeof body.challenge === 'string' ? body.challenge : '');
      return undefined;
    } catch (error) {
      const reason = error instanceof ServerError ? REASONS[error.code] : undefined;
      if (!reason || !(error instanceof ServerError)) throw error;
      return refuse(400, 'INVALID_INPUT', reason, { details: { errors: [{ field: 'challenge', code: error.code, message: reason }] } });
    }
  };
}
