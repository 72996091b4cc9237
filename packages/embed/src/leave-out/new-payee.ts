import type { ComponentType } from 'react';
import type { NewPayeeProps } from '@wallet-kit/react/payees';
import { areaComponent, loadArea } from '../areas/runtime.js';

// Stands in for react's wallet/send/load-new-payee.ts in wallet-kit.wallet.js: SendMoney's "New payee" is
// the payees area's own form, which comes in wallet-kit.payees.js (fetched from beside wallet-kit.js when
// first pressed, at once when the page has it already), so the wallet area's file does not carry it twice.

/** wallet-kit.payees.js's `<NewPayee>`, once the file has run. */
export const loadNewPayee = (): Promise<ComponentType<NewPayeeProps>> =>
  loadArea('payees').then(() => (areaComponent('NewPayee') as ComponentType<NewPayeeProps> | undefined) ?? Promise.reject(new Error('wallet-kit.payees.js ran without providing NewPayee')));
