import { bytesToHex } from '@wallet-kit/key-store/encoding';
import type { Kernel } from '../../kernel/kernel.js';
import { ServiceError, invalidInput } from '../../platform/errors.js';
import { checkBody } from '../../platform/schema.js';
import { customerView, customers, platformCustomerIdOf } from '../customers/index.js';
import { internalAccounts } from '../internal-accounts/index.js';
import { cardSecrets, saveCard, type CardRecord } from './repo.js';
import { cardView } from './views.js';

/** Currencies a card can transact in, and the network that brands each program. */
const CARD_PROGRAMS: Readonly<Record<string, CardRecord['brand']>> = { USD: 'VISA', EUR: 'MASTERCARD' };
/** Only EU programs take a static 3-D Secure password (reference OpenAPI: CardCreateRequest.threeDSecurePassword). */
const STATIC_3DS_CURRENCIES = ['EUR'];
/** How long the issuer takes to provision a new card (PROCESSING -> ACTIVE) on the sandbox clock. */
export const PROVISIONING_MS = 1000;

const ineligible = (reason: string, field: string) => new ServiceError(400, 'FUNDING_SOURCE_INELIGIBLE', reason, { details: { errors: [{ field, message: reason }] } });

/**
 * Checks a list of funding sources (reference OpenAPI: fundingSources): each an internal account
 * of the cardholder, all in one card-eligible currency (`expected` when the card has one already).
 * Returns that currency.
 */
export function checkFundingSources(k: Kernel, cardholderId: string, sources: readonly string[], expected?: string): string {
  if (new Set(sources).size !== sources.length) throw invalidInput([{ field: 'fundingSources', message: 'expected each internal account once' }]);
  let cardCurrency = expected;
  sources.forEach((id, i) => {
    const field = `fundingSources[${i}]`;
    const account = internalAccounts(k).get(id);
    if (!account || account.customerId !== cardholderId) throw ineligible(`${id} is not an internal account of the cardholder ${cardholderId}.`, field);
    if (!(account.currency in CARD_PROGRAMS)) throw ineligible(`${id} holds ${account.currency}; cards transact in ${Object.keys(CARD_PROGRAMS).join(' or ')}.`, field);
    cardCurrency ??= account.currency;
    if (account.currency !== cardCurrency) throw ineligible(`${id} holds ${account.currency}; every funding source of this card must hold ${cardCurrency}.`, field);
  });
  return cardCurrency!;
}

/** A card number with the program's prefix and a valid Luhn check digit (ISO/IEC 7812-1 Annex B). */
function cardNumber(k: Kernel, brand: CardRecord['brand']): string {
  const digits = (brand === 'VISA' ? '4' : '5') + k.secrets.digits(14);
  let sum = 0;
  for (let i = 0; i < digits.length; i += 1) {
    let d = Number(digits[digits.length - 1 - i]);
    if (i % 2 === 0) d = d * 2 > 9 ? d * 2 - 9 : d * 2;
    sum += d;
  }
  return digits + String((10 - (sum % 10)) % 10);
}

interface NewCard {
  cardholderId: string;
  currency: string;
  fundingSources: readonly string[];
  form: CardRecord['form'];
  maxSpendPerTransaction: number | null;
  platformCardId?: string;
  state?: CardRecord['state'];
}

/** A new card's record (not yet saved), with its number and CVC put in the processor's vault. */
export function newCard(k: Kernel, input: NewCard): CardRecord {
  const now = k.now();
  const brand = CARD_PROGRAMS[input.currency]!;
  const pan = cardNumber(k, brand);
  const issued = new Date(now);
  const card: CardRecord = {
    id: k.id('Card'),
    cardholderId: input.cardholderId,
    platformCardId: input.platformCardId ?? `card-${platformCustomerIdOf(k, input.cardholderId)}-${k.code(6).toLowerCase()}`,
    state: input.state ?? 'PROCESSING',
    stateReason: null,
    brand,
    form: input.form,
    last4: pan.slice(-4),
    expMonth: issued.getUTCMonth() + 1,
    expYear: issued.getUTCFullYear() + 4,
    fundingSources: [...input.fundingSources],
    maxSpendPerTransaction: input.maxSpendPerTransaction,
    currency: input.currency,
    processorRef: `card_${bytesToHex(k.ids.bytes(6))}`,
    issuerRef: `issuer_card_${bytesToHex(k.ids.bytes(6))}`,
    createdAt: now,
    updatedAt: now,
  };
  cardSecrets(k).insert({ id: card.id, pan, cvc: k.secrets.digits(3) });
  return card;
}

/**
 * Issues a card (reference OpenAPI: createCard), in one transaction: the cardholder's KYC must read
 * APPROVED, the funding sources must be theirs and in one card currency; the card starts PROCESSING
 * and the issuer activates it after `PROVISIONING_MS` (`CARD.STATE_CHANGE` then).
 */
export function issueCard(k: Kernel, body: unknown): CardRecord {
  const request = checkBody('post', '/cards', body);
  return k.store.transaction(() => {
    const holder = customers(k).get(request.cardholderId);
    if (!holder) throw invalidInput([{ field: 'cardholderId', message: `expected the id of a customer, got ${JSON.stringify(request.cardholderId)}` }]);
    // The customer's own answer decides, so a KYC (or KYB) state shown on the customer is the one enforced here.
    const view = customerView(holder) as { kycStatus?: string; kybStatus?: string };
    const kyc = view.kycStatus ?? view.kybStatus;
    if (kyc !== 'APPROVED') throw new ServiceError(400, 'CARDHOLDER_KYC_NOT_APPROVED', `The cardholder's KYC status is ${String(kyc)}, not APPROVED.`);
    const cardCurrency = checkFundingSources(k, holder.id, request.fundingSources);
    if (request.threeDSecurePassword !== undefined && !STATIC_3DS_CURRENCIES.includes(cardCurrency)) {
      throw invalidInput([{ field: 'threeDSecurePassword', message: `expected no static 3-D Secure password: ${cardCurrency} card programs do not take one` }]);
    }
    const card = newCard(k, { cardholderId: holder.id, currency: cardCurrency, fundingSources: request.fundingSources, form: request.form, maxSpendPerTransaction: request.maxSpendPerTransaction ?? null, ...(request.platformCardId === undefined ? {} : { platformCardId: request.platformCardId }) });
    // The 3-D Secure password is forwarded to the issuer and discarded: it is not kept anywhere.
    k.schedule('CARD_ACTIVATE', card.id, card.createdAt + PROVISIONING_MS);
    return saveCard(k, card, { isNew: true });
  });
}

/** The issuer finishes provisioning: PROCESSING -> ACTIVE, with its `CARD.STATE_CHANGE`. */
export function activateCard(k: Kernel, card: CardRecord): void {
  if (card.state !== 'PROCESSING') return;
  k.emit('CARD.STATE_CHANGE', cardView(saveCard(k, { ...card, state: 'ACTIVE', updatedAt: k.now() })));
}
