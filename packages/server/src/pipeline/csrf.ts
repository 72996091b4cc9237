import { carriesBody } from '../body.js';
import { ServerError } from '../errors.js';
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
export function checkCsrf(options: CsrfOptions = {}, uploads: CompiledRoute[] = []) {
  const configured = allowedOriginsOf(options.allowedOrigins);
  return (call: Incoming): Response | undefined => {
    if (SAFE_METHODS.has(call.method)) return undefined;
    const headers = call.request.headers;
    const origin = headers.get('Origin');
    const site = headers.get('Sec-Fetch-Site');
    // Origin, else Sec-Fetch-Site: a page of another origin must not vouch for itself by the second.
    const fromAllowedPage = origin !== null ? (configured ?? [call.url.origin]).includes(origin) : site === 'same-origin';
    // Browsers always send one of the two on a state-changing call; a caller with neither is not a
    // browser, which cross-site forgery needs, and still meets the content-type rule below.
    if ((origin !== null || site !== null) && !fromAllowedPage) {
      return refuse(403, 'ORIGIN_NOT_ALLOWED', 'state-changing calls are accepted only from the app\'s own pages (Origin or Sec-Fetch-Site)', {
        details: { origin, secFetchSite: site },
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
