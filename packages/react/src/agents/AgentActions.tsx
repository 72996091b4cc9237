'use client';

import type { AgentAction } from '@wallet-kit/client';
import { useId, useState } from 'react';
import { useApi } from '../client/use-api.js';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { useFlowBinding } from '../flow/use-flow.js';
import { useFormat, useMessages, type Formatters, type Translate } from '../provider/hooks.js';
import { destinationText } from '../quote/quote-lines.js';
import type { PayeeLabel } from '../payees/fields.js';
import type { QuoteView } from '../quote/types.js';
import type { AreaTranslate } from '../areas/define-area.js';
import { agentsArea } from './area.js';
import { agentsApi, createAgentActions, type AgentActionsController, type AgentActionsState, type AgentsApi } from './actions-store.js';
import type { AgentMessages } from './messages/en.js';

/** Props of {@link AgentActions}. */
export interface AgentActionsProps {
  /** The signed-in user's customer. */
  readonly customerId: string;
  /** Told of each decision, with the request as the service answered it (APPROVED, REJECTED or FAILED). */
  readonly onDecided?: (action: AgentAction) => void;
  /** The calls to use; the provider's client's `agents` by default. */
  readonly api?: AgentsApi;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

/** The requests waiting for the user's approval, headless: the state and the actions of {@link AgentActions}. */
export function useAgentActions(options: Pick<AgentActionsProps, 'customerId' | 'onDecided' | 'api' | 'onError'>): AgentActionsState & AgentActionsController {
  // Its type is the controller whole, its store and lifecycle too (the flow alone leaves them out).
  const [flow, , controller] = useFlowBinding(createAgentActions, options, useApi(options.api, agentsApi, '<AgentActions>'));
  return { ...flow, ...controller };
}

/** Digits of the smallest unit of the tokens a transfer may name; ISO 4217 currencies ask Intl. */
const TOKEN_DECIMALS: Readonly<Record<string, number>> = { USDC: 6, USDT: 6, BTC: 8, SAT: 0 };

function currencyOf(code: string): { code: string; decimals: number } {
  const token = TOKEN_DECIMALS[code];
  if (token !== undefined) return { code, decimals: token };
  try {
    return { code, decimals: new Intl.NumberFormat('en', { style: 'currency', currency: code }).resolvedOptions().maximumFractionDigits ?? 2 };
  } catch {
    return { code, decimals: 2 };
  }
}

/** What a request asks, in words: its amount, a sentence, and the lines under it. */
interface Terms {
  readonly amount: string;
  readonly text: string;
  readonly lines: readonly string[];
  readonly approveBy: string | undefined;
}

function termsOf(action: AgentAction, agent: string, payees: Readonly<Record<string, PayeeLabel>>, t: AreaTranslate<AgentMessages>, common: Translate, format: Formatters): Terms {
  const quote = action.quote;
  if (action.type === 'EXECUTE_QUOTE' && quote) {
    const payee = quote.destination.destinationType === 'ACCOUNT' ? payees[quote.destination.accountId] : undefined;
    const amount = format.amount(quote.totalSendingAmount, quote.sendingCurrency);
    const lines: string[] = [];
    if (quote.receivingCurrency.code !== quote.sendingCurrency.code) lines.push(t('agents.receives', { amount: format.amount(quote.totalReceivingAmount, quote.receivingCurrency) }));
    if (quote.feesIncluded > 0) lines.push(t('agents.fees', { amount: format.amount(quote.feesIncluded, quote.sendingCurrency) }));
    if (payee) return { amount, text: t('agents.pay', { agent, amount, destination: t('agents.payee', { name: payee.name, last4: payee.last4 }) }), lines, approveBy: quote.expiresAt };
    // Unnamed, the destination is a label of its own ("Your EUR account"), not words inside the sentence.
    lines.unshift(t('agents.to', { destination: destinationText(quote.destination as QuoteView['destination'], common, quote.receivingCurrency) }));
    return { amount, text: t('agents.send', { agent, amount }), lines, approveBy: quote.expiresAt };
  }
  const details = action.transferDetails;
  const amount = details ? format.amount(details.amount, currencyOf(details.currency)) : '';
  return { amount, text: t(action.type === 'TRANSFER_IN' ? 'agents.transferIn' : 'agents.transferOut', { agent, amount }), lines: [], approveBy: undefined };
}

/**
 * What the user's agents asked to do that waits for their approval: each request in words (who asks,
 * how much, to whom, the fees, until when its price holds); approve it, or reject it after a
 * confirmation with a reason the agent sees. A request decided meanwhile says so.
 *
 * @example <AgentActions customerId={customer.id} onDecided={(action) => refreshBalance()} />
 */
export function AgentActions({ headingLevel = 2, className, ...options }: AgentActionsProps) {
  const t = agentsArea.useMessages();
  const common = useMessages();
  const format = useFormat();
  const flow = useAgentActions(options);
  const titleId = useId();
  const reasonId = useId();
  const hintId = useId();
  const [reason, setReason] = useState('');
  // Focus moves to the confirmation's heading when a rejection is asked; back from it, to the Reject
  // button that asked, when its request is still listed and undecided; else (after a decision, the
  // request's buttons gone) to the title.
  const [opener, setOpener] = useState<{ readonly id: string; readonly decisions: number }>();
  const backTo = flow.step === 'list' && opener?.decisions === flow.decisions && flow.actions.some((action) => action.id === opener.id) ? opener.id : undefined;
  const focus = useStepFocus<HTMLElement>(flow.step === 'reject' ? 'reject' : `list:${flow.decisions}`);
  const focusHere = (element: HTMLElement | null) => void (focus.current = element);
  const date = (iso: string) => new Intl.DateTimeFormat(format.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const agentOf = (action: AgentAction) => flow.agentNames[action.agentId] ?? t('agents.agent');
  const selected = flow.selected ? termsOf(flow.selected, agentOf(flow.selected), flow.payees, t, common, format) : undefined;
  return (
    <FlowFrame state={flow.step} labelledBy={titleId} className="wk-card wk-flow wk-agent-actions" extraClassName={className}>
      <div id={titleId} ref={flow.step === 'reject' || backTo ? undefined : focusHere} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {t('agents.title')}
      </div>
      {flow.step === 'loading' ? <div className="wk-text wk-muted">{common('common.loading')}</div> : null}
      {flow.step === 'list' && flow.actions.length === 0 && !flow.error ? <div className="wk-text wk-muted">{t('agents.empty')}</div> : null}
      {flow.step === 'list' && flow.actions.length > 0 ? (
        <ul className="wk-items">
          {flow.actions.map((action) => {
            const agent = agentOf(action);
            const terms = termsOf(action, agent, flow.payees, t, common, format);
            return (
              <li key={action.id} className="wk-item" data-type={action.type}>
                <span className="wk-flow">
                  <span>{terms.text}</span>
                  {terms.lines.map((line) => (
                    <span key={line} className="wk-muted">
                      {line}
                    </span>
                  ))}
                  <span className="wk-hint">{t('agents.asked', { date: date(action.createdAt) })}</span>
                  {terms.approveBy ? <span className="wk-hint">{t('agents.approveBy', { date: date(terms.approveBy) })}</span> : null}
                </span>
                <span className="wk-actions">
                  <button type="button" className="wk-button" data-variant="primary" aria-label={t('agents.approve.label', { amount: terms.amount, agent })} disabled={flow.busy} onClick={() => void flow.approve(action.id)}>
                    <span className="wk-button-face">{t('agents.approve')}</span>
                  </button>
                  <button
                    ref={action.id === backTo ? focusHere : undefined}
                    type="button"
                    className="wk-button"
                    aria-label={t('agents.reject.label', { amount: terms.amount, agent })}
                    disabled={flow.busy}
                    onClick={() => {
                      setReason('');
                      setOpener({ id: action.id, decisions: flow.decisions });
                      flow.askReject(action.id);
                    }}
                  >
                    <span className="wk-button-face">{t('agents.reject')}</span>
                  </button>
                </span>
              </li>
            );
          })}
        </ul>
      ) : null}
      {flow.step === 'reject' && flow.selected && selected ? (
        <>
          <div ref={focusHere} tabIndex={-1} className="wk-title" role="heading" aria-level={Math.min(6, headingLevel + 1)}>
            {t('agents.reject.title', { amount: selected.amount, agent: agentOf(flow.selected) })}
          </div>
          <div className="wk-text">{selected.text}</div>
          <form
            className="wk-flow"
            onSubmit={(event) => {
              event.preventDefault();
              void flow.confirmReject(reason);
            }}
          >
            <div className="wk-field wk-flow">
              <label className="wk-label" htmlFor={reasonId}>
                {t('agents.reject.reason')}
              </label>
              <input id={reasonId} className="wk-input" type="text" maxLength={500} value={reason} aria-describedby={hintId} onChange={(event) => setReason(event.target.value)} />
              <span id={hintId} className="wk-hint">
                {t('agents.reject.hint')}
              </span>
            </div>
            <div className="wk-actions">
              <button type="submit" className="wk-button" data-variant="primary" disabled={flow.busy}>
                <span className="wk-button-face">{t('agents.reject.confirm')}</span>
              </button>
              <button type="button" className="wk-button" disabled={flow.busy} onClick={flow.cancel}>
                <span className="wk-button-face">{t('agents.keep')}</span>
              </button>
            </div>
          </form>
        </>
      ) : null}
      <div className="wk-text" aria-live="polite">
        {flow.notice ? t(`agents.notice.${flow.notice}`) : ''}
      </div>
      <ErrorText message={flow.error ? errorMessage(flow.error, common) : undefined} />
    </FlowFrame>
  );
}
