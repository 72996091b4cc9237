import { createHmac, timingSafeEqual } from 'node:crypto';

export const COOKIE_NAME = 'wk_demo_session';
const MAX_AGE_SECONDS = 7 * 24 * 3600;

/** Who a cookie signs in: the service customer, and this login's own id (so one device's login can be ended). */
export interface Login {
  customerId: string;
  loginId: string;
}

/**
 * The integrator's own session: an httpOnly cookie naming the service customer and the login, signed
 * with HMAC-SHA256 so the browser cannot change whose customer it is. Script in the page never sees it,
 * and it is all that `resolveEndUser` trusts.
 */
export function createCookieSigner(secret: string) {
  const mac = (value: string) => createHmac('sha256', secret).update(value).digest('base64url');
  return {
    /** A `Set-Cookie` value for a login of `customerId`; `secure` when served over https. */
    issue({ customerId, loginId }: Login, secure = false): string {
      const value = `${Buffer.from(customerId).toString('base64url')}.${loginId}.${mac(`${customerId}.${loginId}`)}`;
      return `${COOKIE_NAME}=${value}; Path=/; HttpOnly; SameSite=Lax; Max-Age=${MAX_AGE_SECONDS}${secure ? '; Secure' : ''}`;
    },
    clear(): string {
      return `${COOKIE_NAME}=; Path=/; HttpOnly; SameSite=Lax; Max-Age=0`;
    },
    /** The login in the request's cookie, or null when it is missing or its signature is wrong. */
    read(cookieHeader: string | null): Login | null {
      const raw = cookieHeader
        ?.split(';')
        .map((part) => part.trim())
        .find((part) => part.startsWith(`${COOKIE_NAME}=`))
        ?.slice(COOKIE_NAME.length + 1);
      if (!raw) return null;
      const [encoded, loginId, signature] = raw.split('.');
      if (!encoded || !loginId || !signature) return null;
      const customerId = Buffer.from(encoded, 'base64url').toString('utf8');
      const expected = Buffer.from(mac(`${customerId}.${loginId}`));
      const given = Buffer.from(signature);
      return expected.length === given.length && timingSafeEqual(expected, given) ? { customerId, loginId } : null;
    },
  };
}

export type CookieSigner = ReturnType<typeof createCookieSigner>;
