import { expect, it } from 'vitest';
import { describeEngines } from '../../../test/harness/engines/index.js';
import { nodeVerifies } from '../../../test/support/assertions.js';

describeEngines('key-store in a browser', (browser) => {
  it('keeps a signing key across a page reload, and the reloaded key still signs', async () => {
    const page = await browser.open();
    const created = await page.evaluate(async () => {
      const { createKeyStore } = await wk('key-store');
      const key = await createKeyStore({ databaseName: 'reload-test' }).createSigningKey({ label: 'session' });
      return { id: key.id, publicKey: key.publicKey, label: key.label };
    });
    expect(created.publicKey.compressed).toMatch(/^0[23][0-9a-f]{64}$/);
    expect(created.publicKey.uncompressed).toMatch(/^04[0-9a-f]{128}$/);

    await page.reload();
    await page.waitForFunction(() => window.wkReady === true);
    const payload = '{"after":"reload","emoji":"🔑"}';
    const after = await page.evaluate(
      async ({ id, payload }) => {
        const { createKeyStore } = await wk('key-store');
        const { signPayload } = await wk('stamp-signer');
        const store = createKeyStore({ databaseName: 'reload-test' });
        const key = await store.requireKey(id, 'signing');
        return { mode: store.storageMode, label: key.label, publicKey: key.publicKey, signature: await signPayload(payload, key), extractable: key.privateKey.extractable };
      },
      { id: created.id, payload },
    );
    expect(after).toMatchObject({ mode: 'indexeddb', label: 'session', publicKey: created.publicKey, extractable: false });
    expect(nodeVerifies(payload, after.signature, created.publicKey.uncompressed)).toBe(true);
    await page.close();
  });

  it('refuses to export any private key it holds, created, generated for decryption or imported from a scalar', async () => {
    const page = await browser.sharedPage();
    const outcomes = await page.evaluate(async () => {
      const { createKeyStore } = await wk('key-store');
      const store = createKeyStore({ databaseName: 'export-test' });
      const scalar = crypto.getRandomValues(new Uint8Array(32));
      scalar[0] = 1; // keep it below the group order
      const keys = [await store.createSigningKey(), await store.createDecryptionKey(), await store.importSigningScalar(scalar)];
      const results = [];
      for (const key of keys) {
        const refusals = [];
        for (const format of ['jwk', 'pkcs8'] as const) {
          try {
            await crypto.subtle.exportKey(format, key.privateKey);
            refusals.push(`${format}: exported`);
          } catch (error) {
            refusals.push(`${format}: ${(error as DOMException).name}`);
          }
        }
        results.push({ purpose: key.purpose, extractable: key.privateKey.extractable, refusals });
      }
      return { results, scalarZeroed: scalar.every((byte) => byte === 0) };
    });
    expect(outcomes.scalarZeroed).toBe(true);
    expect(outcomes.results).toEqual([
      { purpose: 'signing', extractable: false, refusals: ['jwk: InvalidAccessError', 'pkcs8: InvalidAccessError'] },
      { purpose: 'decryption', extractable: false, refusals: ['jwk: InvalidAccessError', 'pkcs8: InvalidAccessError'] },
      { purpose: 'signing', extractable: false, refusals: ['jwk: InvalidAccessError', 'pkcs8: InvalidAccessError'] },
    ]);
  });

  it('loses no key when two tabs create keys at the same time', async () => {
    const [first, second] = await Promise.all([browser.open(), browser.open()]);
    const createMany = (page: typeof first) =>
      page.evaluate(async () => {
        const { createKeyStore } = await wk('key-store');
        const store = createKeyStore({ databaseName: 'two-tabs' });
        const keys = await Promise.all(Array.from({ length: 25 }, (_, i) => (i % 2 ? store.createSigningKey() : store.createDecryptionKey())));
        return keys.map((key) => key.id);
      });
    const [fromFirst, fromSecond] = await Promise.all([createMany(first!), createMany(second!)]);
    const listed = await first!.evaluate(async () => {
      const { createKeyStore } = await wk('key-store');
      return (await createKeyStore({ databaseName: 'two-tabs' }).listKeys()).map((key) => key.id);
    });
    expect(new Set(listed)).toEqual(new Set([...fromFirst, ...fromSecond]));
    expect(listed).toHaveLength(50);
    await Promise.all([first!.close(), second!.close()]);
  });

  it('falls back to memory, says why, and still signs with a non-extractable key when IndexedDB throws DataCloneError', async () => {
    const page = await browser.open();
    const result = await page.evaluate(async () => {
      // What some private modes do: IndexedDB opens, but refuses to clone a CryptoKey.
      IDBObjectStore.prototype.put = function () {
        throw new DOMException('CryptoKey cannot be cloned here', 'DataCloneError');
      };
      const { createKeyStore } = await wk('key-store');
      const { signPayload } = await wk('stamp-signer');
      const store = createKeyStore({ databaseName: 'degraded' });
      const events: string[] = [];
      store.on('storage-degraded', (event) => events.push(event.reason));
      const first = await store.createSigningKey();
      const second = await store.createDecryptionKey();
      const found = await store.getKey(first.id);
      return {
        events,
        mode: store.storageMode,
        listed: (await store.listKeys()).map((key) => key.id).sort(),
        ids: [first.id, second.id].sort(),
        extractable: [first.privateKey.extractable, second.privateKey.extractable],
        sameKey: found === first,
        signature: await signPayload('degraded but working', first),
        publicKey: first.publicKey.uncompressed,
      };
    });
    expect(result.events).toEqual(['crypto-key-not-cloneable']);
    expect(result.mode).toBe('memory');
    expect(result.listed).toEqual(result.ids);
    expect(result.extractable).toEqual([false, false]);
    expect(result.sameKey).toBe(true);
    expect(nodeVerifies('degraded but working', result.signature, result.publicKey)).toBe(true);
    await page.close();
  });

  it('deletes one key, then clears the rest', async () => {
    const page = await browser.sharedPage();
    const counts = await page.evaluate(async () => {
      const { createKeyStore } = await wk('key-store');
      const store = createKeyStore({ databaseName: 'delete-test' });
      const [a] = [await store.createSigningKey(), await store.createSigningKey(), await store.createDecryptionKey()];
      await store.deleteKey(a.id);
      const afterDelete = (await store.listKeys()).length;
      const gone = (await store.getKey(a.id)) === undefined;
      await store.clearKeys();
      return { afterDelete, gone, afterClear: (await store.listKeys()).length };
    });
    expect(counts).toEqual({ afterDelete: 2, gone: true, afterClear: 0 });
  });
});
