import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, notFound } from '../../platform/errors.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { agentExecute, checkAllowed, type AgentActionRecord, type AgentRecord } from '../agents/index.js';
import { externalAccounts } from '../external-accounts/index.js';
import { INTERNAL_ACCOUNT_TYPES, internalAccounts, internalAccountView, type InternalAccountRecord } from '../internal-accounts/index.js';
import { createQuote } from '../quotes/index.js';
import type { TransferRequest } from '../transfers/index.js';

/**
 * An agent's transfer-out (reference OpenAPI: agentCreateTransferOut): a same-currency quote of its
 * customer's, executed under the policy like any agent quote, shown as a TRANSFER_OUT action with
 * its transferDetails. Both accounts must be the customer's (404 otherwise) and allowed by the policy.
 */
export function agentTransferOut(k: Kernel, agent: AgentRecord, request: TransferRequest): AgentActionRecord {
  const source = internalAccounts(k).get(request.source.accountId);
  if (source?.customerId !== agent.customerId) throw notFound('Internal account', request.source.accountId);
  const destination = externalAccounts(k).get(request.destination.accountId);
  if (destination?.customerId !== agent.customerId) throw notFound('External account', request.destination.accountId);
  checkAllowed(agent, source.id);
  if (request.amount === undefined) throw invalidInput([{ field: 'amount', message: 'is required: the sandbox moves the amount named, in the smallest unit' }]);
  if (source.currency !== destination.currency) throw invalidInput([{ field: 'destination.accountId', message: `a same-currency transfer needs both accounts in one currency; these hold ${source.currency} and ${destination.currency}` }]);
  return k.store.transaction(() => {
    const { quote } = createQuote(
      k,
      {
        source: { sourceType: 'ACCOUNT', accountId: source.id },
        destination: { destinationType: 'ACCOUNT', accountId: destination.id, ...(request.destination.paymentRail === undefined ? {} : { paymentRail: request.destination.paymentRail }) },
        lockedCurrencySide: 'SENDING',
        lockedCurrencyAmount: request.amount!,
        immediatelyExecute: false,
      },
      { agentId: agent.id, customerId: agent.customerId, allowedAccountIds: agent.policy.accountRestrictions?.allowedAccountIds ?? null },
    );
    const transferDetails = { amount: request.amount!, currency: source.currency, sourceAccountId: source.id, destinationAccountId: destination.id };
    return agentExecute(k, agent.id, quote.id, { type: 'TRANSFER_OUT', transferDetails });
  });
}

/**
 * The agent's customer's internal accounts, only those its policy allows when it lists some (a
 * page may then hold fewer than `limit`; reference OpenAPI: agentListInternalAccounts).
 */
export function listAgentInternalAccounts(k: Kernel, agent: AgentRecord, query: Record<string, string>) {
  const errors = [] as { field: string; message: string }[];
  const limit = pageLimit(query.limit, errors);
  if (query.type !== undefined && !(INTERNAL_ACCOUNT_TYPES as readonly string[]).includes(query.type)) errors.push({ field: 'type', message: `expected one of ${INTERNAL_ACCOUNT_TYPES.join(', ')}` });
  failOn(errors);
  const allowed = agent.policy.accountRestrictions?.allowedAccountIds;
  const where = { customerId: agent.customerId, type: query.type as InternalAccountRecord['type'] | undefined, currency: query.currency };
  const page = listPage(() => internalAccounts(k).page(where, { orderBy: 'createdAt', direction: 'asc', limit, cursor: query.cursor }), (account) => account);
  return { ...page, data: page.data.filter((account) => !allowed || allowed.includes(account.id)).map((account) => internalAccountView(k, account)) };
}
