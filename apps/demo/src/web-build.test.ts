import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { createServer, type Server } from 'node:http';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { serveWebBuild } from './web-build.js';

describe('the demo front end served from its production build (DEMO_WEB_BUILD)', () => {
  let directory: string;
  let server: Server;
  let origin: string;

  beforeAll(async () => {
    const parent = await mkdtemp(join(tmpdir(), 'wallet-kit-web-build-'));
    directory = join(parent, 'web');
    await mkdir(join(directory, 'assets'), { recursive: true });
    await writeFile(join(directory, 'index.html'), '<!doctype html><title>app</title>');
    await writeFile(join(directory, 'assets', 'main-abc.js'), 'console.log(1)');
    await writeFile(join(directory, 'robots.txt'), 'User-agent: *');
    await writeFile(join(parent, 'secret.txt'), 'not served');
    const serve = serveWebBuild(directory);
    server = createServer((req, res) => void serve(req, res));
    await new Promise<void>((listening) => server.listen(0, 'localhost', listening));
    origin = `http://localhost:${(server.address() as { port: number }).port}`;
  });

  afterAll(async () => {
    await new Promise((closed) => server.close(closed));
    await rm(join(directory, '..'), { recursive: true, force: true });
  });

  it('serves the build’s files with their types', async () => {
    const script = await fetch(`${origin}/assets/main-abc.js`);
    expect(script.headers.get('content-type')).toMatch(/^text\/javascript/);
    expect(await script.text()).toBe('console.log(1)');
    expect((await fetch(`${origin}/robots.txt`)).headers.get('content-type')).toMatch(/^text\/plain/);
  });

  it('answers the app’s own addresses with its page, as the dev server does', async () => {
    for (const path of ['/', '/?signed-out', '/wallet/send']) {
      const page = await fetch(`${origin}${path}`);
      expect(page.status, path).toBe(200);
      expect(await page.text(), path).toContain('<title>app</title>');
    }
  });

  it('answers a missing file with 404, not the page', async () => {
    expect((await fetch(`${origin}/assets/gone-123.js`)).status).toBe(404);
  });

  it('serves nothing outside the build', async () => {
    const escaped = await fetch(`${origin}/..%2fsecret.txt`);
    expect(escaped.status).toBe(404);
    expect(await escaped.text()).not.toContain('not served');
  });
});
