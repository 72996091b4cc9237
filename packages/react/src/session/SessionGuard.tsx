'use client';

import { useId, type ReactNode } from 'react';
import { ExpiryCountdown } from '../countdown/ExpiryCountdown.js';
import { useApi } from '../client/use-api.js';
import type { SessionApi } from '../client/types.js';
import { ErrorText } from '../flow/ErrorText.js';
import { useErrorText } from '../i18n/error-text.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useFlow } from '../flow/use-flow.js';
import { useMessages, useMounted } from '../provider/hooks.js';
import { WidgetRoot } from '../provider/WidgetRoot.js';
import { ENDED_NOTICES } from './signed-in-only.js';
import { createSessionGuard, type SessionGuardController, type SessionGuardState } from './session-guard-store.js';

/** Options of {@link useSessionGuard}. */
export interface UseSessionGuardOptions {
  /** The session to guard; the provider's client's `session` by default. */
  readonly session?: SessionApi;
  /** The session expired: sign in again. */
  readonly onExpired?: () => void;
  /** Signed out, in this tab or another. */
  readonly onSignedOut?: () => void;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
  /** Warn this long before the deadline when the client's warning came before this guard was mounted; 60 s. */
  readonly warnBeforeMs?: number;
  /** The clock of the session's deadline (the client's `now`); Date.now by default. */
  readonly now?: () => number;
}

/** What {@link useSessionGuard} returns: the state, and extend, sign out, dismiss. */
export type UseSessionGuard = SessionGuardState & Pick<SessionGuardController, 'extend' | 'signOut' | 'dismiss'>;

/** The session guard, headless. @example const guard = useSessionGuard(); guard.step === 'warning' && <button onClick={guard.extend}>Stay</button> */
export function useSessionGuard(options: UseSessionGuardOptions = {}): UseSessionGuard {
  return useFlow((given) => createSessionGuard({ ...given, session: given.api }), options, useApi(options.session, (client) => client.session, '<SessionGuard>'));
}

/** Props of {@link SessionGuard}: the options of {@link useSessionGuard}, and what to show. */
export interface SessionGuardProps extends UseSessionGuardOptions {
  /** Shown while signed in. */
  readonly children?: ReactNode;
  /** Shown when there is no session (signed out, or it ended): usually a <SignIn>. */
  readonly fallback?: ReactNode;
  /** Offer a sign-out button beside the children; true by default. */
  readonly showSignOut?: boolean;
}

/**
 * Keeps a signed-in area honest: a dialog warns before the session ends (the client's
 * `session-expiring`) with a countdown, "Stay signed in" (refresh) and "Sign out"; when it ends, the
 * children give way to `fallback` with a notice saying why.
 *
 * @example <SessionGuard fallback={<SignIn accountId={walletId} />}><Wallet /></SessionGuard>
 */
export function SessionGuard({ children, fallback, showSignOut = true, ...options }: SessionGuardProps) {
  const t = useMessages();
  const guard = useSessionGuard(options);
  const titleId = useId();
  const error = useErrorText(guard.error);
  // A server never holds the wallet's session (the browser does): until mounted, render what it rendered.
  const mounted = useMounted();
  const signedIn = mounted && guard.signedIn;
  const warning = mounted && (guard.step === 'warning' || guard.step === 'extending');

  return (
    <>
      {signedIn ? (
        <>
          {children}
          {showSignOut ? (
            <FlowFrame state={guard.step} className="wk-session" labelledBy={titleId}>
              <span id={titleId} className="wk-visually-hidden">
                {t('session.title')}
              </span>
              <div className="wk-actions">
                <button type="button" className="wk-button" disabled={guard.step === 'signing-out'} onClick={() => void guard.signOut()}>
                  <span className="wk-button-face">{t('session.signOut')}</span>
                </button>
              </div>
            </FlowFrame>
          ) : null}
        </>
      ) : (
        <>
          {mounted && guard.ended ? (
            <WidgetRoot className="wk-notice" role="status">
              {t(ENDED_NOTICES[guard.ended])}
            </WidgetRoot>
          ) : null}
          {fallback}
        </>
      )}
      {warning && guard.expiresAt !== undefined ? (
        <FlowFrame presentation="modal" state={guard.step} labelledBy={titleId + 'w'} onClose={guard.dismiss} className="wk-card wk-flow wk-session-warning">
          <div id={titleId + 'w'} className="wk-title" role="heading" aria-level={2}>
            {t('session.warning.title')}
          </div>
          <ExpiryCountdown expiresAt={guard.expiresAt} label={t('session.warning.label')} thresholds={[30, 10]} {...(options.now ? { now: options.now } : {})} />
          <div className="wk-actions">
            <button type="button" className="wk-button" data-variant="primary" disabled={guard.step === 'extending'} onClick={() => void guard.extend()}>
              <span className="wk-button-face">{t('session.extend')}</span>
            </button>
            <button type="button" className="wk-button" disabled={guard.step === 'extending'} onClick={() => void guard.signOut()}>
              <span className="wk-button-face">{t('session.signOut')}</span>
            </button>
          </div>
          <ErrorText message={error} />
        </FlowFrame>
      ) : null}
    </>
  );
}
