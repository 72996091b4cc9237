import type { Meta, StoryObj } from '@storybook/react-vite';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import type { Transaction } from './api.js';
import { TransactionReceipt } from './TransactionReceipt.js';

// Alice pays her own USD bank account from her wallet; the sandbox settles it on its clock.

type Loaded = { world: SandboxWorld; id: string };

const paid = (scenarios: Parameters<SandboxWorld['sandbox']['setScenarios']>[0] = {}) =>
  worldLoader({ person: 'alice', scenarios }, async (world) => ({ id: (await world.pendingQuote()).transactionId }));

/** Moves the sandbox's clock past the payout's settlement. */
function settle(world: SandboxWorld) {
  const tx = world.sandbox.inspect.transactions({ type: 'OUTGOING' })[0];
  world.advance((tx?.settlementTimelineSeconds ?? 5) * 1000 + 1_000);
}

const meta = {
  title: 'Wallet/TransactionReceipt',
  component: TransactionReceipt,
  loaders: [paid()],
  render: (args, { loaded }) => <TransactionReceipt {...args} id={(loaded as Loaded).id} payeeLabel="Alice Rivera · •••• 9012" watch={{ initialIntervalMs: 250, maxIntervalMs: 1_000 }} />,
} satisfies Meta<typeof TransactionReceipt>;

export default meta;
type Story = StoryObj<typeof meta>;

/** On its way: when it should arrive, and the timeline so far. */
export const OnItsWay: Story = {};

export const Arrived: Story = {
  play: async ({ canvas, loaded }) => {
    await canvas.findByText(/^(Pending|Processing)$/);
    settle((loaded as Loaded).world);
    await canvas.findByText('Arrived', {}, { timeout: 10_000 });
  },
};

/** Completed, then returned by the bank: a return, with the refund in the timeline. */
export const Returned: Story = {
  loaders: [paid({ bankReturn: true })],
  play: async ({ canvas, loaded }) => {
    const { world } = loaded as Loaded;
    await canvas.findByText(/^(Pending|Processing)$/);
    settle(world);
    await canvas.findByText('Arrived', {}, { timeout: 10_000 });
    world.advance(31_000);
    await canvas.findByText('Returned by the receiving bank', {}, { timeout: 10_000 });
    world.advance(3_000);
    await canvas.findByText('Back in your account', {}, { timeout: 10_000 });
  },
};

/** Money in: test funds from the sandbox, shown as received. */
export const MoneyIn: Story = {
  loaders: [worldLoader({ person: 'alice' }, (world) => ({ id: world.sandbox.fund(world.me.wallet, 5_000).id }))],
};

/** A card payment: the merchant, what was charged, and what was held at first. */
export const CardPayment: Story = {
  loaders: [
    worldLoader({ person: 'alice' }, async (world) => {
      const card = world.me.card!;
      world.sandbox.fund(world.me.wallet, 50_000);
      await world.platform('POST', `/sandbox/cards/${card}/simulate/authorization`, { amount: 30_000, currency: { code: 'USD' }, merchant: { descriptor: 'HARBOR HOTEL' } });
      const [hold] = (await world.platform('GET', `/transactions?type=CARD&customerId=${world.me.id}&limit=1`)).data as { id: string }[];
      await world.platform('POST', `/sandbox/cards/${card}/simulate/clearing`, { cardTransactionId: hold!.id, amount: 18_000 });
      const [charged] = (await world.platform('GET', `/transactions?type=CARD&customerId=${world.me.id}&limit=1`)).data as Transaction[];
      return { card: charged };
    }),
  ],
  render: (args, { loaded }) => <TransactionReceipt {...args} transaction={(loaded as { card: Transaction }).card} follow={false} />,
};

export const Loading: Story = {
  render: (args, { loaded }) => {
    const { world } = loaded as Loaded;
    const api = { getTransaction: world.client.transactions.getTransaction, watchTransaction: () => ({ next: () => new Promise<never>(() => undefined), [Symbol.asyncIterator]() { return this; } }) as never };
    return <TransactionReceipt {...args} api={api} id={(loaded as Loaded).id} />;
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };
export const RightToLeft: Story = { globals: { locale: 'ar' } };
