'use client';

import { useApi } from '../client/use-api.js';
import type { ScaApi } from '../client/types.js';
import { useFlowBinding } from '../flow/use-flow.js';
import { createScaChallenge, type ScaController, type ScaOptions, type ScaState } from './sca-store.js';

/** Options of {@link useScaChallenge}: those of `createScaChallenge`, with the client's calls by default. */
export interface UseScaChallengeOptions extends Omit<ScaOptions, 'api'> {
  /** The calls to use; the provider's client's `quotes` by default. */
  readonly api?: ScaApi;
}

/** What {@link useScaChallenge} returns: the state, the actions, and whether the factor can be switched. */
export type UseScaChallenge = ScaState &
  Omit<ScaController, 'store' | 'attach' | 'dispose'> & {
    /** Whether the api has a `switchFactor` (the client has none; an integrator may give one). */
    readonly canSwitch: boolean;
    /** Whether the host listens for a cancel (`onCancel`): only then is Cancel offered, so it never leads nowhere. */
    readonly canCancel: boolean;
  };

/**
 * The SCA loop, headless. Options are read when the component mounts; callbacks are always the latest.
 *
 * @example
 * const sca = useScaChallenge({ quote: pending, onAuthorized: (quote) => watch(quote.transactionId) });
 * sca.challenge?.factor === 'SMS_OTP' && <OtpInput onComplete={sca.submitCode} />
 */
export function useScaChallenge(options: UseScaChallengeOptions): UseScaChallenge {
  const api = useApi(options.api, (client) => client.quotes, '<ScaChallenge>');
  const [flow, wired] = useFlowBinding(createScaChallenge, options, api);
  // The flow calls only the callbacks given at mount: Cancel shows while onCancel is given now and was then (never a dead button).
  return { ...flow, canSwitch: api.switchFactor !== undefined, canCancel: wired.has('onCancel') && options.onCancel !== undefined };
}
