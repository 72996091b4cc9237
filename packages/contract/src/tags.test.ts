import { existsSync, readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { parse } from 'yaml';
import { describe, expect, it } from 'vitest';

type Document = { paths: Record<string, Record<string, { operationId?: string; tags?: string[] }>> };

/**
 * The operations of the onboarding and identity tags (issue 13), as the service's public OpenAPI
 * (2025-10-13) lists them: every one must be in the contract, so the sandbox serves it.
 */
const ONBOARDING_TAGS: Record<string, string[]> = {
  Customers: ['createCustomer', 'deleteCustomerById', 'getBulkCustomerImportJob', 'getCustomerById', 'getEndUserTerms', 'listCustomers', 'updateCustomerById', 'uploadCustomersCsv'],
  'KYC/KYB Verifications': ['createBeneficialOwner', 'createCustomerKycLink', 'createVerification', 'getBeneficialOwner', 'getVerification', 'listBeneficialOwners', 'listVerifications', 'updateBeneficialOwner'],
  Documents: ['deleteDocument', 'getDocument', 'listDocuments', 'replaceDocument', 'uploadDocument'],
  'Platform Configuration': ['getPlatformConfig', 'updatePlatformConfig'],
  'Contact Verification': ['confirmCustomerEmailVerification', 'confirmCustomerPhoneVerification', 'sendCustomerEmailVerification', 'sendCustomerPhoneVerification'],
  'API Tokens': ['createToken', 'deleteTokenById', 'getTokenById', 'listTokens'],
  'Embedded Wallet Auth': [
    'challengeAuthCredential', 'createAuthCredential', 'createDelegatedKey', 'getDelegatedKeyById', 'listAuthCredentials', 'listAuthSessions', 'listDelegatedKeys',
    'refreshAuthSession', 'revokeAuthCredential', 'revokeAuthSession', 'revokeDelegatedKey', 'verifyAuthCredential',
  ],
};

const operationsByTag = (document: Document, tag: string): string[] =>
  Object.values(document.paths)
    .flatMap((item) => Object.values(item))
    .filter((operation) => typeof operation === 'object' && operation.tags?.includes(tag))
    .map((operation) => operation.operationId ?? '')
    .sort();

const contract = parse(readFileSync(new URL('../openapi.yaml', import.meta.url), 'utf8')) as Document;
// The public document sits beside the repository where the project is developed; a clean clone may not have it.
const referencePath = process.env.SERVICE_OPENAPI ?? fileURLToPath(new URL('../../../../shared/reference/service-openapi.yaml', import.meta.url));
const reference = existsSync(referencePath) ? (parse(readFileSync(referencePath, 'utf8')) as Document) : undefined;

describe('the contract, tag by tag, for onboarding and identity', () => {
  it.each(Object.entries(ONBOARDING_TAGS))('has every operation of %s', (tag, operations) => {
    expect(operationsByTag(contract, tag)).toEqual(operations);
  });

  it.skipIf(!reference).each(Object.keys(ONBOARDING_TAGS))('lists for %s exactly the operations the public document has', (tag) => {
    expect(operationsByTag(contract, tag)).toEqual(operationsByTag(reference!, tag));
  });
});
