import { createHmac, timingSafeEqual } from 'node:crypto';

export const COOKIE_NAME = 'wk_demo_session';
const MAX_AGE_SECONDS = 7 * 24 * 3600;

/**
 * The integrator's own session: an httpOnly cookie naming the service customer, signed with
 * HMAC-SHA256 so the browser cannot change whose customer it is. Script in the page never sees it,
 * and it is all that `resolveEndUser` trusts.
 */
export function createCookieSigner(secret: string) {
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  return {
    /** A `Set-Cookie` value for `customerId`; `secure` when served over https. */
    issue(customerId: string, secure = false): string {
      const value = `${Buffer.from(customerId).toString('base64url')}.${mac(customerId)}`;
      return `${COOKIE_NAME}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}${secure ? '; Secure' : ''}`;
    },
    clear(): string {
      return `${COOKIE_NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
    },
    /** The customer id in the request's cookie, or null when it is missing or its signature is wrong. */
    read(cookieHeader: string | null): string | null {
      const raw = cookieHeader
        ?.split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${COOKIE_NAME}=`))
        ?.slice(COOKIE_NAME.length + 1);
      if (!raw) return null;
      const [encoded, signature] = raw.split('.');
      if (!encoded || !signature) return null;
      const customerId = Buffer.from(encoded, 'base64url').toString('utf8');
      const expected = Buffer.from(mac(customerId));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? customerId : null;
    },
  };
}

export type CookieSigner = ReturnType<typeof createCookieSigner>;
