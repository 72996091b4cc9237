'use client';

import { useCallback, useContext, useSyncExternalStore, type ComponentType } from 'react';
import type { SessionApi } from '../client/types.js';
import { WalletKitContext } from '../provider/context.js';
import { useMessages } from '../provider/hooks.js';
import { WidgetRoot } from '../provider/WidgetRoot.js';

const subscribeNothing = () => () => undefined;

/** What a notice says of a session that ended, by why. */
export const ENDED_NOTICES = { expired: 'session.expired', 'signed-out': 'session.signedOut', revoked: 'session.revoked' } as const;

/** Why the wallet's session on this device ended (expired, signed out, or revoked from another device), while it stays ended. */
function endedWhy(session: SessionApi | undefined): keyof typeof ENDED_NOTICES | undefined {
  const state = session?.getState();
  return state?.status === 'expired' ? 'expired' : state?.status === 'signed-out' ? state.ended : undefined;
}

/**
 * Why the provider's client's wallet session on this device ended, while it stays ended (undefined while it
 * lasts, or when there never was one here): the money
 * widgets then show nothing of the wallet. A page that never signed in to the wallet (the app shows
 * balances on its own login) is not affected; nor is a server render, which holds no session.
 */
export function useWalletSessionEnded(): 'expired' | 'signed-out' | 'revoked' | undefined {
  const session = useContext(WalletKitContext).client?.session;
  const subscribe = useCallback((changed: () => void) => (session ? session.subscribe(changed) : () => undefined), [session]);
  return useSyncExternalStore(session ? subscribe : subscribeNothing, () => endedWhy(session), () => undefined);
}

/**
 * A money widget that gives way, once the wallet's session on this device has ended, to a notice with
 * no figure in it: the widget unmounts, so its store, its timers and every amount it read go with it.
 * The sign-in step itself is the app's (`<SessionGuard fallback={<SignIn …/>}>`), which the same
 * session change brings up. The notice takes the widget's own classes, so it sits where the widget sat.
 */
export function signedInOnly<P extends object>(View: ComponentType<P>, className: string): ComponentType<P> {
  function SignedInOnly(props: P) {
    const t = useMessages();
    const ended = useWalletSessionEnded();
    if (ended) {
      return (
        <WidgetRoot className={`${className} wk-card`} data-state="signed-out">
          <p className="wk-text" role="status">
            {t(ENDED_NOTICES[ended])}
          </p>
        </WidgetRoot>
      );
    }
    return <View {...props} />;
  }
  SignedInOnly.displayName = View.displayName ?? View.name;
  return SignedInOnly;
}
