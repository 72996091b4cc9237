import type { Meta, StoryObj } from '@storybook/react-vite';
import { fn } from 'storybook/test';
import { worldLoader } from '../../test/sandbox-world.js';
import { ContactVerification } from './ContactVerification.js';
import { EU, newcomer, type Loaded } from '../../test/onboarding-worlds.js';

// An EU customer confirms their e-mail address and phone with the sandbox's code (123456).

const meta = {
  title: 'Onboarding/ContactVerification',
  component: ContactVerification,
  args: { customerId: '', channel: 'email', onVerified: fn() },
  loaders: [newcomer(EU)],
  render: (args, { loaded }) => <ContactVerification {...args} customerId={(loaded as Loaded).world.me.id} />,
} satisfies Meta<typeof ContactVerification>;

export default meta;
type Story = StoryObj<typeof meta>;

export const Email: Story = {};

export const Phone: Story = { args: { channel: 'phone' } };

export const CodeSent: Story = {
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'E-mail me a code' }));
    await canvas.findByText('We sent a code to your e-mail address.');
  },
};

export const WrongCode: Story = {
  play: async (context) => {
    await CodeSent.play!(context);
    await context.userEvent.keyboard('000000');
    await context.canvas.findByText('That code is not right. Check it and try again.');
  },
};

export const Confirmed: Story = {
  play: async (context) => {
    await CodeSent.play!(context);
    await context.userEvent.keyboard('123456');
    await context.canvas.findByText('Confirmed.');
  },
};

/** Alice is in the US: her provider asks for no contact verification, and the service answers 409. */
export const NotNeededHere: Story = {
  loaders: [worldLoader({ person: 'alice' })],
  play: async ({ canvas, userEvent }) => {
    await userEvent.click(await canvas.findByRole('button', { name: 'E-mail me a code' }));
    await canvas.findByText('Not needed here: there is nothing to confirm.');
  },
};

export const RightToLeft: Story = { globals: { locale: 'he' } };
