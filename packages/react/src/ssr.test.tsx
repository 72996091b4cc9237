// @vitest-environment node
import { describe, expect, it } from 'vitest';
import { usdBankInstructions, usdToEurQuote, usdToEurRequote } from '../test/fixtures.js';

describe('on a server', () => {
  it('imports without touching window, and renders every widget to HTML', async () => {
    expect(typeof window).toBe('undefined');
    const kit = await import('./index.js');
    const { fr } = await import('./i18n/locales/fr.js');
    const { renderToString } = await import('react-dom/server');
    const html = renderToString(
      <kit.WalletKitProvider locale="fr" catalogs={{ fr }} theme="dark">
        <kit.OtpInput />
        <kit.QuoteSummary quote={usdToEurQuote}>
          <kit.ExpiryCountdown expiresAt={usdToEurQuote.expiresAt} />
        </kit.QuoteSummary>
        <kit.RateChange previous={usdToEurQuote} next={usdToEurRequote} reason="expired" />
        <kit.PaymentInstructions instructions={[usdBankInstructions]} />
      </kit.WalletKitProvider>,
    );
    expect(html.toLowerCase()).toContain('autocomplete="one-time-code"');
    // Payment instructions load on demand: a server renders their loading card (a streaming render waits for them).
    expect(html).toMatch(/<div class="wk-root wk-card wk-pay"[^>]* data-state="loading" aria-busy="true">/);
    expect(html).toContain('data-wk-theme="dark"');
    // The countdown depends on the browser's clock: a stable placeholder until mounted.
    expect(html).toContain('data-state="pending"');
  });

  it('renders the flows to HTML without calling the client, which only effects do', async () => {
    const kit = await import('./index.js');
    const { renderToString } = await import('react-dom/server');
    const never = () => {
      throw new Error('no call during server rendering');
    };
    const client = new Proxy({}, { get: () => new Proxy({}, { get: () => never }) }) as never;
    const email = { id: 'AuthMethod:1', accountId: 'InternalAccount:1', type: 'EMAIL_OTP', nickname: 'a@example.com', createdAt: '', updatedAt: '' } as const;
    const html = renderToString(
      <kit.WalletKitProvider client={client}>
        <kit.SignIn credentials={[email]} />
        <kit.QuoteConfirmation quote={{ ...usdToEurQuote, id: 'Quote:1', status: 'PENDING', transactionId: 'Transaction:1' } as never} />
        <kit.WalletExport accountId="InternalAccount:1" />
      </kit.WalletKitProvider>,
    );
    expect(html).toContain('data-state="choose"');
    expect(html).toContain('data-state="review"');
    // The management widgets' views load on demand: a server renders their loading card.
    // (A streaming server render, renderToPipeableStream, waits for the view instead.)
    expect(html).toMatch(/<div class="wk-root wk-card wk-flow wk-export"[^>]* data-state="loading" aria-busy="true">/);
  });

  it('renders the flows under a provider given only serializable settings, opening no channel and calling nothing', async () => {
    const kit = await import('./index.js');
    const { renderToString } = await import('react-dom/server');
    const channels: string[] = [];
    const fetches: string[] = [];
    const RealChannel = globalThis.BroadcastChannel;
    globalThis.BroadcastChannel = class extends RealChannel {
      constructor(name: string) {
        super(name);
        channels.push(name);
      }
    };
    const realFetch = globalThis.fetch;
    globalThis.fetch = (input) => {
      fetches.push(String(input));
      return Promise.reject(new Error('no call during server rendering'));
    };
    try {
      const email = { id: 'AuthMethod:1', accountId: 'InternalAccount:1', type: 'EMAIL_OTP', nickname: 'a@example.com', createdAt: '', updatedAt: '' } as const;
      const html = renderToString(
        <kit.WalletKitProvider baseUrl="/api/service" environment="sandbox" locale="en" theme="dark">
          <kit.SignIn credentials={[email]} />
          <kit.QuoteConfirmation quote={{ ...usdToEurQuote, id: 'Quote:1', status: 'PENDING', transactionId: 'Transaction:1' } as never} />
        </kit.WalletKitProvider>,
      );
      expect(html).toContain('data-state="choose"');
      expect(html).toContain('data-state="review"');
      expect(html).toContain('data-wk-theme="dark"');
    } finally {
      globalThis.BroadcastChannel = RealChannel;
      globalThis.fetch = realFetch;
    }
    expect(channels).toEqual([]);
    expect(fetches).toEqual([]);
  });
});
