import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import type { Me } from './api.js';
import type { DemoLocale } from './i18n.js';
import { useText } from './i18n.js';
import { Scenarios } from './Scenarios.js';

export interface Prefs {
  theme: 'light' | 'dark';
  locale: DemoLocale;
}

const LANGUAGES: { value: DemoLocale; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
  { value: 'ar', label: 'العربية' },
];

/**
 * The demo's header: the brand, then the language, theme, scenarios and the person's sign-out. On a
 * phone they fold behind a "Menu" button (one row, never four); Escape closes the menu and gives focus
 * back to the button.
 */
export function Header({ prefs, onPrefs, me, onSignOut }: { prefs: Prefs; onPrefs: (prefs: Prefs) => void; me: Me | undefined; onSignOut: () => void }) {
  const t = useText();
  const dark = prefs.theme === 'dark';
  const [open, setOpen] = useState(false);
  const menuId = useId();
  const trigger = useRef<HTMLButtonElement>(null);
  const root = useRef<HTMLElement>(null);

  useEffect(() => {
    if (!open) return;
    const outside = (event: MouseEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('mousedown', outside);
    return () => document.removeEventListener('mousedown', outside);
  }, [open]);

  const closeOnEscape = (event: KeyboardEvent) => {
    // A popover inside the menu (the scenarios) closes first, on its own Escape.
    if (event.key !== 'Escape' || !open || event.defaultPrevented) return;
    setOpen(false);
    trigger.current?.focus();
  };

  return (
    <header className="header" ref={root} onKeyDown={closeOnEscape}>
      <a className="skip" href="#main">
        {t('header.skip')}
      </a>
      <div className="brand">
        <svg className="logo" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="9" />
          <path d="M8 12.5h16v10H8z" />
          <path d="M11 12.5V10h10v2.5" />
        </svg>
        <span className="brand-name">Northwind Wallet</span>
        <span className="badge">{t('header.sandbox')}</span>
      </div>
      <button ref={trigger} type="button" className="button quiet menu-button" aria-expanded={open} aria-controls={menuId} onClick={() => setOpen(!open)}>
        <span aria-hidden="true">☰</span> {t('header.menu')}
      </button>
      <div id={menuId} className="toolbar" data-open={open ? 'true' : undefined}>
        <label className="field-inline">
          <span className="visually-hidden">{t('header.language')}</span>
          <select value={prefs.locale} onChange={(event) => onPrefs({ ...prefs, locale: event.target.value as DemoLocale })}>
            {LANGUAGES.map((language) => (
              <option key={language.value} value={language.value} lang={language.value}>
                {language.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button quiet" aria-pressed={dark} onClick={() => onPrefs({ ...prefs, theme: dark ? 'light' : 'dark' })}>
          <span aria-hidden="true">{dark ? '☾' : '☀'}</span> {t('header.dark')}
        </button>
        {me?.signedIn ? <Scenarios /> : null}
        {me?.signedIn && me.customer ? (
          <div className="user">
            <span className="user-email">{me.customer.email}</span>
            <button type="button" className="button" onClick={onSignOut}>
              {t('header.signOut')}
            </button>
          </div>
        ) : null}
      </div>
    </header>
  );
}
