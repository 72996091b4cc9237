import type { Card, SandboxScenarios } from '@wallet-kit/client';

/** What the demo's back end says about the person signed in to the demo itself (its own cookie). */
export interface Me {
  signedIn: boolean;
  customer?: { id: string; email: string; fullName?: string; region: string; umaAddress: string };
  walletId?: string;
  created?: boolean;
}

/** The sandbox's scenario switches, as the contract describes them. */
export type Scenarios = SandboxScenarios;

/** A refusal from the demo's back end, with its `{ code, reason }` (the kit's own calls throw the client's typed errors). */
export class DemoBackendError extends Error {
  constructor(
    readonly status: number,
    readonly code: string,
    readonly reason: string,
  ) {
    super(`${status} ${code}: ${reason}`);
    this.name = 'DemoBackendError';
  }
}

async function call<T>(method: string, path: string, body?: unknown): Promise<T> {
  const response = await fetch(path, {
    method,
    headers: { Accept: 'application/json', ...(body === undefined ? {} : { 'Content-Type': 'application/json' }) },
    ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    credentials: 'same-origin',
  });
  const text = await response.text();
  const parsed = text ? (JSON.parse(text) as Record<string, unknown>) : {};
  if (!response.ok) {
    throw new DemoBackendError(response.status, String(parsed.code ?? `HTTP_${response.status}`), String(parsed.reason ?? response.statusText));
  }
  return parsed as T;
}

/** The demo back end's own routes: its sign-in, not the service's. */
export const demoApi = {
  me: () => call<Me>('GET', '/api/me'),
  signIn: (email: string, region: 'US' | 'EU', options: { fullName?: string; phoneNumber?: string } = {}) =>
    call<Me>('POST', '/api/sign-in', { email, region, ...(options.fullName ? { fullName: options.fullName } : {}), ...(options.phoneNumber ? { phoneNumber: options.phoneNumber } : {}) }),
  signOut: () => call<Me>('POST', '/api/sign-out'),
  /** The signed-in person's card on their wallet, issued by the demo's back end on first ask. */
  card: () => call<Card>('POST', '/api/card'),
};
