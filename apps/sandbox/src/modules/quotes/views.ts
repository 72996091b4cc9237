import type { Schema } from '@wallet-kit/contract';
import { iso } from '../../kernel/clock.js';
import type { Kernel } from '../../kernel/kernel.js';
import { currency } from '../../platform/currencies.js';
import { passkeyAssertionOptions, type ScaChallengeRecord } from '../sca/index.js';
import { current, type QuoteRecord } from './repo.js';

function scaChallengeView(k: Kernel, customerId: string | undefined, ch: ScaChallengeRecord): Schema<'ScaChallenge'> {
  const options = passkeyAssertionOptions(k, customerId, ch);
  return {
    id: ch.id,
    expiresAt: iso(ch.expiresAt),
    factor: ch.factor,
    availableFactors: ch.availableFactors,
    ...(ch.purpose === undefined ? {} : { purpose: ch.purpose }),
    ...(ch.factor === 'PASSKEY' && options ? { passkeyAssertionOptions: options } : {}),
  };
}

/** A quote as the service shows it now (EXPIRED once past its window), with the pending SCA challenge (reference OpenAPI: Quote). */
export function quoteView(k: Kernel, record: QuoteRecord): Schema<'Quote'> {
  const q = current(k, record);
  const challenge = q.status === 'PENDING_AUTHORIZATION' ? q.sca?.challenge : undefined;
  const instructions = q.paymentInstructions && !(q.status === 'PENDING_AUTHORIZATION' && q.sca?.stage === 'FUNDING') ? q.paymentInstructions : undefined;
  return {
    id: q.id,
    status: q.status,
    createdAt: iso(q.createdAt),
    expiresAt: iso(q.expiresAt),
    source: q.source,
    destination: q.destination,
    sendingCurrency: currency(q.sendingCurrency),
    receivingCurrency: currency(q.receivingCurrency),
    totalSendingAmount: q.totalSendingAmount,
    totalReceivingAmount: q.totalReceivingAmount,
    exchangeRate: q.exchangeRate,
    feesIncluded: q.feesIncluded,
    platformFeesIncluded: q.platformFeesIncluded,
    ...(instructions ? { paymentInstructions: instructions as Schema<'Quote'>['paymentInstructions'] } : {}),
    transactionId: q.transactionId,
    rateDetails: q.rateDetails,
    ...(challenge ? { scaChallenge: scaChallengeView(k, q.customerId, challenge) } : {}),
  };
}
