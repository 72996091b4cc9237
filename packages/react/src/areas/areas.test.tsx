import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { de as widgetsDe } from '../i18n/locales/de.js';
import { WalletKitProvider } from '../provider/WalletKitProvider.js';
import { defineArea, provideAreaCatalog } from './define-area.js';

const en = { 'cards.title': 'Your card', 'cards.count': '{n, plural, one {# card} other {# cards}}' };
const de = { 'cards.title': 'Ihre Karte', 'cards.count': '{n, plural, one {# Karte} other {# Karten}}' };

function deferred<T>() {
  let resolve!: (value: T) => void;
  let reject!: (error: unknown) => void;
  const promise = new Promise<T>((ok, fail) => ((resolve = ok), (reject = fail)));
  return { promise, resolve, reject };
}

describe('an area’s messages', () => {
  it('shows English until the language’s chunk arrives, then the language, for the provider’s locale', async () => {
    const chunk = deferred<typeof de>();
    const area = defineArea('cards', { en, load: { de: () => chunk.promise } });
    function Title() {
      const t = area.useMessages();
      return <p>{`${t('cards.title')} · ${t('cards.count', { n: 2 })}`}</p>;
    }
    render(<WalletKitProvider locale="de-AT" catalogs={{ de: widgetsDe }}><Title /></WalletKitProvider>);
    expect(screen.getByText('Your card · 2 cards')).toBeTruthy();
    await act(async () => chunk.resolve(de));
    expect(screen.getByText('Ihre Karte · 2 Karten')).toBeTruthy();
  });

  it('applies the provider’s overrides of its ids, and refuses one with a placeholder the message never gets', () => {
    const area = defineArea('cards', { en, load: {} });
    function Title() {
      return <p>{area.useMessages()('cards.title')}</p>;
    }
    render(<WalletKitProvider locale="en" messages={{ 'cards.title': 'Debit card' }}><Title /></WalletKitProvider>);
    expect(screen.getByText('Debit card')).toBeTruthy();
    vi.spyOn(console, 'error').mockImplementation(() => undefined);
    expect(() => render(<WalletKitProvider locale="en" messages={{ 'cards.title': 'Card {number}' }}><Title /></WalletKitProvider>)).toThrow(/never receives/);
  });

  it('uses a catalog handed to it (the script-tag language files do) without loading anything', () => {
    const load = vi.fn(() => Promise.resolve(de));
    const area = defineArea('payees', { en: { 'payees.title': 'Payees' }, load: { de: load as never } });
    provideAreaCatalog('payees', 'de', { 'payees.title': 'Empfänger' });
    function Title() {
      return <p>{area.useMessages()('payees.title')}</p>;
    }
    render(<WalletKitProvider locale="de" catalogs={{ de: widgetsDe }}><Title /></WalletKitProvider>);
    expect(screen.getByText('Empfänger')).toBeTruthy();
    expect(load).not.toHaveBeenCalled();
  });

  it('pseudo-localizes in en-XA, its generator loaded on demand', async () => {
    const area = defineArea('wallet', { en: { 'wallet.title': 'Balance' }, load: {} });
    function Title() {
      return <p data-testid="t">{area.useMessages()('wallet.title')}</p>;
    }
    render(<WalletKitProvider locale="en-XA"><Title /></WalletKitProvider>);
    await waitFor(() => expect(screen.getByTestId('t').textContent).toMatch(/^\[.+\]$/), { timeout: 5_000 });
  });
});
