import type { Meta, StoryObj } from '@storybook/react-vite';
import { allCatalogs } from '../../test/all-catalogs.js';
import { usdToEurQuote } from '../../test/fixtures.js';
import { OtpInput } from '../otp/OtpInput.js';
import { WalletKitProvider } from '../provider/WalletKitProvider.js';
import { QuoteSummary } from '../quote/QuoteSummary.js';
import { SHIPPED_LOCALES } from './catalog.js';

/** One language: its name in itself, then a code field (a plural in its hint) and a quote (amounts, rate, fees). */
function InLanguage({ locale }: { readonly locale: string }) {
  const name = new Intl.DisplayNames([locale], { type: 'language' }).of(locale) ?? locale;
  return (
    <section aria-label={name} lang={locale} style={{ display: 'grid', gap: '0.75rem', alignContent: 'start' }}>
      <p style={{ margin: 0, fontWeight: 600 }}>
        {name} <code lang="en">{locale}</code>
      </p>
      <WalletKitProvider locale={locale} catalogs={allCatalogs}>
        <OtpInput webOtp={false} />
        <QuoteSummary quote={usdToEurQuote} headingLevel={3} />
      </WalletKitProvider>
    </section>
  );
}

/** Every shipped catalog side by side, so a reviewer compares a message across languages at a glance. */
function EveryLanguage() {
  return (
    <div style={{ display: 'grid', gap: '2rem', gridTemplateColumns: 'repeat(auto-fill, minmax(300px, 1fr))' }}>
      {SHIPPED_LOCALES.map((locale) => (
        <InLanguage key={locale} locale={locale} />
      ))}
    </div>
  );
}

const meta = {
  title: 'Languages/Every catalog',
  component: EveryLanguage,
  parameters: { walletKit: { wide: true } },
} satisfies Meta<typeof EveryLanguage>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Each catalog with its own plural forms, digits and currency formats, right-to-left ones mirrored. */
export const SideBySide: Story = {};
