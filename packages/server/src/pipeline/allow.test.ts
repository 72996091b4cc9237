import { describe, expect, it } from 'vitest';
import { allowedCall, authenticatedCall } from '../../test/calls.js';
import { compileRoutes, END_USER_ROUTES } from '../routes.js';
import { allow } from './allow.js';
import { scope } from './scope.js';

describe('the allow step', () => {
  const routes = compileRoutes(END_USER_ROUTES);

  it('matches an end-user route, the literal route winning over a parameter', () => {
    const allowed = allow(routes, { mintsPasskeyChallenges: false })(authenticatedCall('GET', '/customers/internal-accounts'));
    expect(allowed).toMatchObject({ route: { kind: 'service', rule: { segments: ['customers', 'internal-accounts'] } } });
  });

  it('refuses a platform-only route with 403 ROUTE_NOT_ALLOWED', async () => {
    const refused = allow(routes, { mintsPasskeyChallenges: false })(authenticatedCall('GET', '/customers')) as Response;
    expect(refused.status).toBe(403);
    expect(await refused.json()).toMatchObject({ code: 'ROUTE_NOT_ALLOWED' });
  });

  it('serves the passkey challenge route itself only when it mints challenges', () => {
    const call = authenticatedCall('POST', '/passkey-registration-challenge');
    expect(allow(routes, { mintsPasskeyChallenges: true })(call)).toMatchObject({ route: { kind: 'mint-passkey-challenge' } });
    expect(allow(routes, { mintsPasskeyChallenges: false })(call)).toBeInstanceOf(Response);
  });
});

describe('the scope step', () => {
  it('refuses a list without the query that scopes it, naming what is missing', async () => {
    const refused = scope(allowedCall('GET /transactions?customerId', '/transactions'));
    expect(refused?.status).toBe(403);
    expect(await refused?.json()).toMatchObject({ code: 'SCOPE_REQUIRED', details: { missing: ['customerId'] } });
  });

  it('lets a scoped list and an unscoped route through', () => {
    expect(scope(allowedCall('GET /transactions?customerId', '/transactions?customerId=x'))).toBeUndefined();
    expect(scope(allowedCall('GET /exchange-rates', '/exchange-rates'))).toBeUndefined();
  });
});
