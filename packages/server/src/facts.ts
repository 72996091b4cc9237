import { canonicalId, type OwnedKind } from './ownership.js';
import type { StateStore } from './store/state-store.js';

/**
 * The kinds whose owner never changes while they exist: once the handler knows whose one is, it
 * keeps that. Credentials, sessions, delegated keys and agent actions can be revoked or decided,
 * so they are asked again each time.
 */
const REMEMBERED: ReadonlySet<OwnedKind> = new Set<OwnedKind>(['InternalAccount', 'ExternalAccount', 'Quote', 'Transaction', 'CardTransaction', 'Card', 'Document', 'Verification']);

/** The field of an answer's object that names its owner, by kind (a quote is judged by its source). */
const OWNER_FIELD: Partial<Record<OwnedKind, string>> = {
  InternalAccount: 'customerId',
  ExternalAccount: 'customerId',
  Transaction: 'customerId',
  CardTransaction: 'customerId',
  Card: 'cardholderId',
  Document: 'documentHolder',
  Verification: 'customerId',
};

/** Writes skipped because this process made them lately: a list read again need not write its items again. */
const RECENT_WRITES = 10_000;
/** An answer larger than this is forwarded without being read for facts. */
const MAX_ANSWER_BYTES = 512 * 1024;

/**
 * What the handler remembers of who owns what (issue 23): `owner:<id>` -> the customer, in the
 * shared store, for `ttlMs`. Only positive facts, from a lookup that said so or from an answer the
 * service gave the signed-in user; never a refusal or a failed lookup.
 */
export interface OwnershipFacts {
  /** Whether `id` can be remembered at all. */
  remembers(kind: OwnedKind): boolean;
  /** The customer `id` is known to belong to, if any. */
  ownerOf(id: string): Promise<string | undefined>;
  /** Keeps that each of `ids` belongs to `customerId`. */
  remember(ids: Iterable<string>, customerId: string): Promise<void>;
  /** Forgets `id` (its deletion was forwarded). */
  forget(id: string): Promise<void>;
  /** Keeps what a 2xx JSON answer to the user's own call proves is theirs: the object, a list's items, a quote's transaction. */
  learnFrom(bytes: ArrayBuffer, customerId: string): Promise<void>;
}

export function ownershipFacts(store: StateStore, ttlMs: number): OwnershipFacts {
  const recent = new Map<string, string>();
  const key = (id: string) => `owner:${id}`;
  const customerOf = (text: unknown) => (typeof text === 'string' ? canonicalId(text) : undefined);

  async function remember(ids: Iterable<string>, customerId: string): Promise<void> {
    const owner = customerOf(customerId)?.id;
    if (!owner) return;
    const writes: Promise<unknown>[] = [];
    for (const id of ids) {
      const found = canonicalId(id);
      if (!found || !REMEMBERED.has(found.kind) || recent.get(found.id) === owner) continue;
      recent.delete(found.id);
      recent.set(found.id, owner);
      if (recent.size > RECENT_WRITES) recent.delete(recent.keys().next().value!);
      // `add`: a fact once kept is never overwritten by another.
      writes.push(store.add(key(found.id), owner, ttlMs));
    }
    await Promise.all(writes);
  }

  /** The ids an object of an answer proves the user's: itself by its owner field, a quote by its source. */
  async function provenBy(item: unknown, owner: string, out: Set<string>): Promise<void> {
    if (!item || typeof item !== 'object') return;
    const object = item as Record<string, unknown>;
    const found = customerOf(object.id);
    if (!found || !REMEMBERED.has(found.kind)) return;
    if (found.kind === 'Quote') {
      const source = (object.source ?? {}) as Record<string, unknown>;
      const account = customerOf(source.accountId);
      const ours = account ? (await store.get(key(account.id))) === owner || out.has(account.id) : customerOf(source.customerId)?.id === owner;
      if (!ours) return;
      out.add(found.id);
      const transaction = customerOf(object.transactionId);
      if (transaction?.kind === 'Transaction') out.add(transaction.id);
      return;
    }
    if (customerOf(object[OWNER_FIELD[found.kind]!])?.id === owner) out.add(found.id);
  }

  return {
    remembers: (kind) => REMEMBERED.has(kind),
    async ownerOf(id) {
      return store.get(key(id));
    },
    remember,
    async forget(id) {
      recent.delete(id);
      await store.delete(key(id));
    },
    async learnFrom(bytes, customerId) {
      const owner = customerOf(customerId)?.id;
      if (!owner || bytes.byteLength === 0 || bytes.byteLength > MAX_ANSWER_BYTES) return;
      let answer: unknown;
      try {
        answer = JSON.parse(new TextDecoder().decode(bytes));
      } catch {
        return;
      }
      const proven = new Set<string>();
      const items = answer && typeof answer === 'object' && Array.isArray((answer as { data?: unknown }).data) ? (answer as { data: unknown[] }).data : [answer];
      // In order: an account proven by an earlier item of the same answer proves a later quote.
      for (const item of items) await provenBy(item, owner, proven);
      await remember(proven, owner);
    },
  };
}
