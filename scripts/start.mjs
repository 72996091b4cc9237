// `npm start`: the demo app against the sandbox, once the demo exists (issue 7). Until then it
// starts the sandbox alone and says so, so the command never does something unannounced.
import { spawn } from 'node:child_process';
import { existsSync } from 'node:fs';

const demo = new URL('../apps/demo/package.json', import.meta.url);
const sandbox = new URL('../apps/sandbox/src/cli.ts', import.meta.url);

if (existsSync(demo)) {
  run(['run', 'start', '-w', '@wallet-kit/demo']);
} else if (existsSync(sandbox)) {
  console.log('Wallet Kit: the demo app is not built yet; starting the sandbox service (npm run sandbox).');
  run(['run', 'sandbox']);
} else {
  console.log('Wallet Kit: nothing to start yet. The sandbox (apps/sandbox) and the demo (apps/demo) are on their way; `npm test` runs everything there is.');
}

function run(args) {
  const child = spawn(process.platform === 'win32' ? 'npm.cmd' : 'npm', args, { stdio: 'inherit' });
  const stop = (signal) => child.kill(signal);
  process.on('SIGINT', stop);
  process.on('SIGTERM', stop);
  child.on('exit', (code, signal) => process.exit(signal ? 0 : (code ?? 0)));
}
