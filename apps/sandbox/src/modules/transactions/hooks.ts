import { HookPoint } from '../../kernel/hooks.js';
import type { Kernel } from '../../kernel/kernel.js';
import type { TransactionRecord } from './repo.js';

/**
 * Where other areas hook into transactions, so that this area imports none of them: the quotes area
 * hears each payment's end (its quote's status follows), the agents area decides the transactions
 * its actions hold for the platform's approval.
 */
const concluded = new HookPoint<(tx: TransactionRecord) => void>('a payment concluded');

/** `hook` hears an outgoing payment reach COMPLETED or FAILED (a failure's refund follows), in the transaction that moved it. */
export function onPaymentConcluded(k: Kernel, hook: (tx: TransactionRecord) => void): void {
  concluded.register(k, hook);
}

export function paymentConcluded(k: Kernel, tx: TransactionRecord): void {
  for (const hook of concluded.all(k)) hook(tx);
}

/** Decides the transactions held for the platform's approval that are not incoming payments (an agent's actions). */
export interface Approver {
  approve(transactionId: string): TransactionRecord;
  reject(transactionId: string, reason: string | undefined): TransactionRecord;
}

const approvers = new HookPoint<Approver>('the approver of held transactions');

export function registerApprover(k: Kernel, approver: Approver): void {
  approvers.register(k, approver);
}

export const approverOf = (k: Kernel): Approver => approvers.one(k);
