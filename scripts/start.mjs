// `npm start`: the demo app against the sandbox, on one port of localhost (apps/demo/src/server.ts):
// the sandbox in process, the integrator's back end under /api, and the Vite dev server for the
// front end. TypeScript runs through tsx, and workspace packages resolve to their sources (the
// `source` export condition), so a fresh clone needs `npm install` and nothing else.
// PORT (default 5173) and SANDBOX_STATE_DIR (default ./.sandbox) are read by the demo.
import { spawn } from 'node:child_process';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const child = spawn(process.execPath, ['--conditions=source', '--import', 'tsx', 'apps/demo/src/server.ts'], {
  cwd: root,
  stdio: 'inherit',
  env: { ...process.env, INIT_CWD: process.env.INIT_CWD ?? process.cwd() },
});

// Ctrl-C reaches the whole foreground process group; a SIGTERM sent to this process alone is passed on.
// Either way this process leaves only after the demo has saved its state and exited.
for (const signal of ['SIGINT', 'SIGTERM', 'SIGHUP']) {
  process.on(signal, () => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
  });
}
child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
