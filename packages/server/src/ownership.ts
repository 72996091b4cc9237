/** An id the service issued: `<ResourceType>:<uuid>` (spec: Resources). */
const SERVICE_ID = /^([A-Z][A-Za-z]+):[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** The kinds of id that name something an end user owns; others (Request, Webhook, ScaChallenge) name no resource of theirs. */
export const OWNED_KINDS = ['Customer', 'InternalAccount', 'ExternalAccount', 'Quote', 'Transaction', 'AuthMethod', 'Session'] as const;
export type OwnedKind = (typeof OWNED_KINDS)[number];

export interface FoundId {
  kind: OwnedKind;
  id: string;
  where: string;
}

/** Every service id in the path segments, the query and the JSON body, wherever it hides. */
export function findIds(path: string, query: URLSearchParams, body: unknown): FoundId[] {
  const found: FoundId[] = [];
  const visit = (value: unknown, where: string) => {
    if (typeof value === 'string') {
      const decoded = safeDecode(value);
      const kind = SERVICE_ID.exec(decoded)?.[1];
      if (kind && (OWNED_KINDS as readonly string[]).includes(kind)) found.push({ kind: kind as OwnedKind, id: decoded, where });
    } else if (Array.isArray(value)) {
      value.forEach((item, i) => visit(item, `${where}[${i}]`));
    } else if (value && typeof value === 'object') {
      for (const [key, item] of Object.entries(value)) visit(item, where ? `${where}.${key}` : key);
    }
  };
  path.split('/').forEach((segment) => visit(segment, 'path'));
  for (const [name, value] of query) visit(value, `query.${name}`);
  visit(body, 'body');
  return found;
}

function safeDecode(text: string): string {
  try {
    return decodeURIComponent(text);
  } catch {
    return text;
  }
}

/** What the handler learns about an end user from the service, once per request and only when needed. */
export interface Holdings {
  internalAccounts(): Promise<Set<string>>;
  externalAccounts(): Promise<Set<string>>;
  credentials(): Promise<Set<string>>;
  sessions(): Promise<Set<string>>;
  quote(id: string): Promise<Record<string, unknown> | undefined>;
  transaction(id: string): Promise<Record<string, unknown> | undefined>;
}

/** Whether the id belongs to `customerId`, asking the service only what this id needs. */
export async function owns(customerId: string, found: FoundId, holdings: Holdings): Promise<boolean> {
  switch (found.kind) {
    case 'Customer':
      return found.id === customerId;
    case 'InternalAccount':
      return (await holdings.internalAccounts()).has(found.id);
    case 'ExternalAccount':
      return (await holdings.externalAccounts()).has(found.id);
    case 'AuthMethod':
      return (await holdings.credentials()).has(found.id);
    case 'Session':
      return (await holdings.sessions()).has(found.id);
    case 'Transaction': {
      const transaction = await holdings.transaction(found.id);
      return transaction?.customerId === customerId;
    }
    case 'Quote': {
      const quote = await holdings.quote(found.id);
      if (!quote) return false;
      // A quote is the user's when its source is: their account, or realtime funding for them.
      const source = (quote.source ?? {}) as { accountId?: unknown; customerId?: unknown };
      if (typeof source.accountId === 'string') return (await holdings.internalAccounts()).has(source.accountId);
      return source.customerId === customerId;
    }
  }
}
