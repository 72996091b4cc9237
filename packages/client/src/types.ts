// Shapes the client reads. They follow the service's OpenAPI (names as in the spec); the fields
// listed are the ones the kit depends on, and everything else the service sends is kept.

export type AuthMethodType = 'EMAIL_OTP' | 'SMS_OTP' | 'PASSKEY' | 'OAUTH';

export interface AuthMethod {
  id: string;
  accountId: string;
  type: AuthMethodType;
  nickname: string;
  credentialId?: string;
  createdAt: string;
  updatedAt: string;
  /** EMAIL_OTP / SMS_OTP: present when the service (re)issued a code. */
  otpEncryptionTargetBundle?: string;
}

export interface AuthSession extends Partial<AuthMethod> {
  id: string;
  expiresAt: string;
  accountId?: string;
  encryptedSessionSigningKey?: string;
}

export interface PasskeyAuthChallenge extends AuthMethod {
  credentialId: string;
  challenge: string;
  requestId: string;
  expiresAt: string;
}

export interface Page<T> {
  data: T[];
  hasMore?: boolean;
  nextCursor?: string | null;
  totalCount?: number;
}
