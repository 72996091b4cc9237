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
    expect(html).toContain('data-wk-theme="dark"');
    // The countdown depends on the browser's clock: a stable placeholder until mounted.
    expect(html).toContain('data-state="pending"');
  });
});
