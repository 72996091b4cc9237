#!/usr/bin/env node
// `npm create wallet-kit my-app` runs this with `my-app` as its one argument.
import { relative } from 'node:path';
import { createApp, CreateError } from './generate.js';

try {
  const { dir, name } = createApp(process.argv[2]);
  const where = relative(process.cwd(), dir) || '.';
  process.stdout.write(`Created ${name} in ${dir}.\n\n  cd ${where}\n  npm install\n  npm start     # the app and the sandbox: http://localhost:5173/\n  npm test      # signs in and pays, through the test kit\n\n`);
} catch (error) {
  if (!(error instanceof CreateError)) throw error;
  process.stderr.write(`create-wallet-kit: ${error.message}\n`);
  process.exitCode = 1;
}
