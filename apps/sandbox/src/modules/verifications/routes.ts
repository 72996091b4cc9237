import { Hono } from 'hono';
import type { Kernel } from '../../kernel/kernel.js';
import { invalidInput, type FieldError } from '../../platform/errors.js';
import { MAX_JSON_BYTES, readForm, readJson, tooLarge, type SandboxEnv } from '../../platform/http.js';
import type { Idempotency } from '../../platform/idempotency.js';
import { failOn, listPage, pageLimit } from '../../platform/paging.js';
import { checkBody } from '../../platform/schema.js';
import { DONE_PAGE, HOSTED_PAGE_HEADERS, hostedPage } from './hosted-page.js';
import { completeKycLink, createKycLink, openKycLink } from './kyc-link.js';
import { OUTCOMES, mustVerification, verifications, type Outcome, type VerificationStatus } from './repo.js';
import { decideNow, submitVerification } from './review.js';
import { verificationView } from './views.js';

const STATUSES: readonly VerificationStatus[] = ['RESOLVE_ERRORS', 'PENDING_MANUAL_REVIEW', 'IN_PROGRESS', 'APPROVED', 'REJECTED', 'READY_FOR_VERIFICATION'];

/** The API's base (`/2025-10-13`) as the caller reached it, for links back into the sandbox. */
const baseOf = (url: string, marker: string): string => {
  const parsed = new URL(url);
  return `${parsed.origin}${parsed.pathname.slice(0, parsed.pathname.indexOf(marker))}`;
};

/** KYC/KYB verifications: hosted links, submissions and their status (reference OpenAPI: KYC/KYB Verifications). */
export function verificationRoutes(k: Kernel, idempotency: Idempotency): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.post('/customers/:customerId/kyc-link', async (c) => {
    const body = checkBody('post', '/customers/{customerId}/kyc-link', (await readJson(c)) ?? {});
    if (body.redirectUri !== undefined && !/^https?:\/\//.test(body.redirectUri)) throw invalidInput([{ field: 'redirectUri', message: `expected an https:// (or http:// for local development) URI, got ${JSON.stringify(body.redirectUri)}` }]);
    const customerId = c.req.param('customerId');
    return idempotency.run(c.req.header('Idempotency-Key'), `POST /customers/${customerId}/kyc-link`, body, () =>
      Promise.resolve({ status: 201, body: createKycLink(k, customerId, body.redirectUri, baseOf(c.req.url, '/customers/')) }),
    );
  });

  app.post('/verifications', async (c) => {
    const body = checkBody('post', '/verifications', await readJson(c));
    return c.json(verificationView(submitVerification(k, body.customerId)));
  });

  app.get('/verifications', (c) => {
    const errors: FieldError[] = [];
    const limit = pageLimit(c.req.query('limit'), errors);
    const status = c.req.query('verificationStatus');
    if (status !== undefined && !(STATUSES as readonly string[]).includes(status)) errors.push({ field: 'verificationStatus', message: `expected one of ${STATUSES.join(', ')}, got ${JSON.stringify(status)}` });
    failOn(errors);
    const where = { customerId: c.req.query('customerId'), verificationStatus: status };
    return c.json(listPage(() => verifications(k).page(where, { orderBy: 'createdAt', direction: 'desc', limit, cursor: c.req.query('cursor') }), verificationView));
  });

  app.get('/verifications/:verificationId', (c) => c.json(verificationView(mustVerification(k, c.req.param('verificationId')))));

  return app;
}

/**
 * The sandbox's side of verification: the hosted page a KYC link opens (no credentials: its token
 * is the key), and a control that moves any verification to any outcome.
 */
export function verificationSandboxRoutes(k: Kernel): Hono<SandboxEnv> {
  const app = new Hono<SandboxEnv>();

  app.get('/sandbox/kyc/:token', (c) => {
    const { customer } = openKycLink(k, c.req.param('token'));
    const name = (customer.fullName ?? (customer.businessInfo as { legalName?: string } | undefined)?.legalName) as string | undefined;
    return c.body(hostedPage(name, customer.customerType === 'BUSINESS' ? 'KYB' : 'KYC'), 200, HOSTED_PAGE_HEADERS);
  });

  app.post('/sandbox/kyc/:token', async (c) => {
    const form = /^application\/x-www-form-urlencoded|^multipart\/form-data/i.test(c.req.header('Content-Type') ?? '');
    const outcome = form ? (await readForm(c, MAX_JSON_BYTES, tooLarge)).outcome : checkBody('post', '/sandbox/kyc/{token}', await readJson(c)).outcome;
    if (typeof outcome !== 'string' || !(OUTCOMES as readonly string[]).includes(outcome)) throw invalidInput([{ field: 'outcome', message: `expected one of ${OUTCOMES.join(', ')}, got ${JSON.stringify(outcome)}` }]);
    const { verification, redirectUri } = completeKycLink(k, c.req.param('token'), outcome as Outcome);
    if (!form) return c.json(verificationView(verification));
    if (redirectUri !== undefined) return c.redirect(redirectUri, 303);
    return c.body(DONE_PAGE, 200, HOSTED_PAGE_HEADERS);
  });

  app.post('/sandbox/verifications/:verificationId/decide', async (c) => {
    const request = checkBody('post', '/sandbox/verifications/{verificationId}/decide', await readJson(c));
    return c.json(verificationView(decideNow(k, c.req.param('verificationId'), request)));
  });

  return app;
}
