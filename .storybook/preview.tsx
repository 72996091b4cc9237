import type { Decorator, Preview } from '@storybook/react-vite';
import { configure } from 'storybook/test';
import { directionOf, PSEUDO_LOCALE, SHIPPED_LOCALES, WalletKitProvider, type WalletKitProviderProps } from '../packages/react/src/index.js';
import { allCatalogs } from '../packages/react/test/all-catalogs.js';
import '../packages/react/src/styles/wallet-kit.css';
import './preview.css';

// Play functions wait on the sandbox in the page: on a loaded machine (CI runs every story in three engines) an
// answer can take longer than testing-library's 1 s; Firefox, beside another test file's browser on CI's two cores,
// took more than 10 s to show a story's sandbox data four times in one run.
configure({ asyncUtilTimeout: 20_000 });

/** Per-story provider props beyond the toolbar's theme and locale, e.g. a theme object of overrides. */
export interface WalletKitParameters {
  readonly provider?: Omit<WalletKitProviderProps, 'children'>;
  /** Full width instead of a phone-sized column. */
  readonly wide?: boolean;
}

/** The toolbar's value for "no locale prop": the browser's languages choose. */
const BROWSER = 'browser';

/** Each shipped catalog under its own name ("Deutsch", "中文（简体）"), right-to-left ones marked. */
const localeItems = SHIPPED_LOCALES.map((tag) => {
  if (tag === PSEUDO_LOCALE) return { value: tag, title: 'Pseudo-locale (en-XA)' };
  const name = new Intl.DisplayNames([tag], { type: 'language' }).of(tag) ?? tag;
  return { value: tag, title: `${name}${directionOf(tag) === 'rtl' ? ' (RTL)' : ''} · ${tag}` };
});

const withWalletKit: Decorator = (Story, context) => {
  const { theme, locale } = context.globals as { theme?: 'light' | 'dark' | 'system'; locale?: string };
  const kit = (context.parameters.walletKit ?? {}) as WalletKitParameters;
  // Stories of the flows load a sandbox world (packages/react/test/sandbox-world.ts): its client goes to the provider.
  const world = (context.loaded as { world?: { client: WalletKitProviderProps['client'] } } | undefined)?.world;
  const mode = typeof kit.provider?.theme === 'object' ? (kit.provider.theme.mode ?? theme) : (kit.provider?.theme ?? theme);
  return (
    <div className="sb-host" data-theme={mode}>
      <div className={kit.wide ? undefined : 'sb-frame'}>
        <WalletKitProvider theme={theme} locale={locale === BROWSER ? undefined : locale} catalogs={allCatalogs} client={world?.client} {...kit.provider}>
          <Story />
        </WalletKitProvider>
      </div>
    </div>
  );
};

const preview: Preview = {
  decorators: [withWalletKit],
  globalTypes: {
    theme: {
      description: 'Wallet Kit theme',
      toolbar: {
        title: 'Theme',
        icon: 'mirror',
        items: [
          { value: 'light', title: 'Light' },
          { value: 'dark', title: 'Dark' },
          { value: 'system', title: 'System' },
        ],
        dynamicTitle: true,
      },
    },
    locale: {
      description: 'Wallet Kit locale',
      toolbar: {
        title: 'Locale',
        icon: 'globe',
        items: [{ value: BROWSER, title: 'The browser’s languages' }, ...localeItems],
        dynamicTitle: true,
      },
    },
  },
  initialGlobals: { theme: 'light', locale: 'en' },
  parameters: {
    layout: 'fullscreen',
    controls: { expanded: true },
  },
};

export default preview;
