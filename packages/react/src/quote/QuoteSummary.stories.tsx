import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { eurToBtcQuote, eurToEurQuote, usdToEurQuote, usdToUsdcQuote } from '../../test/fixtures.js';
import { ExpiryCountdown } from '../countdown/ExpiryCountdown.js';
import { QuoteSummary } from './QuoteSummary.js';

const meta = {
  title: 'Quotes/QuoteSummary',
  component: QuoteSummary,
  args: { quote: usdToEurQuote },
} satisfies Meta<typeof QuoteSummary>;

export default meta;
type Story = StoryObj<typeof meta>;

export const CrossCurrency: Story = {};

function WithCountdownDemo() {
  const [opened] = useState(() => Date.now());
  return (
    <QuoteSummary quote={usdToEurQuote}>
      <ExpiryCountdown expiresAt={opened + 95_000} startedAt={opened - 205_000} />
    </QuoteSummary>
  );
}

export const WithCountdown: Story = { render: () => <WithCountdownDemo /> };

export const ToStablecoin: Story = { args: { quote: usdToUsdcQuote } };

export const ToBitcoin: Story = { args: { quote: eurToBtcQuote } };

export const SameCurrencyNoFees: Story = { args: { quote: eurToEurQuote } };

export const NamedDestination: Story = { args: { destinationLabel: 'Alice’s savings (DE89 …3000)' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const French: Story = { globals: { locale: 'fr' } };

export const PseudoLocale: Story = { globals: { locale: 'en-XA' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
