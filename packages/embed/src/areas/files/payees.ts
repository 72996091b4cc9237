/**
 * wallet-kit.payees.js: the payees area’s widgets (PayeeManager, PayeePicker) and the client's
 * calls they make, for the elements wallet-kit.js defines. build.mjs takes everything wallet-kit.js
 * already holds from it.
 */
import type { ComponentType } from 'react';
import { NewPayee, PayeeManager, PayeePicker } from '@wallet-kit/react/payees';
import { payeeCalls } from '../../../../client/src/payees.js';
import { provideClientCalls } from '../client-calls.js';
import { registerArea } from '../runtime.js';

const widget = (component: unknown) => component as ComponentType<never>;

provideClientCalls('payees', payeeCalls as never);
registerArea('payees', { PayeeManager: widget(PayeeManager), PayeePicker: widget(PayeePicker) });
// Not an element: SendMoney's "New payee" (wallet-kit.wallet.js) takes it from here (src/leave-out/new-payee.ts).
registerArea('payees', { NewPayee: widget(NewPayee) });
