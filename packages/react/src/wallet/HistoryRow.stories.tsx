import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
import { WidgetRoot } from '../provider/WidgetRoot.js';
import { HistoryRow } from './HistoryRow.js';

// One payment of Activity's history in each state it shows: money out and in, waiting, failed, returned, the one
// whose receipt is open, and a long name that wraps between words on a narrow phone.

const sent = { title: 'Paul Martin', incoming: false, amount: '−€12.00', status: 'COMPLETED', statusText: 'Completed', payee: 'Paul Martin · •••• 5544', waiting: undefined } as const;

const meta = {
  title: 'Wallet/HistoryRow',
  component: HistoryRow,
  args: { row: sent, date: '5 Mar 2026, 14:02', current: false, onChoose: fn(), buttonRef: { current: null } },
  // Inside the widget's root and a list, as Activity shows it: the root gives the direction and the row's styles.
  render: (args) => (
    <WidgetRoot className="wk-card">
      <ul className="wk-history-list" aria-label="Activity">
        <HistoryRow {...args} />
      </ul>
    </WidgetRoot>
  ),
} satisfies Meta<typeof HistoryRow>;

export default meta;
type Story = StoryObj<typeof meta>;

/** Money sent and settled: who, when, the signed amount and its status; choosing it opens the receipt. */
export const MoneyOut: Story = {
  play: async ({ canvas, args }) => {
    await canvas.getByRole('button', { name: /Paul Martin/ }).click();
    await expect(args.onChoose).toHaveBeenCalledOnce();
  },
};

export const MoneyIn: Story = { args: { row: { ...sent, title: 'Élodie Bernard', incoming: true, amount: '+€50.00', status: 'PENDING', statusText: 'Processing', payee: undefined } } };

export const WaitingForApproval: Story = { args: { row: { ...sent, status: 'PENDING_AUTHORIZATION', statusText: 'Waiting for your approval', waiting: 'approve' } } };

/** A transfer that failed moved nothing: its amount without a sign. */
export const Failed: Story = { args: { row: { ...sent, amount: '€12.00', status: 'FAILED', statusText: 'Failed' } } };

export const Returned: Story = { args: { row: { ...sent, incoming: true, amount: '+€12.00', status: 'RETURNED', statusText: 'Returned' } } };

/** The row whose receipt is open is marked for assistive technology. */
export const Current: Story = {
  args: { current: true },
  play: async ({ canvas }) => {
    await expect(canvas.getByRole('button', { name: /Paul Martin/ })).toHaveAttribute('aria-current', 'true');
  },
};

/** The words of `element`'s text laid out on more than one line (a word split across lines has boxes at two heights). */
const wordsSplit = (element: HTMLElement): string[] => {
  const text = element.firstChild!;
  const split: string[] = [];
  for (const match of (text.textContent ?? '').matchAll(/\S+/g)) {
    const range = document.createRange();
    range.setStart(text, match.index);
    range.setEnd(text, match.index + match[0].length);
    if (new Set([...range.getClientRects()].map((box) => Math.round(box.top))).size > 1) split.push(match[0]);
  }
  return split;
};

/**
 * A long name on a 320 px phone, where the list is some 15rem wide (the page's and the card's padding): it wraps
 * between words, the amount and status under it (beside it, the name had 80 px and read "Northwin / d Trading").
 */
export const LongNameNarrowScreen: Story = {
  args: { row: { ...sent, title: 'Northwind Trading Company of the Greater Metropolitan Area' } },
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  render: (args) => (
    <WidgetRoot className="wk-card">
      <ul className="wk-history-list" aria-label="Activity" style={{ inlineSize: '15rem' }}>
        <HistoryRow {...args} />
      </ul>
    </WidgetRoot>
  ),
  play: async ({ canvasElement }) => {
    const title = canvasElement.querySelector<HTMLElement>('.wk-history-title')!;
    await expect(wordsSplit(title)).toEqual([]);
    await expect(wordsSplit(title.nextElementSibling as HTMLElement)).toEqual([]);
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { args: { row: { ...sent, title: 'بول مارتن', statusText: 'مكتمل' }, date: '٥ مارس ٢٠٢٦' }, globals: { locale: 'ar' } };
