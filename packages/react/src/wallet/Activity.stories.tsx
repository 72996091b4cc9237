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

/** Card payments on Alice's card: a coffee charged in full, a hotel hold charged in part. */
async function cardPayments(world: SandboxWorld) {
  const card = world.me.card!;
  const simulate = (name: string, body: object) => world.platform('POST', `/sandbox/cards/${card}/simulate/${name}`, body);
  const newest = async () => ((await world.platform('GET', `/transactions?type=CARD&customerId=${world.me.id}&limit=1`)).data as { id: string }[])[0]!.id;
  world.sandbox.fund(world.me.wallet, 50_000);
  await simulate('authorization', { amount: 1_250, currency: { code: 'USD' }, merchant: { descriptor: 'BLUE BOTTLE COFFEE' } });
  await simulate('clearing', { cardTransactionId: await newest(), amount: 1_250 });
  await simulate('authorization', { amount: 30_000, currency: { code: 'USD' }, merchant: { descriptor: 'HARBOR HOTEL' } });
  await simulate('clearing', { cardTransactionId: await newest(), amount: 18_000 });
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

/** Card payments: each row names the merchant and headlines what was charged ($180 of a $300 hotel hold). */
export const CardPayments: Story = {
  loaders: [worldLoader({ person: 'alice' }, cardPayments)],
  play: async ({ canvas }) => {
    await canvas.findByText('HARBOR HOTEL');
    await canvas.findByText('−$180.00');
  },
};

/**
 * Élodie left a payment waiting for her approval: its row opens with a way forward (approve now, or
 * remove it), and approving goes straight to the text message code, with Cancel.
 */
export const WaitingForApproval: Story = {
  loaders: [worldLoader({ person: 'elodie' }, async (world) => void (await world.pendingQuote()))],
  play: async ({ canvas, userEvent }) => {
    const [row] = await canvas.findAllByRole('button', { name: /Waiting for your approval/ });
    await userEvent.click(row!);
    await userEvent.click(await canvas.findByRole('button', { name: 'Approve now' }));
    await canvas.findByRole('textbox', { name: 'Verification code' }, { timeout: 10_000 });
    await canvas.findByRole('button', { name: 'Cancel' });
  },
};

/** The same waiting payment on a 320 px phone, its row closed: the payee's name and the status wrap between words. */
export const WaitingOnAPhone: Story = {
  loaders: [worldLoader({ person: 'elodie' }, async (world) => void (await world.pendingQuote()))],
  globals: { viewport: { value: 'mobile1', isRotated: false } },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
export const Hebrew: Story = { globals: { locale: 'he' } };
