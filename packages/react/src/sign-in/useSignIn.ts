'use client';

import { signInApi, type SignInApi } from '../client/types.js';
import { useFlow } from '../flow/use-flow.js';
import { useApi } from '../client/use-api.js';
import { createSignIn, type SignInController, type SignInOptions, type SignInState } from './sign-in-store.js';

/** Options of {@link useSignIn}: those of `createSignIn`, with the client's calls by default. */
export interface UseSignInOptions extends Omit<SignInOptions, 'api'> {
  /** The calls to use; the provider's client by default. */
  readonly api?: SignInApi;
}

/** What {@link useSignIn} returns: the state, and the actions to call from your own screens. */
export type UseSignIn = SignInState & Omit<SignInController, 'store' | 'attach' | 'dispose'>;

/**
 * The sign-in flow, headless: state and actions to build your own screens on. Options are read once,
 * when the component mounts; callbacks are always the latest ones.
 *
 * @example
 * const signIn = useSignIn({ accountId: walletId, onSignedIn: (session) => navigate('/wallet') });
 * signIn.step === 'code' && <OtpInput onComplete={signIn.submitCode} />
 */
export function useSignIn(options: UseSignInOptions): UseSignIn {
  return useFlow(createSignIn, options, useApi(options.api, signInApi, '<SignIn>'));
}
