import type { UmaInvitation, WalletKitClient } from '@wallet-kit/client';
import { createFlow, type FlowController } from '../flow/create-flow.js';
import { errorCode, errorStatus, type FlowError } from '../flow/errors.js';

/** The calls the invitation widget makes: the client's `invitations` area, or a fake of it. */
export type InvitationsApi = Pick<WalletKitClient['invitations'], 'getInvitation' | 'claimInvitation'>;

/** The slice of a client the invitation widget uses. */
export const invitationsApi = (client: WalletKitClient): InvitationsApi => client.invitations;

/**
 * `loading`; `open`: it can be accepted; `claimed`: accepted just now; `unavailable`: accepted
 * before, cancelled or expired (`invitation.status` says which); `not-found`; `failed`.
 */
export type InvitationClaimStep = 'loading' | 'open' | 'claimed' | 'unavailable' | 'not-found' | 'failed';

/** What the invitation widget shows. */
export interface InvitationClaimState {
  /** Where it is; also the root's `data-state`. */
  readonly step: InvitationClaimStep;
  /** The invitation, once read. */
  readonly invitation: UmaInvitation | undefined;
  /** A claim is in flight. */
  readonly busy: boolean;
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
}

/** What {@link createInvitationClaim} returns: the store, the lifecycle and the action. */
export interface InvitationClaimController extends FlowController<InvitationClaimState, object> {
  /** Accepts the invitation for the user's UMA address; once, however often it is pressed. */
  claim(): Promise<void>;
}

/** What {@link createInvitationClaim} needs. */
export interface InvitationClaimOptions {
  /** The calls to make. */
  readonly api: InvitationsApi;
  /** The code from the invitation link. */
  readonly code: string;
  /** The signed-in user's UMA address: the backend lets the claim through for it only. */
  readonly umaAddress: string;
  /** Told once the invitation is accepted. */
  readonly onClaimed?: (invitation: UmaInvitation) => void;
  /** Told of every failure the flow shows, with the original error. */
  readonly onError?: (error: unknown) => void;
}

const UNAVAILABLE: Readonly<Record<string, UmaInvitation['status']>> = { INVITATION_ALREADY_CLAIMED: 'CLAIMED', INVITATION_CANCELLED: 'CANCELLED' };

/** An invitation read by its code, then accepted for the user's UMA address (reference OpenAPI: claimInvitation). */
export function createInvitationClaim(options: InvitationClaimOptions): InvitationClaimController {
  const { api } = options;
  const controller: InvitationClaimController = createFlow<InvitationClaimState, object, Pick<InvitationClaimController, 'claim'>>({
    initial: { step: 'loading', invitation: undefined, busy: false, error: undefined },
    held: {},
    onError: options.onError,
    async start(flow) {
      try {
        const invitation = await api.getInvitation(options.code, { signal: flow.signal });
        flow.set({ invitation, step: invitation.status === 'PENDING' ? 'open' : 'unavailable' });
      } catch (error) {
        flow.set(errorCode(error) === 'INVITATION_NOT_FOUND' ? { step: 'not-found' } : { step: 'failed', error: flow.fail(error) });
      }
    },
    actions: (flow) => ({
      async claim() {
        if (flow.get().step !== 'open' || flow.get().busy) return;
        flow.set({ busy: true, error: undefined });
        try {
          const invitation = await api.claimInvitation(options.code, options.umaAddress, { signal: flow.signal });
          flow.set({ invitation, step: 'claimed', busy: false });
          options.onClaimed?.(invitation);
        } catch (error) {
          const status = UNAVAILABLE[errorCode(error) ?? ''];
          const current = flow.get().invitation;
          if (status && current) return flow.set({ step: 'unavailable', busy: false, invitation: { ...current, status } });
          if (errorStatus(error) === 400 && current) return flow.set({ step: 'unavailable', busy: false, invitation: { ...current, status: 'EXPIRED' } });
          flow.set({ busy: false, error: flow.fail(error) });
        }
      },
    }),
  });
  return controller;
}
