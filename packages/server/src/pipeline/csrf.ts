import { carriesBody } from '../body.js';
import { ServerError } from '../errors.js';
import { consoleLog, type ServerLog } from '../log.js';
import { describeValue } from '../options.js';
import { matchRoute, type CompiledRoute } from '../routes.js';
import { refuse, SAFE_METHODS, type Incoming } from './call.js';

export interface CsrfOptions {
  /**
   * Origins whose pages may make state-changing calls (`https://app.example.com`, no path).
   * Default: the request's own origin. Behind a proxy that changes the scheme or host the handler
   * sees, list the public origin here: a browser that sends an `Origin` is judged by it alone.
   */
  allowedOrigins?: readonly string[];
  /**
   * Host names (`localhost:5173`) a proxy in front of this handler may name in `X-Forwarded-Host`: a call whose
   * forwarded host is listed is also accepted from that host's origin (`X-Forwarded-Proto`, else this handler's
   * scheme). Off by default: a fetch handler cannot see which peer set the header. For a development proxy that
   * rewrites the host (Vite's `changeOrigin`, with `xfwd`); `allowedOrigins` is the plainer fix.
   */
  forwardedHosts?: readonly string[];
}

/** What the CSRF step tells the integrator, and whether its refusals may say which origins it accepts. */
export interface CsrfReporting {
  readonly log: ServerLog;
  /** The sandbox environment: a refusal's `details` list the accepted origins (in production they stay unsaid). */
  readonly explain: boolean;
}

export const JSON_MEDIA_TYPE = /^application\/json\s*(;|$)/i;
const MULTIPART_MEDIA_TYPE = /^multipart\/form-data\s*;/i;

/**
 * Cross-site request forgery defence, before anything else runs: a state-changing call must come
 * from an allowed page and, when it has a body or names a content type, say `Content-Type:
 * application/json`. Where a call comes from is its `Origin` when it has one (an allowed origin,
 * whatever `Sec-Fetch-Site` says), else its `Sec-Fetch-Site` (`same-origin` only). No HTML form can
 * send that content type, and no other site's script can send it without a CORS preflight this
 * handler never grants. A document upload (`multipart/form-data`, on `uploads` only) is accepted
 * only from an allowed page: a caller naming neither header cannot send one.
 */
export function checkCsrf(options: CsrfOptions = {}, uploads: CompiledRoute[] = [], reporting: CsrfReporting = { log: consoleLog, explain: false }) {
  const configured = allowedOriginsOf(options.allowedOrigins);
  const forwardedHosts = forwardedHostsOf(options.forwardedHosts);
  const reported = new Set<string>();
  /** The origins this call may come from: the configured ones, else the handler's own and a listed forwarded host's. */
  const acceptedFor = (call: Incoming): string[] => {
    if (configured) return configured;
    const host = call.request.headers.get('X-Forwarded-Host');
    if (host === null || !forwardedHosts.includes(host.toLowerCase())) return [call.url.origin];
    const proto = call.request.headers.get('X-Forwarded-Proto');
    return [call.url.origin, `${proto === 'http' || proto === 'https' ? proto : call.url.protocol.slice(0, -1)}://${host.toLowerCase()}`];
  };
  return (call: Incoming): Response | undefined => {
    if (SAFE_METHODS.has(call.method)) return undefined;
    const headers = call.request.headers;
    const origin = headers.get('Origin');
    const site = headers.get('Sec-Fetch-Site');
    const accepted = acceptedFor(call);
    // Origin, else Sec-Fetch-Site: a page of another origin must not vouch for itself by the second.
    const fromAllowedPage = origin !== null ? accepted.includes(origin) : site === 'same-origin';
    // Browsers always send one of the two on a state-changing call; a caller with neither is not a
    // browser, which cross-site forgery needs, and still meets the content-type rule below.
    if ((origin !== null || site !== null) && !fromAllowedPage) {
      report(reporting.log, reported, origin ?? `a page (Sec-Fetch-Site: ${site})`, accepted);
      return refuse(403, 'ORIGIN_NOT_ALLOWED', 'state-changing calls are accepted only from the app\'s own pages (Origin or Sec-Fetch-Site)', {
        details: { origin, secFetchSite: site, ...(reporting.explain ? { allowedOrigins: accepted, setting: 'allowedOrigins' } : {}) },
      });
    }
    const contentType = headers.get('Content-Type');
    // A form can post multipart across sites, so an upload must also say where it comes from: only a
    // page of an allowed origin (checked above) may send one, and only to an upload route.
    const upload = MULTIPART_MEDIA_TYPE.test(contentType ?? '') && matchRoute(uploads, call.method, call.path) !== undefined;
    if (upload && fromAllowedPage) return undefined;
    // Some frameworks (Next.js route handlers) hand over an empty stream for a call sent without a body;
    // `Content-Length: 0` says there is none. Where the runtime cannot tell (Firefox's Request has no body
    // stream), the parse step refuses a body it finds without the JSON type.
    const hasBody = carriesBody(call.request) ?? false;
    if ((contentType !== null || hasBody) && !JSON_MEDIA_TYPE.test(contentType ?? '')) {
      return refuse(403, 'CONTENT_TYPE_NOT_ALLOWED', 'state-changing calls must send Content-Type: application/json', { details: { contentType } });
    }
    return undefined;
  };
}

/** Each refused origin is logged once (up to 100 of them): an app set up wrongly says so, a hostile caller cannot flood the log. */
function report(log: ServerLog, reported: Set<string>, from: string, accepted: readonly string[]): void {
  if (reported.has(from) || reported.size >= 100) return;
  reported.add(from);
  log({
    level: 'warn',
    code: 'ORIGIN_NOT_ALLOWED',
    message:
      `refused a state-changing call from ${from}: this handler accepts ${accepted.join(', ')}. If that is your app's page ` +
      `(a development proxy that changes the host, such as Vite's changeOrigin, or a server started on another host name), ` +
      `list it in allowedOrigins, e.g. allowedOrigins: ['${from.startsWith('a page') ? 'https://app.example.com' : from}']`,
  });
}

const EXPECTED_HOSTS = 'expected a list of host names such as ["localhost:5173"]';

function forwardedHostsOf(hosts: unknown): string[] {
  if (hosts === undefined) return [];
  if (!Array.isArray(hosts) || !hosts.every((host) => typeof host === 'string' && /^[a-z0-9.-]+(:\d{1,5})?$/i.test(host))) {
    throw new ServerError('INVALID_ARGUMENT', `forwardedHosts: ${EXPECTED_HOSTS}, got ${describeValue(hosts)}`);
  }
  return hosts.map((host: string) => host.toLowerCase());
}

const EXPECTED_ORIGINS = 'expected a list of http or https origins such as ["https://app.example.com"]';

/** The configured origins, checked when the handler is made: a mistake here would refuse every call, or let others through. */
function allowedOriginsOf(allowedOrigins: unknown): string[] | undefined {
  if (allowedOrigins === undefined) return undefined;
  if (!Array.isArray(allowedOrigins)) throw new ServerError('INVALID_ARGUMENT', `allowedOrigins: ${EXPECTED_ORIGINS}, got ${describeValue(allowedOrigins)}`);
  return allowedOrigins.map(originOf);
}

function originOf(text: unknown): string {
  const invalid = (cause?: unknown) => new ServerError('INVALID_ARGUMENT', `allowedOrigins: ${EXPECTED_ORIGINS}, got ${describeValue(text)}`, cause === undefined ? {} : { cause });
  if (typeof text !== 'string') throw invalid();
  let url: URL;
  try {
    url = new URL(text);
  } catch (error) {
    throw invalid(error);
  }
  // Any other scheme has the opaque origin "null", which a sandboxed frame of any site also sends.
  if (url.protocol !== 'http:' && url.protocol !== 'https:') throw invalid();
  return url.origin;
}
