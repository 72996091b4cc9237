'use client';

import { useEffect, useId } from 'react';
import { useApi } from '../client/use-api.js';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { useFlow } from '../flow/use-flow.js';
import { useMessages } from '../provider/hooks.js';
import type { Card, CardControlsApi } from './api.js';
import { cardsArea } from './area.js';
import { createCardControls, type CardControlsState } from './card-controls-store.js';
import { signedInOnly } from '../session/signed-in-only.js';

/** Options of {@link useCardControls}. */
export interface UseCardControlsOptions {
  /** The card's id (`Card:…`). */
  readonly cardId: string;
  /** The card as your app already has it (controlled): nothing is fetched. */
  readonly card?: Card;
  /** Told of the card after every change (pass it on to a `<Card>` showing the same card). */
  readonly onChange?: (card: Card) => void;
  /** The calls to use; the provider's client's `cards` by default. */
  readonly api?: CardControlsApi;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
}

/** Freeze, unfreeze and close, headless. */
export function useCardControls(options: UseCardControlsOptions): CardControlsState & {
  /** Freezes an ACTIVE card. */
  freeze(): Promise<void>;
  /** Unfreezes a FROZEN card. */
  unfreeze(): Promise<void>;
  /** Asks to confirm the close. */
  askToClose(): void;
  /** Backs out of the close. */
  keep(): void;
  /** Closes the card for good, after `askToClose`. */
  close(): Promise<void>;
} {
  const flow = useFlow(createCardControls, options, useApi(options.api, (client) => client.cards, '<CardControls>'));
  const { setCard } = flow;
  useEffect(() => {
    if (options.card) setCard(options.card);
  }, [setCard, options.card]);
  return flow;
}

/** Props of {@link CardControls}. */
export interface CardControlsProps extends UseCardControlsOptions {
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

// The widget itself; the export below gives way to a notice once the wallet's session here has ended.
function CardControlsView({ headingLevel = 2, className, ...options }: CardControlsProps) {
  const t = cardsArea.useMessages();
  const common = useMessages();
  const flow = useCardControls(options);
  const titleId = useId();
  const heading = useStepFocus<HTMLDivElement>(flow.step === 'busy' ? 'ready' : flow.step);
  const state = flow.card?.state;
  const busy = flow.step === 'busy';
  const announced = flow.changed === 'FROZEN' ? t('cards.controls.frozen') : flow.changed === 'ACTIVE' ? t('cards.controls.unfrozen') : '';
  return (
    <FlowFrame state={flow.step} labelledBy={titleId} className="wk-card wk-flow wk-cards-controls" extraClassName={className}>
      <div id={titleId} ref={heading} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {t('cards.controls.title')}
      </div>
      {flow.step === 'loading' ? <div className="wk-text wk-muted">{common('common.loading')}</div> : null}
      <div className="wk-text" role="status" aria-live="polite" aria-atomic="true">
        {state === 'CLOSED' ? t('cards.controls.closed') : announced}
      </div>
      {state === 'PROCESSING' || state === 'PENDING_KYC' ? <div className="wk-hint">{t('cards.controls.notActive')}</div> : null}
      {flow.step === 'confirming' ? (
        <>
          <div className="wk-notice">{t('cards.controls.closeConfirm')}</div>
          <div className="wk-actions">
            <button type="button" className="wk-button" data-variant="danger" onClick={() => void flow.close()}>
              <span className="wk-button-face">{t('cards.controls.closeYes')}</span>
            </button>
            <button type="button" className="wk-button" onClick={flow.keep}>
              <span className="wk-button-face">{t('cards.controls.closeNo')}</span>
            </button>
          </div>
        </>
      ) : state === 'ACTIVE' || state === 'FROZEN' ? (
        <>
          <div className="wk-hint">{t('cards.controls.freezeHint')}</div>
          <div className="wk-actions">
            {state === 'ACTIVE' ? (
              <button type="button" className="wk-button" data-variant="primary" disabled={busy} onClick={() => void flow.freeze()}>
                <span className="wk-button-face">{t('cards.controls.freeze')}</span>
              </button>
            ) : (
              <button type="button" className="wk-button" data-variant="primary" disabled={busy} onClick={() => void flow.unfreeze()}>
                <span className="wk-button-face">{t('cards.controls.unfreeze')}</span>
              </button>
            )}
            <button type="button" className="wk-button" disabled={busy} onClick={flow.askToClose}>
              <span className="wk-button-face">{t('cards.controls.close')}</span>
            </button>
          </div>
        </>
      ) : null}
      <ErrorText message={flow.error ? errorMessage(flow.error, common) : undefined} />
    </FlowFrame>
  );
}

/**
 * A card's settings: freeze it (new payments declined, those approved still go through), unfreeze
 * it, or close it for good after a confirmation.
 *
 * @example <CardControls cardId={card.id} card={card} onChange={setCard} />
 */
export const CardControls = signedInOnly(CardControlsView, 'wk-flow wk-cards-controls');
