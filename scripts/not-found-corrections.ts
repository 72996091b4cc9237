// The resources the public document answers 404 for with no code of its own: its Error404 enum names
// codes for transactions, invitations, customers (USER_NOT_FOUND), quotes, lookups, API tokens, bulk
// jobs, references, UMA addresses and stablecoin provider accounts only, while the spec makes `code`
// required. These answer NOT_FOUND, each listed here with the operations that can, and build-contract.ts
// writes each onto that operation's 404 answer (x-corrections), where
// apps/sandbox/src/platform/not-found-contract.test.ts checks every 404 the route table answers
// against the document's codes or this list. Every other resource uses the document's own code.

export interface NotFoundCorrection {
  /** What was not found, as the document's own 404 descriptions name it. */
  resource: string;
  /** Operations (`METHOD /path` as the document writes it) that answer NOT_FOUND for it. */
  operations: string[];
}

const externalAccount = (owner: 'customers' | 'platform') => [
  `GET /${owner}/external-accounts/{externalAccountId}`,
  `DELETE /${owner}/external-accounts/{externalAccountId}`,
  `POST /${owner}/external-accounts/{externalAccountId}/challenge`,
  `POST /${owner}/external-accounts/{externalAccountId}/verify`,
];
const cardSimulators = ['authorization', 'authorization_advice', 'balance_inquiry', 'clearing', 'credit_authorization', 'credit_authorization_advice', 'financial_authorization', 'financial_credit_authorization', 'return', 'return_reversal', 'tokenization'].map(
  (name) => `POST /sandbox/cards/{id}/simulate/${name}`,
);

export const NOT_FOUND_CORRECTIONS: NotFoundCorrection[] = [
  {
    resource: 'Internal account',
    operations: ['PATCH /internal-accounts/{id}', 'POST /internal-accounts/{id}/export', 'POST /auth/credentials', 'POST /crypto/estimate-withdrawal-fee', 'POST /transfer-in', 'POST /transfer-out', 'POST /agents/me/transfer-in', 'POST /agents/me/transfer-out', 'POST /sandbox/internal-accounts/{accountId}/fund', 'POST /sandbox/internal-accounts/{accountId}/status'],
  },
  {
    resource: 'External account',
    operations: [
      ...externalAccount('customers'),
      ...externalAccount('platform'),
      ...['trust', 'trust/confirm', 'untrust', 'untrust/confirm'].map((step) => `POST /customers/external-accounts/{externalAccountId}/${step}`),
      'GET /agents/me/external-accounts/{externalAccountId}',
      'DELETE /agents/me/external-accounts/{externalAccountId}',
      'GET /receiver/external-account/{accountId}',
    ],
  },
  { resource: 'Agent', operations: ['GET /agents/{agentId}', 'PATCH /agents/{agentId}', 'DELETE /agents/{agentId}', 'PATCH /agents/{agentId}/policy', 'POST /agents/{agentId}/device-codes'] },
  { resource: 'Agent action', operations: ['GET /agents/me/actions/{actionId}', 'POST /agents/{agentId}/actions/{actionId}/approve', 'POST /agents/{agentId}/actions/{actionId}/reject'] },
  { resource: 'Device code', operations: ['GET /agents/device-codes/{code}/status', 'POST /agents/device-codes/{code}/redeem'] },
  { resource: 'Authentication credential', operations: ['DELETE /auth/credentials/{id}', 'POST /auth/credentials/{id}/challenge', 'POST /auth/credentials/{id}/verify'] },
  { resource: 'Session', operations: ['DELETE /auth/sessions/{id}', 'POST /auth/sessions/{id}/refresh'] },
  { resource: 'Delegated key', operations: ['GET /auth/delegated-keys/{id}', 'DELETE /auth/delegated-keys/{id}'] },
  { resource: 'Card', operations: ['GET /cards/{id}', 'PATCH /cards/{id}', 'POST /cards/{id}/reveal', 'POST /auth/delegated-keys', ...cardSimulators] },
  { resource: 'Beneficial owner', operations: ['GET /beneficial-owners/{beneficialOwnerId}', 'PATCH /beneficial-owners/{beneficialOwnerId}'] },
  { resource: 'Document', operations: ['GET /documents/{documentId}', 'PUT /documents/{documentId}', 'DELETE /documents/{documentId}'] },
  { resource: 'Verification', operations: ['GET /verifications/{verificationId}', 'POST /sandbox/verifications/{verificationId}/decide'] },
  { resource: 'KYC link', operations: ['GET /sandbox/kyc/{token}', 'POST /sandbox/kyc/{token}'] },
  { resource: 'SCA factor', operations: ['DELETE /sca/factors/{credentialId}'] },
  { resource: 'SCA factor reset', operations: ['GET /sca/factors/reset/{resetId}', 'POST /sca/factors/reset/{resetId}/complete'] },
  { resource: 'Stablecoin', operations: ['GET /stablecoins/{stablecoinId}', 'GET /stablecoins/{stablecoinId}/operations', 'POST /stablecoins/{stablecoinId}/mints', 'POST /stablecoins/{stablecoinId}/burns'] },
  { resource: 'Stablecoin operation', operations: ['GET /stablecoin-operations/{stablecoinOperationId}', 'POST /sandbox/stablecoin-operations/{stablecoinOperationId}/fund'] },
];

/** Why one resource answers NOT_FOUND (the same reason for each; the resource named). */
export const notFoundReason = (resource: string): string =>
  `The document answers 404 when this ${resource.toLowerCase()} does not exist, and its Error404 enum names no code for one (its codes: TRANSACTION_, INVITATION_, USER_, QUOTE_, LOOKUP_REQUEST_, TOKEN_, BULK_UPLOAD_JOB_, REFERENCE_, UMA_, STABLECOIN_PROVIDER_ACCOUNT_NOT_FOUND); the spec makes \`code\` required, so the sandbox answers NOT_FOUND.`;
