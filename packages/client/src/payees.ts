import { listExternalAccounts } from './accounts.js';
import type { ClientContext } from './context.js';
import { ClientError, RequestAbortedError, ServiceError } from './errors.js';
import type { BeneficiaryTrust, ExternalAccount, OwnershipChallenge, OwnershipVerificationMethod, PayeeRequest, QuoteScaChallenge } from './types.js';
import { requireId, segment } from './validate.js';

const path = (id: string) => `/customers/external-accounts/${segment(requireId('externalAccountId', id))}`;
const withSignal = (signal?: AbortSignal) => (signal ? { signal } : {});

/**
 * `POST /customers/external-accounts`: a bank account or wallet to pay, with the fields its rail
 * needs (IBAN, CLABE, PIX key, routing number...). Identifiers whose check digits fail come back as
 * a 400 ServiceError `INVALID_BANK_ACCOUNT` naming the field; a payee the customer already has, 409.
 *
 * @example const payee = await client.payees.addPayee({ customerId, currency: 'EUR', accountInfo: { accountType: 'EUR_ACCOUNT', iban, beneficiary } });
 */
export async function addPayee(ctx: ClientContext, request: PayeeRequest, options: { signal?: AbortSignal } = {}): Promise<ExternalAccount> {
  requireId('request.customerId', request?.customerId);
  if (!request.accountInfo || typeof request.accountInfo.accountType !== 'string') throw new ClientError('INVALID_ARGUMENT', 'request.accountInfo: expected the account or wallet, with its accountType');
  const { body } = await ctx.send<ExternalAccount>({ method: 'POST', path: '/customers/external-accounts', bodyText: JSON.stringify(request), ...withSignal(options.signal) });
  return body;
}

/** @example const payee = await client.payees.getPayee(payeeId); */
export async function getPayee(ctx: ClientContext, externalAccountId: string, options: { signal?: AbortSignal } = {}): Promise<ExternalAccount> {
  const { body } = await ctx.send<ExternalAccount>({ method: 'GET', path: path(externalAccountId), ...withSignal(options.signal) });
  return body;
}

/** `DELETE`: a trusted payee must be untrusted first (409 `BENEFICIARY_TRUSTED`). @example await client.payees.removePayee(payeeId); */
export async function removePayee(ctx: ClientContext, externalAccountId: string, options: { signal?: AbortSignal } = {}): Promise<void> {
  await ctx.send({ method: 'DELETE', path: path(externalAccountId), ...withSignal(options.signal) });
}

/**
 * Starts proving a self-custody wallet payee is the customer's own (EU Travel Rule): a message for
 * the wallet to sign, or a hosted liveness check whose outcome arrives on the payee's `status`.
 *
 * @example const challenge = await client.payees.startOwnershipVerification(payeeId, 'WALLET_SIGNATURE');
 */
export async function startOwnershipVerification(ctx: ClientContext, externalAccountId: string, method: OwnershipVerificationMethod, options: { signal?: AbortSignal } = {}): Promise<OwnershipChallenge> {
  if (method !== 'WALLET_SIGNATURE' && method !== 'LIVENESS') throw new ClientError('INVALID_ARGUMENT', `method: expected WALLET_SIGNATURE or LIVENESS, got ${JSON.stringify(method)}`);
  const { body } = await ctx.send<OwnershipChallenge>({ method: 'POST', path: `${path(externalAccountId)}/challenge`, bodyText: JSON.stringify({ method }), ...withSignal(options.signal) });
  return body;
}

/**
 * Sends the wallet's signature of `messageToSign` (EIP-191 hex for EVM chains, base58 Ed25519 for
 * Solana). A wrong one is a 400 ServiceError and the payee becomes `UNVERIFIED`: start again.
 *
 * @example const payee = await client.payees.verifyOwnership(payeeId, await wallet.signMessage(challenge.messageToSign));
 */
export async function verifyOwnership(ctx: ClientContext, externalAccountId: string, signature: string, options: { signal?: AbortSignal } = {}): Promise<ExternalAccount> {
  if (typeof signature !== 'string' || signature === '') throw new ClientError('INVALID_ARGUMENT', 'signature: expected the wallet\'s signature of messageToSign');
  const { body } = await ctx.send<ExternalAccount>({ method: 'POST', path: `${path(externalAccountId)}/verify`, bodyText: JSON.stringify({ signature }), ...withSignal(options.signal) });
  return body;
}

/** What the trust prover is told besides the challenge. */
export interface TrustProverStep {
  /** 1, then 2, 3, … while codes for this challenge are refused. */
  attempt: number;
  /** Why the previous code was refused (a 400: wrong or expired). */
  error?: ServiceError;
  /** The signal the call was given: stop asking the person when it aborts. */
  signal?: AbortSignal;
}

/** Asked for the code of a trust challenge (SMS, or TOTP once enrolled); `null` when the person gives up. */
export type TrustProver = (challenge: QuoteScaChallenge, step: TrustProverStep) => Promise<TrustProof | null | undefined> | TrustProof | null | undefined;

/** The person's answer to a trust challenge. */
export interface TrustProof {
  /** The code they received by SMS, or their authenticator app's. */
  code: string;
}

/** A refusal that spent the challenge: a new start is needed, not another code. */
const spent = (error: ServiceError) => (error.details?.errors as { field?: string }[] | undefined)?.some((e) => e.field === 'challengeId') === true;

async function changeTrust(ctx: ClientContext, externalAccountId: string, trust: boolean, prover: TrustProver, signal?: AbortSignal): Promise<BeneficiaryTrust> {
  if (typeof prover !== 'function') throw new ClientError('INVALID_ARGUMENT', 'prover: expected a function (challenge, step) => { code }');
  const action = trust ? 'trust' : 'untrust';
  let restarts = 0;
  for (;;) {
    const { body: start } = await ctx.send<{ scaChallenge?: QuoteScaChallenge }>({ method: 'POST', path: `${path(externalAccountId)}/${action}`, ...withSignal(signal) });
    const challenge = start.scaChallenge;
    let error: ServiceError | undefined;
    for (let attempt = 1; ; attempt += 1) {
      if (signal?.aborted) throw new RequestAbortedError({ cause: signal.reason });
      const proof = challenge ? await prover(challenge, { attempt, ...(error ? { error } : {}), ...withSignal(signal) }) : { code: '' };
      if (proof === null || proof === undefined) throw new ClientError('SCA_ABANDONED', `no code was given to ${action} ${externalAccountId}`);
      try {
        const body = { ...(challenge ? { challengeId: challenge.id, code: proof.code } : {}) };
        return (await ctx.send<BeneficiaryTrust>({ method: 'POST', path: `${path(externalAccountId)}/${action}/confirm`, bodyText: JSON.stringify(body), ...withSignal(signal) })).body;
      } catch (caught) {
        if (!(caught instanceof ServiceError) || caught.status !== 400) throw caught;
        error = caught;
        if (spent(caught)) break;
      }
    }
    // Three wrong codes spend a challenge: start once more with a fresh one, then give up.
    restarts += 1;
    if (restarts > 1) throw error;
  }
}

/**
 * Trusts a payee so sends to it skip the per-transaction SCA ceremony (SCA regions only; elsewhere
 * a 409 ServiceError). The prover is asked for the code of each challenge, again after a wrong one.
 *
 * @example await client.payees.trustPayee(payeeId, async (challenge, step) => ({ code: await ask(challenge, step) }));
 */
export const trustPayee = (ctx: ClientContext, externalAccountId: string, prover: TrustProver, options: { signal?: AbortSignal } = {}): Promise<BeneficiaryTrust> => changeTrust(ctx, externalAccountId, true, prover, options.signal);

/** Untrusts a payee: sends to it need SCA again. @example await client.payees.untrustPayee(payeeId, prover); */
export const untrustPayee = (ctx: ClientContext, externalAccountId: string, prover: TrustProver, options: { signal?: AbortSignal } = {}): Promise<BeneficiaryTrust> => changeTrust(ctx, externalAccountId, false, prover, options.signal);

/** What `client.payees` offers: the customer's payees, added, verified, trusted and removed. */
export const payeeCalls = { listPayees: listExternalAccounts, addPayee, getPayee, removePayee, startOwnershipVerification, verifyOwnership, trustPayee, untrustPayee };
