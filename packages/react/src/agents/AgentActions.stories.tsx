import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { agentRequests } from '../../test/agent-requests.js';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { AgentActions } from './AgentActions.js';

// Alice's agent "Bill payer" asked the sandbox to pay two of her payees: one in euros (converted, with
// fees), one in dollars. The requests wait for her approval, as a real agent's would.

type Loaded = { world: SandboxWorld };

const meta = {
  title: 'Agents/AgentActions',
  component: AgentActions,
  args: { customerId: '', onDecided: fn() },
  loaders: [
    worldLoader({ person: 'alice' }, async (world) => {
      await agentRequests(world, [
        { amount: 12_000, to: 'EUR' },
        { amount: 4_500, to: 'USD' },
      ]);
      return {};
    }),
  ],
  render: (args, { loaded }) => <AgentActions {...args} customerId={(loaded as Loaded).world.me.id} />,
} satisfies Meta<typeof AgentActions>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Pending: Story = {};

export const Empty: Story = { loaders: [worldLoader({ person: 'alice' })] };

export const Approved: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: /^Approve / }))[0]!);
    await canvas.findByText('Approved: the payment is under way.');
  },
};

export const Rejecting: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click((await canvas.findAllByRole('button', { name: /^Reject / }))[1]!);
    await userEvent.type(await canvas.findByLabelText('Reason (optional)'), 'I pay this one myself');
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
