import type { Schema } from '@wallet-kit/contract';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { externalAccounts, ownerProblem, type ExternalAccountRecord } from '../external-accounts/index.js';
import { internalAccounts, type InternalAccountRecord } from '../internal-accounts/index.js';
import { createQuote, executeInTransaction, type QuoteRecord } from '../quotes/index.js';
import { startIncoming, transactions, type TransactionRecord } from '../transactions/index.js';

/** The body of POST /transfer-out and /transfer-in (reference OpenAPI: TransferOutRequest, TransferInRequest). */
export interface TransferRequest {
  source: { accountId: string };
  destination: { accountId: string; paymentRail?: Schema<'PaymentRail'> };
  amount?: number;
  remittanceInformation?: string;
}

/** Who may be named: any account for the platform, only its customer's for an agent. */
export interface TransferScope {
  customerId?: string;
}

/** Seconds an ACH pull takes to settle. */
const ACH_PULL_SECONDS = 60;

function internal(k: Kernel, id: string, scope: TransferScope): InternalAccountRecord {
  const account = internalAccounts(k).get(id);
  if (!account || (scope.customerId !== undefined && account.customerId !== scope.customerId)) throw notFound('Internal account', id);
  return account;
}

function external(k: Kernel, id: string, scope: TransferScope): ExternalAccountRecord {
  const account = externalAccounts(k).get(id);
  if (!account || (scope.customerId !== undefined && account.customerId !== scope.customerId)) throw notFound('External account', id);
  return account;
}

/** Same currency, the one owner rule (`ownerProblem`), an amount: what both deprecated transfers need. */
function checkPair(request: TransferRequest, inside: InternalAccountRecord, outside: ExternalAccountRecord, outward: boolean): number {
  const errors = [] as { field: string; message: string }[];
  if (request.amount === undefined) errors.push({ field: 'amount', message: 'is required: the sandbox moves the amount named, in the smallest unit' });
  else if (!Number.isSafeInteger(request.amount) || request.amount <= 0) errors.push({ field: 'amount', message: `expected an integer above 0, got ${request.amount}` });
  if (inside.currency !== outside.currency) errors.push({ field: 'destination.accountId', message: `a same-currency transfer needs both accounts in one currency; these hold ${inside.currency} and ${outside.currency} (use POST /quotes)` });
  const owner = ownerProblem(outside, inside.customerId, outward ? 'destination.accountId' : 'source.accountId');
  if (owner) errors.push(owner);
  if (errors.length > 0) throw invalidInput(errors);
  return request.amount!;
}

/**
 * Moves money from an internal account to an external one of the same currency (deprecated, still
 * live; reference OpenAPI: createTransferOut): a same-currency quote created and executed in one
 * transaction, so it debits at once and settles like any payout; in an SCA region it waits for
 * authorization of its quote (the transaction's `quoteId`).
 */
export function transferOut(k: Kernel, request: TransferRequest, scope: TransferScope = {}): { quote: QuoteRecord; transaction: TransactionRecord } {
  const source = internal(k, request.source.accountId, scope);
  const destination = external(k, request.destination.accountId, scope);
  const amount = checkPair(request, source, destination, true);
  if (source.type === 'EMBEDDED_WALLET') throw invalidInput([{ field: 'source.accountId', message: 'an EMBEDDED_WALLET signs each payment: create a quote and execute it with its payloadToSign' }]);
  const made = k.store.transaction(() => {
    const { quote } = createQuote(
      k,
      {
        source: { sourceType: 'ACCOUNT', accountId: source.id },
        destination: { destinationType: 'ACCOUNT', accountId: destination.id, ...(request.destination.paymentRail === undefined ? {} : { paymentRail: request.destination.paymentRail }) },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: amount,
        immediatelyExecute: false,
      },
    );
    return { quote, refused: executeInTransaction(k, quote.id) };
  });
  if (made.refused) throw made.refused;
  return { quote: made.quote, transaction: transactions(k).get(made.quote.transactionId)! };
}

/** A transfer-in's accounts and amount, checked: only an ACTIVE US bank account on ACH can be pulled. */
export function checkTransferIn(k: Kernel, request: TransferRequest, scope: TransferScope = {}): { source: ExternalAccountRecord; destination: InternalAccountRecord; amount: number } {
  const source = external(k, request.source.accountId, scope);
  const destination = internal(k, request.destination.accountId, scope);
  const amount = checkPair(request, destination, source, false);
  if (source.accountInfo.accountType !== 'USD_ACCOUNT' || !source.rails.includes('ACH') || source.status !== 'ACTIVE') {
    throw invalidInput([{ field: 'source.accountId', message: 'only an ACTIVE US bank account on ACH can be pulled from; fund other accounts by their payment instructions' }]);
  }
  return { source, destination, amount };
}

/** Starts an ACH pull in the caller's transaction: an INCOMING payment, credited when it settles. */
export function startPull(k: Kernel, source: ExternalAccountRecord, destination: InternalAccountRecord, amount: number, id?: string): TransactionRecord {
  return startIncoming(k, {
    ...(id === undefined ? {} : { id }),
    account: destination,
    source: { sourceType: 'ACCOUNT', accountId: source.id },
    sentAmount: { amount, currency: source.currency },
    receivedAmount: amount,
    exchangeRate: 1,
    fees: 0,
    paymentRail: 'ACH',
    settlementSeconds: ACH_PULL_SECONDS,
    needsApproval: false,
    description: 'Transfer in (ACH pull)',
  });
}

/**
 * Pulls money from an external account into an internal one (deprecated, still live; reference
 * OpenAPI: createTransferIn): the payment is PENDING and credited when the ACH debit settles.
 */
export function transferIn(k: Kernel, request: TransferRequest, scope: TransferScope = {}): TransactionRecord {
  const { source, destination, amount } = checkTransferIn(k, request, scope);
  return k.store.transaction(() => startPull(k, source, destination, amount));
}
