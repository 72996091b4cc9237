import { act, render, screen } from '@testing-library/react';
import { renderToString } from 'react-dom/server';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithKit } from '../../test/render.js';
import { OtpInput } from '../otp/OtpInput.js';
import { useFormat } from '../provider/hooks.js';
import { WalletKitProvider } from '../provider/WalletKitProvider.js';
import { de } from './locales/de.js';
import { he } from './locales/he.js';
import { ja } from './locales/ja.js';
import { pl } from './locales/pl.js';
import { formatMessage } from './message-format.js';

/** Pretends the browser prefers `languages`, and tells the page they changed, as a browser does. */
function browserPrefers(...languages: string[]): void {
  vi.spyOn(navigator, 'languages', 'get').mockReturnValue(languages);
  vi.spyOn(navigator, 'language', 'get').mockReturnValue(languages[0] ?? '');
  window.dispatchEvent(new Event('languagechange'));
}

const root = () => document.querySelector('.wk-root')!;

afterEach(() => {
  vi.restoreAllMocks();
});

describe('the provider’s language', () => {
  it('follows the browser’s preferred languages when no locale is given, loading the catalog on demand', async () => {
    browserPrefers('fi-FI', 'de-AT', 'en');
    render(<WalletKitProvider><OtpInput /></WalletKitProvider>);
    expect(await screen.findByRole('textbox', { name: de['otp.label'] })).toBeDefined();
    expect(root().getAttribute('lang')).toBe('de-AT');
    expect(root().getAttribute('dir')).toBe('ltr');
  });

  it('lets the locale prop win over the browser', async () => {
    browserPrefers('de-DE');
    render(<WalletKitProvider locale="ja"><OtpInput /></WalletKitProvider>);
    expect(await screen.findByRole('textbox', { name: ja['otp.label'] })).toBeDefined();
    expect(root().getAttribute('lang')).toBe('ja');
  });

  it('takes a list of preferred tags as the locale prop, as from Accept-Language', async () => {
    browserPrefers('en-US');
    render(<WalletKitProvider locale={['zh-TW', 'pl-PL']}><OtpInput /></WalletKitProvider>);
    expect(await screen.findByRole('textbox', { name: pl['otp.label'] })).toBeDefined();
    expect(root().getAttribute('lang')).toBe('pl-PL');
  });

  it('writes right to left once a right-to-left catalog is shown, and not before', async () => {
    browserPrefers('he-IL');
    render(<WalletKitProvider><OtpInput /></WalletKitProvider>);
    // English while the chunk loads: lang and dir describe the words on screen.
    expect(root().getAttribute('dir')).toBe('ltr');
    expect(root().getAttribute('lang')).toBe('en');
    expect(await screen.findByRole('textbox', { name: he['otp.label'] })).toBeDefined();
    expect(root().getAttribute('dir')).toBe('rtl');
    expect(root().getAttribute('lang')).toBe('he-IL');
  });

  it('falls back to English, left to right, for a right-to-left language it has no catalog for', () => {
    vi.spyOn(console, 'warn').mockImplementation(() => {});
    render(<WalletKitProvider locale="fa-IR"><OtpInput /></WalletKitProvider>);
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeDefined();
    expect(root().getAttribute('dir')).toBe('ltr');
    expect(root().getAttribute('lang')).toBe('en');
  });

  it('switches when the browser’s languages change', async () => {
    browserPrefers('en-GB');
    render(<WalletKitProvider><OtpInput /></WalletKitProvider>);
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeDefined();
    act(() => browserPrefers('pl'));
    expect(await screen.findByRole('textbox', { name: pl['otp.label'] })).toBeDefined();
  });

  it('shows a catalog given in catalogs from the first render, without loading anything', () => {
    browserPrefers('de');
    render(<WalletKitProvider catalogs={{ de: { ...de, 'otp.label': 'Ihr Code' } }}><OtpInput /></WalletKitProvider>);
    expect(screen.getByRole('textbox', { name: 'Ihr Code' })).toBeDefined();
  });

  it('formats numbers and plurals in the language shown: Polish takes its "few" form, with its own grouping', async () => {
    function Probe() {
      const format = useFormat();
      return <output>{`${formatMessage(pl['countdown.announce.minutes'], { minutes: 3 }, format.locale)} ${format.amount(123456789, { code: 'PLN', decimals: 2 })}`}</output>;
    }
    renderWithKit(<Probe />, { locale: 'pl' });
    expect(screen.getByRole('status').textContent!.replace(/\s/g, ' ')).toBe('Na potwierdzenie zostały 3 minuty. 1 234 567,89 zł');
  });

  it('renders English on a server, where no browser is asked, so hydration matches', () => {
    browserPrefers('de-DE');
    const html = renderToString(<WalletKitProvider><OtpInput /></WalletKitProvider>);
    expect(html).toContain('lang="en"');
    expect(html).toContain('Verification code');
  });

  it('refuses a locale prop that is not a language tag, naming it', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WalletKitProvider locale="english please"><OtpInput /></WalletKitProvider>)).toThrow(/expected a BCP 47 language tag .* got "english please"/);
  });
});
