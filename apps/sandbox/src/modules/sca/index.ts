import type { Area } from '../../platform/area.js';
import { scaRoutes } from './routes.js';
import { scaFactorsTable } from './repo.js';
import { scaResetsTable, registerResetJobs } from './reset.js';

export { SANDBOX_TOTP_CODE } from './enrollment.js';
export {
  CHALLENGE_TTL_MS,
  SANDBOX_SMS_CODE,
  VERIFY_LEASE_MS,
  checkCooldown,
  checkLock,
  newChallenge,
  passkeyAssertionOptions,
  paymentFactors,
  recordFailure,
  recordSuccess,
  startSca,
  type ScaChallengeRecord,
  type ScaState,
} from './challenges.js';
export { SCA_FACTORS, factorsOf, saveFactors, scaFactorsTable, scaLoginSessionUntil, type ScaFactor, type ScaFactorsRecord } from './repo.js';
export { codeChallengeView, codeFactors, codeMatches, newCodeChallenge } from './proofs.js';
export { checkScaSession } from './login.js';
export { scaResetsTable } from './reset.js';

/** The sca area as the sandbox serves it (`areas.ts`). */
export const scaArea: Area = {
  name: 'sca',
  routes: (k) => scaRoutes(k),
  tables: [scaFactorsTable, scaResetsTable],
  jobs: (k) => registerResetJobs(k),
};
