import type { MiddlewareHandler } from 'hono';
import type { Kernel } from '../kernel/kernel.js';
import { agentForToken } from '../modules/agents/index.js';
import { checkPermission, tokenFor } from '../modules/api-tokens/index.js';
import { rateLimited, unauthorized } from './errors.js';
import type { SandboxEnv } from './http.js';

/**
 * Paths that need no credentials: public keys, the device-code exchange an agent makes before it
 * has a token, the card processor's reveal page (its single-use URL is the credential) and the hosted
 * KYC page a customer opens from a link (its single-use token is the key).
 */
const OPEN = [/^\/sandbox\/enclave-keys$/, /^\/sandbox\/oidc\/jwks$/, /^\/agents\/device-codes\/[^/]+\/redeem$/, /^\/sandbox\/cards\/embed\/[^/]+$/, /^\/sandbox\/kyc\/[^/]+$/];

function timingSafeEqual(a: string, b: string): boolean {
  const x = new TextEncoder().encode(a);
  const y = new TextEncoder().encode(b);
  let diff = x.length ^ y.length;
  for (let i = 0; i < Math.max(x.length, y.length); i += 1) diff |= (x[i] ?? 0) ^ (y[i] ?? 0);
  return diff === 0;
}

/**
 * HTTP Basic: the platform's own credentials (every permission), or an API token's
 * `clientId:clientSecret` (BasicAuth: "<api token id>:<api client secret>"), whose permissions
 * must cover the call. Returns the token's id, if a token was used.
 */
function checkBasic(k: Kernel, header: string | undefined, method: string, path: string): string | undefined {
  const match = /^Basic\s+([A-Za-z0-9+/=]+)$/.exec(header ?? '');
  let decoded = '';
  try {
    decoded = match ? atob(match[1]!) : '';
  } catch {
    decoded = '';
  }
  const { clientId, clientSecret } = k.platform;
  if (timingSafeEqual(decoded, `${clientId}:${clientSecret}`)) return undefined;
  const colon = decoded.indexOf(':');
  const token = colon > 0 ? tokenFor(k, decoded.slice(0, colon), decoded.slice(colon + 1)) : undefined;
  if (!token) throw unauthorized('Platform credentials are missing or wrong (HTTP Basic client id and secret, or an API token).');
  checkPermission(token.permissions, method, path);
  return token.id;
}

/**
 * BasicAuth (platform credentials or an API token) on every route, AgentAuth bearer tokens on `/agents/me`, the
 * rate-limit scenario, and the clock's due work run before the request, so what it reads is settled.
 */
export function authenticate(k: Kernel, basePath: string): MiddlewareHandler<SandboxEnv> {
  return async (c, next) => {
    const path = new URL(c.req.url).pathname.slice(basePath.length);
    if (!OPEN.some((pattern) => pattern.test(path))) {
      if (path === '/agents/me' || path.startsWith('/agents/me/')) {
        const token = /^Bearer\s+(\S+)$/.exec(c.req.header('Authorization') ?? '')?.[1];
        const agent = token === undefined ? undefined : agentForToken(k, token);
        if (!agent) throw unauthorized('An agent access token (AgentAuth bearer) is required.');
        c.set('agentId', agent.id);
      } else {
        const tokenId = checkBasic(k, c.req.header('Authorization'), c.req.method, path);
        if (tokenId !== undefined) c.set('apiTokenId', tokenId);
      }
      const limit = k.scenarios.current.rateLimitSeconds;
      if (limit !== null && !path.startsWith('/sandbox/')) throw rateLimited(limit);
    }
    k.runDueJobs();
    await next();
  };
}
