/**
 * wallet-kit.wallet.js: the wallet area's widgets (Balance, Activity, TransactionReceipt, SendMoney,
 * Receive) and the client's lookup and payee calls SendMoney makes ("New payee" adds one), for the elements
 * wallet-kit.js defines.
 * build.mjs takes everything wallet-kit.js already holds from it.
 */
import type { ComponentType } from 'react';
import { Activity, Balance, Receive, SendMoney, TransactionReceipt } from '@wallet-kit/react/wallet';
import { lookupCalls } from '../../../../client/src/lookups.js';
import { payeeCalls } from '../../../../client/src/payees.js';
import { provideClientCalls } from '../client-calls.js';
import { registerArea } from '../runtime.js';

const widget = (component: unknown) => component as ComponentType<never>;

provideClientCalls('lookups', lookupCalls as never);
// SendMoney's "New payee" adds one with the payees area's calls, with or without wallet-kit.payees.js beside it.
provideClientCalls('payees', payeeCalls as never);
registerArea('wallet', { Balance: widget(Balance), Activity: widget(Activity), TransactionReceipt: widget(TransactionReceipt), SendMoney: widget(SendMoney), Receive: widget(Receive) });
