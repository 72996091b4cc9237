import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { usdBankInstructions, usdToEurQuote, usdToEurRequote } from '../../test/fixtures.js';
import { ExpiryCountdown } from '../countdown/ExpiryCountdown.js';
import { OtpInput } from '../otp/OtpInput.js';
import { PaymentInstructions } from '../payment/PaymentInstructions.js';
import { QuoteSummary } from '../quote/QuoteSummary.js';
import { RateChange } from '../quote/RateChange.js';

// An unlayered host reset in the style of Tailwind v3's preflight and the usual modern resets, plus a host
// in dark mode: everything the widgets must survive as guests. Unlayered host rules beat the wallet-kit layer,
// so the widgets must not depend on what these rules take away.
const HOST_RESET = `
*, ::before, ::after { box-sizing: border-box; border-width: 0; border-style: solid; margin: 0; }
html { color-scheme: dark; }
body, .sb-host { background: #0b0b0f !important; color: #e5e5e5 !important; font-family: Georgia, serif; line-height: 1.2; }
button, input { font: inherit; color: inherit; margin: 0; padding: 0; background-color: transparent; background-image: none; }
svg { display: block; }
h2 { font-size: 3rem; }
dl, dd { margin: 0; }
`;

function Gallery() {
  const [opened] = useState(() => Date.now());
  return (
    <div style={{ display: 'grid', gap: '1.5rem' }}>
      <OtpInput defaultValue="12" webOtp={false} />
      <QuoteSummary quote={usdToEurQuote}>
        <ExpiryCountdown expiresAt={opened + 95_000} startedAt={opened - 205_000} />
      </QuoteSummary>
      <RateChange previous={usdToEurQuote} next={usdToEurRequote} reason="expired" />
      <PaymentInstructions instructions={[usdBankInstructions]} />
    </div>
  );
}

const meta = {
  title: 'Theme/Guests in a host app',
  component: Gallery,
} satisfies Meta<typeof Gallery>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Light: Story = { globals: { theme: 'light' } };

export const Dark: Story = { globals: { theme: 'dark' } };

/** Follows the operating system through prefers-color-scheme. */
export const System: Story = { globals: { theme: 'system' } };

/** A brand theme: the `theme` prop takes an object of --wk-* variables over a mode. */
export const BrandOverrides: Story = {
  parameters: {
    walletKit: {
      provider: {
        theme: {
          mode: 'light',
          '--wk-color-accent': '#7c3aed',
          '--wk-color-focus': '#7c3aed',
          '--wk-radius-md': '2px',
          '--wk-radius-lg': '2px',
          '--wk-font-family': 'Georgia, serif',
          '--wk-otp-slot-size': '2.5rem',
        },
      },
    },
  },
};

/** Under a host CSS reset and a host in dark mode, with the widgets in their dark theme. */
export const UnderHostResetAndDarkMode: Story = {
  globals: { theme: 'dark' },
  render: () => (
    <>
      <style>{HOST_RESET}</style>
      <Gallery />
    </>
  ),
};

/** The host is dark but the widgets are asked for light: they keep their own colours and color-scheme. */
export const LightWidgetsInDarkHost: Story = {
  globals: { theme: 'light' },
  render: () => (
    <>
      <style>{HOST_RESET}</style>
      <Gallery />
    </>
  ),
};

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
