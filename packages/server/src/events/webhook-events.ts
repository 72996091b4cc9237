import { canonicalId } from '../ownership.js';
import type { WebhookEnvelope } from '../webhook.js';

/** An event for one end user's browser: their customer, the webhook's type, and the data they may see. */
export interface UserEvent {
  /** The customer the event concerns, and the only one it is sent to. */
  customerId: string;
  /** The webhook's type, e.g. `OUTGOING_PAYMENT.COMPLETED`, or the handler's own `session.revoked`. */
  type: string;
  /** ISO 8601, when it happened (the webhook's timestamp). */
  timestamp: string;
  /** What that user may see of the webhook's data (an allowlist per type). */
  data: Record<string, unknown>;
}

/** How a family of webhook types reaches browsers: who it concerns, and the only data fields they see. */
interface Family {
  /** The customers concerned, by id, or by UMA address (`uma:` first) for the caller to resolve. */
  parties(data: Record<string, unknown>): unknown[];
  fields: readonly string[];
}

const TRANSACTION_FIELDS = ['id', 'status', 'type', 'direction', 'customerId', 'sentAmount', 'receivedAmount', 'quoteId', 'createdAt', 'updatedAt', 'settledAt'];

/**
 * The allowlist (issue 23): per webhook family, the fields a browser may see. What is left out
 * stays on the server: a sender's `counterpartyInformation`, a card's `issuerTransactionToken`,
 * funding instructions, the platform's own ids. A type of no family here (bulk uploads, tests,
 * anything new) reaches no browser.
 */
const FAMILIES: Readonly<Record<string, Family>> = {
  OUTGOING_PAYMENT: { parties: (data) => [data.customerId], fields: TRANSACTION_FIELDS },
  INCOMING_PAYMENT: { parties: (data) => [data.customerId], fields: TRANSACTION_FIELDS },
  CARD_TRANSACTION: {
    parties: (data) => [data.customerId],
    fields: ['id', 'status', 'type', 'direction', 'customerId', 'cardId', 'authorizedAmount', 'settledAmount', 'refundedAmount', 'merchant', 'description', 'createdAt', 'updatedAt'],
  },
  CARD: { parties: (data) => [data.cardholderId], fields: ['id', 'state', 'cardholderId', 'last4', 'updatedAt'] },
  CUSTOMER: { parties: (data) => [data.id], fields: ['id', 'kycStatus', 'kybStatus', 'updatedAt'] },
  VERIFICATION: { parties: (data) => [data.customerId], fields: ['id', 'customerId', 'verificationStatus', 'updatedAt'] },
  INTERNAL_ACCOUNT: { parties: (data) => [data.customerId], fields: ['id', 'customerId', 'status', 'balance', 'updatedAt'] },
  EXTERNAL_ACCOUNT: { parties: (data) => [data.customerId], fields: ['id', 'customerId', 'status', 'updatedAt'] },
  AGENT_ACTION: { parties: (data) => [data.customerId], fields: ['id', 'agentId', 'customerId', 'status', 'type', 'createdAt', 'updatedAt'] },
  // Two parties, known by their UMA addresses: the inviter and whoever claimed.
  INVITATION: { parties: (data) => [`uma:${String(data.inviterUma)}`, `uma:${String(data.inviteeUma)}`], fields: ['code', 'status', 'claimedAt', 'inviterUma', 'inviteeUma'] },
};

/** Kept to the allowlist, and the nested objects kept as they are (amounts, a merchant's name and place). */
function allowed(data: Record<string, unknown>, fields: readonly string[]): Record<string, unknown> {
  return Object.fromEntries(fields.filter((field) => data[field] !== undefined).map((field) => [field, data[field]]));
}

/**
 * The events a verified webhook makes: one per customer it concerns, each with the allowlisted data.
 * `customerOfUma` finds the customer behind an UMA address (undefined: nobody here).
 */
export async function userEventsOf(envelope: WebhookEnvelope, customerOfUma: (uma: string) => Promise<string | undefined>): Promise<UserEvent[]> {
  const family = FAMILIES[envelope.type.split('.')[0]!];
  const data = envelope.data;
  if (!family || !data || typeof data !== 'object' || Array.isArray(data)) return [];
  const record = data as Record<string, unknown>;
  const customers = new Set<string>();
  for (const party of family.parties(record)) {
    if (typeof party !== 'string') continue;
    const customer = party.startsWith('uma:') ? (party === 'uma:undefined' ? undefined : await customerOfUma(party.slice(4))) : party;
    const id = customer === undefined ? undefined : canonicalId(customer);
    if (id?.kind === 'Customer') customers.add(id.id);
  }
  const view = allowed(record, family.fields);
  return [...customers].map((customerId) => ({ customerId, type: envelope.type, timestamp: envelope.timestamp, data: view }));
}
