import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { signIn, testWorld, type TestWorld } from '../../test/world.js';
import { ServiceError } from '../errors.js';
import type { SessionEvent, SessionStorageLike } from './types.js';

// Finding 9 of issue 20: after "Sign out everywhere else" the other device kept its session (and its
// money on screen) until an action failed. A device asks the service on load, on focus and after a refusal.
let t: TestWorld;
beforeEach(async () => {
  t = await testWorld();
});
afterEach(() => {
  vi.unstubAllGlobals();
  t.dispose();
});

function sharedStorage(): SessionStorageLike {
  const items = new Map<string, string>();
  return { getItem: (key) => items.get(key) ?? null, setItem: (key, value) => void items.set(key, value), removeItem: (key) => void items.delete(key) };
}

/** Two devices of alice, each signed in by e-mail code; `other` keeps its storage so it can be "reloaded". */
async function twoDevices() {
  const storage = sharedStorage();
  const storageKey = 'wallet-kit:test:other';
  const here = t.clientFor(t.world.alice.id);
  const other = t.clientFor(t.world.alice.id, { storage, session: { storageKey } });
  await signIn(here, t.world.alice.email);
  const otherSession = await signIn(other, t.world.alice.email);
  const events: SessionEvent['type'][] = [];
  other.session.on((event) => events.push(event.type));
  const reload = () => t.clientFor(t.world.alice.id, { storage, session: { storageKey } });
  return { here, other, otherSession, events, reload };
}

const settled = () => new Promise((resolve) => setTimeout(resolve, 20));

describe('a session ended from another device', () => {
  it('is found revoked on the next refusal: the device forgets it, says so, and stays signed out after a reload', async () => {
    const { here, other, otherSession, events, reload } = await twoDevices();
    await here.sessions.endSession(otherSession.id);

    const refused = await other.session.refresh().catch((error: unknown) => error);
    expect(refused).toBeInstanceOf(ServiceError);
    await vi.waitFor(() => expect(other.session.getState()).toMatchObject({ status: 'signed-out', record: undefined, ended: 'revoked' }));
    expect(events).toEqual(['session-revoked']);

    const reloaded = reload();
    expect(reloaded.session.getState()).toMatchObject({ status: 'signed-out', record: undefined, ended: 'revoked' });
    reloaded.dispose();
  });

  it('is found revoked on load: a page opened after the revocation never starts with it', async () => {
    const { here, other, otherSession, reload } = await twoDevices();
    other.dispose();
    await here.sessions.endSession(otherSession.id);

    const reloaded = reload();
    await vi.waitFor(() => expect(reloaded.session.getState()).toMatchObject({ status: 'signed-out', ended: 'revoked' }));
    reloaded.dispose();
  });

  it('is found revoked when the page regains focus, with no action needed', async () => {
    const target = new EventTarget();
    vi.stubGlobal('window', target);
    vi.stubGlobal('document', Object.assign(new EventTarget(), { visibilityState: 'visible' }));
    const { here, other, otherSession, events } = await twoDevices();
    await here.sessions.endSession(otherSession.id);
    await settled();
    expect(other.session.getState().status).toBe('active');

    target.dispatchEvent(new Event('focus'));
    await vi.waitFor(() => expect(other.session.getState()).toMatchObject({ status: 'signed-out', ended: 'revoked' }));
    expect(events).toEqual(['session-revoked']);
  });

  it('keeps a session the service still lists, and one it cannot ask about (no answer)', async () => {
    const { other } = await twoDevices();
    await other.session.verify();
    expect(other.session.getState().status).toBe('active');

    let offline = false;
    const online = t.browserFetch(t.world.alice.id);
    const device = t.clientFor(t.world.alice.id, { fetch: (input, init) => (offline ? Promise.reject(new TypeError('offline')) : online(input, init)) });
    await signIn(device, t.world.alice.email);
    offline = true;
    await device.session.verify();
    expect(device.session.getState()).toMatchObject({ status: 'active' });
    expect(device.session.getState().ended).toBeUndefined();
  });

  it('ends the session when the app’s backend has nobody signed in any more (its own login was ended too)', async () => {
    let appLogin = true;
    const online = t.browserFetch(t.world.alice.id);
    const device = t.clientFor(t.world.alice.id, { fetch: (input, init) => (appLogin ? online(input, init) : Promise.resolve(Response.json({ code: 'UNAUTHENTICATED', reason: 'sign in first' }, { status: 401 }))) });
    await signIn(device, t.world.alice.email);
    appLogin = false;
    await device.session.verify();
    expect(device.session.getState()).toMatchObject({ status: 'signed-out', ended: 'revoked' });
  });
});
