// `npm start`: one port for the page (Vite, with hot reload), the backend under /api and, unless SERVICE_URL names
// the real service, the sandbox in this process (its state in .sandbox/, kept between runs).
import { createServer } from 'node:http';
import { BASE_PATH } from '@wallet-kit/sandbox';
import { openStateDirectory } from '@wallet-kit/sandbox/node';
import { toNodeListener } from '@wallet-kit/server';
import { createServer as createVite } from 'vite';
import { createBackend } from './backend.js';

const port = Number(process.env.PORT ?? 5173);
const origin = `http://localhost:${port}`;

async function service() {
  if (process.env.SERVICE_URL) {
    const { SERVICE_URL: serviceUrl, CLIENT_ID: clientId, CLIENT_SECRET: clientSecret } = process.env;
    return { config: { serviceUrl, clientId, clientSecret, environment: process.env.SERVICE_ENVIRONMENT ?? 'production' }, close: () => {} };
  }
  const { sandbox } = await openStateDirectory(process.env.SANDBOX_STATE_DIR ?? '.sandbox', { passkeys: { rpId: 'localhost', origins: [origin] } });
  const tick = setInterval(() => sandbox.tick(), 1000); // payments settle as time passes
  const fetch = (input, init) => sandbox.fetch(new Request(input, init));
  const config = { serviceUrl: `http://sandbox${BASE_PATH}`, ...sandbox.credentials, environment: 'sandbox', fetch };
  return { config, close: () => (clearInterval(tick), sandbox.close()) };
}

const { config, close } = await service();
const api = toNodeListener(createBackend(config));
const http = createServer();
const vite = await createVite({ appType: 'spa', server: { middlewareMode: true, hmr: { server: http } } });
http.on('request', (req, res) => (req.url?.startsWith('/api/') ? api(req, res) : vite.middlewares(req, res)));
http.listen(port, 'localhost', () => process.stdout.write(`${origin}/  (sign in with the e-mail code 000000; Ctrl-C stops)\n`));

const stop = async () => {
  http.closeAllConnections();
  await Promise.allSettled([vite.close(), new Promise((done) => http.close(done))]);
  close();
  process.exit(0);
};
process.on('SIGINT', stop);
process.on('SIGTERM', stop);
