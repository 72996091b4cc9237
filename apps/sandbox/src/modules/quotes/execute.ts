import type { Kernel } from '../../kernel/kernel.js';
import { accountBook } from '../../ledger/ledger.js';
import type { ServiceError} from '../../platform/errors.js';
import { conflict, invalidInput, unauthorized } from '../../platform/errors.js';
import { SIGNATURE_HEADER, checkStamp } from '../../platform/signed.js';
import { customers, needsSca } from '../customers/index.js';
import { isTrustedBeneficiary } from '../external-accounts/index.js';
import { factorsOf, startSca, type ScaFactor } from '../sca/index.js';
import { insufficientFunds, newOutgoing, saveTransaction, transactions, transactionView, type TransactionRecord } from '../transactions/index.js';
import { activeSessionKeys } from '../wallet-auth/index.js';
import { release } from './release.js';
import { current, mustQuote, quotes, type QuoteRecord } from './repo.js';
import { roundsFor } from './rounds.js';

export interface ExecuteOptions {
  immediate?: boolean;
  scaFactor?: ScaFactor;
}

/** Marks the quote failed with `reason` and hands back the error to throw once that is committed. */
function refuse(k: Kernel, quote: QuoteRecord, error: ServiceError, reason: string): ServiceError {
  quotes(k).update({ ...quote, status: 'FAILED', failureReason: reason });
  return error;
}

/**
 * Executes a quote (spec: POST /quotes/{quoteId}/execute) inside the caller's transaction: 409
 * while it awaits authorization or once executed, QUOTE_EXPIRED after its window,
 * QUOTE_RATE_UNAVAILABLE by scenario; in an SCA region it stops at PENDING_AUTHORIZATION, elsewhere
 * the debit happens now. A refusal that changes the quote is returned, to be thrown after the commit.
 */
export function executeInTransaction(k: Kernel, quoteId: string, options: ExecuteOptions = {}): ServiceError | undefined {
  const quote = current(k, mustQuote(k, quoteId));
  if (quote.status === 'PENDING_AUTHORIZATION') throw conflict('This quote is waiting for SCA authorization; authorize it instead of executing again.');
  if (quote.status === 'EXPIRED') throw conflict('The quote expired before it was executed; nothing was exchanged. Create a new quote.', 'QUOTE_EXPIRED');
  if (quote.status !== 'PENDING' || quote.executedAt !== undefined) throw conflict(`This quote was already executed (status ${quote.status}).`);
  if (quote.source.sourceType === 'REALTIME_FUNDING') throw invalidInput([{ field: 'quoteId', message: 'a REALTIME_FUNDING quote executes when its payment arrives (POST /sandbox/send in the sandbox)' }]);
  // One refusal, like wrongOtp: the fresh quote the client then asks for can go through.
  if (k.scenarios.consume('rateUnavailable')) {
    return refuse(k, quote, conflict('The quoted rate is no longer available; nothing was exchanged. Create a new quote.', 'QUOTE_RATE_UNAVAILABLE'), 'QUOTE_RATE_UNAVAILABLE');
  }
  const available = k.ledger.balance(accountBook(quote.sourceAccountId!), quote.sendingCurrency);
  if (available < quote.totalSendingAmount) throw insufficientFunds(available, quote.totalSendingAmount);
  const customer = quote.customerId === undefined ? undefined : customers(k).get(quote.customerId);
  // A trusted beneficiary skips the per-transaction ceremony (reference OpenAPI: startBeneficiaryTrust).
  const trusted = quote.destination.destinationType === 'ACCOUNT' && quote.destinationKind === 'EXTERNAL' && isTrustedBeneficiary(k, quote.destination.accountId);
  if (customer && needsSca(customer) && !trusted) {
    const factor = options.scaFactor ?? 'SMS_OTP';
    if (factor === 'PASSKEY' && !factorsOf(k, customer.id).passkey) throw invalidInput([{ field: 'scaFactor', message: 'the customer has no passkey enrolled' }]);
    quotes(k).update({ ...quote, status: 'PENDING_AUTHORIZATION', sca: startSca(k, customer.id, roundsFor(k, quote), 'EXECUTE', factor === 'TOTP' ? 'SMS_OTP' : factor) });
    awaitAuthorization(k, quote);
    return undefined;
  }
  release(k, quote.id, options.immediate ? { immediate: true } : {});
  return undefined;
}

/**
 * The payment exists from execution while it awaits authorization: nothing is debited yet, the
 * platform hears OUTGOING_PAYMENT.PENDING_AUTHORIZATION, and it expires with the quote.
 */
function awaitAuthorization(k: Kernel, quote: QuoteRecord): void {
  const tx = saveTransaction(k, { ...newOutgoing(k, quote), status: 'PENDING_AUTHORIZATION' }, { isNew: true });
  k.emit('OUTGOING_PAYMENT.PENDING_AUTHORIZATION', transactionView(tx));
  k.schedule(AUTHORIZATION_EXPIRY_JOB, quote.id, quote.expiresAt);
}

const AUTHORIZATION_EXPIRY_JOB = 'QUOTE_AUTHORIZATION_EXPIRY';

/** A quote still awaiting authorization when its window closes expires, and so does its payment (OUTGOING_PAYMENT.EXPIRED). */
export function registerQuoteJobs(k: Kernel): void {
  k.onJob(AUTHORIZATION_EXPIRY_JOB, (quoteId) => {
    const quote = quotes(k).get(quoteId);
    if (!quote || quote.status !== 'PENDING_AUTHORIZATION' || quote.executedAt !== undefined || k.now() < quote.expiresAt) return;
    quotes(k).update({ ...quote, status: 'EXPIRED' });
    const tx = transactions(k).get(quote.transactionId);
    if (tx?.status !== 'PENDING_AUTHORIZATION') return;
    const expired = saveTransaction(k, { ...tx, status: 'EXPIRED', failureReason: 'SCA_NOT_COMPLETED' });
    k.emit('OUTGOING_PAYMENT.EXPIRED', transactionView(expired));
  });
}

/** Executes a quote in its own transaction; returns it as it now is. */
export function executeQuote(k: Kernel, quoteId: string, options: ExecuteOptions = {}): QuoteRecord {
  const refused = k.store.transaction(() => executeInTransaction(k, quoteId, options));
  if (refused) throw refused;
  return mustQuote(k, quoteId);
}

/** An EMBEDDED_WALLET source must carry a stamp over the quote's payloadToSign by a live session of that wallet (no Request-Id). */
export async function checkQuoteStamp(k: Kernel, quote: QuoteRecord, headers: Headers): Promise<void> {
  if (quote.payloadToSign === undefined) return;
  const header = headers.get(SIGNATURE_HEADER);
  if (header === null) throw unauthorized('Executing a quote from an embedded wallet needs the Service-Wallet-Signature header over its payloadToSign.', 'WALLET_SIGNATURE_MISSING');
  await checkStamp(k, quote.payloadToSign, header, activeSessionKeys(k, quote.sourceAccountId!));
}

/** A payment arriving for a realtime quote (spec: Quote states, "service receives payment carrying the correct reference"). */
export function receiveRealtimePayment(k: Kernel, quoteId: string, currencyCode: string, amount: number | undefined): TransactionRecord {
  return k.store.transaction(() => {
    const quote = current(k, mustQuote(k, quoteId));
    if (quote.source.sourceType !== 'REALTIME_FUNDING') throw invalidInput([{ field: 'quoteId', message: 'only a REALTIME_FUNDING quote takes a payment' }]);
    if (quote.status === 'PENDING_AUTHORIZATION') throw invalidInput([{ field: 'quoteId', message: 'the quote awaits SCA authorization; its payment instructions are withheld' }]);
    // POST /sandbox/send documents no 409: a quote that cannot take a payment is a field error.
    if (quote.status === 'EXPIRED') throw invalidInput([{ field: 'quoteId', message: 'the quote expired before it was paid; create a new quote' }]);
    if (quote.status !== 'PENDING') throw invalidInput([{ field: 'quoteId', message: `this quote was already paid (status ${quote.status})` }]);
    if (currencyCode !== quote.sendingCurrency) throw invalidInput([{ field: 'currencyCode', message: `expected ${quote.sendingCurrency}, the quote's sending currency` }]);
    if (amount !== undefined && amount !== quote.totalSendingAmount) throw invalidInput([{ field: 'currencyAmount', message: `expected ${quote.totalSendingAmount}, the quote's totalSendingAmount` }]);
    return release(k, quote.id);
  });
}
