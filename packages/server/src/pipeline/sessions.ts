import { browserName, systemName } from '@wallet-kit/key-store/user-agent';
import { MAX_TTL_MS, type StateStore } from '../store/state-store.js';
import type { EndUser, Parsed } from './call.js';
import { loginKeyOf } from './login.js';

/** A browser and its system, by their own names ("Chrome", "macOS"), as the handler read them from the User-Agent. */
export interface SessionDevice {
  /** The browser, e.g. `Safari`; absent when the User-Agent did not say. */
  browser?: string;
  /** The operating system, e.g. `iOS`; absent when the User-Agent did not say. */
  os?: string;
}

/** What {@link ServiceHandlerOptions.onSessionsRevoked} is told: a user ended wallet sessions through this handler. */
export interface SessionsRevoked {
  /** The user, as `resolveEndUser` said. */
  user: EndUser;
  /** The session ended (`DELETE /auth/sessions/{id}`), when one was. */
  sessionId?: string;
  /** The sign-in method removed (`DELETE /auth/credentials/{id}`): the service ends every session it opened. */
  credentialId?: string;
  /** The request that ended them: the device the user acted on, whose own login you keep. */
  request: Request;
}

/** Browser and system from a User-Agent (the kit's one table), and nothing more (no version, no model): enough to tell devices apart. */
export function deviceOf(userAgent: string | null): SessionDevice {
  const browser = browserName(userAgent);
  const os = systemName(userAgent);
  return { ...(browser ? { browser } : {}), ...(os ? { os } : {}) };
}

const SESSION_ID = /^Session:[0-9a-f-]{36}$/i;
const OPENS_SESSION = /^\/auth\/(credentials\/[^/]+\/verify|sessions\/[^/]+\/refresh)$/;
const keyOf = (sessionId: string) => `session-device:${sessionId}`;
const loginKeyOfSession = (sessionId: string) => `session-login:${sessionId}`;

/** Forgets the device of a session that ended, and the app's login it was opened on (see `whenRevoked`). */
export async function forgetDevice(store: StateStore, sessionId: string): Promise<void> {
  if (SESSION_ID.test(sessionId)) await Promise.all([store.delete(keyOf(sessionId)), store.delete(loginKeyOfSession(sessionId))]);
}

/** Whether the app's login that asks (`user.loginId`) is the one the wallet session was opened on: the device signing itself out. */
export async function openedOnLogin(store: StateStore, sessionId: string, user: EndUser): Promise<boolean> {
  const login = await loginKeyOf(user.loginId);
  return login !== undefined && SESSION_ID.test(sessionId) && (await store.get(loginKeyOfSession(sessionId))) === login;
}

interface SessionsOptions {
  store: StateStore;
  now: () => number;
}

/**
 * What the handler adds around the wallet's sessions, after the service answered: the device that
 * opened each session (recorded from the User-Agent of the call that opened it, kept in the store for
 * the session's life, and added to `GET /auth/sessions` answers as `device`). What follows a session's
 * end is `whenRevoked`'s.
 */
export function sessions(options: SessionsOptions) {
  return async (call: Parsed, answer: Response): Promise<Response> => {
    if (!answer.ok) return answer;
    if (call.method === 'POST' && OPENS_SESSION.test(call.path) && answer.status !== 202) await recordDevice(call, answer.clone());
    if (call.method === 'GET' && call.path === '/auth/sessions') return withDevices(answer);
    return answer;
  };

  async function recordDevice(call: Parsed, answer: Response): Promise<void> {
    const session = (await answer.json().catch(() => undefined)) as { id?: unknown; expiresAt?: unknown } | undefined;
    if (typeof session?.id !== 'string' || !SESSION_ID.test(session.id) || typeof session.expiresAt !== 'string') return;
    const lifeMs = Math.min(Date.parse(session.expiresAt) - options.now(), MAX_TTL_MS);
    if (!(lifeMs >= 1)) return;
    await options.store.set(keyOf(session.id), JSON.stringify(deviceOf(call.request.headers.get('User-Agent'))), Math.ceil(lifeMs));
    const login = await loginKeyOf(call.user.loginId);
    if (login !== undefined) await options.store.set(loginKeyOfSession(session.id), login, Math.ceil(lifeMs));
  }

  async function withDevices(answer: Response): Promise<Response> {
    const body = (await answer.json()) as { data?: unknown };
    if (!Array.isArray(body.data)) return Response.json(body, { status: answer.status, headers: answer.headers });
    const data = await Promise.all(
      body.data.map(async (session: { id?: unknown }) => {
        if (typeof session?.id !== 'string' || !SESSION_ID.test(session.id)) return session;
        const device = await options.store.get(keyOf(session.id));
        return device ? { ...session, device: JSON.parse(device) as SessionDevice } : session;
      }),
    );
    const headers = new Headers(answer.headers);
    headers.delete('Content-Length');
    return Response.json({ ...body, data }, { status: answer.status, headers });
  }
}
