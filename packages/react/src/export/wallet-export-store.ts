import type { WalletApi } from '../client/types.js';
import { createFlow, type FlowController } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';

/**
 * `warning`: what the phrase can do, before anything is fetched; `reauth`: the person signs in again
 * to prove it is them; `loading`; `shown`; `hidden`: dropped again.
 */
export type WalletExportStep = 'warning' | 'reauth' | 'loading' | 'shown' | 'hidden';

/** What wallet export shows: the warning, the words while shown, and what went wrong. */
export interface WalletExportState {
  /** Where the flow is; also the root's `data-state`. */
  readonly step: WalletExportStep;
  /** The recovery phrase's words while shown; dropped when hidden or unmounted. */
  readonly words: readonly string[];
  /** The failure to show, classified for its message; `undefined` when there is none. */
  readonly error: FlowError | undefined;
}

export interface WalletExportController extends FlowController<WalletExportState, Record<string, never>> {
  /** Asks for the phrase: first a fresh sign-in (unless re-authentication is off), then the export. Ignored while one is in flight. */
  reveal(): Promise<void>;
  /** The person signed in again: export (a signed call with the fresh session) and show the phrase. */
  reauthenticated(): Promise<void>;
  /** Drops the phrase from memory and from the screen. */
  hide(): void;
}

export interface WalletExportOptions {
  readonly api: WalletApi;
  readonly accountId: string;
  /** Sign in again before every showing of the phrase (true by default): a session left open on a shared screen is not enough. */
  readonly reauthenticate?: boolean;
  readonly onError?: (error: unknown) => void;
}

/** Wallet export as a framework-free store: warned first, signed in again, decrypted on this device, shown, then dropped. */
export function createWalletExport(options: WalletExportOptions): WalletExportController {
  const reauthenticate = options.reauthenticate ?? true;
  return createFlow<WalletExportState, Record<string, never>, Omit<WalletExportController, keyof FlowController<WalletExportState, Record<string, never>>>>({
    initial: { step: 'warning', words: [], error: undefined },
    held: {},
    onError: options.onError,
    // The phrase leaves memory with the widget.
    release: (flow) => flow.set({ words: [] }),
    actions: ({ get, set, fail }) => {
      async function exportPhrase(back: WalletExportStep) {
        set({ step: 'loading', error: undefined });
        try {
          const mnemonic = await options.api.exportWallet(options.accountId);
          set({ step: 'shown', words: mnemonic.trim().split(/\s+/) });
        } catch (error) {
          set({ step: back, error: fail(error) });
        }
      }
      return {
        async reveal() {
          const { step } = get();
          if (step !== 'warning' && step !== 'hidden') return;
          if (reauthenticate) return set({ step: 'reauth', error: undefined });
          await exportPhrase(step);
        },
        async reauthenticated() {
          if (get().step === 'reauth') await exportPhrase('warning');
        },
        hide() {
          if (get().step === 'shown') set({ step: 'hidden', words: [] });
        },
      };
    },
  });
}
