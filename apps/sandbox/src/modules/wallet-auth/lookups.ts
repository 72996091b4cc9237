import { HookPoint } from '../../kernel/hooks.js';
import type { Kernel } from '../../kernel/kernel.js';

/**
 * What Embedded Wallet Auth reads of the areas above it, handed to it at start by each of them (their
 * registration's `hooks`), so it imports neither: the wallets it authenticates for (internal
 * accounts) and where their owners receive codes (customers).
 */
export interface Wallet {
  id: string;
  /** Absent for the platform's own wallets. */
  customerId?: string;
}

export interface Contact {
  email?: string;
  phoneNumber?: string;
}

const wallets = new HookPoint<(id: string) => Wallet>('the embedded wallets (internal accounts)');
const contacts = new HookPoint<(customerId: string) => Contact | undefined>("the customers' contacts");

/** `mustWallet` gives an embedded wallet by id, or throws the document's 404 for anything else. */
export function provideWallets(k: Kernel, mustWallet: (id: string) => Wallet): void {
  wallets.register(k, mustWallet);
}

export function provideContacts(k: Kernel, contactOf: (customerId: string) => Contact | undefined): void {
  contacts.register(k, contactOf);
}

/** An embedded wallet by id, or the 404 every wallet endpoint answers for anything else. */
export const mustWallet = (k: Kernel, id: string): Wallet => wallets.one(k)(id);

export const contactOf = (k: Kernel, customerId: string): Contact | undefined => contacts.one(k)(customerId);
