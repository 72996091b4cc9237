import type { Kernel } from '../../kernel/kernel.js';
import { provideContacts } from '../wallet-auth/index.js';
import { customers } from './repo.js';

/** Embedded Wallet Auth sends sign-in codes to a wallet owner's e-mail or phone: it reads them through this, importing nothing of customers. */
export function lendContacts(k: Kernel): void {
  provideContacts(k, (id) => customers(k).get(id));
}
