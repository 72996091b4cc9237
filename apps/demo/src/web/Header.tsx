import type { Me } from './api.js';
import { Scenarios } from './Scenarios.js';

export interface Prefs {
  theme: 'light' | 'dark';
  locale: 'en' | 'fr' | 'ar';
}

const LANGUAGES: { value: Prefs['locale']; label: string }[] = [
  { value: 'en', label: 'English' },
  { value: 'fr', label: 'Français' },
  { value: 'ar', label: 'العربية' },
];

export function Header({ prefs, onPrefs, me, onSignOut }: { prefs: Prefs; onPrefs: (prefs: Prefs) => void; me: Me | undefined; onSignOut: () => void }) {
  const dark = prefs.theme === 'dark';
  return (
    <header className="header">
      <a className="skip" href="#main">
        Skip to content
      </a>
      <div className="brand">
        <svg className="logo" viewBox="0 0 32 32" aria-hidden="true">
          <rect width="32" height="32" rx="9" />
          <path d="M8 12.5h16v10H8z" />
          <path d="M11 12.5V10h10v2.5" />
        </svg>
        <span className="brand-name">Northwind Wallet</span>
        <span className="badge">Sandbox</span>
      </div>
      <div className="toolbar">
        <label className="field-inline">
          <span className="visually-hidden">Language</span>
          <select value={prefs.locale} onChange={(event) => onPrefs({ ...prefs, locale: event.target.value as Prefs['locale'] })}>
            {LANGUAGES.map((language) => (
              <option key={language.value} value={language.value} lang={language.value}>
                {language.label}
              </option>
            ))}
          </select>
        </label>
        <button type="button" className="button quiet" aria-pressed={dark} onClick={() => onPrefs({ ...prefs, theme: dark ? 'light' : 'dark' })}>
          <span aria-hidden="true">{dark ? '☾' : '☀'}</span> Dark theme
        </button>
        {me?.signedIn ? <Scenarios /> : null}
        {me?.signedIn && me.customer ? (
          <div className="user">
            <span className="user-email">{me.customer.email}</span>
            <button type="button" className="button" onClick={onSignOut}>
              Sign out
            </button>
          </div>
        ) : null}
      </div>
    </header>
  );
}
