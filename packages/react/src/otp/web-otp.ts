/** The slice of WebOTP (https://wicg.github.io/web-otp/) that the DOM typings do not carry yet. */
interface OtpCredential extends Credential {
  readonly code: string;
}

interface OtpRequest {
  readonly otp: { readonly transport: readonly 'sms'[] };
  readonly signal: AbortSignal;
}

/** Whether this browser can read an incoming SMS code for the page (Chrome on Android). */
export function webOtpSupported(): boolean {
  return typeof window !== 'undefined' && 'OTPCredential' in window && typeof navigator.credentials?.get === 'function';
}

/**
 * Asks the browser for the code of an SMS bound to this origin (`@example.com #123456`). Resolves with
 * the code, or null when the browser returned nothing; rejects with the browser's error otherwise.
 */
export async function requestWebOtp(signal: AbortSignal): Promise<string | null> {
  const get = navigator.credentials.get.bind(navigator.credentials) as (request: OtpRequest) => Promise<OtpCredential | null>;
  const credential = await get({ otp: { transport: ['sms'] }, signal });
  return credential?.code ?? null;
}
