// Builds the project's own OpenAPI document, packages/contract/openapi.yaml: the operations the
// sandbox serves, taken from the service's public OpenAPI (../shared/reference), plus the
// sandbox-only endpoints in packages/contract/sandbox-extensions.yaml, with every component they
// reference. Then generates packages/contract/src/generated.ts from it with openapi-typescript.
// Run it when the sandbox gains or loses an endpoint: `npm run contract`.
import { readFile, writeFile } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { parse, stringify } from 'yaml';
import { createSandbox } from '@wallet-kit/sandbox';
import { generateContractTypes } from '../packages/contract/src/generate.js';
import { NOT_FOUND_CORRECTIONS, notFoundReason } from './not-found-corrections.js';

type Json = Record<string, unknown>;
const root = fileURLToPath(new URL('..', import.meta.url));
const referencePath = process.env.SERVICE_OPENAPI ?? `${root}../shared/reference/service-openapi.yaml`;
const contractDir = `${root}packages/contract/`;

const normalize = (path: string) => path.replace(/\{[^}]+\}|:[^/]+/g, '{}');

const reference = parse(await readFile(referencePath, 'utf8')) as Json & { paths: Record<string, Json>; components: Record<string, Record<string, unknown>> };
const extensions = parse(await readFile(`${contractDir}sandbox-extensions.yaml`, 'utf8')) as { paths: Record<string, Json>; components: Record<string, Record<string, unknown>> };
const sandbox = await createSandbox();

const paths: Record<string, Json> = {};
const missing: string[] = [];
for (const route of sandbox.routes) {
  const method = route.method.toLowerCase();
  const fromReference = Object.entries(reference.paths).find(([path, item]) => normalize(path) === normalize(route.path) && item[method]);
  const fromExtensions = Object.entries(extensions.paths).find(([path, item]) => normalize(path) === normalize(route.path) && item[method]);
  const [path, item] = fromReference ?? fromExtensions ?? [];
  if (!path || !item) {
    missing.push(`${route.method} ${route.path}`);
    continue;
  }
  paths[path] ??= item.parameters ? { parameters: item.parameters } : {};
  paths[path]![method] = item[method];
}
if (missing.length) throw new Error(`undocumented sandbox endpoints (add them to sandbox-extensions.yaml):\n  ${missing.join('\n  ')}`);

// Every component reachable from the chosen operations, and nothing else.
const pools = { reference: reference.components, extensions: extensions.components };
const components: Record<string, Record<string, unknown>> = { securitySchemes: reference.components.securitySchemes as Record<string, unknown> };
const visit = (value: unknown): void => {
  if (Array.isArray(value)) return value.forEach(visit);
  if (!value || typeof value !== 'object') return;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string') {
    const [, , kind, name] = ref.split('/') as [string, string, string, string];
    if (!components[kind]?.[name]) {
      const found = pools.extensions[kind]?.[name] ?? pools.reference[kind]?.[name];
      if (found === undefined) throw new Error(`unresolved ${ref}`);
      (components[kind] ??= {})[name] = found;
      visit(found);
    }
  }
  Object.values(value).forEach(visit);
};
visit(paths);
// Every webhook of the document, with the schemas its deliveries follow: the sandbox emits each type,
// and apps/sandbox/src/webhook-contract.test.ts validates a delivery of each against them.
const webhooks = (reference as { webhooks?: Record<string, Json> }).webhooks ?? {};
visit(webhooks);
// Every error schema of the document, used by an operation or not: the codes test compares against all of them.
for (const [name, schema] of Object.entries(reference.components.schemas ?? {})) {
  if (/^Error\d{3}$/.test(name) && !components.schemas![name]) components.schemas![name] = schema;
}
// The live service's error body is { code, reason, details? }; older copies of its OpenAPI still
// say `message` and `status` (reference README: Error body). Keep each error schema's list of codes.
for (const [name, schema] of Object.entries(components.schemas ?? {})) {
  if (!/^Error\d{3}$/.test(name)) continue;
  const { properties = {}, ...rest } = schema as { properties?: Record<string, unknown> };
  components.schemas![name] = {
    ...rest,
    required: ['code', 'reason'],
    properties: {
      code: properties.code ?? { type: 'string' },
      reason: { type: 'string', description: 'What went wrong, for people.' },
      details: { type: 'object', additionalProperties: true, description: 'Validation failures carry `errors: [{ field, constraint?, message? }]`.' },
    },
  };
}
// Where the spec or the issues say more than the public OpenAPI, the spec wins (reference README).
// Each correction keeps its reason in the contract (x-corrections), next to the document's own list
// (x-document-codes), so a test can tell the sandbox's codes from the document's
// (apps/sandbox/src/platform/error-contract.test.ts).
const CODE_CORRECTIONS: { status: number; code: string; reason: string }[] = [
  {
    status: 409,
    code: 'QUOTE_EXPIRED',
    reason: 'Spec, Errors, "Other codes seen": executing a quote after its expiry window, nothing exchanged. The spec names the code, not its status; 409 is the one the document gives execute for "expired".',
  },
  {
    status: 409,
    code: 'QUOTE_RATE_UNAVAILABLE',
    reason: 'Spec, Errors, "Other codes seen": the quoted rate was refused at execution. The spec names the code, not its status.',
  },
  {
    status: 400,
    code: 'FUNDING_SOURCE_INELIGIBLE',
    reason: 'Issue 15: the reference names FUNDING_SOURCE_INELIGIBLE for createCard and updateCardById, but its Error400 enum lacks it.',
  },
  {
    status: 404,
    code: 'NOT_FOUND',
    reason:
      'The document answers 404 for resources its Error404 enum names no code for (accounts, agents and their actions and device codes, credentials, sessions, delegated keys, cards, beneficial owners, documents, verifications, SCA factors and resets, stablecoins and their operations); the spec makes `code` required, so these answer NOT_FOUND. Each resource is listed with the operations that answer it on their 404 (scripts/not-found-corrections.ts); every other resource uses the document\'s own code (TRANSACTION_NOT_FOUND, QUOTE_NOT_FOUND, USER_NOT_FOUND, ...).',
  },
];
// Statuses an operation answers that the document does not list for it.
const STATUS_CORRECTIONS: { operation: string; status: number; schema: string; reason: string }[] = [
  {
    operation: 'GET /agents/me/internal-accounts',
    status: 400,
    schema: 'Error400',
    reason: 'Issue 3, Bad input: a limit outside 1 to 100, a cursor that is not one of ours or an unknown type answer 400 INVALID_INPUT, as on every other list.',
  },
  {
    operation: 'GET /uma-providers',
    status: 400,
    schema: 'Error400',
    reason: 'Issue 3, Bad input: a limit outside 1 to 100, a cursor that is not one of ours or a sortOrder outside asc/desc answer 400 INVALID_INPUT, as on every other list.',
  },
  ...['GET /agents/me/transactions', 'GET /agents/me/transactions/{transactionId}', 'GET /agents/me/external-accounts', 'POST /agents/me/external-accounts', 'GET /agents/me/external-accounts/{externalAccountId}', 'DELETE /agents/me/external-accounts/{externalAccountId}'].map((operation) => ({
    operation,
    status: 403,
    schema: 'Error403',
    reason: 'The operation\'s own description says it requires a permission in the agent\'s policy (VIEW_TRANSACTIONS, MANAGE_EXTERNAL_ACCOUNTS); an agent without it, or a paused one, is refused with 403 FORBIDDEN as the other agent operations are.',
  })),
];
// Rules the sandbox holds on an operation where the document states them only in part, each with its
// reason, on the operations they govern (x-corrections; apps/sandbox/src/modules/transfers/owner.test.ts).
const RULE_CORRECTIONS: { rule: string; operations: string[]; reason: string }[] = [
  {
    rule: 'EXTERNAL_ACCOUNT_OWNER',
    operations: ['POST /quotes', 'POST /transfer-out', 'POST /transfer-in', 'POST /agents/me/quotes', 'POST /agents/me/transfer-out', 'POST /agents/me/transfer-in'],
    reason:
      'Issue 21: money moves to or from an external account on behalf of its owner only: a customer\'s external account for that customer (from its accounts, or a platform account naming it as the source\'s customerId), the platform\'s own for the platform; anything else is 400 INVALID_INPUT naming the account. The document states the rule for agents ("Accounts referenced in the request must belong to the agent\'s customer") and the transfers held it, while POST /quotes let one customer pay out to another\'s bank account; one rule now governs every path (external-accounts/owner.ts).',
  },
];
for (const { rule, operations, reason } of RULE_CORRECTIONS) {
  for (const operation of operations) {
    const [method, path] = operation.split(' ') as [string, string];
    const found = paths[path]?.[method.toLowerCase()] as Json | undefined;
    if (!found) throw new Error(`RULE_CORRECTIONS: ${operation} is not an operation the sandbox serves`);
    found['x-corrections'] = [...((found['x-corrections'] as unknown[] | undefined) ?? []), { rule, reason }];
  }
}
// NOT_FOUND where the document names no code, on the 404 answer of each operation that gives it.
for (const { resource, operations } of NOT_FOUND_CORRECTIONS) {
  for (const operation of operations) {
    const [method, path] = operation.split(' ') as [string, string];
    const notFound = ((paths[path]?.[method.toLowerCase()] as Json | undefined)?.responses as Record<string, Json> | undefined)?.['404'];
    if (!notFound) throw new Error(`NOT_FOUND_CORRECTIONS: ${operation} is not served, or lists no 404`);
    notFound['x-corrections'] = [...((notFound['x-corrections'] as unknown[] | undefined) ?? []), { code: 'NOT_FOUND', resource, reason: notFoundReason(resource) }];
  }
}
for (const [name, schema] of Object.entries(components.schemas ?? {})) {
  if (!/^Error\d{3}$/.test(name)) continue;
  const code = ((schema as Json).properties as Record<string, { enum?: string[] }>).code!;
  const corrections = CODE_CORRECTIONS.filter((correction) => `Error${correction.status}` === name);
  Object.assign(schema as Json, {
    'x-document-codes': [...(code.enum ?? [])],
    ...(corrections.length ? { 'x-corrections': corrections.map(({ code: c, reason }) => ({ code: c, reason })) } : {}),
  });
  code.enum = [...new Set([...(code.enum ?? []), ...corrections.map((correction) => correction.code)])];
}
for (const { operation, status, schema, reason } of STATUS_CORRECTIONS) {
  const [method, path] = operation.split(' ') as [string, string];
  const responses = (paths[path]?.[method.toLowerCase()] as Json | undefined)?.responses as Record<string, Json> | undefined;
  if (responses && !responses[String(status)]) responses[String(status)] = { description: reason, 'x-correction': reason, content: { 'application/json': { schema: { $ref: `#/components/schemas/${schema}` } } } };
}
// Spec, POST /transactions/{transactionId}/approve: "approve a pending transaction initiated by an agent", an outgoing one.
for (const action of ['approve', 'reject']) {
  const ok = ((paths[`/transactions/{transactionId}/${action}`]?.post as Json | undefined)?.responses as Record<string, Json> | undefined)?.['200'];
  if (ok) ok.content = { 'application/json': { schema: { $ref: '#/components/schemas/TransactionOneOf' } } };
}
// Spec, PaymentInstructions: "For a quote whose source is a Global Account (embedded wallet),
// accountOrWalletInfo.payloadToSign (string) is also returned".
const instructions = components.schemas!.PaymentInstructions as { properties: Record<string, unknown> };
instructions.properties.accountOrWalletInfo = {
  allOf: [
    instructions.properties.accountOrWalletInfo,
    { type: 'object', properties: { payloadToSign: { type: 'string', description: 'What the embedded wallet signs to execute this quote.' } } },
  ],
};
// Issue 3, Bad input: page limits out of range answer 400 INVALID_INPUT, on the agent's list too.
const agentActions = (paths['/agents/me/actions']?.get as Json | undefined)?.responses as Record<string, Json> | undefined;
if (agentActions) agentActions['400'] = { description: 'Invalid status, limit or cursor', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error400' } } } };
// Issue 15, cards. The payloads of the card events the sandbox sends, so tests can check deliveries against them.
for (const name of ['CardStateChangeWebhook', 'CardFundingSourceChangeWebhook', 'CardTransactionWebhook']) visit({ $ref: `#/components/schemas/${name}` });
// Spec, Card variant: a decline is a row with status DECLINED and a cardDeclinedReason (values not shown: the
// reference's CARD_PAUSED and INSUFFICIENT_FUNDS, and the sandbox's own for what its rules refuse); a return is
// its own row linked by originalTransactionId; description copies merchant.descriptor.
const cardStatus = components.schemas!.CardTransactionStatus as { enum: string[] } | undefined;
if (cardStatus) cardStatus.enum = [...new Set([...cardStatus.enum, 'DECLINED'])];
const cardTransaction = components.schemas!.CardTransaction as { properties: Record<string, unknown> } | undefined;
if (cardTransaction) {
  Object.assign(cardTransaction.properties, {
    cardDeclinedReason: { type: 'string', enum: ['INSUFFICIENT_FUNDS', 'CARD_PAUSED', 'CARD_CLOSED', 'CARD_NOT_ACTIVE', 'SPEND_LIMIT_EXCEEDED'], description: 'Only when status is DECLINED: why decisioning refused the authorization.' },
    originalTransactionId: { type: 'string', description: 'On a merchant return (and its reversal), the purchase it concerns; absent on purchases and standalone credits.' },
    description: { type: 'string', description: 'The merchant descriptor, copied from merchant.descriptor.' },
  });
}
// Spec, GET /transactions: "returns the CARD variant for card transactions", so type=CARD filters them and
// their statuses filter too.
const transactionType = components.schemas!.TransactionType as { enum: string[] } | undefined;
if (transactionType) transactionType.enum = [...new Set([...transactionType.enum, 'CARD'])];
const listParameters = ((paths['/transactions']?.get as Json | undefined)?.parameters ?? []) as Array<{ name: string; schema: unknown }>;
const statusParameter = listParameters.find((p) => p.name === 'status');
if (statusParameter) statusParameter.schema = { anyOf: [{ $ref: '#/components/schemas/TransactionStatus' }, { $ref: '#/components/schemas/CardTransactionStatus' }] };
// Reference, updateCardById: the reveal is "SCA-railed"; a cardholder in an SCA region without a live SCA login
// session is told so with the document's own SCA_SESSION_REQUIRED (Error409), a status revealCard does not list.
const reveal = (paths['/cards/{id}/reveal']?.post as Json | undefined)?.responses as Record<string, Json> | undefined;
if (reveal) reveal['409'] = { description: 'The cardholder is in an SCA region and has no live SCA login session (SCA_SESSION_REQUIRED).', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error409' } } } };

// Onboarding and identity (issue 13). The spec says nothing of customers, verification, documents,
// tokens or delegated keys beyond the signed PATCH /customers/{id} ("Paths, methods and shapes of all
// other endpoint groups: not shown"), so the document rules there. Choices where the document is
// silent or leaves the sandbox a decision (the contract itself is unchanged by these):
// - Money movement: POST /quotes for a customer answers 403 END_USER_TERMS_NOT_ACCEPTED until
//   endUserTermsConsent is recorded (the platform is unregulated), then 403 USER_NOT_READY until the
//   KYC/KYB status is APPROVED. A new customer's accounts open PENDING (InternalAccountStatus: "cannot
//   send or receive payments until provisioning completes") and turn ACTIVE on approval, each with
//   INTERNAL_ACCOUNT.STATUS_UPDATED; they stay PENDING after a rejection. The sandbox's own fund control
//   still credits a PENDING account (it simulates money arriving, not a payment the customer makes).
// - The seeded customers are onboarded (APPROVED, terms accepted, contacts VERIFIED); a customer record
//   from a state saved before onboarding existed counts as onboarded too.
// - "EU" stays a region (the seeded world and the demo use it) next to ISO codes; the EEA's countries
//   are SCA regions like it. Region and currencies are inferred from each other when one is missing;
//   a region the sandbox has no currency for, with no currencies, is a 400 naming `region`.
// - E-mail and phone are not refused at creation in an SCA region (the document calls them required
//   there): they are asked for where they are used, so a sign-up can collect them during onboarding:
//   verify-email/verify-phone answer 409 "no address to verify", POST /verifications lists them.
// - kycStatus/kybStatus in a customer body are refused (400): an unregulated platform's customers are
//   verified by the service (PlatformConfig.isRegulatedFinancialInstitution).
// - DELETE /customers/{id} marks the customer deleted (GET still shows it, isDeleted: true; PATCH and
//   the rest answer 404) and closes its accounts, each with INTERNAL_ACCOUNT.STATUS_UPDATED; its
//   platformCustomerId and UMA address are free again.
// - Verification: POST /verifications answers RESOLVE_ERRORS with what is missing, or starts the review
//   (IN_PROGRESS; the customer PENDING) that ends after 5 s of sandbox time as the scenario
//   `verificationOutcome` says (APPROVED unless changed) or as chosen on a KYC link's hosted page;
//   READY_FOR_VERIFICATION is never shown. "More documents needed" is RESOLVE_ERRORS with the
//   customer on HOLD (no customer event exists for HOLD). After a rejection a new submission starts
//   a new verification. /sandbox/verifications/{id}/decide moves any verification to any outcome.
// - Beneficial owners' identifiers are shown masked; documents' bytes are kept but never sent back.
// - An API token lacking a permission gets 403 FORBIDDEN where the document names it (POST /quotes,
//   execute) and 401 UNAUTHORIZED elsewhere; reading needs any permission. DELETE /tokens/{id} of the
//   token making the request is the document's 400.
// - A delegated key's fundingSourceId is derived from (cardId, internalAccountId): the cards area has
//   no funding-source ids of its own. The card is read as the cards area holds it: the account must be
//   an embedded wallet of the cardholder among its funding sources (a CLOSED card has none), else 404.
// - PATCH /config keeps every field, objects merged field by field (cardTokenization2faConfig's email and
//   sms too): supportedCurrencies bounds what customers may hold (INVALID_CURRENCY),
//   embeddedWalletConfig's otpLength and expirationSeconds govern the sandbox's sign-in codes, and an
//   active CROSS_CURRENCY_TRANSACTION fee config adds its fee to quotes from USD (platformFeesIncluded).
// Where the sandbox answers something the document does not list, and why:
const badRequest = (description: string) => ({ description, content: { 'application/json': { schema: { $ref: '#/components/schemas/Error400' } } } });
const respond = (path: string, method: string, status: string, response: Json) => {
  const responses = (paths[path]?.[method] as Json | undefined)?.responses as Record<string, Json> | undefined;
  if (responses && !responses[status]) responses[status] = response;
};
// POST /customers/bulk/csv lists no 400: a body that is not multipart with a file, or a file over 5 MB, is refused at once.
respond('/customers/bulk/csv', 'post', '400', badRequest('Not multipart/form-data with a CSV in the file field, or the file is over 5 MB'));
// GET /customers/end-user-terms lists 200 and 401 only; any failure of the sandbox is the usual 500.
respond('/customers/end-user-terms', 'get', '500', { description: 'Internal service error', content: { 'application/json': { schema: { $ref: '#/components/schemas/Error500' } } } });

for (const kind of Object.keys(components)) components[kind] = Object.fromEntries(Object.entries(components[kind]!).sort(([a], [b]) => a.localeCompare(b)));

const document = {
  openapi: '3.1.0',
  info: {
    title: 'The service, as Wallet Kit covers it',
    version: '2025-10-13',
    description:
      'Generated by scripts/build-contract.ts from the service\'s public OpenAPI and packages/contract/sandbox-extensions.yaml. ' +
      'Every endpoint the sandbox serves is here; the sandbox\'s answers are tested against it and the client\'s types are generated from it. Do not edit by hand.',
  },
  servers: reference.servers,
  security: reference.security,
  paths: Object.fromEntries(Object.entries(paths).sort(([a], [b]) => a.localeCompare(b))),
  webhooks,
  components,
};
const yamlText = stringify(document, { lineWidth: 0, aliasDuplicateObjects: false });
await writeFile(`${contractDir}openapi.yaml`, yamlText);

// The request bodies alone, with only the components they reach, for the sandbox to validate with at run time.
const requests: Record<string, Json> = {};
const requestComponents: Record<string, Json> = {};
const reach = (value: unknown): void => {
  if (Array.isArray(value)) return value.forEach(reach);
  if (!value || typeof value !== 'object') return;
  const ref = (value as Json).$ref;
  if (typeof ref === 'string' && ref.startsWith('#/components/schemas/')) {
    const name = ref.split('/').pop()!;
    if (!requestComponents[name]) {
      requestComponents[name] = components.schemas![name] as Json;
      reach(requestComponents[name]);
    }
  }
  Object.values(value).forEach(reach);
};
for (const [path, item] of Object.entries(document.paths)) {
  for (const [method, operation] of Object.entries(item)) {
    // A request body may be a reference to components.requestBodies (the document's uploads are).
    const declared = (operation as Json).requestBody as Json | undefined;
    const requestBody = typeof declared?.$ref === 'string' ? (components.requestBodies?.[declared.$ref.split('/').pop()!] as Json | undefined) : declared;
    const body = requestBody?.content as Record<string, { schema?: Json }> | undefined;
    // Multipart bodies too: the sandbox checks an upload's fields (its file aside) with the same rules.
    const schema = body?.['application/json']?.schema ?? body?.['multipart/form-data']?.schema;
    if (!schema) continue;
    requests[`${method.toUpperCase()} ${path}`] = schema;
    reach(schema);
  }
}
const sortedComponents = Object.fromEntries(Object.entries(requestComponents).sort(([a], [b]) => a.localeCompare(b)));
await writeFile(`${contractDir}requests.json`, `${JSON.stringify({ requests, components: { schemas: sortedComponents } })}\n`);
await writeFile(`${contractDir}src/generated.ts`, await generateContractTypes(yamlText));
console.log(`packages/contract/openapi.yaml: ${Object.keys(paths).length} paths, ${sandbox.routes.length} operations, ${Object.values(components).reduce((n, c) => n + Object.keys(c).length, 0)} components`);
