import { createHmac, timingSafeEqual } from 'node:crypto';

/** The example app's own session: who is signed in to it, and their service customer (never the platform credentials). */
export interface AppSession {
  /** Your user's id: the service customer's platformCustomerId. */
  userId: string;
  /** `Customer:<uuid>`, from createProvisioner: what resolveEndUser answers. */
  customerId: string;
}

export const SESSION_COOKIE = 'northwind-session';

function secret(): string {
  const value = process.env.SESSION_SECRET;
  if (!value || value.length < 32) throw new Error('SESSION_SECRET: expected at least 32 characters (see apps/next/README.md)');
  return value;
}

const mac = (payload: string) => createHmac('sha256', secret()).update(payload).digest('base64url');

/** The cookie's value: the session as base64url JSON and its HMAC. */
export function sealSession(session: AppSession): string {
  const payload = Buffer.from(JSON.stringify(session)).toString('base64url');
  return `${payload}.${mac(payload)}`;
}

/** The session in a cookie's value, or null when it is missing or its HMAC does not match. */
export function openSession(value: string | undefined): AppSession | null {
  const [payload, signature] = (value ?? '').split('.');
  if (!payload || !signature) return null;
  const expected = Buffer.from(mac(payload));
  const given = Buffer.from(signature);
  if (given.length !== expected.length || !timingSafeEqual(given, expected)) return null;
  return JSON.parse(Buffer.from(payload, 'base64url').toString('utf8')) as AppSession;
}

/** A cookie from a request's Cookie header, by name. */
export function cookieFrom(header: string | null, name: string): string | undefined {
  return header
    ?.split(';')
    .map((part) => part.trim().split('='))
    .find(([key]) => key === name)?.[1];
}
