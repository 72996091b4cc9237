import type { WalletApi } from '../client/types.js';
import { createFlow, type FlowController } from '../flow/create-flow.js';
import type { FlowError } from '../flow/errors.js';

/** `warning`: what the phrase can do, before anything is fetched; `loading`; `shown`; `hidden`: dropped again. */
export type WalletExportStep = 'warning' | 'loading' | 'shown' | 'hidden';

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
  /** Exports (a signed call) and shows the phrase; ignored while one is in flight. */
  reveal(): Promise<void>;
  /** Drops the phrase from memory and from the screen. */
  hide(): void;
}

/** Wallet export as a framework-free store: warned first, decrypted on this device, shown, then dropped. */
export function createWalletExport(options: { api: WalletApi; accountId: string; onError?: (error: unknown) => void }): WalletExportController {
  return createFlow<WalletExportState, Record<string, never>, Omit<WalletExportController, keyof FlowController<WalletExportState, Record<string, never>>>>({
    initial: { step: 'warning', words: [], error: undefined },
    held: {},
    onError: options.onError,
    // The phrase leaves memory with the widget.
    release: (flow) => flow.set({ words: [] }),
    actions: ({ get, set, fail }) => ({
      async reveal() {
        const { step } = get();
        if (step === 'loading' || step === 'shown') return;
        set({ step: 'loading', error: undefined });
        try {
          const mnemonic = await options.api.exportWallet(options.accountId);
          set({ step: 'shown', words: mnemonic.trim().split(/\s+/) });
        } catch (error) {
          set({ step: step === 'hidden' ? 'hidden' : 'warning', error: fail(error) });
        }
      },
      hide() {
        if (get().step === 'shown') set({ step: 'hidden', words: [] });
      },
    }),
  });
}
