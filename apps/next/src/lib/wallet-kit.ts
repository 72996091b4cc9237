import { createProvisioner, createServiceHandler, type Provisioner } from '@wallet-kit/server';
import { cookieFrom, openSession, SESSION_COOKIE } from './session';

// Made on first use, not at import: `next build` loads these modules without the service's settings.
let handler: ((request: Request) => Promise<Response>) | undefined;
let provisioner: Provisioner | undefined;

function setting(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set (see apps/next/README.md)`);
  return value;
}

const service = () => ({ serviceUrl: setting('SERVICE_URL'), clientId: setting('SERVICE_CLIENT_ID'), clientSecret: setting('SERVICE_CLIENT_SECRET') });

/** The kit's handler for /api/service/*: platform credentials added here, every call scoped to the session's customer. */
export function serviceHandler(): (request: Request) => Promise<Response> {
  handler ??= createServiceHandler({
    ...service(),
    environment: 'sandbox',
    resolveEndUser: (request) => {
      const session = openSession(cookieFrom(request.headers.get('cookie'), SESSION_COOKIE));
      return session ? { customerId: session.customerId } : null;
    },
  });
  return handler;
}

/** Links your users to the service's customers, wallets and payees. */
export function walletProvisioner(): Provisioner {
  provisioner ??= createProvisioner(service());
  return provisioner;
}
