import { Hono } from 'hono';
import { sealWalletExport } from '@wallet-kit/otp-encrypt/enclave';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput } from '../../platform/errors.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { activityPayload, signedAction } from '../../platform/signed.js';
import { Fields, PUBLIC_KEY_PATTERN } from '../../platform/validate.js';
import { activeSessionKeys, isPublicKey } from '../wallet-auth/index.js';
import { INTERNAL_ACCOUNT_TYPES, internalAccounts, mustInternalAccount, mustWallet, type InternalAccountRecord } from './repo.js';
import { internalAccountView } from './views.js';

/** Internal accounts: the customers' and the platform's lists, wallet settings, wallet export (reference OpenAPI: Internal Accounts). */
export function internalAccountRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  function list(query: Record<string, string>, ofCustomers: boolean): Response {
    const errors = [] as { field: string; message: string }[];
    const limit = pageLimit(query.limit, errors);
    if (query.type !== undefined && !(INTERNAL_ACCOUNT_TYPES as readonly string[]).includes(query.type)) errors.push({ field: 'type', message: `expected one of ${INTERNAL_ACCOUNT_TYPES.join(', ')}` });
    failOn(errors);
    const page = listPage(
      () =>
        internalAccounts(k).page(
          { customerId: ofCustomers ? (query.customerId ?? { ne: null }) : null, type: query.type as InternalAccountRecord['type'] | undefined, currency: query.currency },
          { orderBy: 'createdAt', direction: 'asc', limit, cursor: query.cursor },
        ),
      (account) => internalAccountView(k, account),
    );
    return Response.json(ofCustomers ? page : { data: page.data });
  }

  app.get('/customers/internal-accounts', (c) => list(c.req.query(), true));
  app.get('/platform/internal-accounts', (c) => list(c.req.query(), false));

  app.patch('/internal-accounts/:id', async (c) => {
    const id = c.req.param('id');
    const account = mustInternalAccount(k, id);
    const body = await readJson(c);
    const f = Fields.of(body);
    const privateEnabled = f.boolean('privateEnabled');
    f.done();
    if (account.type !== 'EMBEDDED_WALLET') throw invalidInput([{ field: 'id', message: 'only EMBEDDED_WALLET accounts have updatable fields' }]);
    const result = await signedAction(k, {
      scope: `PATCH /internal-accounts/${id}`,
      body,
      headers: c.req.raw.headers,
      keys: () => activeSessionKeys(k, id),
      payload: () => activityPayload(k, 'ACTIVITY_TYPE_UPDATE_WALLET', { walletId: id, ...(privateEnabled === undefined ? {} : { privateEnabled }) }),
    });
    if (result.leg === 'challenge') return result.response;
    const updated = k.store.transaction(() => {
      const current = mustInternalAccount(k, id);
      return internalAccounts(k).update({ ...current, ...(privateEnabled === undefined ? {} : { privateEnabled }), updatedAt: k.now() });
    });
    return c.json(internalAccountView(k, updated));
  });

  app.post('/internal-accounts/:id/export', async (c) => {
    const id = c.req.param('id');
    const account = mustWallet(k, id);
    const body = await readJson(c);
    const f = Fields.of(body);
    const clientPublicKey = f.string('clientPublicKey', { required: true, pattern: PUBLIC_KEY_PATTERN, patternText: 'a P-256 public key in hex (130 characters uncompressed)' });
    if (clientPublicKey !== undefined && !isPublicKey(clientPublicKey)) f.fail('clientPublicKey', 'expected a point on the P-256 curve');
    f.done();
    const result = await signedAction(k, {
      scope: `POST /internal-accounts/${id}/export`,
      body,
      headers: c.req.raw.headers,
      keys: () => activeSessionKeys(k, id),
      payload: () => activityPayload(k, 'ACTIVITY_TYPE_EXPORT_WALLET', { walletId: id, targetPublicKey: clientPublicKey }),
    });
    if (result.leg === 'challenge') return result.response;
    const encryptedWalletCredentials = await sealWalletExport({
      mnemonic: account.mnemonic!,
      recipientPublicKey: clientPublicKey!,
      organizationId: account.organizationId ?? k.platform.organizationId,
      signer: k.keys.walletExport,
    });
    return c.json({ id, encryptedWalletCredentials });
  });

  return app;
}
