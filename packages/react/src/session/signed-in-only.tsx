'use client';

import { useCallback, useContext, useSyncExternalStore, type ComponentType } from 'react';
import type { SessionApi } from '../client/types.js';
import { WalletKitContext } from '../provider/context.js';
import { useMessages } from '../provider/hooks.js';
import { WidgetRoot } from '../provider/WidgetRoot.js';

const subscribeNothing = () => () => undefined;

/** Whether the wallet's session on this device has ended (expired, signed out, or revoked from another device). */
function hasEnded(session: SessionApi | undefined): boolean {
  const state = session?.getState();
  return state !== undefined && (state.status === 'expired' || (state.status === 'signed-out' && state.ended !== undefined));
}

/**
 * Whether the provider's client held a wallet session on this device that has since ended: the money
 * widgets then show nothing of the wallet. A page that never signed in to the wallet (the app shows
 * balances on its own login) is not affected; nor is a server render, which holds no session.
 */
export function useWalletSessionEnded(): boolean {
  const session = useContext(WalletKitContext).client?.session;
  const subscribe = useCallback((changed: () => void) => (session ? session.subscribe(changed) : () => undefined), [session]);
  return useSyncExternalStore(session ? subscribe : subscribeNothing, () => hasEnded(session), () => false);
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
    if (useWalletSessionEnded()) {
      return (
        <WidgetRoot className={`${className} wk-card`} data-state="signed-out">
          <p className="wk-text" role="status">
            {t('session.signInToSee')}
          </p>
        </WidgetRoot>
      );
    }
    return <View {...props} />;
  }
  SignedInOnly.displayName = View.displayName ?? View.name;
  return SignedInOnly;
}
