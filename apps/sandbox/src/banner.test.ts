import { expect, it } from 'vitest';
import { bannerOf } from './banner.js';
import { createSandbox } from './sandbox.js';

it('names each seeded customer at start by the platformCustomerId an app signs its users in with, beside the service’s id', async () => {
  const sandbox = await createSandbox();
  const lines = bannerOf(sandbox, { url: 'http://127.0.0.1:8787', file: '.sandbox/sandbox.db', restored: false });
  for (const customer of sandbox.directory().customers.slice(0, 20)) {
    expect(lines.find((line) => line.includes(customer.id))).toContain(`    ${customer.platformCustomerId}  ${customer.id}  `);
  }
  expect(lines.join('\n')).toContain('user-us-alice');
  expect(lines.join('\n')).toContain('Alice Rivera, alice@example.com');
});
