import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { worldLoader, type SandboxWorld } from '../../test/sandbox-world.js';
import { PayeePicker } from './PayeePicker.js';

// Alice (US) picks whom to pay among her payees on the sandbox.

type Loaded = { world: SandboxWorld };

const meta = {
  title: 'Payees/PayeePicker',
  component: PayeePicker,
  args: { customerId: '', onChange: fn() },
  loaders: [worldLoader({ person: 'alice' })],
  render: (args, { loaded }) => <PayeePicker {...args} customerId={(loaded as Loaded).world.me.id} />,
} satisfies Meta<typeof PayeePicker>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Choices: Story = {};

/** Only the payees that receive euros. */
export const OneCurrency: Story = { args: { currency: 'EUR' } };

export const Chosen: Story = {
  play: async ({ canvas, userEvent }) => {
    const [first] = await canvas.findAllByRole('radio');
    await userEvent.click(first!);
  },
};

/** Nobody receives this currency yet. */
export const Empty: Story = { args: { currency: 'GBP' } };

export const RightToLeft: Story = { globals: { locale: 'he' } };

export const NarrowScreen: Story = { globals: { viewport: { value: 'mobile1', isRotated: false } } };
