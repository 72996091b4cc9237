import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, waitFor } from 'storybook/test';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { Activity } from './Activity.js';

// Alice's history against the sandbox in the page: test funds in, two payouts to her bank.

type Loaded = { world: SandboxWorld };

/** A history that never answers, and one that fails, in the shape the client's listTransactions returns. */
const pages = (next: () => Promise<IteratorResult<never>>) => ({ next, return: async () => ({ done: true, value: undefined }), [Symbol.asyncIterator]() { return this; } }) as never;
const stalled = () => pages(() => new Promise(() => undefined));
const failing = (error: Error) => pages(() => Promise.reject(error));

async function history(world: SandboxWorld, options: { settle?: boolean } = {}) {
  world.sandbox.fund(world.me.wallet, 10_000);
  await world.pendingQuote();
  await world.pendingQuote();
  if (options.settle) world.advance(130_000);
}

const meta = {
  title: 'Wallet/Activity',
  component: Activity,
  args: { customerId: '' },
  loaders: [worldLoader({ person: 'alice' }, (world) => history(world, { settle: true }))],
  render: (args, { loaded }) => <Activity {...args} customerId={(loaded as Loaded).world.me.id} refreshIntervalMs={500} />,
} satisfies Meta<typeof Activity>;

export default meta;
type Story = StoryObj<typeof meta>;

export const History: Story = {};

/** Payments still on their way. */
export const InProgress: Story = { loaders: [worldLoader({ person: 'alice' }, (world) => history(world))] };

/** Nothing yet. */
export const Empty: Story = { loaders: [worldLoader({ person: 'alice' })] };

/** Money in only. */
export const MoneyIn: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Money in' }));
    await waitFor(() => expect(canvas.queryByText(/^To /)).toBeNull());
  },
};

/** A filter nothing matches. */
export const NoMatch: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.selectOptions(await canvas.findByRole('combobox', { name: 'Status' }), 'FAILED');
    await canvas.findByText('Nothing matches these filters.');
  },
};

/** A page at a time: "Show more" reads the next one. */
export const Paged: Story = {
  render: (args, { loaded }) => <Activity {...args} customerId={(loaded as Loaded).world.me.id} pageSize={2} refreshIntervalMs={0} />,
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'Show more' }));
    await waitFor(() => expect(canvas.getAllByRole('listitem').length).toBe(3));
  },
};

/** A payout the bank sent back: "Returned" in the list, as in its receipt. */
export const Returned: Story = {
  loaders: [worldLoader({ person: 'alice', scenarios: { bankReturn: true } }, (world) => history(world, { settle: true }))],
  play: async ({ canvas, loaded }) => {
    (loaded as Loaded).world.advance(31_000);
    await canvas.findAllByText('Returned', {}, { timeout: 10_000 });
  },
};

/** A row opens its receipt in place, focus on it. */
export const Receipt: Story = {
  play: async ({ canvas, userEvent }) => {
    const [row] = await canvas.findAllByRole('button', { name: /^To / });
    await userEvent.click(row!);
    await waitFor(() => expect(canvas.getByRole('heading', { name: 'Receipt' })).toHaveFocus());
  },
};

/** New payments appear on top while it is shown, and are announced. */
export const LiveUpdate: Story = {
  play: async ({ canvas, loaded }) => {
    await canvas.findAllByRole('listitem');
    (loaded as Loaded).world.sandbox.fund((loaded as Loaded).world.me.wallet, 2_500);
    await canvas.findByText('1 new transaction', {}, { timeout: 10_000 });
  },
};

export const Loading: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    const api = { ...world.client.transactions, ...world.client.accounts, listTransactions: () => stalled() };
    return <Activity {...args} api={api} customerId={world.me.id} refreshIntervalMs={0} />;
  },
};

export const Failed: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    const api = {
      ...world.client.transactions,
      ...world.client.accounts,
      listTransactions: () => failing(Object.assign(new Error('offline'), { code: 'NETWORK_ERROR' })),
    };
    return <Activity {...args} api={api} customerId={world.me.id} refreshIntervalMs={0} />;
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
export const Hebrew: Story = { globals: { locale: 'he' } };
