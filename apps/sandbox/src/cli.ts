#!/usr/bin/env node
import { join } from 'node:path';
import { openStateDirectory, startServer } from './node.js';
import { bannerOf } from './banner.js';
import { TestKitError } from './kit-error.js';
import { listen } from './listen.js';
import { StoreError } from './store/driver.js';

/** `npm run sandbox` and `npx wallet-kit-sandbox`: the sandbox over HTTP on 127.0.0.1:8787 (PORT overrides), its state in `.sandbox/sandbox.db`. */
async function main(): Promise<void> {
  const port = process.env.PORT === undefined ? 8787 : Number(process.env.PORT);
  if (!Number.isInteger(port) || port < 0 || port > 65535) throw new Error(`PORT: expected a port number, got ${JSON.stringify(process.env.PORT)}`);
  const directory = process.env.SANDBOX_STATE_DIR ?? join(process.env.INIT_CWD ?? process.cwd(), '.sandbox');
  const clientId = process.env.SANDBOX_CLIENT_ID;
  const clientSecret = process.env.SANDBOX_CLIENT_SECRET;
  const { sandbox, file, restored, imported } = await openStateDirectory(directory, clientId && clientSecret ? { credentials: { clientId, clientSecret } } : {});
  if (imported) console.log(`sandbox: carried ${imported} over into ${file} (the old file is kept as ${imported}.imported)`);
  const server = await startServer(sandbox, { port });
  for (const line of bannerOf(sandbox, { url: server.url, file, restored })) console.log(line);
  const stop = async () => {
    await server.close();
    sandbox.close();
    process.exit(0);
  };
  process.once('SIGINT', () => void stop());
  process.once('SIGTERM', () => void stop());
}

const USAGE = 'usage: wallet-kit-sandbox                 start the sandbox (PORT, SANDBOX_STATE_DIR)\n       wallet-kit-sandbox listen --forward-to <url> [--sandbox <url>]\n                                          send a running sandbox\'s webhooks to <url> and print each delivery';

/** `wallet-kit-sandbox listen --forward-to <url>`: a running sandbox's webhooks to a local endpoint, until Ctrl-C. */
async function listenCommand(args: string[]): Promise<void> {
  const value = (name: string) => {
    const at = args.indexOf(name);
    return at === -1 ? undefined : args[at + 1];
  };
  const unknown = args.filter((arg, at) => arg.startsWith('--') ? arg !== '--forward-to' && arg !== '--sandbox' : !['--forward-to', '--sandbox'].includes(args[at - 1] ?? ''));
  const forwardTo = value('--forward-to');
  if (forwardTo === undefined || unknown.length) throw new TestKitError('INVALID_ARGUMENT', `${unknown.length ? `unknown argument ${unknown.join(' ')}` : '--forward-to <url> is required'}\n${USAGE}`);
  const stop = new AbortController();
  process.once('SIGINT', () => stop.abort());
  process.once('SIGTERM', () => stop.abort());
  const clientId = process.env.SANDBOX_CLIENT_ID;
  const clientSecret = process.env.SANDBOX_CLIENT_SECRET;
  await listen({
    forwardTo,
    sandboxUrl: value('--sandbox') ?? `http://127.0.0.1:${process.env.PORT ?? 8787}/2025-10-13`,
    ...(clientId && clientSecret ? { credentials: { clientId, clientSecret } } : {}),
    print: (line) => console.log(line),
    signal: stop.signal,
  });
}

const [command, ...rest] = process.argv.slice(2);
(command === 'listen' ? listenCommand(rest) : command === undefined ? main() : Promise.reject(new TestKitError('INVALID_ARGUMENT', `unknown command ${command}\n${USAGE}`))).catch((error: unknown) => {
  if (error instanceof StoreError || error instanceof TestKitError) console.error(`sandbox: ${error.message}`);
  else console.error('sandbox: failed to start:', error);
  process.exit(1);
});
