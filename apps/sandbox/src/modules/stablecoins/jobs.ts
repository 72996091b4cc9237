import type { Kernel } from '../../kernel/kernel.js';
import { registerIssuanceJobs } from './issuers.js';
import { registerOperationJobs } from './operations.js';

/** The stablecoins' work on the sandbox clock: issuance review, and each operation's steps. */
export function registerStablecoinJobs(k: Kernel): void {
  registerIssuanceJobs(k);
  registerOperationJobs(k);
}
