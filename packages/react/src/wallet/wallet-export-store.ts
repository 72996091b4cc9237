import type { WalletApi } from '../client/types.js';
import { classify, type FlowError } from '../flow/errors.js';
import { createStore, type StoreApi } from '../flow/store.js';

/** `warning`: what the phrase can do, before anything is fetched; `loading`; `shown`; `hidden`: dropped again. */
export type WalletExportStep = 'warning' | 'loading' | 'shown' | 'hidden';

export interface WalletExportState {
  readonly step: WalletExportStep;
  /** The recovery phrase's words while shown; dropped when hidden or unmounted. */
  readonly words: readonly string[];
  readonly error: FlowError | undefined;
}

export interface WalletExportController {
  readonly store: StoreApi<WalletExportState>;
  attach(): void;
  dispose(): void;
  /** Exports (a signed call) and shows the phrase; ignored while one is in flight. */
  reveal(): Promise<void>;
  /** Drops the phrase from memory and from the screen. */
  hide(): void;
}

/** Wallet export as a framework-free store: warned first, decrypted on this device, shown, then dropped. */
export function createWalletExport(options: { api: WalletApi; accountId: string; onError?: (error: unknown) => void }): WalletExportController {
  const store = createStore<WalletExportState>(() => ({ step: 'warning', words: [], error: undefined }));
  let disposed = false;
  return {
    store,
    attach() {},
    dispose() {
      disposed = true;
      store.setState({ words: [] });
    },
    async reveal() {
      const { step } = store.getState();
      if (step === 'loading' || step === 'shown') return;
      store.setState({ step: 'loading', error: undefined });
      try {
        const mnemonic = await options.api.exportWallet(options.accountId);
        if (disposed) return;
        store.setState({ step: 'shown', words: mnemonic.trim().split(/\s+/) });
      } catch (error) {
        options.onError?.(error);
        if (!disposed) store.setState({ step: step === 'hidden' ? 'hidden' : 'warning', error: classify(error) });
      }
    },
    hide() {
      if (store.getState().step === 'shown') store.setState({ step: 'hidden', words: [] });
    },
  };
}
