'use client';

import { useId } from 'react';
import { ErrorText } from '../flow/ErrorText.js';
import { FlowFrame, type Presentation } from '../flow/FlowFrame.js';
import { useStepFocus } from '../flow/focus.js';
import { useErrorText } from '../i18n/error-text.js';
import { CopyButton } from '../payment/CopyButton.js';
import { useFormat, useMessages, type Formatters, type Translate } from '../provider/hooks.js';
import { destinationText, rateLines } from '../quote/quote-lines.js';
import { railName } from '../quote/rails.js';
import { isReturned } from '../transaction/returned.js';
import { statusWord } from '../transaction/status-words.js';
import { useTransactionStatus } from '../transaction/useTransactionStatus.js';
import { receiptApi, type ReceiptApi, type Transaction } from './api.js';
import { walletArea } from './area.js';
import { cardAmount } from './activity-rows.js';
import { fieldsOf, isIncoming, SETTLED, type TransactionFields } from './transaction-fields.js';
import { Row } from './Row.js';
import { useApi } from '../client/use-api.js';
import type { WalletMessageId } from './messages/en.js';
import { signedInOnly } from '../session/signed-in-only.js';

/** Props of {@link TransactionReceipt}: the transaction (or its id) and how the receipt sits in the page. */
export interface TransactionReceiptProps {
  /** The transaction to show, when the app has it already (a row of the history, the end of a payment). */
  readonly transaction?: Transaction;
  /** The transaction to read and follow, when only its id is at hand. */
  readonly id?: string;
  /** Keep following it while it can still change, a completed payout included (a bank can return it); true by default. */
  readonly follow?: boolean;
  /** Who was paid, in your words ("Paul Martin"); the destination account or UMA address by default. */
  readonly payeeLabel?: string;
  /** Who paid, for money in, in your words. */
  readonly payerLabel?: string;
  /** The calls to use. */
  readonly api?: ReceiptApi;
  /** Told of each failure, with the original error. */
  readonly onError?: (error: unknown) => void;
  /** How often to read it again while following (poll intervals); the client's defaults otherwise. */
  readonly watch?: {
    /** The first wait between reads. */
    readonly initialIntervalMs?: number;
    /** The longest wait between reads, as they back off. */
    readonly maxIntervalMs?: number;
    /** How long to keep following a payment that reached a final status (a bank can still return it). */
    readonly followTerminalMs?: number;
  };
  /** `inline` (default) renders in place; `modal` opens a `<dialog>` above the page. */
  readonly presentation?: Presentation;
  /** Modal: the person closed the dialog. */
  readonly onClose?: () => void;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

interface Event {
  readonly id: WalletMessageId;
  readonly at: string | undefined;
}

/** What happened to the payment, in order, with the times the service gives. */
function timeline(transaction: TransactionFields, returned: boolean): Event[] {
  const events: Event[] = [];
  if (isIncoming(transaction) && transaction.type !== 'CARD') {
    return SETTLED.has(transaction.status) ? [{ id: 'wallet.receipt.received', at: transaction.settledAt ?? transaction.updatedAt ?? transaction.createdAt }] : [];
  }
  events.push({ id: 'wallet.receipt.started', at: transaction.createdAt });
  if (transaction.settledAt && (transaction.status === 'COMPLETED' || returned)) events.push({ id: 'wallet.receipt.arrived', at: transaction.settledAt });
  if (returned) events.push({ id: 'wallet.receipt.returned', at: transaction.refund?.initiatedAt ?? transaction.updatedAt });
  else if (transaction.status === 'FAILED' || transaction.status === 'REJECTED') events.push({ id: 'wallet.receipt.failed', at: transaction.refund?.initiatedAt ?? transaction.updatedAt });
  if (transaction.refund?.status === 'COMPLETED') events.push({ id: 'wallet.receipt.refunded', at: transaction.refund.settledAt });
  return events;
}

/** When it should arrive, while it has not: the rail's deadline, else the usual time from the start. */
function arrival(transaction: TransactionFields, w: ReturnType<typeof walletArea.useMessages>, when: (iso: string) => string): string | undefined {
  if (SETTLED.has(transaction.status) || isIncoming(transaction)) return undefined;
  if (transaction.expectedSettlementAt) return w('wallet.receipt.expectedBy', { time: when(transaction.expectedSettlementAt) });
  const seconds = transaction.settlementTimelineSeconds;
  if (typeof seconds !== 'number') return undefined;
  return seconds <= 60 ? w('wallet.receipt.expectedSeconds') : w('wallet.receipt.expectedMinutes', { minutes: Math.ceil(seconds / 60) });
}

function CardTerms({ transaction, format }: { transaction: TransactionFields; format: Formatters }) {
  const w = walletArea.useMessages();
  const charged = cardAmount(transaction);
  const held = transaction.authorizedAmount;
  return (
    <dl className="wk-list">
      <Row term={w('wallet.receipt.merchant')}>{transaction.description ?? transaction.merchant?.descriptor}</Row>
      {charged ? <Row term={w('wallet.receipt.charged')}>{format.amount(charged.amount, charged.currency)}</Row> : null}
      {held && charged && held.amount !== charged.amount ? <Row term={w('wallet.receipt.held')}>{format.amount(held.amount, held.currency)}</Row> : null}
    </dl>
  );
}

function Terms({ transaction, payeeLabel, payerLabel, t, format }: { transaction: TransactionFields; payeeLabel?: string | undefined; payerLabel?: string | undefined; t: Translate; format: Formatters }) {
  const w = walletArea.useMessages();
  if (transaction.type === 'CARD') return <CardTerms transaction={transaction} format={format} />;
  const { sentAmount: sent, receivedAmount: received } = transaction;
  const fees = transaction.fees ?? 0;
  const incoming = isIncoming(transaction);
  const rate = sent && received ? rateLines({ sendingCurrency: sent.currency, receivingCurrency: received.currency, totalSendingAmount: sent.amount, totalReceivingAmount: received.amount, feesIncluded: fees, exchangeRate: transaction.exchangeRate }, t, format)[0] : undefined;
  const destination = transaction.destination;
  // The host's label too keeps a masked number whole ("•••• 9012"): the line may break before it, not inside it.
  const payee = payeeLabel?.replace(/• /g, '•\u00a0') ?? (destination?.destinationType ? destinationText(destination as Parameters<typeof destinationText>[0], t, received?.currency) : undefined);
  const payer = payerLabel ?? transaction.source?.accountHolderName;
  const reference = transaction.reconciliationInstructions?.reference;
  return (
    <dl className="wk-list">
      {sent && !incoming ? <Row term={t('quote.send')}>{format.amount(sent.amount, sent.currency)}</Row> : null}
      {sent && !incoming ? <Row term={t('quote.fees.total')}>{fees > 0 ? format.amount(fees, sent.currency) : t('quote.fees.none')}</Row> : null}
      {rate && !incoming ? <Row term={t('quote.rate')}>{rate}</Row> : null}
      {received ? <Row term={incoming ? w('wallet.receipt.youReceive') : t('quote.receive')}>{format.amount(received.amount, received.currency)}</Row> : null}
      {incoming ? (payer ? <Row term={w('wallet.receipt.from')}>{payer}</Row> : null) : payee ? <Row term={t('quote.destination')}>{payee}</Row> : null}
      {transaction.paymentRail ? <Row term={w('wallet.receipt.rail')}>{railName(transaction.paymentRail, t)}</Row> : null}
      {reference ? (
        <div className="wk-pay-row" data-field="reference">
          <dt className="wk-term">{t('payment.reference')}</dt>
          <dd className="wk-pay-value">
            <span className="wk-mono">{reference}</span>
            <CopyButton text={reference} label={t('payment.reference')} />
          </dd>
        </div>
      ) : null}
    </dl>
  );
}

function Receipt({ transaction: given, history, error, props }: { transaction: Transaction | undefined; history: readonly string[]; error: string | undefined; props: TransactionReceiptProps }) {
  const t = useMessages();
  const w = walletArea.useMessages();
  const format = useFormat();
  const titleId = useId();
  const { headingLevel = 2 } = props;
  const heading = useStepFocus<HTMLDivElement>(given ? 'ready' : 'loading');
  const when = (iso: string) => new Intl.DateTimeFormat(format.locale, { dateStyle: 'medium', timeStyle: 'short' }).format(new Date(iso));
  const transaction = given ? fieldsOf(given) : undefined;
  const returned = isReturned(given, history);
  const status = transaction ? (returned ? 'RETURNED' : transaction.status) : undefined;
  const expected = transaction ? arrival(transaction, w, when) : undefined;
  const timelineId = useId();
  return (
    <FlowFrame
      presentation={props.presentation}
      state={status ? status.toLowerCase() : 'loading'}
      labelledBy={titleId}
      onClose={props.onClose}
      className="wk-card wk-flow wk-receipt"
      extraClassName={props.className}
    >
      <div id={titleId} ref={heading} tabIndex={-1} className="wk-title" role="heading" aria-level={headingLevel}>
        {w('wallet.receipt.title')}
      </div>
      <div className="wk-status" role="status" aria-live="polite" aria-atomic="true" data-status={status}>
        {status ? t(statusWord(status)) : t('common.loading')}
      </div>
      {returned ? <div className="wk-notice">{t('transaction.returned')}</div> : null}
      {expected ? <div className="wk-text">{expected}</div> : null}
      {transaction ? <Terms transaction={transaction} payeeLabel={props.payeeLabel} payerLabel={props.payerLabel} t={t} format={format} /> : null}
      {transaction ? (
        <>
          <div id={timelineId} className="wk-label" role="heading" aria-level={Math.min(6, headingLevel + 1)}>
            {w('wallet.receipt.timeline')}
          </div>
          <ol className="wk-timeline" aria-labelledby={timelineId}>
            {timeline(transaction, returned).map((event) => (
              <li key={event.id} className="wk-timeline-event" data-event={event.id.slice('wallet.receipt.'.length)}>
                <span>{w(event.id)}</span>
                {event.at ? <time className="wk-muted" dateTime={event.at}>{when(event.at)}</time> : null}
              </li>
            ))}
          </ol>
        </>
      ) : null}
      <ErrorText message={error} />
    </FlowFrame>
  );
}

function LiveReceipt(props: TransactionReceiptProps & { id: string }) {
  const api = useApi(props.api, receiptApi, '<TransactionReceipt>');
  const live = useTransactionStatus({ id: props.id, api, ...(props.watch ? { watch: props.watch } : {}), ...(props.onError ? { onError: props.onError } : {}) });
  const error = useErrorText(live.error);
  return <Receipt transaction={live.transaction ?? props.transaction} history={live.history} error={error} props={props} />;
}

// The widget itself; the export below gives way to a notice once the wallet's session here has ended.
function TransactionReceiptView(props: TransactionReceiptProps) {
  const id = props.id ?? props.transaction?.id;
  if (id && props.follow !== false) return <LiveReceipt key={id} {...props} id={id} />;
  return <Receipt transaction={props.transaction} history={[]} error={undefined} props={props} />;
}

/**
 * What happened to a payment, as a receipt: what was sent, the fees, the rate (from the amounts), what
 * arrived and where, the rail and the reference (with copy), a timeline with the service's times (a
 * bank return and the refund included), and while it travels, when it should arrive
 * (`expectedSettlementAt`, else `settlementTimelineSeconds`). Given an id, it reads the payment and
 * follows it live.
 *
 * @example <TransactionReceipt id={quote.transactionId} payeeLabel="Paul Martin" />
 */
export const TransactionReceipt = signedInOnly(TransactionReceiptView, 'wk-flow wk-receipt');
