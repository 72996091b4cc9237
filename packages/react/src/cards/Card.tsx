'use client';

import { useEffect, useId, useState } from 'react';
import { useApi } from '../client/use-api.js';
import { errorMessage, ErrorText } from '../flow/ErrorText.js';
import { FlowFrame } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { useFlowController, useFlowState } from '../flow/use-flow.js';
import { useLatest } from '../flow/use-latest.js';
import { useFormat, useMessages } from '../provider/hooks.js';
import type { Card as CardRecord, CardApi } from './api.js';
import { cardsArea } from './area.js';
import { canReveal, createCardFlow, type CardDetailsState } from './card-store.js';
import { signedInOnly } from '../session/signed-in-only.js';

/** Options of {@link useCard}. */
export interface UseCardOptions {
  /** The card's id (`Card:…`). */
  readonly cardId: string;
  /** The card as your app already has it (controlled): nothing is fetched, and a newer copy updates the face. */
  readonly card?: CardRecord;
  /** How long the details stay on screen, at most, in ms; default 60 000. The reveal URL's own expiry may end it sooner. */
  readonly revealMs?: number;
  /**
   * The step-up to run when the service asks for one before a reveal (`SCA_SESSION_REQUIRED`: a
   * cardholder in an SCA region needs an SCA login). Without it, the card says that a step-up is needed.
   */
  readonly stepUp?: () => Promise<void>;
  /** The calls to use; the provider's client's `cards` by default. */
  readonly api?: CardApi;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
  /** The clock the hide time is read against (a sandbox's, in stories); `Date.now` by default. */
  readonly now?: () => number;
}

/** A card's face and the reveal of its details, headless. The URL `reveal()` resolves with is a bearer secret: load it, never keep it. */
export function useCard(options: UseCardOptions): CardDetailsState & {
  /** Reveals the details: resolves with the processor's URL to load in an iframe at once, or undefined. */
  reveal(): Promise<string | undefined>;
  /** Hides the details now. */
  hide(): void;
  /** Fetches the card again (when it is not controlled). */
  reload(): Promise<void>;
} {
  const api = useApi(options.api, (client) => client.cards, '<Card>');
  const latest = useLatest(options);
  const controller = useFlowController(() =>
    createCardFlow({
      api,
      cardId: options.cardId,
      card: options.card,
      revealMs: options.revealMs,
      now: options.now,
      ...(options.stepUp ? { stepUp: () => latest.current.stepUp!() } : {}),
      onError: (error) => latest.current.onError?.(error),
    }),
  );
  useEffect(() => {
    if (options.card) controller.setCard(options.card);
  }, [controller, options.card]);
  return { ...useFlowState(controller.store), reveal: controller.reveal, hide: controller.hide, reload: controller.reload };
}

/** Props of {@link Card}: the options of {@link useCard}, and how the widget sits in the page. */
export interface CardProps extends UseCardOptions {
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

// The widget itself; the export below gives way to a notice once the wallet's session here has ended.
function CardView({ headingLevel = 2, className, ...options }: CardProps) {
  const t = cardsArea.useMessages();
  const common = useMessages();
  const format = useFormat();
  const flow = useCard(options);
  // The reveal URL lives here only while shown: never in the flow's store, never logged.
  const [frameUrl, setFrameUrl] = useState<string | undefined>();
  const titleId = useId();
  const heading = useStepFocus<HTMLDivElement>(flow.step);
  useEffect(() => {
    if (flow.step !== 'shown') setFrameUrl(undefined);
  }, [flow.step]);
  const card = flow.card;
  const time = (ms: number) => new Intl.DateTimeFormat(format.locale, { hour: '2-digit', minute: '2-digit', second: '2-digit' }).format(new Date(ms));
  const expiry = card?.expMonth && card.expYear ? `${String(card.expMonth).padStart(2, '0')}/${String(card.expYear % 100).padStart(2, '0')}` : undefined;
  return (
    <FlowFrame state={flow.step} labelledBy={titleId} className="wk-card wk-flow wk-cards-card" extraClassName={className}>
      <div id={titleId} ref={heading} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {t('cards.card.title')}
      </div>
      {card ? (
        <div className="wk-cardface" data-state={card.state.toLowerCase()} role="img" aria-label={t('cards.card.face', { brand: brandName(card.brand), last4: card.last4 ?? '' })}>
          <span className="wk-cardface-brand" aria-hidden="true">
            {brandName(card.brand)}
          </span>
          <span className="wk-cardface-number wk-mono" aria-hidden="true">
            {`•••• ${card.last4 ?? ''}`}
          </span>
          {expiry ? (
            <span className="wk-cardface-expiry" aria-hidden="true">
              {t('cards.card.expires', { date: expiry })}
            </span>
          ) : null}
        </div>
      ) : (
        <div className="wk-text wk-muted">{common('common.loading')}</div>
      )}
      {card ? (
        <div className="wk-status" role="status" aria-live="polite" aria-atomic="true" data-status={card.state}>
          {t(`cards.state.${card.state}`)}
        </div>
      ) : null}
      {flow.step === 'shown' && frameUrl ? (
        <>
          <iframe className="wk-cardframe" src={frameUrl} title={t('cards.reveal.frame')} sandbox="" referrerPolicy="no-referrer" loading="eager" />
          <div className="wk-notice">{t('cards.reveal.copyWarning')}</div>
          {flow.hideAt !== undefined ? <div className="wk-hint">{t('cards.reveal.until', { time: time(flow.hideAt) })}</div> : null}
        </>
      ) : null}
      {flow.hiddenAgain && flow.step === 'ready' ? <div className="wk-text wk-muted">{t('cards.reveal.hidden')}</div> : null}
      {card && canReveal(card) ? (
        <div className="wk-actions">
          {flow.step === 'shown' ? (
            <button type="button" className="wk-button" onClick={flow.hide}>
              <span className="wk-button-face">{t('cards.reveal.hide')}</span>
            </button>
          ) : (
            <button type="button" className="wk-button" data-variant="primary" disabled={flow.step !== 'ready'} onClick={() => void flow.reveal().then(setFrameUrl)}>
              <span className="wk-button-face">{flow.step === 'revealing' ? t('cards.reveal.loading') : t('cards.reveal.show')}</span>
            </button>
          )}
        </div>
      ) : null}
      <ErrorText message={flow.stepUpNeeded ? t('cards.reveal.stepUp') : flow.error ? errorMessage(flow.error, common) : undefined} />
    </FlowFrame>
  );
}

/** The network's own name, as printed on cards. */
function brandName(brand: CardRecord['brand']): string {
  return brand === 'MASTERCARD' ? 'Mastercard' : brand === 'VISA' ? 'Visa' : '';
}

/**
 * A card: its face (brand, last four digits, expiry, state), and its full number, expiry and
 * security code after the step-up the service asks for, shown by the card processor's own page in
 * an iframe (the number never passes through your page or your servers), hidden again after a while.
 *
 * @example <CardDetails cardId={card.id} stepUp={runScaLogin} />
 */
export const CardDetails = signedInOnly(CardView, 'wk-flow wk-cards-card');

/** @deprecated Renamed {@link CardDetails} (the client's `Card` is the card's record); this alias goes in 1.0. */
export const Card = CardDetails;
