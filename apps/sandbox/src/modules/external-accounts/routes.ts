import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { readJson, type SandboxEnv } from '../../platform/http.js';
import { checkBody } from '../../platform/schema.js';
import { codeChallengeView } from '../sca/index.js';
import type { ExternalAccountRequest } from './create.js';
import { ownershipChallengeView, startOwnershipChallenge, verifyOwnership } from './ownership.js';
import { mustExternalAccount } from './repo.js';
import { addExternalAccount, deleteExternalAccount, listExternalAccounts } from './service.js';
import { confirmTrustChange, startTrustChange, type TrustProof } from './trust.js';
import { externalAccountView } from './views.js';

/** External accounts: the customers' payees and the platform's own, their ownership verification (reference OpenAPI: External Accounts). */
export function externalAccountRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  for (const [prefix, owner] of [['/customers/external-accounts', 'customer'], ['/platform/external-accounts', 'platform']] as const) {
    app.get(prefix, (c) => c.json(listExternalAccounts(k, c.req.query(), owner)));

    app.post(prefix, async (c) => {
      const body = checkBody('post', owner === 'customer' ? '/customers/external-accounts' : '/platform/external-accounts', await readJson(c)) as ExternalAccountRequest;
      return c.json(externalAccountView(addExternalAccount(k, owner, body)), 201);
    });

    app.get(`${prefix}/:externalAccountId`, (c) => c.json(externalAccountView(mustExternalAccount(k, c.req.param('externalAccountId'), owner))));

    app.delete(`${prefix}/:externalAccountId`, (c) => {
      deleteExternalAccount(k, c.req.param('externalAccountId'), owner);
      return c.body(null, 204);
    });

    app.post(`${prefix}/:externalAccountId/challenge`, async (c) => {
      const { method } = checkBody('post', '/customers/external-accounts/{externalAccountId}/challenge', await readJson(c));
      return c.json(ownershipChallengeView(startOwnershipChallenge(k, c.req.param('externalAccountId'), owner, method)), 201);
    });

    app.post(`${prefix}/:externalAccountId/verify`, async (c) => {
      const { signature } = checkBody('post', '/customers/external-accounts/{externalAccountId}/verify', await readJson(c));
      const { account, refused } = verifyOwnership(k, c.req.param('externalAccountId'), owner, signature);
      if (refused) throw refused;
      return c.json(externalAccountView(account));
    });
  }

  for (const [action, trusted] of [['trust', true], ['untrust', false]] as const) {
    app.post(`/customers/external-accounts/:externalAccountId/${action}`, (c) => {
      const challenge = startTrustChange(k, c.req.param('externalAccountId'), trusted);
      return c.json({ scaChallenge: codeChallengeView(challenge) });
    });

    app.post(`/customers/external-accounts/:externalAccountId/${action}/confirm`, async (c) => {
      const proof = checkBody('post', '/customers/external-accounts/{externalAccountId}/trust/confirm', await readJson(c)) as TrustProof;
      const result = confirmTrustChange(k, c.req.param('externalAccountId'), trusted, proof);
      if (result.refused) throw result.refused;
      return c.json({ trusted: result.trusted });
    });
  }

  return app;
}
