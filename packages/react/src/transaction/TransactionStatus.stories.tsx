import type { Meta, StoryObj } from '@storybook/react-vite';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { TransactionStatus } from './TransactionStatus.js';

// Alice (US, no SCA) pays her bank account; the payout settles on the sandbox's clock.

type Loaded = { world: SandboxWorld; id: string };

const sent = (scenarios: Parameters<SandboxWorld['sandbox']['setScenarios']>[0] = {}) =>
  worldLoader({ person: 'alice', scenarios }, async (world) => {
    const quote = await world.pendingQuote();
    return { id: quote.transactionId };
  });

/** Moves the sandbox's clock just past the payout's settlement (its timeline depends on the rail). */
function settle(world: SandboxWorld) {
  const tx = world.sandbox.inspect.transactions({ type: 'OUTGOING' })[0];
  world.advance((tx?.settlementTimelineSeconds ?? 5) * 1000 + 1_000);
}

const meta = {
  title: 'Payments/TransactionStatus',
  component: TransactionStatus,
  args: { id: '' },
  loaders: [sent()],
  render: (args, { loaded }) => <TransactionStatus {...args} id={(loaded as Loaded).id} watch={{ initialIntervalMs: 250, maxIntervalMs: 1_000 }} />,
} satisfies Meta<typeof TransactionStatus>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Processing: Story = {};

export const Completed: Story = {
  play: async ({ canvas, loaded }) => {
    await canvas.findByText(/^(Pending|Processing)$/);
    settle((loaded as Loaded).world);
    await canvas.findByText('Completed', {}, { timeout: 10_000 });
  },
};

/** Completed, then returned by the bank (the sandbox's bankReturn scenario): followed live. */
export const CompletedThenReturned: Story = {
  loaders: [sent({ bankReturn: true })],
  play: async ({ canvas, loaded }) => {
    const { world } = loaded as Loaded;
    await canvas.findByText(/^(Pending|Processing)$/);
    settle(world);
    await canvas.findByText('Completed', {}, { timeout: 10_000 });
    // The bank returns the payout 30 s after it settled.
    world.advance(31_000);
    await canvas.findByText(/returned by the receiving bank/, {}, { timeout: 10_000 });
  },
};

export const Dark: Story = { globals: { theme: 'dark' } };

export const RightToLeft: Story = { globals: { locale: 'ar' } };
