'use client';

import type { UmaInvitation } from '@wallet-kit/client';
import { useId } from 'react';
import { useApi } from '../client/use-api.js';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { useFlow } from '../flow/use-flow.js';
import { useFormat, useMessages } from '../provider/hooks.js';
import { invitationsArea } from './area.js';
import { createInvitationClaim, invitationsApi, type InvitationClaimController, type InvitationClaimState, type InvitationsApi } from './claim-store.js';

/** Props of {@link InvitationClaim}. */
export interface InvitationClaimProps {
  /** The code from the invitation link. */
  readonly code: string;
  /** The signed-in user's UMA address (their customer's `umaAddress`). */
  readonly umaAddress: string;
  /** Told once the invitation is accepted. */
  readonly onClaimed?: (invitation: UmaInvitation) => void;
  /** The calls to use; the provider's client's `invitations` by default. */
  readonly api?: InvitationsApi;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

/** The invitation and its acceptance, headless. */
export function useInvitationClaim(options: Pick<InvitationClaimProps, 'code' | 'umaAddress' | 'onClaimed' | 'api' | 'onError'>): InvitationClaimState & Pick<InvitationClaimController, 'claim'> {
  return useFlow(createInvitationClaim, options, useApi(options.api, invitationsApi, '<InvitationClaim>'));
}

/**
 * An UMA invitation opened from its link: who invites, what they plan to send, until when; accept it
 * for the user's own UMA address. An invitation accepted before, cancelled or expired says so.
 *
 * @example <InvitationClaim code={params.code} umaAddress={customer.umaAddress} onClaimed={() => navigate('/wallet')} />
 */
export function InvitationClaim({ headingLevel = 2, className, ...options }: InvitationClaimProps) {
  const t = invitationsArea.useMessages();
  const common = useMessages();
  const format = useFormat();
  const flow = useInvitationClaim(options);
  const titleId = useId();
  const focus = useStepFocus<HTMLDivElement>(flow.step);
  const invitation = flow.invitation;
  const claimed = flow.step === 'claimed';
  return (
    <FlowFrame state={flow.step} labelledBy={titleId} className="wk-card wk-flow wk-invitation" extraClassName={className}>
      <div id={titleId} ref={focus} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {claimed ? t('invitations.claimed') : t('invitations.title')}
      </div>
      {flow.step === 'loading' ? <div className="wk-text wk-muted">{common('common.loading')}</div> : null}
      {flow.step === 'not-found' ? <div className="wk-text">{t('invitations.notFound')}</div> : null}
      {invitation && (flow.step === 'open' || flow.step === 'unavailable') ? (
        <>
          <div className="wk-text">{invitation.firstName ? t('invitations.fromName', { name: invitation.firstName, inviter: invitation.inviterUma }) : t('invitations.from', { inviter: invitation.inviterUma })}</div>
          {invitation.amountToSend ? <div className="wk-text">{t('invitations.amount', { amount: format.amount(invitation.amountToSend.amount, invitation.amountToSend.currency) })}</div> : null}
        </>
      ) : null}
      {invitation && flow.step === 'open' ? (
        <>
          <div className="wk-text">{t('invitations.as', { uma: options.umaAddress })}</div>
          {invitation.expiresAt ? <div className="wk-hint">{t('invitations.expires', { date: new Intl.DateTimeFormat(format.locale, { dateStyle: 'long', timeStyle: 'short' }).format(new Date(invitation.expiresAt)) })}</div> : null}
          <div className="wk-actions">
            <button type="button" className="wk-button" data-variant="primary" disabled={flow.busy} onClick={() => void flow.claim()}>
              <span className="wk-button-face">{t('invitations.claim')}</span>
            </button>
          </div>
        </>
      ) : null}
      {invitation && flow.step === 'unavailable' ? <div className="wk-text">{t(`invitations.status.${invitation.status as 'CLAIMED'}`)}</div> : null}
      {claimed ? <div className="wk-text">{t('invitations.claimed.text', { uma: options.umaAddress })}</div> : null}
      <ErrorText message={flow.error ? errorMessage(flow.error, common) : undefined} />
    </FlowFrame>
  );
}
