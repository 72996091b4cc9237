import type { Meta, StoryObj } from '@storybook/react-vite';
import { usdToEurQuote, usdToEurRequote } from '../../test/fixtures.js';
import { RateChange } from './RateChange.js';

const meta = {
  title: 'Quotes/RateChange',
  component: RateChange,
  args: { previous: usdToEurQuote, next: usdToEurRequote, reason: 'expired' },
} satisfies Meta<typeof RateChange>;

export default meta;
type Story = StoryObj<typeof meta>;

/** The quote expired; the fresh one has a new rate and, through the bank's euro fee, new fees. */
export const RateChangedOnRequote: Story = {};

/** The service refused the quoted rate at execution (QUOTE_RATE_UNAVAILABLE). */
export const RateUnavailable: Story = { args: { reason: 'unavailable' } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
