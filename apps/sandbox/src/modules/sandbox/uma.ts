import type { Kernel } from '../../kernel/kernel.js';
import { currencyEntry, isCurrency, midRate } from '../../platform/currencies.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { MAX_AMOUNT } from '../../platform/validate.js';
import { customers, mustCustomer } from '../customers/index.js';
import { internalAccounts } from '../internal-accounts/index.js';
import { UMA_VASPS, umaParts } from '../receivers/index.js';
import { startIncoming, type TransactionRecord } from '../transactions/index.js';

/** The sandbox's own sending VASP: `$<outcome>.<currency>@sandbox.uma.example`. */
export const SANDBOX_SENDER_DOMAIN = 'sandbox.uma.example';

/** What a sandbox sender's payment does: `success`, `fail`, `return` (completes, then goes back) or `returnfail` (the return fails). */
const OUTCOMES: Record<string, TransactionRecord['plannedIncoming'] | 'SUCCESS'> = { success: 'SUCCESS', fail: 'FAIL', return: 'RETURN', returnfail: 'RETURN_FAIL' };

interface Sender {
  currency: string;
  plan?: TransactionRecord['plannedIncoming'];
}

/** A sender the sandbox knows: one of its own (`$success.usd@sandbox.uma.example`), or a receiver of the UMA directory. */
function senderOf(address: string, receivingCurrency: string): Sender {
  const parts = umaParts(address);
  if (parts?.domain === SANDBOX_SENDER_DOMAIN) {
    const [outcome, code] = parts.name.split('.');
    const plan = OUTCOMES[outcome ?? ''];
    const currencyCode = (code ?? '').toUpperCase();
    if (plan !== undefined && isCurrency(currencyCode)) return { currency: currencyCode, ...(plan === 'SUCCESS' ? {} : { plan }) };
  }
  const vasp = parts ? UMA_VASPS.find((candidate) => candidate.domain === parts.domain && candidate.failure === undefined) : undefined;
  if (vasp && parts && vasp.receivers.includes(parts.name)) return { currency: vasp.currencies.includes(receivingCurrency) ? receivingCurrency : vasp.currencies[0]! };
  throw notFound('Sender', address, 'UMA_NOT_FOUND');
}

export interface UmaReceiveRequest {
  senderUmaAddress: string;
  receiverUmaAddress?: string;
  customerId?: string;
  receivingCurrencyCode: string;
  receivingCurrencyAmount: number;
}

/**
 * A payment from a sandbox UMA sender to one of the platform's customers (reference OpenAPI:
 * sandboxReceive): PENDING, INCOMING_PAYMENT.PENDING asks the platform to approve it, then it is
 * credited, fails or comes back as its sender's name says.
 */
export function receiveUmaPayment(k: Kernel, request: UmaReceiveRequest): TransactionRecord {
  if (request.customerId === undefined && request.receiverUmaAddress === undefined) throw invalidInput([{ field: 'customerId', message: 'customerId or receiverUmaAddress is required: who receives' }]);
  if (!isCurrency(request.receivingCurrencyCode)) throw invalidInput([{ field: 'receivingCurrencyCode', message: `expected a currency the sandbox knows, got ${JSON.stringify(request.receivingCurrencyCode)}` }]);
  const customer = request.customerId !== undefined ? mustCustomer(k, request.customerId) : customers(k).first({ umaAddress: request.receiverUmaAddress }, { orderBy: 'umaAddress' });
  if (!customer) throw notFound('Receiver', request.receiverUmaAddress!, 'UMA_NOT_FOUND');
  const sender = senderOf(request.senderUmaAddress, request.receivingCurrencyCode);
  const account = internalAccounts(k).first({ customerId: customer.id, type: 'INTERNAL_FIAT', currency: request.receivingCurrencyCode }, { orderBy: 'createdAt' });
  if (!account) throw invalidInput([{ field: 'receivingCurrencyCode', message: `the customer has no ${request.receivingCurrencyCode} account to receive into` }]);
  const rate = midRate(sender.currency, request.receivingCurrencyCode);
  const sent = Math.ceil((request.receivingCurrencyAmount / 10 ** currencyEntry(request.receivingCurrencyCode).decimals) * rate * 10 ** currencyEntry(sender.currency).decimals);
  if (!(sent <= MAX_AMOUNT)) throw invalidInput([{ field: 'receivingCurrencyAmount', message: `expected an amount worth at most ${MAX_AMOUNT} in the sender's ${sender.currency}, got ${request.receivingCurrencyAmount} (${sent})` }]);
  return k.store.transaction(() =>
    startIncoming(k, {
      account,
      source: { sourceType: 'UMA_ADDRESS', umaAddress: request.senderUmaAddress },
      sentAmount: { amount: sent, currency: sender.currency },
      receivedAmount: request.receivingCurrencyAmount,
      exchangeRate: rate,
      fees: 0,
      paymentRail: null,
      settlementSeconds: 5,
      needsApproval: true,
      ...(sender.plan === undefined ? {} : { plan: sender.plan }),
    }),
  );
}
