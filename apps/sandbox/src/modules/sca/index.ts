export { scaRoutes } from './routes.js';
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
export { registerResetJobs, scaResetsTable } from './reset.js';
