import type { WalletEvents } from '../events/events.js';
import type { ServerLog } from '../log.js';
import type { StateStore } from '../store/state-store.js';
import type { Parsed } from './call.js';
import type { Revocation } from './revocation.js';
import { forgetDevice, openedOnLogin, type SessionsRevoked } from './sessions.js';

interface RevokedOptions {
  store: StateStore;
  log: ServerLog;
  events: Pick<WalletEvents, 'sessionsRevoked'> | undefined;
  onSessionsRevoked: ((event: SessionsRevoked) => void | Promise<void>) | undefined;
}

/**
 * Everything that follows a revocation the handler forwarded, in one place and in this order: the
 * session's device forgotten, the integrator told (so its logins on the other devices end; not when the
 * session ended is the one opened on the acting login, a device signing itself out), then the
 * push of `session.revoked` and the end of every stream whose user is no longer signed in. The
 * integrator goes first: a device that hears the push and asks the app who is signed in is told nobody.
 * Nothing here throws: the service has ended the sessions already, and the person gets its answer.
 */
export function whenRevoked(options: RevokedOptions) {
  return async (call: Parsed, revocation: Revocation): Promise<void> => {
    const { log } = options;
    // A device ending its own wallet session is signing out: the other devices' logins are not the integrator's to end.
    const signingOut = revocation.kind === 'session' && (await openedOnLogin(options.store, revocation.id, call.user).catch(() => false));
    if (revocation.kind === 'session') await forgetDevice(options.store, revocation.id).catch((error: unknown) => log({ level: 'error', code: 'SESSION_DEVICE_NOT_FORGOTTEN', message: 'the device of an ended session stayed in the store until its expiry', cause: error }));
    const ended = revocation.kind === 'session' ? { sessionId: revocation.id } : { credentialId: revocation.id };
    try {
      if (!signingOut) await options.onSessionsRevoked?.({ user: call.user, ...ended, request: call.request });
    } catch (error) {
      log({ level: 'error', code: 'ON_SESSIONS_REVOKED_FAILED', message: 'onSessionsRevoked threw; the sessions are ended at the service, the app’s own logins may not be', cause: error });
    }
    await options.events?.sessionsRevoked(revocation.customerId, ended).catch((error: unknown) => log({ level: 'error', code: 'EVENT_NOT_PUSHED', message: 'a forwarded revocation was not pushed to browsers', cause: error }));
  };
}
