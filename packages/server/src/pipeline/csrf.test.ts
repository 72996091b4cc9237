import { describe, expect, it } from 'vitest';
import { errorCode } from '../../../../test/support/assertions.js';
import { incomingCall, withoutBodyStream } from '../../test/calls.js';
import { ServerError } from '../errors.js';
import { compileRoutes, UPLOAD_ROUTES } from '../routes.js';
import { checkCsrf } from './csrf.js';

const json = { 'Content-Type': 'application/json' };
const codeOf = async (answer: Response | undefined) => (answer ? ((await answer.json()) as { code: string }).code : 'passed');

describe('the CSRF step', () => {
  const csrf = checkCsrf();

  it.each([
    ['a cross-site text/plain POST', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site', 'Content-Type': 'text/plain' }, 'ORIGIN_NOT_ALLOWED'],
    ['a JSON POST from another origin', { Origin: 'https://other.example', ...json }, 'ORIGIN_NOT_ALLOWED'],
    ['a JSON POST from a sibling site without Origin', { 'Sec-Fetch-Site': 'same-site', ...json }, 'ORIGIN_NOT_ALLOWED'],
    ['a POST with Origin: null (a sandboxed frame)', { Origin: 'null', ...json }, 'ORIGIN_NOT_ALLOWED'],
    ['a text/plain POST with no origin at all', { 'Content-Type': 'text/plain' }, 'CONTENT_TYPE_NOT_ALLOWED'],
    ['a same-origin HTML form (urlencoded)', { Origin: 'http://app.test', 'Content-Type': 'application/x-www-form-urlencoded' }, 'CONTENT_TYPE_NOT_ALLOWED'],
    ['a same-origin multipart form', { Origin: 'http://app.test', 'Content-Type': 'multipart/form-data; boundary=x' }, 'CONTENT_TYPE_NOT_ALLOWED'],
  ])('refuses %s with 403', async (_what, headers, code) => {
    const answer = csrf(incomingCall('POST', '/quotes', { headers, body: '{}' }));
    expect(answer?.status).toBe(403);
    expect(await codeOf(answer)).toBe(code);
  });

  it('refuses a body that names no content type', async () => {
    const call = incomingCall('POST', '/quotes', { body: new Blob(['{}']) });
    expect(call.request.headers.get('Content-Type')).toBeNull();
    expect(await codeOf(csrf(call))).toBe('CONTENT_TYPE_NOT_ALLOWED');
  });

  it.each([
    ['same-origin JSON with Origin', { Origin: 'http://app.test', ...json }],
    ['same-origin JSON with Sec-Fetch-Site only', { 'Sec-Fetch-Site': 'same-origin', ...json }],
    ['JSON with a charset', { Origin: 'http://app.test', 'Content-Type': 'application/json; charset=utf-8' }],
    ['JSON from a server with neither header', json],
  ])('lets %s through', async (_what, headers) => {
    expect(await codeOf(csrf(incomingCall('POST', '/quotes', { headers, body: '{}' })))).toBe('passed');
  });

  it('lets a same-origin call with no body and no content type through (DELETE, resend)', async () => {
    expect(await codeOf(csrf(incomingCall('DELETE', '/auth/sessions/x', { headers: { Origin: 'http://app.test' } })))).toBe('passed');
    expect(await codeOf(csrf(incomingCall('POST', '/quotes/x/authorize/resend', { headers: { 'Sec-Fetch-Site': 'same-origin' } })))).toBe('passed');
  });

  it('lets a bodyless call through where the Request has no body stream (a handler in a Firefox page), leaving a body it cannot see to the parse step', async () => {
    const bodyless = withoutBodyStream(incomingCall('DELETE', '/auth/sessions/x', { headers: { Origin: 'http://app.test' } }));
    expect(bodyless.request.body).toBeUndefined();
    expect(await codeOf(csrf(bodyless))).toBe('passed');
    const declared = withoutBodyStream(incomingCall('POST', '/quotes', { headers: { Origin: 'http://app.test', 'Content-Length': '2', 'Content-Type': 'text/plain' }, body: '{}' }));
    expect(await codeOf(csrf(declared))).toBe('CONTENT_TYPE_NOT_ALLOWED');
  });

  it('takes an empty stream with Content-Length: 0 for no body (a bodyless POST as Next.js route handlers pass it), and a chunked one for a body', async () => {
    const empty = () => new ReadableStream({ start: (controller) => controller.close() });
    const bodyless = incomingCall('POST', '/quotes/x/execute', { headers: { Origin: 'http://app.test', 'Content-Length': '0' }, body: empty() });
    expect(bodyless.request.body).not.toBeNull();
    expect(await codeOf(csrf(bodyless))).toBe('passed');
    expect(await codeOf(csrf(incomingCall('POST', '/quotes/x/execute', { headers: { Origin: 'http://app.test' }, body: empty() })))).toBe('CONTENT_TYPE_NOT_ALLOWED');
  });

  it('does not stand in the way of reads, whatever their origin', async () => {
    expect(await codeOf(csrf(incomingCall('GET', '/exchange-rates', { headers: { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' } })))).toBe('passed');
  });

  it('accepts the configured origins instead of its own behind a proxy', async () => {
    const behindProxy = checkCsrf({ allowedOrigins: ['https://app.example.com/'] });
    const at = (headers: Record<string, string>) => incomingCall('POST', '/quotes', { origin: 'http://10.0.0.5:3000', headers: { ...json, ...headers }, body: '{}' });
    expect(await codeOf(behindProxy(at({ Origin: 'https://app.example.com' })))).toBe('passed');
    expect(await codeOf(behindProxy(at({ Origin: 'https://app.example.com', 'Sec-Fetch-Site': 'same-origin' })))).toBe('passed');
    expect(await codeOf(behindProxy(at({ Origin: 'http://10.0.0.5:3000', 'Sec-Fetch-Site': 'cross-site' })))).toBe('ORIGIN_NOT_ALLOWED');
    expect(await codeOf(behindProxy(at({ Origin: 'http://10.0.0.5:3000', 'Sec-Fetch-Site': 'same-origin' })))).toBe('ORIGIN_NOT_ALLOWED');
  });

  // Origin, else Sec-Fetch-Site: a browser that sends an Origin is judged by it alone.
  it.each([
    ['another origin', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' }],
    ['a sandboxed frame (Origin: null)', { Origin: 'null', 'Sec-Fetch-Site': 'same-origin' }],
    ['this origin over another scheme', { Origin: 'https://app.test', 'Sec-Fetch-Site': 'same-origin' }],
  ])('refuses a call from %s even when it says Sec-Fetch-Site: same-origin', async (_what, headers) => {
    expect(await codeOf(csrf(incomingCall('POST', '/quotes', { headers: { ...json, ...headers }, body: '{}' })))).toBe('ORIGIN_NOT_ALLOWED');
  });

  it('behind a proxy it was not told about, refuses the public origin whatever Sec-Fetch-Site says (list it in allowedOrigins)', async () => {
    const call = incomingCall('POST', '/quotes', { origin: 'http://10.0.0.5:3000', headers: { ...json, Origin: 'https://app.example.com', 'Sec-Fetch-Site': 'same-origin' }, body: '{}' });
    expect(await codeOf(csrf(call))).toBe('ORIGIN_NOT_ALLOWED');
  });

  it('refuses an allowed origin that is not a URL when the handler is made', async () => {
    expect(await errorCode(() => checkCsrf({ allowedOrigins: ['app.example.com'] }), ServerError)).toBe('INVALID_ARGUMENT');
  });

  it.each([
    ['one origin as a string', 'https://app.example.com'],
    ['null', null],
    ['an object', { origin: 'https://app.example.com' }],
    ['a Set', new Set(['https://app.example.com'])],
    ['a list holding a number', [42]],
    ['a list holding a symbol', [Symbol.for('x')]],
    ['a list holding an object that cannot be printed', [{ toString: () => { throw new Error('no'); } }]],
    ['a wildcard', ['*']],
    ['the opaque origin "null"', ['null']],
    ['a scheme whose origin is opaque', ['file:///srv/app']],
  ])('refuses allowedOrigins given as %s with ServerError INVALID_ARGUMENT when the handler is made', async (_what, allowedOrigins) => {
    const failure = await Promise.resolve()
      .then(() => checkCsrf({ allowedOrigins: allowedOrigins as never }))
      .catch((error: unknown) => error);
    expect(failure).toBeInstanceOf(ServerError);
    expect(failure).toMatchObject({ code: 'INVALID_ARGUMENT', message: expect.stringMatching(/^allowedOrigins: expected /) });
  });
});

describe('the CSRF step for document uploads', () => {
  const csrf = checkCsrf({}, compileRoutes(UPLOAD_ROUTES));
  const multipart = { 'Content-Type': 'multipart/form-data; boundary=x' };

  it('lets a multipart upload through to an upload route from the app’s own page', async () => {
    expect(await codeOf(csrf(incomingCall('POST', '/documents', { headers: { Origin: 'http://app.test', ...multipart }, body: '--x--' })))).toBe('passed');
    expect(await codeOf(csrf(incomingCall('PUT', '/documents/Document:1', { headers: { 'Sec-Fetch-Site': 'same-origin', ...multipart }, body: '--x--' })))).toBe('passed');
  });

  it.each([
    ['with no origin at all', {}, 'CONTENT_TYPE_NOT_ALLOWED'],
    ['from another site', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'cross-site' }, 'ORIGIN_NOT_ALLOWED'],
    ['from another origin that says same-origin', { Origin: 'https://evil.example', 'Sec-Fetch-Site': 'same-origin' }, 'ORIGIN_NOT_ALLOWED'],
  ])('refuses an upload %s', async (_what, headers, code) => {
    expect(await codeOf(csrf(incomingCall('POST', '/documents', { headers: { ...headers, ...multipart }, body: '--x--' })))).toBe(code);
  });

  it('refuses multipart to any other route, even from the app’s own page', async () => {
    expect(await codeOf(csrf(incomingCall('POST', '/verifications', { headers: { Origin: 'http://app.test', ...multipart }, body: '--x--' })))).toBe('CONTENT_TYPE_NOT_ALLOWED');
  });
});
