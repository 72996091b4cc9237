'use client';

import { useContext } from 'react';
import { WidgetError } from '../errors.js';
import { WalletKitContext } from '../provider/context.js';
import type { WalletKitClient } from './types.js';

/**
 * The slice of the client a flow uses: the `api` the caller passed (a test, a story, a custom
 * backend), else made from the provider's client. Without either it names the fix.
 */
export function useApi<Api>(given: Api | undefined, from: (client: WalletKitClient) => Api, component: string): Api {
  const { client } = useContext(WalletKitContext);
  if (given) return given;
  if (!client) throw new WidgetError('MISSING_CLIENT', `${component} needs a client: wrap it in <WalletKitProvider client={client}>`);
  return from(client as WalletKitClient);
}
