// A page of the live-updates browser test: one client, signed in as the cookie says, following one
// transaction; what it saw is kept on `window.live` for the test to read.
import { createClient, type WalletKitClient } from '@wallet-kit/client';

interface Live {
  client?: WalletKitClient;
  seen: Array<{ status: string; updatedAt: string | undefined }>;
  start(customerId: string): void;
  signIn(credentialId: string): Promise<string>;
  watch(transactionId: string): void;
}

declare global {
  interface Window {
    live: Live;
    wkReady: boolean;
  }
}

const live: Live = {
  seen: [],
  start(customerId) {
    document.cookie = `wk-test-customer=${customerId}; path=/`;
    live.client = createClient({ baseUrl: '/api/service', environment: 'sandbox' });
  },
  async signIn(credentialId) {
    const flow = await live.client!.auth.startOtpSignIn({ credentialId });
    await flow.submitCode('000000');
    return live.client!.session.getState().record!.session.id;
  },
  watch(transactionId) {
    void (async () => {
      for await (const transaction of live.client!.transactions.watchTransaction(transactionId, { followTerminalMs: 60 * 60_000 })) {
        live.seen.push({ status: transaction.status, updatedAt: transaction.updatedAt });
      }
    })().catch((error: unknown) => live.seen.push({ status: `error ${String(error)}`, updatedAt: undefined }));
  },
};
window.live = live;
window.wkReady = true;
