'use client';

import { useApi } from '../client/use-api.js';
import type { WalletApi } from '../client/types.js';
import { useFlow } from '../flow/use-flow.js';
import { createWalletExport, type WalletExportController, type WalletExportState } from './wallet-export-store.js';

/** Options of {@link useWalletExport}. */
export interface UseWalletExportOptions {
  /** The embedded wallet's InternalAccount id. */
  readonly accountId: string;
  /** The calls to use; the provider's client's `wallet` by default. */
  readonly api?: WalletApi;
  /** Sign in again before the phrase shows (true by default); turn it off only where your app has just re-authenticated the person itself. */
  readonly reauthenticate?: boolean;
  /** Told of every failure the flow shows, with the original error, to log or report. */
  readonly onError?: (error: unknown) => void;
}

/** Wallet export, headless. @example const exp = useWalletExport({ accountId }); exp.step === 'shown' && exp.words */
export function useWalletExport(options: UseWalletExportOptions): WalletExportState & Pick<WalletExportController, 'reveal' | 'reauthenticated' | 'hide'> {
  return useFlow(createWalletExport, options, useApi(options.api, (client) => client.wallet, '<WalletExport>'));
}
