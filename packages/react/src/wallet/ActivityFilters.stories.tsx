import type { Meta, StoryObj } from '@storybook/react-vite';
import { useState } from 'react';
import { expect, fn } from 'storybook/test';
import { WidgetRoot } from '../provider/WidgetRoot.js';
import type { ActivityFilter } from './activity-store.js';
import { ActivityFilters } from './ActivityFilters.js';

// Activity's filters in each state: everything, money in or out pressed, a status chosen; they keep the choice as
// Activity does, and tell it what changed.

function Filters({ filter: initial, onChange }: { filter: ActivityFilter; onChange: (change: Partial<ActivityFilter>) => void }) {
  const [filter, setFilter] = useState(initial);
  return (
    <WidgetRoot className="wk-card">
      <ActivityFilters
        filter={filter}
        onChange={(change) => {
          setFilter({ ...filter, ...change });
          onChange(change);
        }}
      />
    </WidgetRoot>
  );
}

const meta = {
  title: 'Wallet/ActivityFilters',
  component: Filters,
  args: { filter: { direction: 'all', status: undefined }, onChange: fn() },
} satisfies Meta<typeof Filters>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Nothing filtered: "All" pressed, any status; pressing "Money in" says so. */
export const Everything: Story = {
  play: async ({ canvas, args }) => {
    await expect(canvas.getByRole('button', { name: 'All' })).toHaveAttribute('aria-pressed', 'true');
    await canvas.getByRole('button', { name: 'Money in' }).click();
    await expect(args.onChange).toHaveBeenCalledWith({ direction: 'in' });
    await expect(canvas.getByRole('button', { name: 'Money in' })).toHaveAttribute('aria-pressed', 'true');
  },
};

export const MoneyOut: Story = { args: { filter: { direction: 'out', status: undefined } } };

export const FailedOnly: Story = { args: { filter: { direction: 'all', status: 'FAILED' } } };

export const Dark: Story = { args: { filter: { direction: 'in', status: 'PENDING' } }, globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { args: { filter: { direction: 'out', status: 'COMPLETED' } }, globals: { viewport: { value: 'mobile1', isRotated: false } } };
