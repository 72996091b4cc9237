/** What this browser offers, from {@link passkeySupport}: decide which buttons to show before the user clicks. */
export interface PasskeySupport {
  /** `PublicKeyCredential` exists and the page is a secure context. */
  webauthn: boolean;
  /** A built-in authenticator with user verification (Touch ID, Windows Hello, Android screen lock). */
  platformAuthenticator: boolean;
  /** Passkeys offered in the autofill of a username field. */
  conditionalUi: boolean;
  /** Using a phone nearby by QR code; `undefined` where the browser does not say. */
  hybrid: boolean | undefined;
}

type Capabilities = Record<string, boolean | undefined>;

async function safely<T>(probe: () => Promise<T> | T | undefined, fallback: T): Promise<T> {
  try {
    return (await probe()) ?? fallback;
  } catch {
    return fallback;
  }
}

/**
 * Whether this browser can run a passkey ceremony at all (WebAuthn in a secure context), answered at once: for a
 * first render that must not offer a passkey where the ceremony could only fail. {@link passkeySupport} says more.
 *
 * @example const offerPasskey = webauthnAvailable();
 */
export function webauthnAvailable(): boolean {
  return typeof window !== 'undefined' && typeof window.PublicKeyCredential === 'function' && globalThis.isSecureContext === true;
}

/**
 * What this browser can do with passkeys, asked of the browser itself (`getClientCapabilities`
 * where present, else the older probes). Never throws: a failing probe answers false.
 *
 * @example if ((await passkeySupport()).platformAuthenticator) showPasskeyButton();
 */
export async function passkeySupport(): Promise<PasskeySupport> {
  if (!webauthnAvailable()) return { webauthn: false, platformAuthenticator: false, conditionalUi: false, hybrid: false };
  const credential = window.PublicKeyCredential;
  const api = credential as typeof PublicKeyCredential & { getClientCapabilities?: () => Promise<Capabilities> };
  const capabilities = await safely<Capabilities>(() => api.getClientCapabilities?.(), {});
  // A capability reported false is asked again of the older probe: Firefox 153's getClientCapabilities() says
  // userVerifyingPlatformAuthenticator: false while isUserVerifyingPlatformAuthenticatorAvailable() says true, and
  // the ceremony works. Either one saying yes is the browser saying yes.
  const [platformAuthenticator, conditionalUi] = await Promise.all([
    capabilities.userVerifyingPlatformAuthenticator || safely(() => credential.isUserVerifyingPlatformAuthenticatorAvailable(), false),
    capabilities.conditionalGet || safely(() => credential.isConditionalMediationAvailable?.(), false),
  ]);
  return { webauthn: true, platformAuthenticator, conditionalUi, hybrid: capabilities.hybridTransport };
}
