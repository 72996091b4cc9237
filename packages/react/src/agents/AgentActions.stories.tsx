import type { Meta, StoryObj } from '@storybook/react-vite';
import { expect, fn } from 'storybook/test';
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

/**
 * Alice removed her EUR payee after her agent asked to pay it: the request cannot name it, so it says
 * where the money goes by the account's currency and rail, on a line of its own, never by its id.
 */
export const UnlabelledDestination: Story = {
  loaders: [
    worldLoader({ person: 'alice' }, async (world) => {
      await agentRequests(world, [{ amount: 12_000, to: 'EUR', rail: 'SEPA_INSTANT' }]);
      await world.client.payees.removePayee(world.me.bankEur!);
      return {};
    }),
  ],
  play: async ({ canvas, canvasElement }) => {
    // The agent's name comes after the list: the sentence is whole once it is there.
    await canvas.findByText('Bill payer wants to send $120.00.');
    await expect(canvas.getByText('To: An account in EUR, by SEPA Instant transfer')).toBeVisible();
    await expect(canvasElement.textContent).not.toMatch(/ExternalAccount|SEPA_INSTANT|EXECUTE_QUOTE|PENDING_APPROVAL|:[0-9a-f]{8}-/);
  },
};

export const RightToLeft: Story = { globals: { locale: 'ar' } };

/** On a phone each request is a block of its own: a rule and space between one's buttons and the next one's sentence. */
export const NarrowScreen: Story = {
  globals: { viewport: { value: 'mobile1', isRotated: false } },
  play: async ({ canvas, canvasElement }) => {
    await expect(await canvas.findAllByRole('button', { name: /^Approve / })).toHaveLength(2);
    const [first, second] = canvasElement.querySelectorAll<HTMLElement>('.wk-agent-actions .wk-item');
    await expect(getComputedStyle(first!).borderTopWidth).toBe('0px');
    await expect(getComputedStyle(second!).borderTopWidth).toBe('1px');
    await expect(parseFloat(getComputedStyle(second!).paddingTop)).toBeGreaterThan(0);
  },
};
