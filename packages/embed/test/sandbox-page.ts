import { createClock, createSandbox, seededPeople, type PersonHandles, type Sandbox } from '@wallet-kit/sandbox';
import { createServiceHandler, toNodeListener } from '@wallet-kit/server';
import { afterAll, beforeAll } from 'vitest';
import type { EngineBrowser, TestPage } from '../../../test/harness/engines/index.js';
import { startStaticHost, type HostRequest } from './host.js';

// The page the script-tag tests against the sandbox share: blank.html with the built wallet-kit.js on a static
// host whose /api/service/* is the integrator's handler in front of a sandbox in process.

type Backend = (request: Request) => Promise<Response>;

/** A sandbox of its own, Élodie as seeded, and what the server's handlers take to reach the sandbox in process. */
export interface TestSandbox {
  sandbox: Sandbox;
  elodie: PersonHandles;
  /** `serviceUrl`, the platform's credentials and a `fetch` into the sandbox: spread into `createServiceHandler`. */
  upstream: { serviceUrl: string; clientId: string; clientSecret: string; fetch: (input: RequestInfo | URL, init?: RequestInit) => Promise<Response> };
}

/** A sandbox on a clock of its own, refusing the signature shortcut as the real service would. */
export async function startTestSandbox(): Promise<TestSandbox> {
  const sandbox = await createSandbox({ clock: createClock(), strictSignatures: true });
  return {
    sandbox,
    elodie: seededPeople(sandbox).elodie,
    upstream: {
      serviceUrl: `http://sandbox.test${sandbox.basePath}`,
      clientId: sandbox.credentials.clientId,
      clientSecret: sandbox.credentials.clientSecret,
      fetch: (input, init) => sandbox.fetch(new Request(input, init)),
    },
  };
}

export interface SandboxHost {
  /** Every request the host answered (empty it to count afresh). */
  readonly requests: HostRequest[];
  /** Makes `backend` answer the page's calls to /api/service/* from now on. */
  serve(backend: Backend): void;
  /** A new page of `browser` on blank.html, once wallet-kit.js has loaded. */
  openPage(browser: EngineBrowser): Promise<TestPage>;
}

/**
 * One host for the whole test file (started before its tests, closed after them); its backend is whichever was
 * served last, so each engine, running after the one before, serves a sandbox of its own. Call at the file's top level.
 */
export function useSandboxHost(): SandboxHost {
  let host: Awaited<ReturnType<typeof startStaticHost>> | undefined;
  let backend: Backend | undefined;
  beforeAll(async () => {
    host = await startStaticHost({ '/': [new URL('./blank.html', import.meta.url), 'text/html'] }, (request, response) => {
      if (!backend) throw new Error('sandbox host: no backend served yet; call serve() in the engine\'s beforeAll');
      return toNodeListener(backend)(request, response);
    });
  });
  afterAll(() => host?.close());
  const started = () => {
    if (!host) throw new Error('sandbox host: not started; call useSandboxHost() at the test file\'s top level');
    return host;
  };
  return {
    get requests() {
      return started().requests;
    },
    serve(next) {
      backend = next;
    },
    async openPage(browser) {
      const page = await browser.newPage();
      await page.goto(started().origin);
      await page.waitForFunction(() => window.WalletKit !== undefined);
      return page;
    },
  };
}

/** Puts a `tag` element with these attributes into the page's #main: after what is there, or in its place with `replace`. */
export async function addElement(page: TestPage, tag: string, attributes: Record<string, string>, options: { replace?: boolean } = {}): Promise<void> {
  await page.evaluate(
    ([tagName, attrs, replace]) => {
      const element = document.createElement(tagName);
      for (const [name, value] of Object.entries(attrs)) element.setAttribute(name, value);
      const main = document.getElementById('main')!;
      if (replace) main.replaceChildren(element);
      else main.append(element);
    },
    [tag, attributes, options.replace === true] as const,
  );
}

/** A sandbox of its own served behind the integrator handler, every call resolved to Élodie (call in each engine's beforeAll): her handles. */
export async function serveElodie(host: SandboxHost): Promise<PersonHandles> {
  const { elodie, upstream } = await startTestSandbox();
  host.serve(createServiceHandler({ ...upstream, resolveEndUser: () => ({ customerId: elodie.id }), environment: 'sandbox' }));
  return elodie;
}
