'use client';

import { useEffect, useId, useState } from 'react';
import type { Quote } from '../client/types.js';
import { ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useStepContainerFocus } from '../flow/container-focus.js';
import { useHistorySteps } from '../flow/history-steps.js';
import { useLatest } from '../flow/use-latest.js';
import { useErrorText } from '../i18n/error-text.js';
import { useMessages } from '../provider/hooks.js';
import { payeeLabel } from './activity-rows.js';
import { walletArea } from './area.js';
import { AmountStep } from './send/AmountStep.js';
import { DoneStep } from './send/DoneStep.js';
import { NewPayeeStep } from './send/NewPayeeStep.js';
import { PayeeStep } from './send/PayeeStep.js';
import { ReviewStep } from './send/ReviewStep.js';
import { useSendMoney, type SendMoneyProps } from './SendMoney.js';
import type { SendStep } from './send-store.js';
import { useRefreshKey } from './use-refresh-key.js';
import { addViewsEnglish } from './views-english.js';

addViewsEnglish();

// How far each step is from the first, for the browser's Back (`history`): one entry per step forward.
const DEPTH: Readonly<Record<SendStep, number>> = { loading: 0, error: 0, payee: 0, newPayee: 1, amount: 1, review: 2, receipt: 3 };

/** The view of {@link SendMoney}, loaded on demand: one step at a time, each its own component. */
export function SendMoneyView({ renderPayeePicker, onSent, presentation, onClose, headingLevel = 2, className, refreshKey, history = false, trustPayees = false, onStepChange, ...options }: SendMoneyProps) {
  const t = useMessages();
  const w = walletArea.useMessages();
  const flow = useSendMoney(options);
  useRefreshKey(refreshKey, () => void flow.refreshSources());
  useHistorySteps(history, DEPTH[flow.step], flow.back);
  const stepChanged = useLatest(onStepChange);
  useEffect(() => stepChanged.current?.(flow.step), [flow.step]);
  const titleId = useId();
  const error = useErrorText(flow.error);
  const [sent, setSent] = useState<{ quote: Quote; failed: boolean }>();
  // Every step change moves focus to the new step's heading, when focus was in the widget or lost with
  // the control that was pressed (a passkey prompt's button, a step's Continue): never from elsewhere on the page.
  const stepRef = useStepContainerFocus<HTMLDivElement>(flow.step);
  const sub = Math.min(6, headingLevel + 1);
  const payee = flow.payee;
  const label = payee ? payeeLabel(payee) : undefined;
  const source = flow.sources.find((account) => account.id === flow.sourceId);

  return (
    <FlowFrame presentation={presentation} state={flow.step} labelledBy={titleId} onClose={onClose} className="wk-card wk-flow wk-send" extraClassName={className}>
      <div id={titleId} className="wk-title" role="heading" aria-level={headingLevel}>
        {w('wallet.send.title')}
      </div>
      <div ref={stepRef} className="wk-flow wk-send-step">
        {flow.step === 'loading' ? (
          <div className="wk-text wk-muted" role="status">
            {t('common.loading')}
          </div>
        ) : null}
        {flow.step === 'error' ? (
          <>
            <div className="wk-text">{flow.error ? error : w('wallet.send.noSource')}</div>
            <div className="wk-actions">
              <button type="button" className="wk-button" onClick={() => void flow.reload()}>
                <span className="wk-button-face">{t('confirm.retry')}</span>
              </button>
            </div>
          </>
        ) : null}
        {flow.step === 'payee' ? <PayeeStep flow={flow} customerId={options.customerId} renderPayeePicker={renderPayeePicker} level={sub} umaError={error} /> : null}
        {flow.step === 'newPayee' ? <NewPayeeStep flow={flow} customerId={options.customerId} trust={trustPayees} level={sub} onError={options.onError} /> : null}
        {flow.step === 'amount' && payee && source ? <AmountStep flow={flow} level={sub} /> : null}
        {flow.step === 'review' && flow.request && payee ? (
          <ReviewStep
            flow={flow}
            customerId={options.customerId}
            level={sub}
            onError={options.onError}
            onSent={(quote, reached) => {
              setSent({ quote, failed: reached === 'failed' });
              flow.sent(quote.transactionId!);
              onSent?.(quote.transactionId!);
            }}
          />
        ) : null}
        {flow.step === 'receipt' && flow.transactionId ? (
          <DoneStep transactionId={flow.transactionId} quote={sent?.quote} failed={sent?.failed ?? false} payee={label} api={flow.api} level={sub} onAnother={flow.restart} />
        ) : null}
      </div>
      {flow.step !== 'error' && flow.uma.status !== 'failed' ? <ErrorText message={error} /> : null}
    </FlowFrame>
  );
}
