import { refuse, type Incoming } from './call.js';

/** Every method a route may name, plus the two a browser sends on its own; TRACE, CONNECT and the rest are refused. */
const KNOWN_METHODS = ['GET', 'HEAD', 'OPTIONS', 'POST', 'PUT', 'PATCH', 'DELETE'];

/**
 * The first step: the call's path below `basePath` and its method, or 404 for a path outside it
 * and 405 for a method no route can have.
 */
export function incoming(basePath: string) {
  return (request: Request): Incoming | Response => {
    const url = new URL(request.url);
    if (!url.pathname.startsWith(`${basePath}/`)) return refuse(404, 'NOT_FOUND', `only ${basePath}/* is served here`);
    const method = request.method.toUpperCase();
    if (!KNOWN_METHODS.includes(method)) {
      return refuse(405, 'METHOD_NOT_ALLOWED', `expected one of ${KNOWN_METHODS.join(', ')}`, { headers: { Allow: KNOWN_METHODS.join(', ') } });
    }
    return { request, url, method, path: url.pathname.slice(basePath.length) };
  };
}
