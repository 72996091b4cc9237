import type { Meta, StoryObj } from '@storybook/react-vite';
import { useFormat, useMessages } from '../provider/hooks.js';
import { walletArea } from './area.js';
import { Row } from './Row.js';

const USD = { code: 'USD', decimals: 2 } as const;

/** Terms as a receipt lists them: amounts, a rate, a long name that must wrap between words, never inside one. */
function Terms({ long }: { long: boolean }) {
  const t = useMessages();
  const w = walletArea.useMessages();
  const format = useFormat();
  return (
    <dl className="wk-list">
      <Row term={t('quote.send')}>{format.amount(12_500, USD)}</Row>
      <Row term={t('quote.fees.total')}>{format.amount(44, USD)}</Row>
      <Row term={w('wallet.receipt.from')}>{long ? 'Northwind Trading Company of the Greater Metropolitan Area' : 'Paul Martin'}</Row>
      <Row term={w('wallet.balance.pending')}>{format.amount(0, USD)}</Row>
    </dl>
  );
}

const meta = {
  title: 'Wallet/Row',
  component: Terms,
  args: { long: false },
} satisfies Meta<typeof Terms>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Default: Story = {};

/** A value longer than the line: it wraps at word boundaries, the term stays beside or above it. */
export const LongValue: Story = { args: { long: true } };

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const PseudoLocale: Story = { globals: { locale: 'en-XA' } };

export const NarrowScreen: Story = { args: { long: true }, globals: { viewport: { value: 'mobile1', isRotated: false } } };
