import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../test/support/assertions.js';
import { envelope, platformKeys } from '../test/platform-webhooks.js';
import * as mainEntry from './index.js';
import {
  ServerError,
  clientAddressOf,
  createPasskeyChallenges,
  createProvisioner,
  createServiceHandler,
  createEvents,
  createWebhookHandler,
  describePayee,
  memoryEventBus,
  memoryStore,
  toNodeListener,
  verifyWebhook,
} from './index.js';
import * as postgresEntry from './postgres.js';
import { postgresEventBus, postgresSchema, postgresStore } from './postgres.js';
import * as redisEntry from './redis.js';
import { redisEventBus, redisStore } from './redis.js';

/** Inputs no function of the package takes; a few are valid for some (listed with each entry). */
const HOSTILE: Array<[string, unknown]> = [
  ['undefined', undefined],
  ['null', null],
  ['a number', 42],
  ['an empty string', ''],
  ['a 10,000-character string', 'x'.repeat(10_000)],
  ['an object', { toString: () => 'x' }],
  ['an array', []],
  ['bytes', new Uint8Array(3)],
  ['an ArrayBuffer', new ArrayBuffer(3)],
  ['a symbol', Symbol.for('x')],
  ['a function', () => 1],
  ['a bigint', 1n],
];
const ALL = HOSTILE.map(([label]) => label);

const platform = platformKeys();
const event = envelope();
const body = JSON.stringify(event);
const header = platform.signatureFor(body);
const key = platform.publicKeyHex;
const service = { serviceUrl: 'http://service.test/v1', clientId: 'platform', clientSecret: 'secret' };
/** A service that is never reached: every row below must be refused before anything is sent. */
const unreachable: typeof fetch = () => Promise.reject(new Error('the table reached the service'));
const required = { ...service, resolveEndUser: () => null, fetch: unreachable };
const webhook = { publicKey: key, handle: () => undefined };
const store = memoryStore();
const challenges = createPasskeyChallenges();
const provisioner = createProvisioner({ ...service, fetch: unreachable });
const redisClient = { call: async () => 'OK' };
const events = createEvents({ ...service, fetch: unreachable });
const ALICE = 'Customer:0a0a0a0a-0000-4000-8000-00000000000a';
const postgresClient = { query: async () => ({ rows: [] }) };
const subscriber = { subscribe: async () => 1, unsubscribe: async () => 1, on: () => undefined, off: () => undefined };
const listener = { query: async () => undefined, on: () => undefined, off: () => undefined };

/** Every exported function of the three entry points, the argument under test replaced by each hostile input; `accepts` lists the ones valid there. */
const ENTRY_POINTS: Array<{ name: string; run: (input: never) => unknown; accepts?: string[] }> = [
  { name: 'verifyWebhook(rawBody)', run: (input) => verifyWebhook(input, header, key) },
  { name: 'verifyWebhook(rawBody, signatureHeader)', run: (input) => verifyWebhook(body, input, key) },
  { name: 'verifyWebhook(rawBody, signatureHeader, publicKey)', run: (input) => verifyWebhook(body, header, input) },
  { name: 'createWebhookHandler(options)', run: (input) => createWebhookHandler(input) },
  { name: 'createWebhookHandler({ publicKey })', run: (input) => createWebhookHandler({ ...webhook, publicKey: input }) },
  { name: 'createWebhookHandler({ handle })', run: (input) => createWebhookHandler({ ...webhook, handle: input }), accepts: ['a function'] },
  { name: 'createWebhookHandler({ store })', run: (input) => createWebhookHandler({ ...webhook, store: input }), accepts: ['undefined'] },
  { name: 'createWebhookHandler({ maxBodyBytes })', run: (input) => createWebhookHandler({ ...webhook, maxBodyBytes: input }), accepts: ['undefined', 'a number'] },
  { name: 'createWebhookHandler({ seenTtlMs })', run: (input) => createWebhookHandler({ ...webhook, seenTtlMs: input }), accepts: ['undefined', 'a number'] },
  { name: 'createWebhookHandler({ processingLeaseMs })', run: (input) => createWebhookHandler({ ...webhook, processingLeaseMs: input }), accepts: ['undefined', 'a number'] },
  { name: 'createWebhookHandler({ now })', run: (input) => createWebhookHandler({ ...webhook, now: input }), accepts: ['undefined', 'a function'] },
  { name: 'createWebhookHandler({ onError })', run: (input) => createWebhookHandler({ ...webhook, onError: input }), accepts: ['undefined', 'a function'] },
  { name: 'createWebhookHandler({ log })', run: (input) => createWebhookHandler({ ...webhook, log: input }), accepts: ['undefined', 'a function'] },
  { name: 'createPasskeyChallenges(options)', run: (input) => createPasskeyChallenges(input), accepts: ['undefined', 'an object'] },
  { name: 'createPasskeyChallenges({ store })', run: (input) => createPasskeyChallenges({ store: input }), accepts: ['undefined'] },
  { name: 'createPasskeyChallenges({ now })', run: (input) => createPasskeyChallenges({ now: input }), accepts: ['undefined', 'a function'] },
  { name: 'createPasskeyChallenges({ lifetimeMs })', run: (input) => createPasskeyChallenges({ lifetimeMs: input }), accepts: ['undefined'] },
  { name: 'passkeyChallenges.consume(challenge)', run: (input) => challenges.consume(input) },
  { name: 'memoryStore(options)', run: (input) => memoryStore(input), accepts: ['undefined', 'an object'] },
  { name: 'memoryStore({ now })', run: (input) => memoryStore({ now: input }), accepts: ['undefined', 'a function'] },
  { name: 'store.add(key)', run: (input) => store.add(input, 'v', 1_000) },
  { name: 'store.add(key, value)', run: (input) => store.add(`add:${crypto.randomUUID()}`, input, 1_000), accepts: ['an empty string'] },
  { name: 'store.add(key, value, ttlMs)', run: (input) => store.add(`ttl:${crypto.randomUUID()}`, 'v', input), accepts: ['a number'] },
  { name: 'store.get(key)', run: (input) => store.get(input) },
  { name: 'store.set(key)', run: (input) => store.set(input, 'v', 1_000) },
  { name: 'store.set(key, value)', run: (input) => store.set('set', input, 1_000), accepts: ['an empty string'] },
  { name: 'store.set(key, value, ttlMs)', run: (input) => store.set('set', 'v', input), accepts: ['a number'] },
  { name: 'store.take(key)', run: (input) => store.take(input) },
  { name: 'store.delete(key)', run: (input) => store.delete(input) },
  { name: 'store.hit(key)', run: (input) => store.hit(input, 1_000) },
  { name: 'store.hit(key, windowMs)', run: (input) => store.hit(`hit:${crypto.randomUUID()}`, input), accepts: ['a number'] },
  { name: 'clientAddressOf(request)', run: (input) => clientAddressOf(input), accepts: ALL },
  { name: 'toNodeListener(handler)', run: (input) => toNodeListener(input), accepts: ['a function'] },
  { name: 'toNodeListener(handler, options)', run: (input) => toNodeListener(async () => new Response(), input), accepts: ['undefined', 'an object'] },
  { name: 'toNodeListener(handler, { log })', run: (input) => toNodeListener(async () => new Response(), { log: input }), accepts: ['undefined', 'a function'] },
  { name: 'describePayee(accountInfo)', run: (input) => describePayee(input), accepts: ['an object'] },
  { name: 'createProvisioner(options)', run: (input) => createProvisioner(input) },
  { name: 'createProvisioner({ serviceUrl })', run: (input) => createProvisioner({ ...service, serviceUrl: input }) },
  { name: 'createProvisioner({ clientId })', run: (input) => createProvisioner({ ...service, clientId: input }), accepts: ['a 10,000-character string'] },
  { name: 'createProvisioner({ clientSecret })', run: (input) => createProvisioner({ ...service, clientSecret: input }), accepts: ['a 10,000-character string'] },
  { name: 'createProvisioner({ fetch })', run: (input) => createProvisioner({ ...service, fetch: input }), accepts: ['undefined', 'a function'] },
  { name: 'provisioner.link(user)', run: (input) => provisioner.link(input) },
  { name: 'provisioner.link({ platformCustomerId })', run: (input) => provisioner.link({ platformCustomerId: input, customer: { region: 'US' } }) },
  { name: 'provisioner.link({ customer })', run: (input) => provisioner.link({ platformCustomerId: 'user-1', customer: input }) },
  { name: 'provisioner.find(platformCustomerId)', run: (input) => provisioner.find(input) },
  { name: 'provisioner.walletOf(customerId)', run: (input) => provisioner.walletOf(input) },
  { name: 'provisioner.payeesOf(customerId)', run: (input) => provisioner.payeesOf(input) },
  { name: 'createServiceHandler(options)', run: (input) => createServiceHandler(input) },
  { name: 'createServiceHandler({ serviceUrl })', run: (input) => createServiceHandler({ ...required, serviceUrl: input }) },
  { name: 'createServiceHandler({ clientId })', run: (input) => createServiceHandler({ ...required, clientId: input }), accepts: ['a 10,000-character string'] },
  { name: 'createServiceHandler({ clientSecret })', run: (input) => createServiceHandler({ ...required, clientSecret: input }), accepts: ['a 10,000-character string'] },
  { name: 'createServiceHandler({ resolveEndUser })', run: (input) => createServiceHandler({ ...required, resolveEndUser: input }), accepts: ['a function'] },
  { name: 'createServiceHandler({ basePath })', run: (input) => createServiceHandler({ ...required, basePath: input }), accepts: ['undefined'] },
  { name: 'createServiceHandler({ routes })', run: (input) => createServiceHandler({ ...required, routes: input }), accepts: ['undefined', 'an array'] },
  { name: 'createServiceHandler({ passkeyChallenges })', run: (input) => createServiceHandler({ ...required, passkeyChallenges: input }), accepts: ['undefined'] },
  { name: 'createServiceHandler({ store })', run: (input) => createServiceHandler({ ...required, store: input }), accepts: ['undefined'] },
  { name: 'createServiceHandler({ limits })', run: (input) => createServiceHandler({ ...required, limits: input }), accepts: ['undefined'] },
  { name: 'createServiceHandler({ log })', run: (input) => createServiceHandler({ ...required, log: input }), accepts: ['undefined', 'a function'] },
  { name: 'createServiceHandler({ environment })', run: (input) => createServiceHandler({ ...required, environment: input }), accepts: ['undefined'] },
  { name: 'createServiceHandler({ sandbox })', run: (input) => createServiceHandler({ ...required, sandbox: input }), accepts: ['undefined'] },
  { name: 'createServiceHandler({ fetch })', run: (input) => createServiceHandler({ ...required, fetch: input }), accepts: ['undefined', 'a function'] },
  { name: 'createServiceHandler({ endUserAddress })', run: (input) => createServiceHandler({ ...required, endUserAddress: input }), accepts: ['undefined', 'a function'] },
  { name: 'createServiceHandler({ now })', run: (input) => createServiceHandler({ ...required, now: input }), accepts: ['undefined', 'a function'] },
  { name: 'createServiceHandler({ allowedOrigins })', run: (input) => createServiceHandler({ ...required, allowedOrigins: input }), accepts: ['undefined', 'an array'] },
  { name: 'createServiceHandler({ events })', run: (input) => createServiceHandler({ ...required, events: input }), accepts: ['undefined'] },
  { name: 'createWebhookHandler({ events })', run: (input) => createWebhookHandler({ ...webhook, events: input }), accepts: ['undefined'] },
  { name: 'createEvents(options)', run: (input) => createEvents(input) },
  { name: 'createEvents({ serviceUrl })', run: (input) => createEvents({ ...service, serviceUrl: input }) },
  { name: 'createEvents({ store })', run: (input) => createEvents({ ...service, store: input }), accepts: ['undefined'] },
  { name: 'createEvents({ bus })', run: (input) => createEvents({ ...service, bus: input }), accepts: ['undefined'] },
  { name: 'createEvents({ replayWindowMs })', run: (input) => createEvents({ ...service, replayWindowMs: input }), accepts: ['undefined', 'a number'] },
  { name: 'createEvents({ maxReplay })', run: (input) => createEvents({ ...service, maxReplay: input }), accepts: ['undefined', 'a number'] },
  { name: 'createEvents({ heartbeatMs })', run: (input) => createEvents({ ...service, heartbeatMs: input }), accepts: ['undefined', 'a number'] },
  { name: 'createEvents({ log })', run: (input) => createEvents({ ...service, log: input }), accepts: ['undefined', 'a function'] },
  { name: 'events.emit(customerId)', run: (input) => events.emit(input, 'session.revoked', {}) },
  { name: 'events.emit(customerId, type)', run: (input) => events.emit(ALICE, input, {}) },
  { name: 'events.emit(customerId, type, data)', run: (input) => events.emit(ALICE, 'session.revoked', input), accepts: ['an object'] },
  { name: 'events.signOut(customerId)', run: (input) => events.signOut(input) },
  { name: 'memoryEventBus()', run: () => memoryEventBus(), accepts: ALL },
  { name: 'redis redisStore(options)', run: (input) => redisStore(input) },
  { name: 'redis redisStore({ client })', run: (input) => redisStore({ client: input }) },
  { name: 'redis redisStore({ prefix })', run: (input) => redisStore({ client: redisClient, prefix: input }), accepts: ['undefined', 'an empty string'] },
  { name: 'redis redisEventBus(options)', run: (input) => redisEventBus(input) },
  { name: 'redis redisEventBus({ publisher })', run: (input) => redisEventBus({ publisher: input, subscriber }) },
  { name: 'redis redisEventBus({ subscriber })', run: (input) => redisEventBus({ publisher: redisClient, subscriber: input }) },
  { name: 'redis redisEventBus({ channel })', run: (input) => redisEventBus({ publisher: redisClient, subscriber, channel: input }), accepts: ['undefined'] },
  { name: 'redis bus.publish(message)', run: (input) => redisEventBus({ publisher: redisClient, subscriber }).publish(input), accepts: ['an empty string'] },
  { name: 'postgres postgresEventBus(options)', run: (input) => postgresEventBus(input) },
  { name: 'postgres postgresEventBus({ client })', run: (input) => postgresEventBus({ client: input, listener }) },
  { name: 'postgres postgresEventBus({ listener })', run: (input) => postgresEventBus({ client: postgresClient, listener: input }) },
  { name: 'postgres postgresEventBus({ channel })', run: (input) => postgresEventBus({ client: postgresClient, listener, channel: input }), accepts: ['undefined'] },
  { name: 'postgres postgresStore(options)', run: (input) => postgresStore(input) },
  { name: 'postgres postgresStore({ client })', run: (input) => postgresStore({ client: input }) },
  { name: 'postgres postgresStore({ table })', run: (input) => postgresStore({ client: postgresClient, table: input }), accepts: ['undefined'] },
  { name: 'postgres postgresStore({ createTable })', run: (input) => postgresStore({ client: postgresClient, createTable: input }), accepts: ['undefined'] },
  { name: 'postgres postgresSchema(table)', run: (input) => postgresSchema(input), accepts: ['undefined'] },
];

/** Exports that take no input to check: the error class itself. */
const NOT_ENTRY_POINTS = new Set(['ServerError']);

describe('every entry point of @wallet-kit/server, given hostile input', () => {
  it.each(ENTRY_POINTS)('$name fails with a ServerError and a stable code, never another error', async ({ run, accepts = [] }) => {
    for (const [label, input] of HOSTILE) {
      const outcome = await errorCode(() => run(input as never), ServerError);
      if (accepts.includes(label)) expect(outcome, label).toBe('no error');
      else expect(outcome, label).toMatch(/^(INVALID_ARGUMENT|WEBHOOK_[A-Z_]+|CHALLENGE_UNKNOWN)$/);
    }
  });

  it('leaves no exported function of any entry point out of the table', () => {
    const tried = new Set(ENTRY_POINTS.map(({ name }) => name.replace(/^(redis|postgres) /, '').replace(/\(.*$/, '')));
    for (const [entry, exports] of [['.', mainEntry], ['./redis', redisEntry], ['./postgres', postgresEntry]] as const) {
      for (const [name, value] of Object.entries(exports)) {
        if (typeof value === 'function' && !NOT_ENTRY_POINTS.has(name)) expect(tried.has(name), `${entry} ${name}`).toBe(true);
      }
    }
  });
});
