import type {
  AuthenticationResponseJSON,
  PublicKeyCredentialCreationOptionsJSON,
  PublicKeyCredentialRequestOptionsJSON,
  RegistrationResponseJSON,
} from '@simplewebauthn/browser';

/** `attestation` of `POST /auth/credentials` with `type: "PASSKEY"` (all fields base64url). */
export interface PasskeyAttestation {
  credentialId: string;
  clientDataJson: string;
  attestationObject: string;
  transports?: string[];
}

/** `assertion` of `POST /auth/credentials/{id}/verify` with `type: "PASSKEY"` (all fields base64url). */
export interface PasskeyAssertion {
  credentialId: string;
  clientDataJson: string;
  authenticatorData: string;
  signature: string;
  userHandle?: string;
}

/** What `POST /auth/credentials/{id}/challenge` answers for a passkey credential. */
export interface PasskeyAuthChallenge {
  credentialId: string;
  /** Lowercase hex SHA-256 of the session-creation body; its UTF-8 bytes are the WebAuthn challenge. */
  challenge: string;
  requestId: string;
  expiresAt: string;
}

/** `POST /sca/factors` answer for `PASSKEY`. */
export interface ScaPasskeyEnrollmentStart {
  type: 'PASSKEY';
  options: PublicKeyCredentialCreationOptionsJSON;
  allowedOrigins: string[];
  relyingPartyId: string;
}

/** The parts of an `ScaChallenge` a passkey assertion needs. */
export interface ScaPasskeyChallenge {
  id?: string;
  expiresAt?: string | null;
  passkeyAssertionOptions?: PublicKeyCredentialRequestOptionsJSON | null;
  passkeyAllowedOrigins?: string[] | null;
}

/** Body of `POST /sca/factors/confirm` for a passkey. */
export interface ScaPasskeyEnrollment {
  type: 'PASSKEY';
  origin: string;
  credential: RegistrationResponseJSON;
}

/** The proof fields of `POST /quotes/{id}/authorize` for a passkey. */
export interface ScaPasskeyAuthorization {
  passkeyAssertion: AuthenticationResponseJSON;
  origin: string;
}
