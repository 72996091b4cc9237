import { iso } from '../clock.js';
import { currency } from '../payments/currencies.js';
import type {
  AgentActionRecord,
  AgentRecord,
  CredentialRecord,
  CurrencyAmountRecord,
  CustomerRecord,
  ExternalAccountRecord,
  InternalAccountRecord,
  QuoteRecord,
  SandboxState,
  ScaChallengeRecord,
  SessionRecord,
  TransactionRecord,
} from './types.js';

/** Record -> the service's JSON shapes (spec: Resources and their fields). Only views reach the wire. */

const amount = (value: CurrencyAmountRecord) => ({ amount: value.amount, currency: currency(value.currency) });

export function customerView(c: CustomerRecord): Record<string, unknown> {
  return {
    id: c.id,
    platformCustomerId: c.platformCustomerId,
    customerType: c.customerType,
    region: c.region,
    currencies: c.currencies,
    ...(c.email === undefined ? {} : { email: c.email }),
    ...(c.phoneNumber === undefined ? {} : { phoneNumber: c.phoneNumber }),
    umaAddress: c.umaAddress,
    ...(c.customerType === 'INDIVIDUAL' ? { fullName: c.fullName, kycStatus: 'APPROVED' } : { businessInfo: { legalName: c.businessName }, kybStatus: 'APPROVED' }),
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    isDeleted: false,
  };
}

/** How to pay into an account or a realtime quote, per currency (spec: PaymentInstructions). */
export function fundingInfo(currencyCode: string, reference: string, extra: Record<string, unknown> = {}): Record<string, unknown> {
  switch (currencyCode) {
    case 'USD':
      return {
        accountType: 'USD_ACCOUNT',
        reference,
        paymentRails: ['RTP', 'FEDNOW', 'WIRE'],
        accountNumber: '8801234567',
        routingNumber: '021000021',
        bankAccountType: 'CHECKING',
        bankName: 'Sandbox National Bank',
        bankAddress: '1 Sandbox Plaza, New York, NY 10004, US',
        ...extra,
      };
    case 'EUR':
      return { accountType: 'EUR_ACCOUNT', reference, iban: 'DE89370400440532013000', swiftCode: 'COBADEFFXXX', paymentRails: ['SEPA_INSTANT'], ...extra };
    case 'MXN':
      return { accountType: 'MXN_ACCOUNT', reference, clabeNumber: '002010077777777771', paymentRails: ['SPEI'], ...extra };
    case 'BRL':
      // A PIX "copia e cola" payload: EMV fields with the reference as the transaction id.
      return { accountType: 'BRL_ACCOUNT', qrCode: `00020126580014br.gov.bcb.pix0136sandbox-pix-key-0001520400005303986${'62'}${String(reference.length + 4).padStart(2, '0')}05${String(reference.length).padStart(2, '0')}${reference}6304ABCD`, ...extra };
    case 'USDC':
      return { accountType: 'SOLANA_WALLET', assetType: 'USDC', address: `Sandbox${reference}So1anaDepositAddr11111111`, ...extra };
    case 'BTC':
      return { accountType: 'SPARK_WALLET', assetType: 'BTC', address: `sprt1sandbox${reference.toLowerCase()}`, invoice: `lnbcrt1sandbox${reference.toLowerCase()}`, ...extra };
    default:
      return { accountType: 'SWIFT_ACCOUNT', reference, swiftCode: 'SANDUS33XXX', accountNumber: '8801234567', ...extra };
  }
}

export function internalAccountView(a: InternalAccountRecord): Record<string, unknown> {
  const balance = amount({ amount: a.balance, currency: a.currency });
  return {
    id: a.id,
    ...(a.customerId === undefined ? {} : { customerId: a.customerId }),
    type: a.type,
    status: a.status,
    balance,
    totalBalance: balance,
    fundingPaymentInstructions: a.type === 'EMBEDDED_WALLET' ? [] : [{ accountOrWalletInfo: fundingInfo(a.currency, a.reference), isPlatformAccount: a.customerId === undefined }],
    ...(a.type === 'EMBEDDED_WALLET' ? { privateEnabled: a.privateEnabled === true } : {}),
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
  };
}

export function externalAccountView(a: ExternalAccountRecord): Record<string, unknown> {
  return {
    id: a.id,
    ...(a.customerId === undefined ? {} : { customerId: a.customerId }),
    status: a.status,
    currency: a.currency,
    ownershipType: 'FIRST_PARTY',
    accountInfo: a.accountInfo,
  };
}

export function authMethodView(c: CredentialRecord, extra: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    id: c.id,
    accountId: c.accountId,
    type: c.type,
    ...(c.passkey ? { credentialId: c.passkey.credentialId } : {}),
    nickname: c.nickname,
    createdAt: iso(c.createdAt),
    updatedAt: iso(c.updatedAt),
    ...extra,
  };
}

export function sessionView(s: SessionRecord, encryptedSessionSigningKey?: string): Record<string, unknown> {
  return {
    id: s.id,
    accountId: s.accountId,
    type: s.type,
    nickname: s.nickname,
    createdAt: iso(s.createdAt),
    updatedAt: iso(s.updatedAt),
    expiresAt: iso(s.expiresAt),
    ...(encryptedSessionSigningKey === undefined ? {} : { encryptedSessionSigningKey }),
  };
}

export function scaChallengeView(ch: ScaChallengeRecord, options: Record<string, unknown> | undefined): Record<string, unknown> {
  return {
    id: ch.id,
    expiresAt: iso(ch.expiresAt),
    factor: ch.factor,
    availableFactors: ch.availableFactors,
    ...(ch.purpose === undefined ? {} : { purpose: ch.purpose }),
    ...(ch.factor === 'PASSKEY' && options ? { passkeyAssertionOptions: options } : {}),
  };
}

export function quoteView(q: QuoteRecord, passkeyOptions?: (ch: ScaChallengeRecord) => Record<string, unknown> | undefined): Record<string, unknown> {
  const challenge = q.status === 'PENDING_AUTHORIZATION' ? q.sca?.challenge : undefined;
  const instructions =
    q.paymentInstructions && !(q.status === 'PENDING_AUTHORIZATION' && q.sca?.stage === 'FUNDING') ? q.paymentInstructions : undefined;
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
    ...(instructions ? { paymentInstructions: instructions } : {}),
    transactionId: q.transactionId,
    rateDetails: q.rateDetails,
    ...(challenge ? { scaChallenge: scaChallengeView(challenge, passkeyOptions?.(challenge)) } : {}),
  };
}

export function transactionView(t: TransactionRecord): Record<string, unknown> {
  const base: Record<string, unknown> = {
    id: t.id,
    status: t.status,
    type: t.type,
    direction: t.direction,
    source: t.source,
    destination: t.onChainTransaction && t.status === 'COMPLETED' ? { ...t.destination, onChainTransaction: t.onChainTransaction } : t.destination,
    customerId: t.customerId,
    platformCustomerId: t.platformCustomerId,
    sentAmount: amount(t.sentAmount),
    receivedAmount: amount(t.receivedAmount),
    exchangeRate: t.exchangeRate,
    createdAt: iso(t.createdAt),
    updatedAt: iso(t.updatedAt),
    ...(t.settledAt === undefined ? {} : { settledAt: iso(t.settledAt) }),
    ...(t.quoteId === undefined ? {} : { quoteId: t.quoteId }),
    ...(t.description === undefined ? {} : { description: t.description }),
    ...(t.agentId === undefined ? {} : { agentId: t.agentId }),
    fees: t.fees,
  };
  if (t.status !== 'CREATED') base.reconciliationInstructions = { reference: t.reference };
  if (t.failureReason !== undefined) base.failureReason = t.failureReason;
  if (t.refund) {
    base.refund = {
      reference: t.refund.reference,
      initiatedAt: iso(t.refund.initiatedAt),
      ...(t.refund.settledAt === undefined ? {} : { settledAt: iso(t.refund.settledAt) }),
      status: t.refund.status,
      reason: t.refund.reason,
    };
  }
  if (t.type === 'OUTGOING') {
    Object.assign(base, {
      platformFees: t.platformFees,
      ...(t.rateDetails ? { rateDetails: t.rateDetails } : {}),
      paymentRail: t.paymentRail,
      railSelectionMode: t.railSelectionMode ?? null,
      expectedSettlementAt: t.expectedSettlementAt === null ? null : iso(t.expectedSettlementAt),
      settlementTimelineSeconds: t.settlementTimelineSeconds,
    });
  }
  return base;
}

export function agentView(a: AgentRecord): Record<string, unknown> {
  return {
    id: a.id,
    name: a.name,
    customerId: a.customerId,
    isPaused: a.isPaused,
    isConnected: a.isConnected,
    policy: a.policy,
    usage: {
      dailyTransactionCount: a.usage.dailyTransactionCount,
      dailySpend: a.usage.dailySpend,
      dailyResetDate: a.usage.day,
      monthlySpend: a.usage.monthlySpend,
      monthlyResetMonth: a.usage.month,
    },
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
  };
}

export function agentActionView(state: SandboxState, a: AgentActionRecord, platformCustomerId: string): Record<string, unknown> {
  const quote = state.quotes[a.quoteId];
  const tx = state.transactions[a.transactionId];
  return {
    id: a.id,
    agentId: a.agentId,
    customerId: a.customerId,
    platformCustomerId,
    status: a.status,
    type: a.type,
    ...(quote ? { quote: quoteView(quote) } : {}),
    ...(tx && (a.status === 'APPROVED' || a.status === 'FAILED') ? { transaction: transactionView(tx) } : {}),
    ...(a.rejectionReason === undefined ? {} : { rejectionReason: a.rejectionReason }),
    createdAt: iso(a.createdAt),
    updatedAt: iso(a.updatedAt),
  };
}
