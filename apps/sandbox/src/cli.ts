#!/usr/bin/env node
import { join } from 'node:path';
import { openStateDirectory, startServer } from './node.js';
import { bannerOf } from './banner.js';
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

main().catch((error: unknown) => {
  if (error instanceof StoreError) console.error(`sandbox: ${error.message}`);
  else console.error('sandbox: failed to start:', error);
  process.exit(1);
});
