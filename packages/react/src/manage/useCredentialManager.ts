'use client';

import { useApi } from '../client/use-api.js';
import { credentialsApi, type AuthSession, type CredentialsApi } from '../client/types.js';
import { useFlow } from '../flow/use-flow.js';
import { createCredentialManager, type PasskeyRegistrationInput } from './credentials-store.js';

/** Props of {@link CredentialManager}. */
export interface CredentialManagerProps {
  /** The embedded wallet's InternalAccount id. */
  readonly accountId: string;
  /** Offer "Add a passkey" with these registration details (the relying party and the user, as your app names them). */
  readonly passkey?: PasskeyRegistrationInput;
  /** The calls to use; the provider's client's `credentials` and `sessions` by default. */
  readonly api?: CredentialsApi;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
  /**
   * The device and browser of a session, where your back end knows them (the service records neither):
   * "Firefox on a Pixel 8". This device's own is read from the browser.
   */
  readonly describeSession?: (session: AuthSession) => string | undefined;
  /** The level of the widget's title in the page's outline; 2 by default. */
  readonly headingLevel?: 1 | 2 | 3 | 4 | 5 | 6;
  /** More classes for the root element. */
  readonly className?: string;
}

/** The wallet's credentials and sessions, headless. */
export function useCredentialManager(options: Pick<CredentialManagerProps, 'accountId' | 'passkey' | 'api' | 'onError'>) {
  return useFlow(createCredentialManager, options, useApi(options.api, credentialsApi, '<CredentialManager>'));
}
