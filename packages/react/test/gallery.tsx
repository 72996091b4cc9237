// A host page for the widgets in real Chromium: ?theme=light|dark|system, ?locale=..., ?reset=1 adds an
// unlayered host reset with a dark host, as an integrator's app might have.
import { createRoot } from 'react-dom/client';
import { ExpiryCountdown, OtpInput, PaymentInstructions, QuoteSummary, RateChange, WalletKitProvider, type ThemeMode } from '../src/index.js';
import '../src/styles/wallet-kit.css';
import { ar } from '../src/i18n/locales/ar.js';
import { fr } from '../src/i18n/locales/fr.js';
import { USD, pixInstructions, usdBankInstructions, usdToEurQuote, usdToEurRequote } from './fixtures.js';

declare global {
  interface Window {
    wkReady: boolean;
  }
}

// Unlayered, as Tailwind v3's preflight and most hand-written resets are: it beats the wallet-kit layer.
export const HOST_RESET = `
*, ::before, ::after { box-sizing: border-box; border-width: 0; border-style: solid; margin: 0; }
html { color-scheme: dark; }
body { background: #0b0b0f; color: #e5e5e5; font-family: Georgia, serif; line-height: 1.2; }
button, input { font: inherit; color: inherit; margin: 0; padding: 0; background-color: transparent; background-image: none; }
svg { display: block; }
`;

const params = new URLSearchParams(location.search);
const theme = (params.get('theme') ?? 'light') as ThemeMode;
const locale = params.get('locale') ?? 'en';
if (params.get('reset') === '1') {
  const style = document.createElement('style');
  style.textContent = HOST_RESET;
  document.head.append(style);
} else {
  document.body.style.background = theme === 'dark' ? '#0d0f12' : '#ffffff';
}

// A fixed deadline well ahead: the page shows a running countdown without depending on the time of the run.
const expiresAt = Date.now() + 95_000;

createRoot(document.getElementById('root')!).render(
  <WalletKitProvider theme={theme} locale={locale} catalogs={{ fr, ar }}>
    <div style={{ display: 'grid', gap: '24px', maxWidth: '28rem', padding: '16px' }}>
      <OtpInput defaultValue="12" webOtp={false} />
      <OtpInput defaultValue="000000" error="wrong" webOtp={false} label="Code (wrong)" />
      <QuoteSummary quote={usdToEurQuote}>
        <ExpiryCountdown expiresAt={expiresAt} startedAt={expiresAt - 300_000} />
      </QuoteSummary>
      <RateChange previous={usdToEurQuote} next={usdToEurRequote} reason="expired" />
      <PaymentInstructions instructions={[usdBankInstructions]} amount={{ amount: 10_000, currency: USD }} />
      <PaymentInstructions instructions={[pixInstructions]} />
      <PaymentInstructions instructions={[usdBankInstructions]} withheld />
    </div>
  </WalletKitProvider>,
);
window.wkReady = true;
