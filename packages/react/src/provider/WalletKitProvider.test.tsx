import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { usdToEurQuote } from '../../test/fixtures.js';
import { renderWithKit } from '../../test/render.js';
import { ExpiryCountdown } from '../countdown/ExpiryCountdown.js';
import { OtpInput } from '../otp/OtpInput.js';
import { QuoteSummary } from '../quote/QuoteSummary.js';
import type { ClientLike } from './context.js';
import { useClient, useFormat, useMessages } from './hooks.js';
import { WalletKitProvider } from './WalletKitProvider.js';

describe('WalletKitProvider', () => {
  it('puts the theme mode, lang and dir on each widget root', () => {
    const { container } = renderWithKit(<OtpInput />, { theme: 'dark', locale: 'ar' });
    const root = container.querySelector('.wk-root')!;
    expect(root.getAttribute('data-wk-theme')).toBe('dark');
    expect(root.getAttribute('lang')).toBe('ar');
    expect(root.getAttribute('dir')).toBe('rtl');
  });

  it('follows the system theme when none is given', () => {
    const { container } = renderWithKit(<OtpInput />);
    expect(container.querySelector('.wk-root')!.getAttribute('data-wk-theme')).toBe('system');
  });

  it('applies theme variable overrides on the widget root', () => {
    const { container } = renderWithKit(<OtpInput />, { theme: { mode: 'light', '--wk-color-accent': '#7c3aed' } });
    const root = container.querySelector<HTMLElement>('.wk-root')!;
    expect(root.getAttribute('data-wk-theme')).toBe('light');
    expect(root.style.getPropertyValue('--wk-color-accent')).toBe('#7c3aed');
  });

  it('themes only the outermost widget, so nested widgets inherit the overrides', () => {
    const { container } = renderWithKit(
      <QuoteSummary quote={usdToEurQuote}>
        <ExpiryCountdown expiresAt={usdToEurQuote.expiresAt} />
      </QuoteSummary>,
      { theme: { '--wk-color-accent': 'red' } },
    );
    expect(container.querySelectorAll('.wk-root')).toHaveLength(1);
    expect(container.querySelectorAll('[data-wk-theme]')).toHaveLength(1);
    expect(container.querySelector('.wk-countdown')!.closest('.wk-root')).toBe(container.querySelector('.wk-quote'));
  });

  it('lets the integrator override a message by id', () => {
    renderWithKit(<OtpInput />, { locale: 'fr', messages: { 'otp.label': 'Code reçu par SMS' } });
    expect(screen.getByRole('textbox', { name: 'Code reçu par SMS' })).toBeDefined();
    expect(screen.getByText('Saisissez le code à 6 chiffres.')).toBeDefined();
  });

  it('refuses an invalid theme when it mounts, naming the problem', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WalletKitProvider theme={'blue' as never} />)).toThrow(/got 'blue'/);
    vi.restoreAllMocks();
  });

  it('gives hooks the locale’s messages and formatters', () => {
    function Probe() {
      const t = useMessages();
      const format = useFormat();
      return <output>{`${t('common.copy')} ${format.amount(150, { code: 'EUR', decimals: 2 })} ${format.dir}`}</output>;
    }
    renderWithKit(<Probe />, { locale: 'fr-FR' });
    expect(screen.getByRole('status').textContent!.replace(/\s/g, ' ')).toBe('Copier 1,50 € ltr');
  });

  it('works without a provider for presentational widgets, in English', () => {
    render(<OtpInput />);
    expect(screen.getByRole('textbox', { name: 'Verification code' })).toBeDefined();
  });

  it('carries the client for the components that need it, and says so when it is missing', () => {
    const client = { id: 'client' };
    function Probe() {
      return <output>{(useClient() as unknown as typeof client).id}</output>;
    }
    renderWithKit(<Probe />, { client: client as never });
    expect(screen.getByRole('status').textContent).toBe('client');
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<Probe />)).toThrow(/needs a client: wrap it in <WalletKitProvider client=\{client\}>/);
    vi.restoreAllMocks();
  });

  it('refuses a client made for the other environment, naming the fix', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    const client = { environment: 'production' } as never;
    expect(() => render(<WalletKitProvider client={client} environment="sandbox" />)).toThrow(/environment is 'sandbox' but the client was made for 'production': pass environment: 'sandbox' to createClient/);
    expect(() => render(<WalletKitProvider client={client} environment="production" />)).not.toThrow();
    vi.restoreAllMocks();
  });

  it('makes its own client from baseUrl and environment, one per page and configuration, calling that backend', async () => {
    const seen: string[] = [];
    vi.stubGlobal('fetch', async (input: RequestInfo | URL) => {
      seen.push(String(input));
      return Response.json({ data: [], hasMore: false });
    });
    const clients: unknown[] = [];
    function Probe() {
      const client = useClient();
      clients.push(client);
      return <output>{client.environment}</output>;
    }
    renderWithKit(
      <>
        <WalletKitProvider baseUrl="/backend/service" environment="sandbox">
          <Probe />
        </WalletKitProvider>
        <WalletKitProvider baseUrl="/backend/service" environment="sandbox">
          <Probe />
        </WalletKitProvider>
      </>,
    );
    expect(screen.getAllByRole('status').map((node) => node.textContent)).toEqual(['sandbox', 'sandbox']);
    expect(new Set(clients).size).toBe(1);
    await (clients[0] as ClientLike).accounts.listInternalAccounts({ customerId: 'Customer:1', type: 'EMBEDDED_WALLET' });
    expect(seen).toHaveLength(1);
    expect(seen[0]).toMatch(/^\/backend\/service\/customers\/internal-accounts\?/);
    vi.unstubAllGlobals();
  });

  it('refuses a client and a baseUrl together, naming which is for what', () => {
    vi.spyOn(console, 'error').mockImplementation(() => {});
    expect(() => render(<WalletKitProvider client={{ environment: 'production' } as never} baseUrl="/api/service" />)).toThrow(/either `client` or `baseUrl`/);
    vi.restoreAllMocks();
  });
});
