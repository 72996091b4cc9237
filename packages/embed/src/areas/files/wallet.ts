/**
 * wallet-kit.wallet.js: the wallet area's widgets (Balance, Activity, TransactionReceipt, SendMoney,
 * Receive) and the client's UMA lookup SendMoney makes, for the elements wallet-kit.js defines. The payee
 * calls "New payee" makes come with its form, from wallet-kit.payees.js (src/leave-out/new-payee.ts), which
 * provides them before its form is shown.
 * build.mjs takes everything wallet-kit.js already holds from it.
 */
import type { ComponentType } from 'react';
import { Activity, Balance, Receive, SendMoney, TransactionReceipt } from '@wallet-kit/react/wallet';
import { lookupUma } from '../../../../client/src/lookups.js';
import walletStyles from '@wallet-kit/react/styles.css?inline&area=wallet';
import { addWidgetStyles } from '../../styles.js';
import { provideClientCalls } from '../client-calls.js';
import { registerArea } from '../runtime.js';

const widget = (component: unknown) => component as ComponentType<never>;

addWidgetStyles(walletStyles);
// SendMoney's UMA check is the only lookup a widget makes; the client's lookupPayee serves apps of their own.
provideClientCalls('lookups', { lookupUma } as never);
registerArea('wallet', { Balance: widget(Balance), Activity: widget(Activity), TransactionReceipt: widget(TransactionReceipt), SendMoney: widget(SendMoney), Receive: widget(Receive) });
