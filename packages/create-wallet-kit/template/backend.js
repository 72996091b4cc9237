// The app's backend: its own routes under /api, and the kit's handler at /api/service, which holds the platform
// credentials and lets the browser reach only the signed-in user's own wallet.
import { createProvisioner, createServiceHandler } from '@wallet-kit/server';

// Stands in for your sign-in: every visitor is the sandbox's seeded user Alice (alice@example.com, code 000000).
// Replace it with your session's user id (a cookie, a JWT), which the service keeps as `platformCustomerId`.
export const userIdOf = () => 'user-us-alice';

/** A fetch-style handler: `GET /api/me` and the kit's routes under `/api/service`. */
export function createBackend({ serviceUrl, clientId, clientSecret, environment = 'sandbox', fetch, userOf = userIdOf }) {
  const provisioner = createProvisioner({ serviceUrl, clientId, clientSecret, fetch });
  const customerIds = new Map();
  // Finds (or creates) the user's customer and wallet at the service, with the payees they can pay.
  const link = async (request) => {
    const userId = userOf(request);
    const linked = await provisioner.link({ platformCustomerId: userId, customer: { region: 'US' } });
    customerIds.set(userId, linked.customer.id);
    return linked;
  };
  const service = createServiceHandler({
    serviceUrl, clientId, clientSecret, environment, fetch,
    resolveEndUser: async (request) => ({ customerId: customerIds.get(userOf(request)) ?? (await link(request)).customer.id }),
  });
  return async (request) => {
    const { pathname } = new URL(request.url);
    if (pathname.startsWith('/api/service/')) return service(request);
    if (pathname === '/api/me') {
      const { wallet, payees } = await link(request);
      return Response.json({ walletId: wallet.id, payee: payees[0] ? { id: payees[0].id, label: payees[0].label } : null });
    }
    return Response.json({ error: 'not found' }, { status: 404 });
  };
}
