import { expect, it } from 'vitest';
import { describeEngines } from '../../../test/harness/engines/index.js';
import { nodeVerifies } from '../../../test/support/assertions.js';
import { verifyStamp } from './index.js';

describeEngines('stamp-signer in a browser', (browser) => {
  it('makes stamps that Node verifies, both with OpenSSL and with verifyStamp', async () => {
    const page = await browser.open();
    const payloads = ['{"type":"ACTIVITY_TYPE_STAMP_LOGIN","nonce":"é"}', 'line one\nline two\r\n', ''];
    const stamps = await page.evaluate(async (payloads) => {
      const { createKeyStore } = await wk('key-store');
      const { stampPayload } = await wk('stamp-signer');
      const key = await createKeyStore({ databaseName: 'stamps' }).createSigningKey();
      return Promise.all(payloads.map(async (payload) => ({ payload, stamp: await stampPayload(payload, key), publicKey: key.publicKey })));
    }, payloads);
    for (const { payload, stamp, publicKey } of stamps) {
      const fields = JSON.parse(Buffer.from(stamp, 'base64url').toString('utf8')) as { publicKey: string; signature: string };
      expect(nodeVerifies(payload, fields.signature, publicKey.uncompressed)).toBe(true);
      expect(await verifyStamp(payload, stamp, { publicKey: publicKey.compressed })).toEqual({ publicKey: publicKey.compressed });
    }
    await page.close();
  });
});
