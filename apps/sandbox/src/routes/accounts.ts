import { Hono } from 'hono';
import { sealWalletExport } from '@wallet-kit/otp-encrypt/enclave';
import { iso } from '../clock.js';
import { conflict, invalidInput, notFound } from '../errors.js';
import { must, readJson, type SandboxEnv } from '../http.js';
import { needsSca, openInternalAccount, regionCurrency } from '../model/world.js';
import { customerView, externalAccountView, internalAccountView } from '../model/views.js';
import type { CustomerRecord, ExternalAccountRecord } from '../model/types.js';
import { CURRENCY_CODES, currency, isCurrency, railsOf } from '../payments/currencies.js';
import { price } from '../payments/pricing.js';
import type { Runtime } from '../runtime.js';
import { Fields, MAX_AMOUNT, PUBLIC_KEY_PATTERN, pageLimit } from '../validate.js';
import { isPublicKey } from '../wallet/sessions.js';
import { activeSessionKeys, activityPayload, signedAction } from '../wallet/signed.js';
import type { FieldError } from '../errors.js';

/** The code every contact-verification message "carries" in the sandbox (reference OpenAPI: verify-email). */
export const SANDBOX_CONTACT_CODE = '123456';

/** Cursor paging over an already ordered list: the cursor is the offset, opaque to clients. */
export function page<T>(items: T[], limit: number, cursor: string | undefined, errors: FieldError[]): { data: T[]; hasMore: boolean; nextCursor?: string; totalCount: number } {
  let offset = 0;
  if (cursor !== undefined) {
    const decoded = /^c([0-9]+)$/.exec(cursor);
    if (!decoded) errors.push({ field: 'cursor', message: 'expected a nextCursor value from a previous page' });
    else offset = Number(decoded[1]);
  }
  const data = items.slice(offset, offset + limit);
  const hasMore = offset + limit < items.length;
  return { data, hasMore, ...(hasMore ? { nextCursor: `c${offset + limit}` } : {}), totalCount: items.length };
}

function platformConfig(rt: Runtime): Record<string, unknown> {
  const p = rt.state.platform;
  return {
    id: p.id,
    umaDomain: p.umaDomain,
    ...(p.webhookEndpoint === undefined ? {} : { webhookEndpoint: p.webhookEndpoint }),
    supportedCurrencies: CURRENCY_CODES.map((code) => ({
      currencyCode: code,
      minAmount: 1,
      maxAmount: MAX_AMOUNT,
      requiredCounterpartyFields: [],
      enabledTransactionTypes: ['OUTGOING', 'INCOMING'],
    })),
    isRegulatedFinancialInstitution: false,
    embeddedWalletConfig: { appName: 'Wallet Kit Sandbox', otpLength: 6, alphanumeric: false, expirationSeconds: 600 },
    createdAt: iso(p.createdAt),
    updatedAt: iso(p.updatedAt),
  };
}

/** Platform configuration, customers, internal and external accounts, exchange rates, contact verification. */
export function accountRoutes(rt: Runtime): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/config', (c) => c.json(platformConfig(rt)));

  app.patch('/config', async (c) => {
    const f = Fields.of(await readJson(c));
    const webhookEndpoint = f.string('webhookEndpoint', { max: 2048, pattern: /^https?:\/\/\S+$/, patternText: 'an http(s) URL' });
    const umaDomain = f.string('umaDomain', { min: 1, max: 253 });
    f.done();
    if (webhookEndpoint !== undefined) rt.state.platform.webhookEndpoint = webhookEndpoint;
    if (umaDomain !== undefined) rt.state.platform.umaDomain = umaDomain;
    rt.state.platform.updatedAt = rt.now();
    return c.json(platformConfig(rt));
  });

  app.get('/customers', (c) => {
    const errors: FieldError[] = [];
    const limit = pageLimit(c.req.query('limit'), errors);
    const platformCustomerId = c.req.query('platformCustomerId');
    const list = Object.values(rt.state.customers).filter((x) => platformCustomerId === undefined || x.platformCustomerId === platformCustomerId);
    const result = page(list, limit, c.req.query('cursor'), errors);
    if (errors.length) throw invalidInput(errors);
    return c.json({ ...result, data: result.data.map(customerView) });
  });

  app.post('/customers', async (c) => {
    const f = Fields.of(await readJson(c));
    const customerType = f.enum('customerType', ['INDIVIDUAL', 'BUSINESS'] as const, { required: true });
    const platformCustomerId = f.string('platformCustomerId', { required: true, min: 1, max: 200 });
    const region = f.string('region', { min: 2, max: 8 }) ?? 'US';
    const email = f.string('email', { max: 254, pattern: /^[^@\s]+@[^@\s]+$/, patternText: 'an e-mail address' });
    const phoneNumber = f.string('phoneNumber', { pattern: /^\+[1-9]\d{1,14}$/, patternText: 'an E.164 phone number' });
    const fullName = f.string('fullName', { max: 200 });
    const businessInfo = f.object('businessInfo');
    const legalName = businessInfo?.string('legalName', { max: 200 });
    const umaAddress = f.string('umaAddress', { max: 200, pattern: /^\$[a-zA-Z0-9._-]+@[a-zA-Z0-9.-]+$/, patternText: 'an UMA address like $name@domain' });
    f.done();
    if (Object.values(rt.state.customers).some((x) => x.platformCustomerId === platformCustomerId)) {
      throw conflict(`A customer with platformCustomerId ${JSON.stringify(platformCustomerId)} exists.`);
    }
    const now = rt.now();
    const id = rt.id('Customer');
    const customer: CustomerRecord = {
      id,
      platformCustomerId: platformCustomerId!,
      customerType: customerType!,
      region,
      ...(fullName === undefined ? {} : { fullName }),
      ...(legalName === undefined ? {} : { businessName: legalName }),
      ...(email === undefined ? {} : { email }),
      ...(phoneNumber === undefined ? {} : { phoneNumber }),
      umaAddress: umaAddress ?? `$${platformCustomerId!.replace(/[^a-zA-Z0-9._-]/g, '')}@${rt.state.platform.umaDomain}`,
      currencies: ['USD'],
      createdAt: now,
      updatedAt: now,
    };
    rt.state.customers[id] = customer;
    if (needsSca(customer)) rt.state.scaFactors[id] = { pendingTotpSecrets: [], failures: 0 };
    // The service opens a customer's internal accounts itself: a fiat account and an embedded wallet.
    const currency = regionCurrency(region);
    customer.currencies = [currency];
    for (const type of ['INTERNAL_FIAT', 'EMBEDDED_WALLET'] as const) openInternalAccount(rt.state, rt.ids, { customerId: id, type, currency, now });
    return c.json(customerView(customer), 201);
  });

  app.get('/customers/internal-accounts', (c) => listInternal(c.req.query(), true));
  app.get('/platform/internal-accounts', (c) => listInternal(c.req.query(), false));

  function listInternal(query: Record<string, string>, customers: boolean): Response {
    const errors: FieldError[] = [];
    const limit = pageLimit(query.limit, errors);
    if (query.type !== undefined && !['INTERNAL_FIAT', 'INTERNAL_CRYPTO', 'EMBEDDED_WALLET'].includes(query.type)) {
      errors.push({ field: 'type', message: 'expected INTERNAL_FIAT, INTERNAL_CRYPTO or EMBEDDED_WALLET' });
    }
    const list = Object.values(rt.state.internalAccounts).filter(
      (a) =>
        (customers ? a.customerId !== undefined : a.customerId === undefined) &&
        (query.customerId === undefined || a.customerId === query.customerId) &&
        (query.currency === undefined || a.currency === query.currency) &&
        (query.type === undefined || a.type === query.type),
    );
    const result = page(list, limit, query.cursor, errors);
    if (errors.length) throw invalidInput(errors);
    return Response.json(customers ? { ...result, data: result.data.map(internalAccountView) } : { data: result.data.map(internalAccountView) });
  }

  app.get('/customers/external-accounts', (c) => listExternal(c.req.query(), true));

  // OpenAPI: POST /customers/external-accounts. The sandbox keeps accountInfo as sent, after checking
  // the fields every shape shares; the contract test checks what it answers.
  app.post('/customers/external-accounts', async (c) => {
    const f = Fields.of(await readJson(c));
    const customerId = f.string('customerId', { required: true });
    const currencyCode = f.enum('currency', CURRENCY_CODES, { required: true });
    f.string('platformAccountId', { max: 200 });
    f.enum('ownershipType', ['FIRST_PARTY', 'THIRD_PARTY'] as const);
    f.boolean('defaultUmaDepositAccount');
    const info = f.object('accountInfo', { required: true });
    const accountType = info?.string('accountType', { required: true, min: 3, max: 40 });
    const paymentRails = info?.array('paymentRails');
    f.done();
    if (!rt.state.customers[customerId!]) throw invalidInput([{ field: 'customerId', message: `no customer ${customerId}` }]);
    const rails = paymentRails?.every((rail) => typeof rail === 'string') && paymentRails.length > 0 ? (paymentRails as string[]) : [...railsOf(currencyCode!)];
    const record: ExternalAccountRecord = {
      id: rt.id('ExternalAccount'),
      customerId: customerId!,
      currency: currencyCode!,
      status: 'ACTIVE',
      rails,
      accountInfo: { ...info!.value, accountType: accountType!, paymentRails: rails },
      createdAt: rt.now(),
    };
    rt.state.externalAccounts[record.id] = record;
    return c.json(externalAccountView(record), 201);
  });
  app.get('/platform/external-accounts', (c) => listExternal(c.req.query(), false));

  function listExternal(query: Record<string, string>, customers: boolean): Response {
    const errors: FieldError[] = [];
    const limit = pageLimit(query.limit, errors);
    const list = Object.values(rt.state.externalAccounts).filter(
      (a) =>
        (customers ? a.customerId !== undefined : a.customerId === undefined) &&
        (query.customerId === undefined || a.customerId === query.customerId) &&
        (query.currency === undefined || a.currency === query.currency),
    );
    const result = page(list, limit, query.cursor, errors);
    if (errors.length) throw invalidInput(errors);
    return Response.json({ ...result, data: result.data.map(externalAccountView) });
  }

  app.get('/customers/:customerId', (c) => c.json(customerView(must(rt.state.customers, c.req.param('customerId'), 'Customer', 'USER_NOT_FOUND'))));

  app.patch('/customers/:customerId', async (c) => {
    const id = c.req.param('customerId');
    const customer = must(rt.state.customers, id, 'Customer', 'USER_NOT_FOUND');
    const body = await readJson(c);
    const f = Fields.of(body);
    const email = f.string('email', { max: 254, pattern: /^[^@\s]+@[^@\s]+$/, patternText: 'an e-mail address' });
    const phoneNumber = f.string('phoneNumber', { pattern: /^\+[1-9]\d{1,14}$/, patternText: 'an E.164 phone number' });
    const fullName = f.string('fullName', { max: 200 });
    f.done();
    // An e-mail tied to a wallet's EMAIL_OTP credential changes only with the wallet holder's signature.
    const tied = Object.values(rt.state.credentials).find(
      (cred) => cred.type === 'EMAIL_OTP' && rt.state.internalAccounts[cred.accountId]?.customerId === id,
    );
    if (email !== undefined && tied && email !== customer.email) {
      const result = await signedAction(rt, {
        scope: `PATCH /customers/${id}`,
        body,
        headers: c.req.raw.headers,
        keys: () => activeSessionKeys(rt, tied.accountId),
        payload: () => activityPayload(rt, 'ACTIVITY_TYPE_UPDATE_USER_EMAIL', { userId: tied.accountId, userEmail: email }),
      });
      if (result.leg === 'challenge') return result.response;
      tied.nickname = email;
      tied.updatedAt = rt.now();
    }
    if (email !== undefined) customer.email = email;
    if (phoneNumber !== undefined) customer.phoneNumber = phoneNumber;
    if (fullName !== undefined) customer.fullName = fullName;
    customer.updatedAt = rt.now();
    return c.json(customerView(customer));
  });

  for (const contact of ['email', 'phone'] as const) {
    app.post(`/customers/:customerId/verify-${contact}`, (c) => {
      const customer = must(rt.state.customers, c.req.param('customerId'), 'Customer', 'USER_NOT_FOUND');
      if (!needsSca(customer)) throw conflict(`Contact verification is not mandated for customers in ${customer.region}.`);
      return c.body(null, 204);
    });
    app.post(`/customers/:customerId/verify-${contact}/confirm`, async (c) => {
      const customer = must(rt.state.customers, c.req.param('customerId'), 'Customer', 'USER_NOT_FOUND');
      const f = Fields.of(await readJson(c));
      const code = f.string('code', { required: true, pattern: /^[0-9]{4,10}$/, patternText: 'the numeric code' });
      f.done();
      if (!needsSca(customer)) throw conflict(`Contact verification is not mandated for customers in ${customer.region}.`);
      if (code !== SANDBOX_CONTACT_CODE) throw invalidInput([{ field: 'code', message: 'the code is wrong or expired' }]);
      return c.json({ ...customerView(customer), contactVerification: { email: 'VERIFIED', phone: 'VERIFIED' } });
    });
  }

  app.patch('/internal-accounts/:id', async (c) => {
    const id = c.req.param('id');
    const account = must(rt.state.internalAccounts, id, 'Internal account');
    const body = await readJson(c);
    const f = Fields.of(body);
    const privateEnabled = f.boolean('privateEnabled');
    f.done();
    if (account.type !== 'EMBEDDED_WALLET') throw invalidInput([{ field: 'id', message: 'only EMBEDDED_WALLET accounts have updatable fields' }]);
    const result = await signedAction(rt, {
      scope: `PATCH /internal-accounts/${id}`,
      body,
      headers: c.req.raw.headers,
      keys: () => activeSessionKeys(rt, id),
      payload: () => activityPayload(rt, 'ACTIVITY_TYPE_UPDATE_WALLET', { walletId: id, ...(privateEnabled === undefined ? {} : { privateEnabled }) }),
    });
    if (result.leg === 'challenge') return result.response;
    if (privateEnabled !== undefined) account.privateEnabled = privateEnabled;
    account.updatedAt = rt.now();
    return c.json(internalAccountView(account));
  });

  app.post('/internal-accounts/:id/export', async (c) => {
    const id = c.req.param('id');
    const account = rt.state.internalAccounts[id];
    if (!account || account.type !== 'EMBEDDED_WALLET') throw notFound('Embedded wallet internal account', id);
    const body = await readJson(c);
    const f = Fields.of(body);
    const clientPublicKey = f.string('clientPublicKey', { required: true, pattern: PUBLIC_KEY_PATTERN, patternText: 'a P-256 public key in hex (130 characters uncompressed)' });
    if (clientPublicKey !== undefined && !isPublicKey(clientPublicKey)) f.fail('clientPublicKey', 'expected a point on the P-256 curve');
    f.done();
    const result = await signedAction(rt, {
      scope: `POST /internal-accounts/${id}/export`,
      body,
      headers: c.req.raw.headers,
      keys: () => activeSessionKeys(rt, id),
      payload: () => activityPayload(rt, 'ACTIVITY_TYPE_EXPORT_WALLET', { walletId: id, targetPublicKey: clientPublicKey }),
    });
    if (result.leg === 'challenge') return result.response;
    const encryptedWalletCredentials = await sealWalletExport({
      mnemonic: account.mnemonic!,
      recipientPublicKey: clientPublicKey!,
      organizationId: account.organizationId ?? rt.state.platform.organizationId,
      signer: rt.keys.walletExport,
    });
    return c.json({ id, encryptedWalletCredentials });
  });

  app.get('/exchange-rates', (c) => {
    const errors: FieldError[] = [];
    const source = c.req.query('sourceCurrency');
    const destination = c.req.query('destinationCurrency');
    const rawAmount = c.req.query('sendingAmount');
    if (source !== undefined && !isCurrency(source)) errors.push({ field: 'sourceCurrency', message: `expected one of ${CURRENCY_CODES.join(', ')}` });
    if (destination !== undefined && !isCurrency(destination)) errors.push({ field: 'destinationCurrency', message: `expected one of ${CURRENCY_CODES.join(', ')}` });
    let sendingAmount: number | undefined;
    if (rawAmount !== undefined) {
      sendingAmount = Number(rawAmount);
      if (!/^\d+$/.test(rawAmount) || sendingAmount < 1 || sendingAmount > MAX_AMOUNT) errors.push({ field: 'sendingAmount', message: 'expected an integer from 1 to 9000000000000000' });
    }
    if (errors.length) throw invalidInput(errors);
    const sources = source ? [source] : ['USD', 'EUR'];
    const data: Record<string, unknown>[] = [];
    const updatedAt = iso(Math.floor(rt.now() / 300_000) * 300_000);
    for (const from of sources) {
      for (const to of destination ? [destination] : CURRENCY_CODES) {
        if (to === from && !destination) continue;
        const amount = sendingAmount ?? 10 ** currency(from).decimals * 100;
        const quoted = price({ sending: from, receiving: to, lockedCurrencySide: 'SENDING', lockedCurrencyAmount: amount, externalPayout: true, platformFeeRate: rt.state.platform.platformFeeRate });
        if (!quoted) continue;
        data.push({
          sourceCurrency: currency(from),
          destinationCurrency: currency(to),
          destinationPaymentRail: railsOf(to)[0] ?? 'BANK_TRANSFER',
          minSendingAmount: 1,
          maxSendingAmount: MAX_AMOUNT,
          sendingAmount: amount,
          receivingAmount: quoted.totalReceivingAmount,
          exchangeRate: quoted.exchangeRate,
          fees: { fixed: quoted.rateDetails.serviceApiFixedFee, total: quoted.feesIncluded },
          updatedAt,
        });
      }
    }
    return c.json({ data });
  });

  return app;
}
