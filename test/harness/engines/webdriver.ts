/**
 * A W3C WebDriver (classic) client over fetch: the few endpoints the WebKit driver uses. webdriverio would do the
 * same in some forty packages; the protocol is a JSON request per command.
 */

export class WebDriverError extends Error {
  constructor(
    readonly command: string,
    readonly error: string,
    message: string,
  ) {
    super(`WebDriver ${command}: ${error}: ${message}`);
    this.name = 'WebDriverError';
  }
}

/** What Find Element answers: a reference to pass back in later commands. */
export type ElementReference = Record<'element-6066-11e4-a52e-4f735466cecf', string>;

export interface WebDriverSession {
  readonly id: string;
  readonly capabilities: Record<string, unknown>;
  command<T = unknown>(method: 'GET' | 'POST' | 'DELETE', path: string, body?: object): Promise<T>;
}

const COMMAND_TIMEOUT_MS = 60_000;

async function call<T>(url: string, method: string, body?: object): Promise<T> {
  const response = await fetch(url, {
    // WebKitWebDriver enforces no script timeout: a command that never answers fails here instead of hanging.
    signal: AbortSignal.timeout(COMMAND_TIMEOUT_MS),
    method,
    headers: { 'Content-Type': 'application/json; charset=utf-8' },
    body: method === 'POST' ? JSON.stringify(body ?? {}) : undefined,
  });
  const answer = (await response.json()) as { value: T | { error: string; message: string } };
  if (!response.ok) {
    const { error, message } = answer.value as { error: string; message: string };
    throw new WebDriverError(`${method} ${new URL(url).pathname}`, error, message);
  }
  return answer.value as T;
}

/** Waits until the driver at `base` answers `GET /status` ready, or `timeoutMs` passes. */
export async function waitForDriver(base: string, timeoutMs: number, alive: () => boolean): Promise<void> {
  const until = Date.now() + timeoutMs;
  for (;;) {
    try {
      if ((await call<{ ready: boolean }>(`${base}/status`, 'GET')).ready) return;
    } catch {
      // not listening yet
    }
    if (!alive()) throw new Error(`the WebDriver server at ${base} exited before it answered`);
    if (Date.now() > until) throw new Error(`the WebDriver server at ${base} did not answer within ${timeoutMs} ms`);
    await new Promise((next) => setTimeout(next, 50));
  }
}

export async function newSession(base: string, alwaysMatch: object): Promise<WebDriverSession> {
  const { sessionId, capabilities } = await call<{ sessionId: string; capabilities: Record<string, unknown> }>(`${base}/session`, 'POST', { capabilities: { alwaysMatch } });
  return {
    id: sessionId,
    capabilities,
    command: (method, path, body) => call(`${base}/session/${sessionId}${path}`, method, body),
  };
}

/** Playwright's key names as WebDriver's code points (W3C WebDriver §17.4.2, "keyboard actions"). */
const KEYS: Record<string, string> = {
  Backspace: '\uE003',
  Tab: '\uE004',
  Enter: '\uE007',
  Shift: '\uE008',
  Control: '\uE009',
  Alt: '\uE00A',
  Escape: '\uE00C',
  Space: ' ',
  PageUp: '\uE00E',
  PageDown: '\uE00F',
  End: '\uE010',
  Home: '\uE011',
  ArrowLeft: '\uE012',
  ArrowUp: '\uE013',
  ArrowRight: '\uE014',
  ArrowDown: '\uE015',
  Delete: '\uE017',
  Meta: '\uE03D',
};

/** A key action sequence: each character typed, or a chord (`Shift+Tab`) pressed. */
export function keyActions(keys: string[], chord: boolean): object {
  const codes = keys.map((key) => {
    const code = KEYS[key] ?? key;
    if ([...code].length !== 1) throw new Error(`unknown key ${JSON.stringify(key)}: expected one character or one of ${Object.keys(KEYS).join(', ')}`);
    return code;
  });
  const actions = chord
    ? [...codes.map((value) => ({ type: 'keyDown', value })), ...codes.reverse().map((value) => ({ type: 'keyUp', value }))]
    : codes.flatMap((value) => [
        { type: 'keyDown', value },
        { type: 'keyUp', value },
      ]);
  return { actions: [{ type: 'key', id: 'keyboard', actions }] };
}

export function clickActions(x: number, y: number): object {
  return {
    actions: [
      {
        type: 'pointer',
        id: 'mouse',
        parameters: { pointerType: 'mouse' },
        actions: [
          { type: 'pointerMove', origin: 'viewport', x: Math.round(x), y: Math.round(y) },
          { type: 'pointerDown', button: 0 },
          { type: 'pointerUp', button: 0 },
        ],
      },
    ],
  };
}
