import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** `attestation` of `POST /auth/credentials` with `type: "PASSKEY"` (all fields base64url). */
export interface PasskeyAttestation {
  /** The new credential's id. */
  credentialId: string;
  /** The client data the browser signed over, including the challenge and origin. */
  clientDataJson: string;
  /** The authenticator's attestation: the public key the service will verify assertions with. */
  attestationObject: string;
  /** How the authenticator can be reached (`internal`, `hybrid`, …), so later prompts offer the right ones. */
  transports?: string[];
}

/** `assertion` of `POST /auth/credentials/{id}/verify` with `type: "PASSKEY"` (all fields base64url). */
export interface PasskeyAssertion {
  /** The credential that answered. */
  credentialId: string;
  /** The client data the authenticator signed over, including the challenge and origin. */
  clientDataJson: string;
  /** The authenticator's data: RP id hash, flags (user verified) and counter. */
  authenticatorData: string;
  /** The authenticator's signature over authenticator data and the client data's hash. */
  signature: string;
  /** The user handle of a discoverable credential, when the authenticator gives one. */
  userHandle?: string;
}

/** What `POST /auth/credentials/{id}/challenge` answers for a passkey credential. */
export interface PasskeyAuthChallenge {
  /** The credential the challenge is for: the only one the prompt allows. */
  credentialId: string;
  /** Lowercase hex SHA-256 of the session-creation body; its UTF-8 bytes are the WebAuthn challenge. */
  challenge: string;
  /** Sent back as `Request-Id` with the assertion, so the service matches it to this challenge. */
  requestId: string;
  /** ISO 8601: after it the service refuses the assertion, so the prompt is not shown. */
  expiresAt: string;
}

/** `POST /sca/factors` answer for `PASSKEY`. */
export interface ScaPasskeyEnrollmentStart {
  /** The factor being enrolled. */
  type: 'PASSKEY';
  /** The WebAuthn creation options, challenge included, as the service minted them. */
  options: PublicKeyCredentialCreationOptionsJSON;
  /** The origins the service accepts the ceremony from; the page's must be one. */
  allowedOrigins: string[];
  /** The RP id the credential is bound to; the page's host must be it or under it. */
  relyingPartyId: string;
}

/** The parts of an `ScaChallenge` a passkey assertion needs. */
export interface ScaPasskeyChallenge {
  /** The challenge's id, for messages. */
  id?: string;
  /** ISO 8601: after it the assertion is refused, so the prompt is not shown. */
  expiresAt?: string | null;
  /** The WebAuthn request options; a challenge without them cannot be answered with a passkey. */
  passkeyAssertionOptions?: PublicKeyCredentialRequestOptionsJSON | null;
  /** The origins the service accepts the assertion from; the page's must be one. */
  passkeyAllowedOrigins?: string[] | null;
}

/** Body of `POST /sca/factors/confirm` for a passkey. */
export interface ScaPasskeyEnrollment {
  /** The factor being confirmed. */
  type: 'PASSKEY';
  /** The page's origin, which the service checks against `allowedOrigins`. */
  origin: string;
  /** The browser's registration response. */
  credential: RegistrationResponseJSON;
}

/** The proof fields of `POST /quotes/{id}/authorize` for a passkey. */
export interface ScaPasskeyAuthorization {
  /** The browser's authentication response. */
  passkeyAssertion: AuthenticationResponseJSON;
  /** The page's origin, which the service checks against `passkeyAllowedOrigins`. */
  origin: string;
}
