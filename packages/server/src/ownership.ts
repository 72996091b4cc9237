import type { Upstream } from './upstream.js';

/** An id the service issued: `<ResourceType>:<uuid>` (spec: Resources). */
const SERVICE_ID = /^([A-Za-z]+):([0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12})$/i;

/** The kinds of id that name something an end user owns; others (Request, Webhook, ScaChallenge) name no resource of theirs. */
export const OWNED_KINDS = ['Customer', 'InternalAccount', 'ExternalAccount', 'Quote', 'Transaction', 'AuthMethod', 'Session', 'Card', 'CardTransaction', 'Verification', 'BeneficialOwner', 'Document', 'DelegatedKey', 'Agent', 'AgentAction'] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];

export interface FoundId {
  kind: OwnedKind;
  /** The id in one spelling (the kind as the spec writes it, the UUID in lower case), whatever case it came in. */
  id: string;
  /** Where it was first found: `path`, `query.customerId`, `body.source.accountId`, ... */
  where: string;
}

/**
 * The canonical spelling of a service id of an owned kind, or undefined. Kinds and UUIDs are read
 * case-insensitively: were the service to accept `customer:` or an upper-case UUID, no spelling of
 * another user's id may slip past the check.
 */
export function canonicalId(text: string): { kind: OwnedKind; id: string } | undefined {
  const match = SERVICE_ID.exec(text);
  if (!match) return undefined;
  const kind = OWNED_KINDS.find((candidate) => candidate.toLowerCase() === match[1]!.toLowerCase());
  return kind ? { kind, id: `${kind}:${match[2]!.toLowerCase()}` } : undefined;
}

/** Every distinct service id in the path segments, the query and the JSON body, wherever it hides. */
export function findIds(path: string, query: URLSearchParams, body: unknown): FoundId[] {
  const found = new Map<string, FoundId>();
  const note = (text: string, where: string) => {
    const id = canonicalId(safeDecode(text));
    if (id && !found.has(id.id)) found.set(id.id, { ...id, where });
  };
  path.split('/').forEach((segment) => note(segment, 'path'));
  for (const [name, value] of query) note(value, `query.${name}`);
  // Without recursion: the parse step bounds the depth, and a stack of its own cannot overflow.
  const stack: Array<[unknown, string]> = [[body, 'body']];
  while (stack.length > 0) {
    const [value, where] = stack.pop()!;
    if (typeof value === 'string') note(value, where);
    else if (Array.isArray(value)) value.forEach((item, i) => stack.push([item, `${where}[${i}]`]));
    else if (value && typeof value === 'object') for (const [key, item] of Object.entries(value)) stack.push([item, `${where}.${key}`]);
  }
  return [...found.values()];
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What the handler learns about an end user from the service: each lookup at most once per call. */
export interface Holdings {
  internalAccounts(): Promise<Set<string>>;
  externalAccounts(): Promise<Set<string>>;
  credentials(): Promise<Set<string>>;
  sessions(): Promise<Set<string>>;
  quote(id: string): Promise<Record<string, unknown> | undefined>;
  transaction(id: string): Promise<Record<string, unknown> | undefined>;
  card(id: string): Promise<Record<string, unknown> | undefined>;
  /** One resource as the service shows it (`/verifications/{id}`, `/documents/{id}`, ...), read once per call. */
  resource(path: string): Promise<Record<string, unknown> | undefined>;
  /** The user's own UMA address, as the service has it on their customer. */
  umaAddress(): Promise<string | undefined>;
  agent(id: string): Promise<Record<string, unknown> | undefined>;
  /** The agent actions waiting for the user's approval. */
  pendingAgentActions(): Promise<Set<string>>;
}

/** A list is read to at most this many pages (100 items each): a user with more is refused rather than served slowly. */
const MAX_PAGES = 50;

/**
 * `learn` is told the ids of the user's own account lists as they are read (the lists scoped by
 * their customer id), so that a handler that remembers owners keeps them.
 */
export function holdingsOf(customerId: string, upstream: Upstream, learn?: (ids: Set<string>) => Promise<void>): Holdings {
  const memo = new Map<string, Promise<unknown>>();
  const once = <T>(key: string, load: () => Promise<T>): Promise<T> => {
    if (!memo.has(key)) memo.set(key, load());
    return memo.get(key) as Promise<T>;
  };
  const query = (name: string, value: string) => `${name}=${encodeURIComponent(value)}`;

  async function ids(path: string): Promise<Set<string>> {
    const out = new Set<string>();
    let cursor: string | undefined;
    for (let page = 0; page < MAX_PAGES; page++) {
      const answer = await upstream.getJson(`${path}&limit=100${cursor ? `&${query('cursor', cursor)}` : ''}`);
      for (const item of (answer?.data ?? []) as Record<string, unknown>[]) {
        const id = typeof item.id === 'string' ? canonicalId(item.id) : undefined;
        if (id) out.add(id.id);
      }
      cursor = answer?.hasMore === true && typeof answer.nextCursor === 'string' ? answer.nextCursor : undefined;
      if (!cursor) break;
    }
    return out;
  }

  const learned = (path: string) => async () => {
    const found = await ids(path);
    await learn?.(found);
    return found;
  };
  const internalAccounts = () => once('internal', learned(`/customers/internal-accounts?${query('customerId', customerId)}`));
  const perAccount = (path: string) => async () => {
    const sets = await Promise.all([...(await internalAccounts())].map((accountId) => ids(`${path}?${query('accountId', accountId)}`)));
    return new Set(sets.flatMap((set) => [...set]));
  };
  const credentials = perAccount('/auth/credentials');
  const sessions = perAccount('/auth/sessions');
  return {
    internalAccounts,
    externalAccounts: () => once('external', learned(`/customers/external-accounts?${query('customerId', customerId)}`)),
    credentials: () => once('credentials', credentials),
    sessions: () => once('sessions', sessions),
    quote: (id) => once(`quote:${id}`, () => upstream.getJson(`/quotes/${encodeURIComponent(id)}`)),
    transaction: (id) => once(`transaction:${id}`, () => upstream.getJson(`/transactions/${encodeURIComponent(id)}`)),
    card: (id) => once(`card:${id}`, () => upstream.getJson(`/cards/${encodeURIComponent(id)}`)),
    resource: (path) => once(`resource:${path}`, () => upstream.getJson(path)),
    agent: (id) => once(`agent:${id}`, () => upstream.getJson(`/agents/${encodeURIComponent(id)}`)),
    pendingAgentActions: () => once('agent-actions', () => ids(`/agents/approvals?${query('customerId', customerId)}`)),
    umaAddress: () => once('uma', async () => {
      const address = (await upstream.getJson(`/customers/${encodeURIComponent(customerId)}`))?.umaAddress;
      return typeof address === 'string' ? address : undefined;
    }),
  };
}

/** Whether the id belongs to `customerId`, asking the service only what this id needs. */
export async function ownedBy(customerId: string, found: FoundId, holdings: Holdings): Promise<boolean> {
  const same = (other: unknown) => typeof other === 'string' && canonicalId(other)?.id === canonicalId(customerId)?.id;
  switch (found.kind) {
    case 'Customer':
      return same(found.id);
    case 'InternalAccount':
      return (await holdings.internalAccounts()).has(found.id);
    case 'ExternalAccount':
      return (await holdings.externalAccounts()).has(found.id);
    case 'AuthMethod':
      return (await holdings.credentials()).has(found.id);
    case 'Session':
      return (await holdings.sessions()).has(found.id);
    case 'Transaction':
    case 'CardTransaction':
      // Card transactions are read where payments are (spec: GET /transactions/{id}, the CARD variant).
      return same((await holdings.transaction(found.id))?.customerId);
    case 'Card':
      return same((await holdings.card(found.id))?.cardholderId);
    case 'Verification':
      return same((await holdings.resource(`/verifications/${encodeURIComponent(found.id)}`))?.customerId);
    case 'BeneficialOwner':
      return same((await holdings.resource(`/beneficial-owners/${encodeURIComponent(found.id)}`))?.customerId);
    case 'DelegatedKey': {
      const key = await holdings.resource(`/auth/delegated-keys/${encodeURIComponent(found.id)}`);
      return typeof key?.accountId === 'string' && (await holdings.internalAccounts()).has(canonicalId(key.accountId)?.id ?? '');
    }
    case 'Document': {
      // A document is held by the customer, or by one of their business's beneficial owners.
      const holder = (await holdings.resource(`/documents/${encodeURIComponent(found.id)}`))?.documentHolder;
      if (typeof holder !== 'string') return false;
      const kind = canonicalId(holder);
      if (kind?.kind === 'Customer') return same(holder);
      return kind?.kind === 'BeneficialOwner' && same((await holdings.resource(`/beneficial-owners/${encodeURIComponent(kind.id)}`))?.customerId);
    }
    case 'Agent':
      return same((await holdings.agent(found.id))?.customerId);
    case 'AgentAction':
      // Only an action still waiting for approval can be approved or rejected, so the pending ones suffice.
      return (await holdings.pendingAgentActions()).has(found.id);
    case 'Quote': {
      const quote = await holdings.quote(found.id);
      if (!quote) return false;
      // A quote is the user's when its source is: their account, or realtime funding for them.
      const source = (quote.source ?? {}) as { accountId?: unknown; customerId?: unknown };
      if (typeof source.accountId === 'string') return (await holdings.internalAccounts()).has(canonicalId(source.accountId)?.id ?? '');
      return same(source.customerId);
    }
  }
}
